// Generated from action/*.ts by `bun run build` (action/build.ts). Do not edit.
var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// node_modules/@actions/core/lib/summary.js
import { EOL } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
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
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
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
    return this.addRaw(EOL);
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
var summary = _summary;

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
var readCommentInputs = (get) => {
  const dir = get("dir").trim();
  if (dir === "")
    throw new InputError("input dir: give the directory the reports were downloaded to");
  return {
    dir,
    comment: oneOf("comment", get("comment").trim() || DEFAULTS.comment, COMMENT_MODES),
    token: get("token").trim()
  };
};

// action/Fail.ts
var fail = (error2) => {
  if (error2 instanceof Error) {
    setFailed("_tag" in error2 ? error2.message : error2.stack ?? error2.message);
  } else {
    setFailed(String(error2));
  }
};

export {
  __export,
  summary,
  exportVariable,
  getInput,
  setOutput,
  setFailed,
  error,
  warning,
  notice,
  info,
  ApiError,
  GitHubApi,
  InputError,
  readInputs,
  readCommentInputs,
  fail
};
