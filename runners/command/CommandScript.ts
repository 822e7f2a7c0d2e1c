/**
 * The command runner's form for emitted bash scripts: an argv that runs the command once and
 * appends its timing to a file (test/support/CommandTiming.ts reads it back in tests).
 *
 *   bash -c 'f=$1; shift; TIMEFORMAT="wall_s=%3R user_s=%3U sys_s=%3S"
 *            { time "$@" 2>&3 3>&-; } 3>&2 2>>"$f"' benchgate-time FILE [GNU time …] CMD ARGS…
 *
 * - bash's `time` keyword prints wall, user and system seconds with 3 decimals (1 ms
 *   resolution; the runner's in-process form has µs) to the group's stderr, which goes to FILE;
 *   the command's own stderr goes to fd 3, the script's stderr. The exit status is the
 *   command's, so the script can check it as the runner does.
 * - With `gnuTime`, GNU time wraps the command and appends `rss_kb=%M` to FILE first (its
 *   "Command exited with non-zero status N" line too, on failure). Without it, the script form
 *   has no peak_rss: bash cannot measure memory.
 * - Compared with runCommand, the script form loses sub-millisecond resolution, includes
 *   bash's fork (instead of Bun's spawn) in wall, and reports no stderr tail of its own: the
 *   command's stderr is shown as it is written.
 * - bash formats the seconds with the locale's decimal point; a reader must take `.` or `,`.
 */

const SCRIPT =
  'f=$1; shift; TIMEFORMAT="wall_s=%3R user_s=%3U sys_s=%3S"; { time "$@" 2>&3 3>&-; } 3>&2 2>>"$f"'

/** argv for one measured run in a script; `timingFile` should be new or empty per run. */
export const commandScriptArgs = (
  argv: ReadonlyArray<string>,
  timingFile: string,
  gnuTime?: string,
): ReadonlyArray<string> => [
  "bash",
  "-c",
  SCRIPT,
  "benchgate-time",
  timingFile,
  ...(gnuTime === undefined ? [] : [gnuTime, "-a", "-o", timingFile, "-f", "rss_kb=%M", "--"]),
  ...argv,
]
