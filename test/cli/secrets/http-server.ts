/**
 * Test fixture: an HTTP server that answers 200 only to requests carrying every secret of the
 * secrets spec, and 401 otherwise; it never prints a header or the body. Its expectations come
 * from its own environment: EXPECT_* (the spec's `start.env`, itself `{env.…}`).
 *
 *   bun http-server.ts --port=PORT
 */
const port = Number(/^--port=(\d+)$/.exec(Bun.argv[2] ?? "")?.[1])
const expected = {
  authorization: `Basic ${btoa(`bench:${process.env.EXPECT_URL_PASSWORD ?? ""}`)}`,
  "x-api-token": process.env.EXPECT_API_TOKEN ?? "",
  "x-request-token": process.env.EXPECT_REQUEST_TOKEN ?? "",
}
const expectedBody = process.env.EXPECT_BODY_TOKEN ?? ""

Bun.serve({
  hostname: "127.0.0.1",
  port,
  async fetch(request) {
    const body = await request.text()
    if (new URL(request.url).pathname === "/ready") return new Response("ready")
    const headersOk = Object.entries(expected).every(
      ([name, value]) => value !== "" && request.headers.get(name) === value,
    )
    let bodyOk = false
    try {
      bodyOk = expectedBody !== "" && JSON.parse(body).token === expectedBody
    } catch {
      bodyOk = false
    }
    return headersOk && bodyOk ? new Response("open") : new Response("closed", { status: 401 })
  },
})
console.log(`listening on 127.0.0.1:${port}`)

export {}
