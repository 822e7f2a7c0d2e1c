// Generated from action/*.ts by `bun run build` (action/build.ts). Do not edit.

// action/prepare.ts
import { spawnSync as spawnSync4 } from "node:child_process";
import { createHash as createHash2 } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname as dirname2, join as join4 } from "node:path";

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve2) {
      resolve2(value);
    });
  }
  return new (P || (P = Promise))(function(resolve2, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve2(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();

// node_modules/@actions/core/lib/platform.js
import os3 from "os";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function exportVariable(name, val) {
  const convertedVal = toCommandValue(val);
  process.env[name] = convertedVal;
  const filePath = process.env["GITHUB_ENV"] || "";
  if (filePath) {
    return issueFileCommand("ENV", prepareKeyValueMessage(name, val));
  }
  issueCommand("set-env", { name }, convertedVal);
}
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
  issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
}

// action/GitHubApi.ts
var ApiError = class extends Error {
  constructor(method, path, status, detail) {
    super(`GitHub API ${method} ${path} answered ${status}${detail === "" ? "" : `: ${detail}`}`);
    this.method = method;
    this.path = path;
    this.status = status;
  }
  method;
  path;
  status;
  _tag = "ApiError";
  name = "ApiError";
};
var nextLink = (link) => {
  if (!link) return void 0;
  for (const part of link.split(",")) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match?.[1]) return match[1];
  }
  return void 0;
};
var GitHubApi = class {
  constructor(options) {
    this.options = options;
    if (options.token === "") {
      throw new ApiError("-", "-", 0, "no token: set the action's token input");
    }
    this.base = new URL(options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`);
  }
  options;
  base;
  url(path) {
    return new URL(path.replace(/^\//, ""), this.base);
  }
  async send(method, url, body) {
    if (url.origin !== this.base.origin) {
      throw new ApiError(method, url.pathname, 0, `refusing to send the token to ${url.origin}`);
    }
    const response = await fetch(url, {
      method,
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${this.options.token}`,
        "user-agent": "benchgate-action",
        "x-github-api-version": "2022-11-28",
        ...body === void 0 ? {} : { "content-type": "application/json" }
      },
      ...body === void 0 ? {} : { body: JSON.stringify(body) },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 3e4)
    });
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      let detail = text.slice(0, 300);
      try {
        const message = JSON.parse(text).message;
        if (typeof message === "string") detail = message;
      } catch {
      }
      throw new ApiError(method, url.pathname, response.status, detail);
    }
    return response;
  }
  async request(method, path, body) {
    const response = await this.send(method, this.url(path), body);
    return response.status === 204 ? void 0 : await response.json();
  }
  /** Every item of a list endpoint, page by page (100 per page), lazily. */
  async *paginate(path) {
    const first = this.url(path);
    first.searchParams.set("per_page", "100");
    let url = first;
    while (url !== void 0) {
      const response = await this.send("GET", url);
      const items = await response.json();
      yield* items;
      const next = nextLink(response.headers.get("link"));
      url = next === void 0 ? void 0 : new URL(next);
    }
  }
};

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
      "GET",
      `/repos/${repo}/collaborators/${encodeURIComponent(login)}/permission`
    );
    return MAY_ACCEPT.has(answer.permission ?? "");
  } catch (error2) {
    if (error2 instanceof ApiError && error2.status === 404) return false;
    throw error2;
  }
};
var readAcceptances = async (api, repo, number) => {
  const accepted = [];
  const refused = [];
  const permitted = /* @__PURE__ */ new Map();
  for await (const comment of api.paginate(`/repos/${repo}/issues/${number}/comments`)) {
    const commands = acceptCommands(comment.body ?? "");
    const login = comment.user?.login;
    if (commands.length === 0 || login === void 0) continue;
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
  const pulls = await api.request("GET", `/repos/${repo}/commits/${sha}/pulls`);
  return pulls.find((p) => p.merged_at && p.base?.ref === branch && typeof p.number === "number")?.number;
};

// action/BaseRef.ts
import { spawnSync } from "node:child_process";
var BaseRefError = class extends Error {
  _tag = "BaseRefError";
  name = "BaseRefError";
};
var record = (value) => typeof value === "object" && value !== null && !Array.isArray(value) ? value : void 0;
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
    const sha = record(record(event.pull_request)?.base)?.sha;
    const from = "pull_request.base.sha in the event payload";
    if (typeof sha !== "string")
      throw new BaseRefError(`${from}: missing; no base commit to measure`);
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
import { accessSync, constants as constants3, statSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";

// core/Shard.ts
var MAX_SHARDS = 256;
var MAX_REPLICAS = 256;
var parsePart = (text, max) => {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (match === null) return void 0;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return count >= 1 && count <= max && index >= 1 && index <= count ? { index, count } : void 0;
};
var parseShard = (text) => parsePart(text, MAX_SHARDS);
var parseReplica = (text) => parsePart(text, MAX_REPLICAS);

// action/Inputs.ts
var InputError = class extends Error {
  _tag = "InputError";
  name = "InputError";
};
var DEFAULTS = {
  specs: "specs/",
  "base-branch": "main",
  "base-mode": "stored",
  history: "cache",
  comment: "always",
  "fail-on": "threshold,regression",
  shard: "",
  replica: "",
  merge: "",
  executable: "",
  alerts: "false"
};
var BASE_MODES = ["stored", "worktree"];
var COMMENT_MODES = ["always", "on-change", "off"];
var FAIL_ON = ["threshold", "regression", "inconclusive"];
var oneOf = (name, value, allowed) => {
  if (allowed.includes(value)) return value;
  throw new InputError(
    `input ${name}: "${value}" is not one of ${allowed.map((a) => `"${a}"`).join(", ")}`
  );
};
var parseSpecs = (text) => {
  const specs = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
  if (specs.length === 0)
    throw new InputError("input specs: give at least one spec file or directory");
  for (const spec of specs) {
    if (spec.startsWith("-")) {
      throw new InputError(`input specs: "${spec}" looks like an option; give spec paths only`);
    }
  }
  return specs;
};
var parseFailOn = (text) => {
  const words = text.split(/[\s,]+/).map((word) => word.trim()).filter((word) => word !== "");
  if (words.length === 1 && words[0] === "none") return /* @__PURE__ */ new Set();
  return new Set(words.map((word) => oneOf("fail-on", word, FAIL_ON)));
};
var parseHistory = (text) => {
  if (text === "cache") return { kind: "cache" };
  if (text === "none") return { kind: "none" };
  if (text.includes("\n")) throw new InputError("input history: give one value on one line");
  return { kind: "file", path: text };
};
var readInputs = (get) => {
  const value = (name) => get(name).trim() || DEFAULTS[name];
  const baseMode = oneOf("base-mode", value("base-mode"), BASE_MODES);
  const baseBranch = value("base-branch");
  if (/\s/.test(baseBranch)) throw new InputError(`input base-branch: "${baseBranch}" has spaces`);
  if (baseBranch.startsWith("-")) {
    throw new InputError(
      `input base-branch: "${baseBranch}" looks like an option; give a branch name`
    );
  }
  const shardText = get("shard").trim();
  const shard = shardText === "" ? void 0 : parseShard(shardText);
  if (shard === void 0 && shardText !== "") {
    throw new InputError(`input shard: "${shardText}" is not I/N (1 <= I <= N <= ${MAX_SHARDS})`);
  }
  const replicaText = get("replica").trim();
  const replica = replicaText === "" ? void 0 : parseReplica(replicaText);
  if (replica === void 0 && replicaText !== "") {
    throw new InputError(
      `input replica: "${replicaText}" is not I/K (1 <= I <= K <= ${MAX_REPLICAS})`
    );
  }
  if (shard !== void 0 && replica !== void 0) {
    throw new InputError(
      "inputs shard and replica: a job measures a shard (some scenarios) or a replica (all of them), not both"
    );
  }
  const merge = get("merge").trim();
  if (merge !== "" && shard !== void 0) {
    throw new InputError("inputs shard and merge: a job either measures a shard or merges them");
  }
  if (merge !== "" && replica !== void 0) {
    throw new InputError("inputs replica and merge: a job either measures a replica or merges them");
  }
  if (merge.includes("\n")) throw new InputError("input merge: give one directory on one line");
  const executable = get("executable").trim();
  if (executable.includes("\n")) throw new InputError("input executable: give one path on one line");
  return {
    ...shard === void 0 ? {} : { shard },
    ...replica === void 0 ? {} : { replica },
    ...merge === "" ? {} : { merge },
    ...executable === "" ? {} : { executable },
    specs: parseSpecs(value("specs")),
    baseBranch,
    baseMode,
    history: parseHistory(value("history")),
    comment: oneOf("comment", value("comment"), COMMENT_MODES),
    failOn: parseFailOn(value("fail-on")),
    alerts: oneOf("alerts", value("alerts"), ["true", "false"]) === "true",
    token: get("token").trim()
  };
};

// action/Executable.ts
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
    accessSync(path, constants3.X_OK);
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

// action/Fail.ts
var fail = (error2) => {
  if (error2 instanceof Error) {
    setFailed("_tag" in error2 ? error2.message : error2.stack ?? error2.message);
  } else {
    setFailed(String(error2));
  }
};

// action/History.ts
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

// action/PullRequest.ts
import { readFileSync } from "node:fs";
var record2 = (value) => typeof value === "object" && value !== null && !Array.isArray(value) ? value : void 0;
var str = (value) => typeof value === "string" ? value : void 0;
var readEvent = (path) => {
  if (!path) return {};
  try {
    return record2(JSON.parse(readFileSync(path, "utf8"))) ?? {};
  } catch {
    return {};
  }
};
var pullRequestOf = (eventName, event) => {
  if (eventName !== "pull_request") return void 0;
  const pr = record2(event.pull_request);
  const number = pr?.number;
  if (pr === void 0 || typeof number !== "number") return void 0;
  const head = record2(pr.head);
  const base = record2(pr.base);
  const headRepo = str(record2(head?.repo)?.full_name);
  const baseRepo = str(record2(base?.repo)?.full_name) ?? str(record2(event.repository)?.full_name) ?? "";
  return {
    number,
    headSha: str(head?.sha) ?? "",
    headRepo,
    baseRepo,
    fromFork: headRepo !== baseRepo
  };
};

// action/ToolDownload.ts
import { spawnSync as spawnSync3 } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync as existsSync2 } from "node:fs";
import {
  chmod as chmod2,
  copyFile as copyFile2,
  mkdir as mkdir2,
  mkdtemp,
  open as open2,
  rename as rename2,
  rm as rm2,
  stat as stat2,
  writeFile as writeFile2
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
var toolDir = (toolCache, tool, version, arch2) => join3(toolCache, `benchgate-${tool}`, version, arch2);
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
    } catch (error2) {
      throw new ToolInstallError("http", `cannot download ${current}: ${error2.message}`);
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
  const handle = await open2(file, "w");
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
  } catch (error2) {
    if (error2 instanceof ToolInstallError) throw error2;
    throw new ToolInstallError("http", `downloading ${current} failed: ${error2.message}`);
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
  if (result.status !== 0 || !existsSync2(path)) {
    const detail = (result.stderr || result.error?.message || "").trim();
    throw new ToolInstallError("extract", `cannot extract ${entry} from the archive: ${detail}`);
  }
  return path;
};
var installRelease = async (request) => {
  const { tool, version, asset, toolCache, arch: arch2 } = request;
  if (!/^[0-9a-f]{64}$/.test(asset.sha256)) {
    throw new ToolInstallError("bad-pin", `the pinned sha256 of ${asset.url} is not 64 hex digits`);
  }
  const dir = toolDir(toolCache, tool, version, arch2);
  const marker = `${dir}.complete`;
  const executable = join3(dir, tool);
  if (existsSync2(marker) && existsSync2(executable)) return { path: executable, downloaded: false };
  await mkdir2(dirname(dir), { recursive: true });
  const staging = await mkdtemp(join3(dirname(dir), `.staging-${arch2}-`));
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
    await mkdir2(unpacked);
    const source = asset.archive === "tar.gz" ? extract(archive, asset.entry, unpacked) : archive;
    if (!(await stat2(source)).isFile()) {
      throw new ToolInstallError("extract", `${asset.entry} in ${asset.url} is not a file`);
    }
    const out = join3(staging, "out");
    await mkdir2(out);
    await copyFile2(source, join3(out, tool));
    await chmod2(join3(out, tool), 493);
    await rm2(marker, { force: true });
    await rm2(dir, { recursive: true, force: true });
    await rename2(out, dir);
    await writeFile2(marker, "");
    return { path: executable, downloaded: true };
  } finally {
    await rm2(staging, { recursive: true, force: true });
  }
};

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

// action/ToolPins.ts
var cueAsset = (os5, arch2, sha256) => ({
  url: `https://github.com/cue-lang/cue/releases/download/v0.17.1/cue_v0.17.1_${os5}_${arch2}.tar.gz`,
  sha256,
  archive: "tar.gz",
  entry: "cue"
});
var RELEASE_PINS = {
  cue: {
    tool: "cue",
    version: "v0.17.1",
    versionArgs: ["version"],
    versionText: "cue version v0.17.1",
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
    versionArgs: ["--version"],
    versionText: `oha ${pins_default.oha}`,
    checksumSource: "none: benchgate runs its own build of oha (tools/oha/header-file.patch, ADR 21), which no release has; tools/oha/install.sh builds it from the crate on crates.io",
    assets: {}
  },
  // No release archive is pinned: no published checksum of the ghz or grpcurl release assets is
  // known here, and none is guessed. `./bench setup` builds both with `go install` (the module
  // proxy and its checksum database verify the sources).
  ghz: {
    tool: "ghz",
    version: "v0.121.0",
    versionArgs: ["--version"],
    versionText: "v0.121.0",
    checksumSource: "none: no published checksum of the v0.121.0 release archives is known; installed with go install (proxy.golang.org, verified by sum.golang.org) instead",
    assets: {}
  },
  grpcurl: {
    tool: "grpcurl",
    version: "v1.9.4",
    versionArgs: ["--version"],
    versionText: "grpcurl v1.9.4",
    checksumSource: "none: no published checksum of the v1.9.4 release archives is known; installed with go install (proxy.golang.org, verified by sum.golang.org) instead",
    assets: {}
  },
  vegeta: {
    tool: "vegeta",
    version: "v12.13.0",
    versionArgs: ["-version"],
    versionText: "Version: v12.13.0",
    checksumSource: "none: no published checksum of the v12.13.0 release archives is known here; installed with go install (proxy.golang.org, verified by sum.golang.org) instead",
    assets: {}
  }
};
var PINS = pins_default;
var PINNED_VERSIONS = {
  cue: pins_default.cue,
  oha: pins_default.oha,
  ghz: pins_default.ghz,
  grpcurl: pins_default.grpcurl,
  vegeta: pins_default.vegeta
};
var releaseChoice = (pin, pinned, platform2) => {
  if (pin.version !== pinned) {
    return {
      kind: "registry",
      why: `the release checksums are for ${pin.tool} ${pin.version}, but tools/pins.json pins ${pinned}`
    };
  }
  const asset = pin.assets[platform2];
  if (asset === void 0)
    return { kind: "registry", why: `no release archive is pinned for ${platform2}` };
  if (asset.sha256 === null) {
    return { kind: "registry", why: `no verified checksum is pinned for ${asset.url}` };
  }
  return { kind: "release", pin, asset: { ...asset, sha256: asset.sha256 } };
};

// action/prepare.ts
var UNSAFE_EVENT = "benchgate runs the code it measures (it starts the spec's targets). Under pull_request_target that would run a pull request's code with a write token and the repository's secrets. Run it on pull_request, and post comments for forks from a workflow_run workflow (docs/action.md).";
var installTools = async (toolCache) => {
  const platform2 = `${process.platform}-${process.arch}`;
  for (const pin of Object.values(RELEASE_PINS)) {
    const choice = releaseChoice(pin, PINNED_VERSIONS[pin.tool], platform2);
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
      const version = spawnSync4(installed.path, [...pin.versionArgs], { encoding: "utf8" });
      if (!`${version.stdout}
${version.stderr}`.includes(pin.versionText)) {
        throw new ToolInstallError(
          "extract",
          `${installed.path} does not report "${pin.versionText}" (got: ${`${version.stdout}${version.stderr}`.trim().slice(0, 200)})`
        );
      }
      info(
        `${pin.tool} ${pin.version}: ${installed.downloaded ? `downloaded ${choice.asset.url}, sha256 verified,` : "found"} in ${installed.path}`
      );
      exportVariable(`BENCHGATE_${pin.tool.toUpperCase()}`, installed.path);
    } catch (error2) {
      if (error2 instanceof ToolInstallError && error2.reason !== "checksum") {
        warning(
          `${pin.tool}: ${error2.message}; bench setup installs it from the package registry instead`
        );
        continue;
      }
      throw error2;
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
  } catch (error2) {
    warning(
      `benchgate: the acceptances could not be read, so none apply: ${error2 instanceof Error ? error2.message : String(error2)}`
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
