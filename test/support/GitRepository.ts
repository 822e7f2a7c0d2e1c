/**
 * A git repository for a test: initialised on `main` with a committer, and a `git` that runs in
 * it, throws with git's stderr when a command fails, and returns its trimmed stdout.
 */
export const gitRepository = (dir: string) => {
  const git = (...args: string[]): string => {
    const result = Bun.spawnSync(["git", ...args], { cwd: dir })
    if (result.exitCode !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`)
    return result.stdout.toString().trim()
  }
  git("init", "-q", "-b", "main")
  git("config", "user.email", "ci@example.com")
  git("config", "user.name", "ci")
  return git
}
