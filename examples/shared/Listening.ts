/**
 * The readiness contract between a server and whoever started it: bind loopback only, and
 * print exactly one stdout line `listening on 127.0.0.1:PORT` once requests can be served.
 * A front reads its backend's port from this line; benchgate and the tests too.
 */
export const HOST = "127.0.0.1"

export const listeningLine = (port: number): string => `listening on ${HOST}:${port}`

const LINE = /^listening on 127\.0\.0\.1:(\d+)$/m

/** The port announced in `output`, if the listening line is in it yet. */
export const parseListening = (output: string): number | undefined => {
  const port = LINE.exec(output)?.[1]
  return port === undefined ? undefined : Number(port)
}
