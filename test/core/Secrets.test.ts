/**
 * How each runner's argv keeps `{env.NAME}` secrets off it, where the tool allows (the real
 * tools and /proc are checked end to end in test/cli/CheckSecrets.test.ts), and the pure
 * pieces of resolution and redaction.
 */
import { describe, expect, test } from "bun:test"
import { Effect } from "effect"
import { redact, redactUrl, requireSecrets } from "../../core/Secrets.ts"
import { fillEnv, fillEnvMap } from "../../core/Templates.ts"
import { ghzArgs } from "../../runners/ghz/GhzCommand.ts"
import { ohaArgs, splitUserinfo } from "../../runners/oha/OhaCommand.ts"
import type { GrpcConnection } from "../../targets/grpc/GrpcConnection.ts"
import { grpcurlCallArgs } from "../../targets/grpc/grpcurl/GrpcurlCommand.ts"

const target: GrpcConnection = {
  address: "127.0.0.1:50051",
  tls: { mode: "plaintext" },
  schema: { kind: "protoset", file: "s.pb" },
  metadata: { authorization: "Bearer {env.TOKEN}", "x-plain": "v" },
}

describe("secrets off argv", () => {
  test("grpcurl: metadata by name with -expand-headers, data on stdin", () => {
    const args = grpcurlCallArgs({
      target,
      call: "p.S/M",
      data: '{"token":"s3cret"}',
      dataOnStdin: true,
    })
    expect(args).toContain("-expand-headers")
    // biome-ignore lint/suspicious/noTemplateCurlyInString: grpcurl's own syntax
    expect(args).toContain("-H=authorization: Bearer ${TOKEN}")
    expect(args).toContain("-H=x-plain: v")
    expect(args).toContain("-d=@")
    expect(args.join(" ")).not.toContain("s3cret")
  })

  test("grpcurl: without a secret, no -expand-headers (a literal dollar-brace stays literal)", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal value on purpose
    const plain = { ...target, metadata: { "x-plain": "${HOME}" } }
    const args = grpcurlCallArgs({ target: plain, call: "p.S/M", data: "{}" })
    expect(args).not.toContain("-expand-headers")
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal value on purpose
    const mixed = { ...target, metadata: { a: "{env.TOKEN}", b: "${HOME}" } }
    expect(() => grpcurlCallArgs({ target: mixed, call: "p.S/M", data: "{}" })).toThrow(
      expect.objectContaining({ _tag: "GrpcurlCommandInvalid", field: "metadata" }),
    )
  })

  test("ghz: metadata and data from files", () => {
    const args = ghzArgs({
      target: { ...target, metadata: { authorization: "Bearer s3cret" } },
      call: "p.S/M",
      data: '{"token":"s3cret"}',
      concurrency: 1,
      requests: 1,
      metadataFile: "/scratch/m.json",
      dataFile: "/scratch/d.json",
    })
    expect(args).toContain("--metadata-file=/scratch/m.json")
    expect(args).toContain("--data-file=/scratch/d.json")
    expect(args.join(" ")).not.toContain("s3cret")
  })

  test("oha: body and headers from files; URL userinfo out of the URL (and its Host header)", () => {
    const input = {
      url: "http://us%40er:p%3Aw@127.0.0.1:8080/x",
      method: "POST",
      headers: { "x-token": "t0k3n" },
      body: "s3cret",
      bodyFile: "/scratch/b",
      concurrency: 1,
      requests: 1,
    }
    const args = ohaArgs({ ...input, headerFile: "/scratch/h" })
    expect(args).toContain("-D=/scratch/b")
    expect(args).toContain("--header-file=/scratch/h")
    expect(args.at(-1)).toBe("http://127.0.0.1:8080/x")
    for (const secret of ["s3cret", "t0k3n", "p:w", "p%3Aw"]) {
      expect(args.join(" ")).not.toContain(secret)
    }
    // Without a header file (no secret in them), the userinfo is -a: never in the URL.
    expect(ohaArgs({ ...input, headers: {} })).toContain("-a=us@er:p:w")
    expect(splitUserinfo("http://127.0.0.1/a@b")).toEqual({ url: "http://127.0.0.1/a@b" })
  })
})

describe("resolution and redaction", () => {
  test("a value goes into JSON escaped, into other text as is", () => {
    const lookup = (name: string) => (name === "T" ? 'a"b\\c' : undefined)
    expect(JSON.parse(fillEnv('{"token":"{env.T}"}', lookup))).toEqual({ token: 'a"b\\c' })
    expect(fillEnv("Bearer {env.T}", lookup)).toBe('Bearer a"b\\c')
    expect(fillEnv("{env.MISSING}", lookup)).toBe("{env.MISSING}")
    // A header, metadata or env value is never JSON, even one that parses as JSON.
    expect(fillEnvMap({ h: '"{env.T}"' }, lookup)).toEqual({ h: '"a"b\\c"' })
  })

  test("required values, their JSON and URL forms and URL passwords become ***", async () => {
    process.env.BENCHGATE_TEST_REDACTED = 'tok"en<1>'
    try {
      await Effect.runPromise(
        requireSecrets([
          {
            file: "s.cue",
            uses: [
              {
                variable: "BENCHGATE_TEST_REDACTED",
                field: "targets.api.http.headers.authorization",
                owner: { kind: "target", name: "api" },
              },
            ],
          },
        ]),
      )
    } finally {
      delete process.env.BENCHGATE_TEST_REDACTED
    }
    expect(redact('header tok"en<1> json tok\\"en\\u003c1\\u003e url tok%22en%3C1%3E')).toBe(
      "header *** json *** url ***",
    )
    expect(redactUrl("not reachable at http://bench:pw@127.0.0.1:1 (x)")).toBe(
      "not reachable at http://bench:***@127.0.0.1:1 (x)",
    )
    expect(redactUrl("http://127.0.0.1:1/a@b")).toBe("http://127.0.0.1:1/a@b")
    // The scheme is what precedes `://`, from its first letter on.
    expect(redactUrl("1git+ssh://u:p@h x://y:z@")).toBe("1git+ssh://u:***@h x://y:***@")
    expect(redactUrl("12://u:p@h")).toBe("12://u:p@h")
  })

  test("a megabyte-long word is redacted in linear time", () => {
    // A message may quote a name of a megabyte (found by the spec fuzz campaign): a scheme
    // pattern tried at every position took minutes on it.
    const word = "x".repeat(1_000_000)
    const started = performance.now()
    expect(redactUrl(`${word} http://u:p@h ${word}`)).toBe(`${word} http://u:***@h ${word}`)
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})
