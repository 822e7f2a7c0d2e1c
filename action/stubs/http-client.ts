/**
 * Stands in for @actions/http-client in the bundles (action/build.ts). @actions/core imports it
 * only for `getIDToken` (OIDC), which the action never calls; the real package brings undici and
 * would make each committed bundle about 800 KB instead of a few dozen. Calling it fails loudly.
 */
const unavailable = (): never => {
  throw new Error(
    "@actions/http-client is not bundled in benchgate's action (getIDToken is unused)",
  )
}

export class HttpClient {
  constructor() {
    unavailable()
  }
}

export class BearerCredentialHandler {
  constructor() {
    unavailable()
  }
}
