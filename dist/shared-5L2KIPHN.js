// Generated from action/*.ts by `bun run build` (action/build.ts). Do not edit.
import {
  Either_exports,
  decodeEventPayload
} from "./shared-SM2UHRIF.js";

// action/PullRequest.ts
import { existsSync, readFileSync } from "node:fs";
var readEvent = (path) => {
  if (!path || !existsSync(path)) return {};
  return Either_exports.getOrThrowWith(
    decodeEventPayload(readFileSync(path, "utf8")),
    (invalid) => new Error(`the event payload ${path} (GITHUB_EVENT_PATH): ${invalid.message}`)
  );
};
var pullRequestOf = (eventName, event) => {
  const pr = event.pull_request;
  if (eventName !== "pull_request" || pr == null) return void 0;
  const headRepo = pr.head?.repo?.full_name ?? void 0;
  const baseRepo = pr.base?.repo?.full_name ?? event.repository?.full_name ?? "";
  return {
    number: pr.number,
    headSha: pr.head?.sha ?? "",
    headRepo,
    baseRepo,
    fromFork: headRepo !== baseRepo
  };
};
var PULL_REQUEST_FILE = "pull-request.json";
var encodeRecord = (pr) => `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}
`;

export {
  readEvent,
  pullRequestOf,
  PULL_REQUEST_FILE,
  encodeRecord
};
