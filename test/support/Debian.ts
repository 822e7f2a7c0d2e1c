/**
 * A program the tests need from Debian's packages: on PATH, else its package installed with
 * apt-get (as root). Undefined, with the reason, only where no package manager can install it.
 */
const onPath = (name: string): string | undefined => {
  const found = Bun.which(name)
  return found === null ? undefined : found
}

export type ProgramFound =
  | { readonly path: string }
  | { readonly path?: undefined; readonly why: string }

export const debianProgram = (
  names: ReadonlyArray<string>,
  pkg: string,
  given?: string,
): ProgramFound => {
  const find = () => given ?? names.map(onPath).find((p) => p !== undefined)
  const found = find()
  if (found !== undefined) return { path: found }
  if (onPath("apt-get") === undefined) {
    return { why: `no ${names[0]} on PATH and no apt-get to install Debian's ${pkg} package` }
  }
  if (process.getuid?.() !== 0) {
    return { why: `no ${names[0]} on PATH, and apt-get needs root to install ${pkg}` }
  }
  for (const argv of [
    ["apt-get", "update", "-qq"],
    ["apt-get", "install", "-y", "-qq", pkg],
  ]) {
    const ran = Bun.spawnSync(argv, {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      timeout: 600_000,
    })
    if (ran.exitCode !== 0) {
      throw new Error(
        `${argv.join(" ")} failed (${ran.exitCode}): ${ran.stderr.toString().slice(-2000)}`,
      )
    }
  }
  const installed = find()
  if (installed === undefined)
    throw new Error(`apt-get installed ${pkg}, but ${names[0]} is not on PATH`)
  return { path: installed }
}
