/**
 * Test fixture: a command target that exits 0 only when TOKEN (the spec's `command.env`, an
 * `{env.…}`) holds the value of COMMAND_TOKEN, which it inherits from benchgate.
 */
const token = process.env.TOKEN ?? ""
process.exit(token !== "" && token === process.env.COMMAND_TOKEN ? 0 : 1)

export {}
