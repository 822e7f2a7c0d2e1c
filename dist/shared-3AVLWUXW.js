// Generated from action/*.ts by `bun run build` (action/build.ts). Do not edit.

// action/PullRequest.ts
import { readFileSync } from "node:fs";
var record = (value) => typeof value === "object" && value !== null && !Array.isArray(value) ? value : void 0;
var str = (value) => typeof value === "string" ? value : void 0;
var readEvent = (path) => {
  if (!path) return {};
  try {
    return record(JSON.parse(readFileSync(path, "utf8"))) ?? {};
  } catch {
    return {};
  }
};
var pullRequestOf = (eventName, event) => {
  if (eventName !== "pull_request") return void 0;
  const pr = record(event.pull_request);
  const number = pr?.number;
  if (pr === void 0 || typeof number !== "number") return void 0;
  const head = record(pr.head);
  const base = record(pr.base);
  const headRepo = str(record(head?.repo)?.full_name);
  const baseRepo = str(record(base?.repo)?.full_name) ?? str(record(event.repository)?.full_name) ?? "";
  return {
    number,
    headSha: str(head?.sha) ?? "",
    headRepo,
    baseRepo,
    fromFork: headRepo !== baseRepo
  };
};
var PULL_REQUEST_FILE = "pull-request.json";
var encodeRecord = (pr) => `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}
`;
var decodeRecord = (text) => {
  try {
    const doc = record(JSON.parse(text));
    const number = doc?.number;
    const headSha = doc?.headSha;
    if (typeof number !== "number" || !Number.isSafeInteger(number) || number <= 0) return void 0;
    if (typeof headSha !== "string" || !/^[0-9a-f]{40}$/.test(headSha)) return void 0;
    return { number, headSha };
  } catch {
    return void 0;
  }
};

export {
  readEvent,
  pullRequestOf,
  PULL_REQUEST_FILE,
  encodeRecord,
  decodeRecord
};
