/**
 * How an entry point ends on an error: the action's own errors (tagged: a bad input, a refused
 * download, an API answer, an unreadable report) as their one-line message, anything else with
 * its stack. `core.setFailed` prints it as an error annotation and sets exit code 1.
 */
import * as core from "@actions/core"

export const fail = (error: unknown): void => {
  if (error instanceof Error) {
    core.setFailed("_tag" in error ? error.message : (error.stack ?? error.message))
  } else {
    core.setFailed(String(error))
  }
}
