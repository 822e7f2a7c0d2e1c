/**
 * Reads the `.timing` result file a compiled script's command slice writes
 * (runners/command/CommandScript.ts), for the tests that run compiled scripts: values in
 * canonical units (ms, bytes); keys not found are left out.
 */
import type { CommandValues } from "../../runners/command/CommandRun.ts"

const number = (text: string): number => Number(text.replace(",", "."))

export const parseCommandTiming = (text: string): CommandValues => {
  const found = new Map<string, string>()
  for (const match of text.matchAll(/\b(wall_s|user_s|sys_s|rss_kb)=(\d+(?:[.,]\d+)?)/g)) {
    if (match[1] !== undefined && match[2] !== undefined) found.set(match[1], match[2])
  }
  const values: CommandValues = {}
  const seconds = (key: string) => {
    const text = found.get(key)
    return text === undefined ? undefined : Math.round(number(text) * 1e6) / 1e3
  }
  const wall = seconds("wall_s")
  const user = seconds("user_s")
  const sys = seconds("sys_s")
  const rss = found.get("rss_kb")
  if (wall !== undefined) values.wall = wall
  if (user !== undefined) values.user_cpu = user
  if (sys !== undefined) values.sys_cpu = sys
  if (rss !== undefined) values.peak_rss = number(rss) * 1024
  return values
}
