import { expect, test } from "bun:test"
import { workKeys } from "../../profile/SameWork.ts"

test("a handler the head wraps does the base's work; what the wrapper adds is its own", () => {
  const keys = workKeys(
    ["serve;handler;respond"],
    ["serve;wrap;handler;respond", "serve;wrap;json.Marshal", "serve;wrap;wrap"],
  )
  expect(keys.head.get("serve;wrap;handler;respond")).toBe(keys.base.get("serve;handler;respond"))
  // The leaf stays: the wrapper's own samples and its new callees are work of their own.
  expect(keys.head.get("serve;wrap;json.Marshal")).toBe("serve;json.Marshal")
  expect(keys.head.get("serve;wrap;wrap")).toBe("serve;wrap")
})

test("a function calling itself counts once; a middleware between two calls of it is left out", () => {
  const keys = workKeys(["engine;Next;handler"], ["engine;Next;Logger;Next;Recovery;Next;handler"])
  // Recovery is not in the base either: the head's stack is the base's work.
  expect(keys.head.get("engine;Next;Logger;Next;Recovery;Next;handler")).toBe("engine;Next;handler")
})

test("work the base did under a caller the head removed is the head's work under the other", () => {
  const keys = workKeys(["serve;cache;lookup"], ["serve;lookup"])
  expect(keys.base.get("serve;cache;lookup")).toBe(keys.head.get("serve;lookup"))
})

test("two callers both sides run keep their own stacks", () => {
  const keys = workKeys(["route;a;render", "route;b;render"], ["route;a;render", "route;b;render"])
  expect(keys.head.get("route;a;render")).not.toBe(keys.head.get("route;b;render"))
})
