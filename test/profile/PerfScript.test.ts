import { expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { perfScriptStacks } from "../../profile/PerfScript.ts"
import { functionSamples, totalSamples } from "../../profile/Stacks.ts"

const text = readFileSync(join(import.meta.dir, "../fixtures/profiles/go-server.perf.txt"), "utf8")
const headers = text.split("\n").filter((line) => /^\S/.test(line))
const all = { fromUs: 0, toUs: Number.MAX_SAFE_INTEGER }

test("each sample of perf script is one stack, root first, offsets dropped", () => {
  const [stacks] = perfScriptStacks(text, [all])
  const s = stacks as Map<string, number>
  expect(totalSamples(s)).toBe(headers.length)
  const { total, self } = functionSamples(s)
  expect(total.get("main.work")).toBeGreaterThan(0)
  // The leaf of the first sample is a kernel function, marked as the kernel's: perf script
  // prints leaf first.
  expect(self.get("dev_hard_start_xmit_[k]")).toBeGreaterThan(0)
  expect(self.get("dev_hard_start_xmit")).toBeUndefined()
  for (const key of s.keys()) expect(key).not.toMatch(/\+0x[0-9a-f]+/)
  // Root first: the kernel leaf ends its stack.
  expect([...s.keys()].some((k) => k.endsWith(";dev_hard_start_xmit_[k]"))).toBe(true)
  // The Go runtime's and the program's frames are left as they are.
  expect(total.get("syscall.Syscall")).toBeGreaterThan(0)
  expect(total.get("net/http.(*conn).serve")).toBeGreaterThan(0)
})

test("samples fall in the window of their time stamp", () => {
  const times = headers.map((h) => Number(/(\d+\.\d+):\s*$/.exec(h)?.[1]) * 1e6)
  const cut = times[Math.floor(times.length / 2)] as number
  const [before, after] = perfScriptStacks(text, [
    { fromUs: 0, toUs: cut },
    { fromUs: cut, toUs: Number.MAX_SAFE_INTEGER },
  ])
  expect(totalSamples(before as Map<string, number>)).toBe(times.filter((t) => t < cut).length)
  expect(totalSamples(after as Map<string, number>)).toBe(times.filter((t) => t >= cut).length)
})

test("a frame without a symbol is named after its object", () => {
  const [stacks] = perfScriptStacks(
    "svc 1 10.5: \n\t    1234 [unknown] (/usr/lib/libfoo.so.1)\n\t    5678 main+0x1f (/bin/svc)\n\n",
    [all],
  )
  expect([...(stacks as Map<string, number>).keys()]).toEqual(["main;[libfoo.so.1]"])
})

test("the C runtime's frames carry their object; the kernel's its mark, also from its address", () => {
  const [stacks] = perfScriptStacks(
    "svc 1 10.5: \n" +
      "\tffffffff81000130 do_syscall_64+0x5 ([kernel.kallsyms])\n" +
      "\t    7f00 __libc_write+0x10 (/usr/lib/x86_64-linux-gnu/libc.so.6)\n" +
      "\t    7f10 _ZN4core3fmt5write17h (/usr/lib/libstdc++.so.6)\n" +
      "\t    8a00 SSL_write (/usr/lib/x86_64-linux-gnu/libssl.so.3)\n" +
      "\t    5678 handle_request+0x1f (/srv/bin/svc)\n" +
      "\tffffffffc0a01234 nf_hook_slow ([nf_conntrack])\n\n",
    [all],
  )
  expect([...(stacks as Map<string, number>).keys()]).toEqual([
    "nf_hook_slow_[k];handle_request;SSL_write;_ZN4core3fmt5write17h [libstdc++.so.6];__libc_write [libc.so.6];do_syscall_64_[k]",
  ])
})
