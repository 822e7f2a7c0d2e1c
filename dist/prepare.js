// Generated from action/*.ts by `bun run build` (action/build.ts). Do not edit.
import {
  pullRequestOf,
  readEvent
} from "./shared-5L2KIPHN.js";
import {
  ApiError,
  GitHubApi,
  InputError,
  IssueComment,
  Permission,
  PullOfCommit,
  Schema_exports,
  exportVariable,
  fail,
  getInput,
  info,
  notice,
  readInputs,
  setOutput,
  warning
} from "./shared-SM2UHRIF.js";

// action/prepare.ts
import { spawnSync as spawnSync4 } from "node:child_process";
import { createHash as createHash2 } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname as dirname2, join as join4 } from "node:path";

// tools/pins.json
var pins_default = {
  bun: "1.4.5",
  cue: "v0.17.1",
  oha: "1.16.0+benchgate.1",
  ghz: "v0.121.0",
  grpcurl: "v1.9.4",
  vegeta: "v12.13.0",
  valgrind: "3.19.0"
};

// tools/Versions.ts
var firstMatch = (pattern) => (output) => pattern.exec(output)?.[1];
var TOOL_VERSIONS = {
  cue: {
    version: pins_default.cue,
    versionArgs: ["version"],
    parseVersion: firstMatch(/cue version (v[0-9][^\s]*)/)
  },
  oha: {
    version: pins_default.oha,
    versionArgs: ["--version"],
    parseVersion: firstMatch(/oha ([0-9][^\s]*)/)
  },
  ghz: {
    version: pins_default.ghz,
    versionArgs: ["--version"],
    parseVersion: firstMatch(/^(v[0-9][^\s]*)$/m)
  },
  grpcurl: {
    version: pins_default.grpcurl,
    versionArgs: ["--version"],
    parseVersion: firstMatch(/grpcurl (v[0-9][^\s]*)/)
  },
  vegeta: {
    version: pins_default.vegeta,
    versionArgs: ["-version"],
    parseVersion: firstMatch(/^Version: (v[0-9][^\s]*)$/m)
  },
  valgrind: {
    version: pins_default.valgrind,
    versionArgs: ["--version"],
    parseVersion: firstMatch(/valgrind-([0-9][^\s]*)/)
  }
};
var reportedVersion = (tool, stdout, stderr) => tool.parseVersion(stdout) ?? tool.parseVersion(stderr);

// action/Acceptances.ts
var COMMAND = /^\/benchgate\s+accept\s+(.+?)\s+(\S+)\s*$/;
var acceptCommands = (body) => body.split(/\r?\n/).flatMap((line) => {
  const match = COMMAND.exec(line.trim());
  if (!match?.[1] || !match[2]) return [];
  const scenario = match[1].replace(/^"(.*)"$/, "$1").trim();
  if (scenario === "" || /[/@]/.test(match[2])) return [];
  return [{ scenario, metric: match[2] }];
});
var MAY_ACCEPT = /* @__PURE__ */ new Set(["admin", "write"]);
var mayAccept = async (api, repo, login) => {
  try {
    const answer = await api.request(
      Permission,
      "GET",
      `/repos/${repo}/collaborators/${encodeURIComponent(login)}/permission`
    );
    return MAY_ACCEPT.has(answer.permission ?? "");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
};
var readAcceptances = async (api, repo, number) => {
  const accepted = [];
  const refused = [];
  const permitted = /* @__PURE__ */ new Map();
  for await (const comment of api.paginate(
    IssueComment,
    `/repos/${repo}/issues/${number}/comments`
  )) {
    const commands = acceptCommands(comment.body ?? "");
    const login = comment.user?.login;
    if (commands.length === 0 || login == null) continue;
    let may = permitted.get(login);
    if (may === void 0) {
      may = await mayAccept(api, repo, login);
      permitted.set(login, may);
    }
    for (const command of commands) {
      if (may) accepted.push({ ...command, by: login });
      else {
        refused.push(
          `@${login} cannot accept ${command.scenario} ${command.metric}: accepting needs write access to ${repo}`
        );
      }
    }
  }
  return { accepted, refused };
};
var acceptFile = (acceptances) => acceptances.map((a) => `${a.scenario}/${a.metric}@${a.by}
`).join("");
var mergedPullRequest = async (api, repo, sha, branch) => {
  const pulls = await api.request(
    Schema_exports.Array(PullOfCommit),
    "GET",
    `/repos/${repo}/commits/${sha}/pulls`
  );
  return pulls.find((p) => p.merged_at && p.base?.ref === branch)?.number;
};

// action/BaseRef.ts
import { spawnSync } from "node:child_process";
var BaseRefError = class extends Error {
  _tag = "BaseRefError";
  name = "BaseRefError";
};
var OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var checkRef = (ref, from) => {
  const problem = ref === "" ? "is empty" : /[\s\p{Cc}]/u.test(ref) ? "contains whitespace or control characters" : ref.startsWith("-") ? "starts with '-' and would be read as an option" : /[~^:?*[\\]|\.\.|@\{/.test(ref) ? "contains characters git does not allow in a ref name" : void 0;
  if (problem !== void 0) {
    throw new BaseRefError(`${from}: ${JSON.stringify(ref)} ${problem}; not a base ref`);
  }
  return ref;
};
var baseRefOf = (mode, baseBranch, eventName, event) => {
  if (mode === "stored") return "";
  if (eventName === "pull_request") {
    const sha = event.pull_request?.base?.sha;
    const from = "pull_request.base.sha in the event payload";
    if (sha == null) throw new BaseRefError(`${from}: missing; no base commit to measure`);
    checkRef(sha, from);
    if (!OBJECT_ID.test(sha)) throw new BaseRefError(`${from}: "${sha}" is not a full commit id`);
    return sha;
  }
  return checkRef(`origin/${baseBranch}`, "input base-branch");
};
var baseCommitIn = (ref, cwd) => {
  const resolved = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], {
    cwd,
    encoding: "utf8"
  });
  if (resolved.error) {
    throw new BaseRefError(`base-mode worktree needs git: ${resolved.error.message}`);
  }
  const commit = `${resolved.stdout}`.trim();
  if (resolved.status !== 0 || commit === "") {
    const why = `${resolved.stderr}`.trim();
    throw new BaseRefError(
      `base-mode worktree measures the base commit ${ref}, which is not in the clone at ${cwd}${why ? ` (git: ${why})` : ""}. Check out with actions/checkout's fetch-depth: 0, or fetch the base commit before this step (docs/action.md, "Base mode").`
    );
  }
  return commit;
};

// action/Executable.ts
import { spawnSync as spawnSync2 } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
var benchProgram = (executable, actionPath, workspace) => {
  if (executable === void 0) return { path: join(actionPath, "bench") };
  const path = isAbsolute(executable) ? executable : resolve(workspace, executable);
  const problem = (why) => new InputError(`input executable: ${path} ${why}`);
  let isFile;
  try {
    isFile = statSync(path).isFile();
  } catch {
    throw problem("does not exist (download it in an earlier step: docs/action.md)");
  }
  if (!isFile) throw problem("is not a file");
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw problem("is not executable (chmod +x it)");
  }
  const ran = spawnSync2(path, ["--version"], { encoding: "utf8", timeout: 3e4 });
  const version = (ran.stdout ?? "").trim();
  if (ran.status !== 0 || !/^benchgate \S+$/.test(version)) {
    throw problem(
      `is not a benchgate executable for this runner: \`--version\` ${ran.error ? `failed (${ran.error.message})` : `printed ${JSON.stringify(`${ran.stdout ?? ""}${ran.stderr ?? ""}`.trim().slice(0, 200))}`}`
    );
  }
  return { path, version };
};

// action/StoreCache.ts
import { join as join2 } from "node:path";
var HISTORY_CACHE_VERSION = "v1";
var READ_ONLY_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target", "merge_group"]);
var segment = (name) => `${name.replace(/%/g, "%25").replace(/,/g, "%2C")}:`;
var HISTORY_DIR = ".benchgate-history";
var historyPlan = (history, baseBranch, env) => {
  const temp = env.RUNNER_TEMP ?? "/tmp";
  switch (history.kind) {
    case "none":
      return { db: join2(temp, "benchgate", "results.db") };
    case "file":
      return { db: history.path };
    case "cache": {
      const home = env.HOME ?? "~";
      const event = env.GITHUB_EVENT_NAME ?? "";
      const branch = event === "pull_request" ? env.GITHUB_HEAD_REF ?? "" : env.GITHUB_REF_NAME ?? "";
      const save = !READ_ONLY_EVENTS.has(event) && branch === baseBranch;
      const prefix = `benchgate-history-${HISTORY_CACHE_VERSION}-${env.RUNNER_OS ?? "os"}-${segment(baseBranch)}`;
      const run = `${env.GITHUB_RUN_ID ?? "0"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`;
      return {
        db: join2(home, HISTORY_DIR, "results.db"),
        cache: {
          // `~` is expanded by actions/cache and keeps the cache version stable across runners.
          path: `~/${HISTORY_DIR}/results.db*`,
          // A PR's key never exists (it never saves), so it always falls back to the base's.
          key: save ? `${prefix}${run}` : `${prefix}read-${run}`,
          restoreKeys: [prefix],
          save
        }
      };
    }
  }
};

// action/ToolDownload.ts
import { spawnSync as spawnSync3 } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  open,
  rename,
  rm,
  stat,
  writeFile
} from "node:fs/promises";
import { dirname, join as join3 } from "node:path";
var ToolInstallError = class extends Error {
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
  reason;
  _tag = "ToolInstallError";
  name = "ToolInstallError";
};
var LOOPBACK = /* @__PURE__ */ new Set(["127.0.0.1", "localhost", "[::1]"]);
var checkUrl = (text) => {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new ToolInstallError("unsafe-url", `not a URL: ${text}`);
  }
  if (url.protocol === "https:" || url.protocol === "http:" && LOOPBACK.has(url.hostname)) {
    return url;
  }
  throw new ToolInstallError(
    "unsafe-url",
    `refusing to download over ${url.protocol} from ${url.host}`
  );
};
var toolDir = (toolCache, tool, version, arch) => join3(toolCache, `benchgate-${tool}`, version, arch);
var download = async (url, file, options = {}) => {
  const maxBytes = options.maxBytes ?? 512 * 1024 * 1024;
  let current = checkUrl(url);
  let response;
  for (let hop = 0; hop <= 5; hop++) {
    try {
      response = await fetch(current, {
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs ?? 12e4)
      });
    } catch (error) {
      throw new ToolInstallError("http", `cannot download ${current}: ${error.message}`);
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      current = checkUrl(new URL(location, current).toString());
      continue;
    }
    break;
  }
  if (response === void 0 || response.status >= 300 && response.status < 400) {
    throw new ToolInstallError("http", `too many redirects from ${url}`);
  }
  if (!response.ok || response.body === null) {
    await response.body?.cancel();
    throw new ToolInstallError(
      "http",
      `downloading ${current} failed: HTTP ${response.status} ${response.statusText}`.trim()
    );
  }
  const hash = createHash("sha256");
  const handle = await open(file, "w");
  let bytes = 0;
  try {
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) {
        throw new ToolInstallError("too-large", `${current} is larger than ${maxBytes} bytes`);
      }
      hash.update(chunk);
      await handle.write(chunk);
    }
  } catch (error) {
    if (error instanceof ToolInstallError) throw error;
    throw new ToolInstallError("http", `downloading ${current} failed: ${error.message}`);
  } finally {
    await handle.close();
  }
  return hash.digest("hex");
};
var extract = (archive, entry, into) => {
  const result = spawnSync3("tar", ["-xzf", archive, "-C", into, entry], {
    encoding: "utf8",
    timeout: 6e4
  });
  const path = join3(into, entry);
  if (result.status !== 0 || !existsSync(path)) {
    const detail = (result.stderr || result.error?.message || "").trim();
    throw new ToolInstallError("extract", `cannot extract ${entry} from the archive: ${detail}`);
  }
  return path;
};
var installRelease = async (request) => {
  const { tool, version, asset, toolCache, arch } = request;
  if (!/^[0-9a-f]{64}$/.test(asset.sha256)) {
    throw new ToolInstallError("bad-pin", `the pinned sha256 of ${asset.url} is not 64 hex digits`);
  }
  const dir = toolDir(toolCache, tool, version, arch);
  const marker = `${dir}.complete`;
  const executable = join3(dir, tool);
  if (existsSync(marker) && existsSync(executable)) return { path: executable, downloaded: false };
  await mkdir(dirname(dir), { recursive: true });
  const staging = await mkdtemp(join3(dirname(dir), `.staging-${arch}-`));
  try {
    const archive = join3(staging, "download");
    const actual = await download(asset.url, archive, {
      ...request.timeoutMs === void 0 ? {} : { timeoutMs: request.timeoutMs },
      ...request.maxBytes === void 0 ? {} : { maxBytes: request.maxBytes }
    });
    if (actual !== asset.sha256) {
      throw new ToolInstallError(
        "checksum",
        `sha256 mismatch for ${tool} ${version} from ${asset.url}: expected ${asset.sha256}, got ${actual}. The download was refused and nothing was installed.`
      );
    }
    const unpacked = join3(staging, "unpacked");
    await mkdir(unpacked);
    const source = asset.archive === "tar.gz" ? extract(archive, asset.entry, unpacked) : archive;
    if (!(await stat(source)).isFile()) {
      throw new ToolInstallError("extract", `${asset.entry} in ${asset.url} is not a file`);
    }
    const out = join3(staging, "out");
    await mkdir(out);
    await copyFile(source, join3(out, tool));
    await chmod(join3(out, tool), 493);
    await rm(marker, { force: true });
    await rm(dir, { recursive: true, force: true });
    await rename(out, dir);
    await writeFile(marker, "");
    return { path: executable, downloaded: true };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};

// action/ToolPins.ts
var CUE_CHECKSUMS_FOR = "v0.17.1";
var cueAsset = (os, arch, sha256) => ({
  url: `https://github.com/cue-lang/cue/releases/download/${CUE_CHECKSUMS_FOR}/cue_${CUE_CHECKSUMS_FOR}_${os}_${arch}.tar.gz`,
  sha256,
  archive: "tar.gz",
  entry: "cue"
});
var RELEASE_PINS = {
  cue: {
    tool: "cue",
    version: CUE_CHECKSUMS_FOR,
    checksumSource: "the Homebrew formula cue-prerelease.rb for v0.17.1 (the CUE project's tap format, pinning each release archive by sha256), agreeing with independent pin tables of the same assets in other public repositories; see ADR 7",
    assets: {
      "linux-x64": cueAsset(
        "linux",
        "amd64",
        "a39b0c97695069d95d276d99be0f5dbabb081d801bfdc9ba49b76efaf94e2369"
      ),
      "linux-arm64": cueAsset(
        "linux",
        "arm64",
        "0d729be30d52c952ca38fc9dcb692caa09d8463fa0b64df5781312779183fbcd"
      ),
      "darwin-x64": cueAsset(
        "darwin",
        "amd64",
        "80aa026c3f47400c7bfc228b3422fd56b7c6c5ea4d70686f8d8f01ced716d3de"
      ),
      "darwin-arm64": cueAsset(
        "darwin",
        "arm64",
        "64921403f012a97f89494c03605db2fbf7d9daa77dc2631819ac4406cb2e8074"
      )
    }
  },
  oha: {
    tool: "oha",
    version: pins_default.oha,
    checksumSource: "none: benchgate runs its own build of oha (tools/oha/header-file.patch, ADR 21), which no release has; tools/oha/install.sh builds it from the crate on crates.io",
    assets: {}
  },
  // No release archive is pinned: no published checksum of the ghz or grpcurl release assets is
  // known here, and none is guessed. `./bench setup` builds both with `go install` (the module
  // proxy and its checksum database verify the sources).
  ghz: {
    tool: "ghz",
    version: pins_default.ghz,
    checksumSource: "none: no published checksum of the ghz release archives is known; installed with go install (proxy.golang.org, verified by sum.golang.org) instead",
    assets: {}
  },
  grpcurl: {
    tool: "grpcurl",
    version: pins_default.grpcurl,
    checksumSource: "none: no published checksum of the grpcurl release archives is known; installed with go install (proxy.golang.org, verified by sum.golang.org) instead",
    assets: {}
  },
  vegeta: {
    tool: "vegeta",
    version: pins_default.vegeta,
    checksumSource: "none: no published checksum of the vegeta release archives is known here; installed with go install (proxy.golang.org, verified by sum.golang.org) instead",
    assets: {}
  }
};
var PINS = pins_default;
var PINNED_VERSIONS = {
  cue: TOOL_VERSIONS.cue.version,
  oha: TOOL_VERSIONS.oha.version,
  ghz: TOOL_VERSIONS.ghz.version,
  grpcurl: TOOL_VERSIONS.grpcurl.version,
  vegeta: TOOL_VERSIONS.vegeta.version
};
var releaseChoice = (pin, pinned, platform) => {
  if (pin.version !== pinned) {
    return {
      kind: "registry",
      why: `the release checksums are for ${pin.tool} ${pin.version}, but tools/pins.json pins ${pinned}`
    };
  }
  const asset = pin.assets[platform];
  if (asset === void 0)
    return { kind: "registry", why: `no release archive is pinned for ${platform}` };
  if (asset.sha256 === null) {
    return { kind: "registry", why: `no verified checksum is pinned for ${asset.url}` };
  }
  return { kind: "release", pin, asset: { ...asset, sha256: asset.sha256 } };
};

// action/prepare.ts
var UNSAFE_EVENT = "benchgate runs the code it measures (it starts the spec's targets). Under pull_request_target that would run a pull request's code with a write token and the repository's secrets. Run it on pull_request, and post comments for forks from a workflow_run workflow (docs/action.md).";
var installTools = async (toolCache) => {
  const platform = `${process.platform}-${process.arch}`;
  for (const pin of Object.values(RELEASE_PINS)) {
    const choice = releaseChoice(pin, PINNED_VERSIONS[pin.tool], platform);
    if (choice.kind === "registry") {
      info(`${pin.tool}: ${choice.why}; bench setup installs it from the package registry`);
      continue;
    }
    try {
      const installed = await installRelease({
        tool: pin.tool,
        version: pin.version,
        asset: choice.asset,
        toolCache,
        arch: process.arch
      });
      const tool = TOOL_VERSIONS[pin.tool];
      const out = spawnSync4(installed.path, [...tool.versionArgs], { encoding: "utf8" });
      if (reportedVersion(tool, out.stdout ?? "", out.stderr ?? "") !== pin.version) {
        throw new ToolInstallError(
          "extract",
          `${installed.path} does not report version ${pin.version} (got: ${`${out.stdout}${out.stderr}`.trim().slice(0, 200)})`
        );
      }
      info(
        `${pin.tool} ${pin.version}: ${installed.downloaded ? `downloaded ${choice.asset.url}, sha256 verified,` : "found"} in ${installed.path}`
      );
      exportVariable(`BENCHGATE_${pin.tool.toUpperCase()}`, installed.path);
    } catch (error) {
      if (error instanceof ToolInstallError && error.reason !== "checksum") {
        warning(
          `${pin.tool}: ${error.message}; bench setup installs it from the package registry instead`
        );
        continue;
      }
      throw error;
    }
  }
};
var acceptingPullRequest = async (api, repo, inputs, eventName, event) => {
  const pr = pullRequestOf(eventName, event);
  if (pr !== void 0) return pr.number;
  const sha = process.env.GITHUB_SHA ?? "";
  if (eventName !== "push" || process.env.GITHUB_REF_NAME !== inputs.baseBranch) return void 0;
  if (!/^[0-9a-f]{40}$/.test(sha)) return void 0;
  return mergedPullRequest(api, repo, sha, inputs.baseBranch);
};
var writeAcceptances = async (inputs, eventName, event, dir) => {
  const repo = process.env.GITHUB_REPOSITORY ?? "";
  if (inputs.token === "" || repo === "") return "";
  try {
    const api = new GitHubApi({
      baseUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
      token: inputs.token
    });
    const number = await acceptingPullRequest(api, repo, inputs, eventName, event);
    if (number === void 0) return "";
    const { accepted, refused } = await readAcceptances(api, repo, number);
    for (const line of refused) notice(`benchgate: ${line}`);
    if (accepted.length === 0) return "";
    for (const a of accepted) {
      info(`benchgate: ${a.scenario} ${a.metric} accepted by @${a.by} on #${number}`);
    }
    const file = join4(dir, "accept.txt");
    writeFileSync(file, acceptFile(accepted));
    return file;
  } catch (error) {
    warning(
      `benchgate: the acceptances could not be read, so none apply: ${error instanceof Error ? error.message : String(error)}`
    );
    return "";
  }
};
var benchOutput = (inputs) => {
  const bench = benchProgram(
    inputs.executable,
    // Without GITHUB_ACTION_PATH (outside Actions): the folder above dist/prepare.js.
    process.env.GITHUB_ACTION_PATH ?? join4(dirname2(process.argv[1] ?? "."), ".."),
    process.env.GITHUB_WORKSPACE ?? process.cwd()
  );
  if (bench.version !== void 0) info(`executable: ${bench.path} (${bench.version})`);
  setOutput("bench", bench.path);
};
var worktreeBase = (inputs, eventName) => {
  const baseRef = inputs.merge !== void 0 ? "" : baseRefOf(
    inputs.baseMode,
    inputs.baseBranch,
    eventName,
    readEvent(process.env.GITHUB_EVENT_PATH)
  );
  if (baseRef !== "") {
    const commit = baseCommitIn(baseRef, process.cwd());
    info(`base-mode worktree: measuring the base ${baseRef} (${commit}) in the same rounds`);
  }
  return baseRef;
};
var reportOutputs = (inputs, baseRef) => {
  const dir = join4(process.env.RUNNER_TEMP ?? "/tmp", "benchgate");
  mkdirSync(dir, { recursive: true });
  const specsFile = join4(dir, "specs.txt");
  writeFileSync(specsFile, `${inputs.specs.join("\n")}
`);
  setOutput("dir", dir);
  setOutput("json", join4(dir, "report.json"));
  setOutput("markdown", join4(dir, "report.md"));
  setOutput("html", join4(dir, "report.html"));
  setOutput("specs-file", specsFile);
  setOutput("base-ref", baseRef);
  return dir;
};
var historyOutputs = (inputs) => {
  const history = historyPlan(inputs.history, inputs.baseBranch, process.env);
  setOutput("db", history.db);
  setOutput("history-cache", history.cache === void 0 ? "false" : "true");
  setOutput("history-path", history.cache?.path ?? "");
  setOutput("history-key", history.cache?.key ?? "");
  setOutput("history-restore-keys", history.cache?.restoreKeys.join("\n") ?? "");
  const save = history.cache?.save === true && inputs.shard === void 0 && inputs.replica === void 0;
  setOutput("history-save", save ? "true" : "false");
  setOutput(
    "shard",
    inputs.shard === void 0 ? "" : `${inputs.shard.index}/${inputs.shard.count}`
  );
  setOutput(
    "replica",
    inputs.replica === void 0 ? "" : `${inputs.replica.index}/${inputs.replica.count}`
  );
  setOutput("merge", inputs.merge ?? "");
};
var main = async () => {
  const inputs = readInputs((name) => getInput(name));
  const eventName = process.env.GITHUB_EVENT_NAME;
  if (eventName === "pull_request_target") throw new Error(UNSAFE_EVENT);
  benchOutput(inputs);
  const baseRef = worktreeBase(inputs, eventName);
  const dir = reportOutputs(inputs, baseRef);
  historyOutputs(inputs);
  const accepting = inputs.shard === void 0 && inputs.replica === void 0 && inputs.merge === void 0;
  setOutput(
    "accept-file",
    accepting ? await writeAcceptances(inputs, eventName, readEvent(process.env.GITHUB_EVENT_PATH), dir) : ""
  );
  const pinsHash = createHash2("sha256").update(JSON.stringify(PINS)).digest("hex");
  setOutput(
    "tools-key",
    `benchgate-tools-${process.env.RUNNER_OS ?? process.platform}-${process.arch}-${pinsHash.slice(0, 16)}`
  );
  await installTools(process.env.RUNNER_TOOL_CACHE ?? join4(dir, "tools"));
};
main().catch(fail);
