/**
 * What the verdict benchmarks' trials share: git in a trial's repository, rates with their
 * Wilson intervals, and a neighbour that keeps one core busy.
 */

/** git in `dir` as a fixed author; throws with git's stderr when it fails. */
export const git = (dir: string, ...args: string[]) => {
  const result = Bun.spawnSync(["git", "-C", dir, ...args], {
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "bench",
      GIT_AUTHOR_EMAIL: "bench@example.invalid",
      GIT_COMMITTER_NAME: "bench",
      GIT_COMMITTER_EMAIL: "bench@example.invalid",
    },
  })
  if (result.exitCode !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`)
}

/** Wilson score interval for a proportion (E. B. Wilson, JASA 22, 1927), 95%. */
export const wilson = (successes: number, n: number): [number, number] => {
  const z = 1.959964
  const p = successes / n
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n)
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n)
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`

/** `k/n` with its share and Wilson interval, e.g. `9/10 90% (60%–98%)`. */
export const rate = (k: number, n: number) => {
  const [lo, hi] = wilson(k, n)
  return `${k}/${n} ${pct(k / n)} (${pct(lo)}–${pct(hi)})`
}

/** A process spinning one core until killed: the busy machine of `--busy hog`. */
export const startHog = () =>
  Bun.spawn(["bash", "-c", "while :; do :; done"], { stdout: "ignore", stderr: "ignore" })
