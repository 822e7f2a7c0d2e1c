// Generated from action/*.ts by `bun run build` (action/build.ts). Do not edit.

// action/alerts.ts
import { spawnSync as spawnSync2 } from "node:child_process";

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
function info(message) {
  process.stdout.write(message + os4.EOL);
}

// action/AlertConfirmation.ts
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// core/GrpcStatus.ts
var GRPC_CODES = [
  "OK",
  "CANCELLED",
  "UNKNOWN",
  "INVALID_ARGUMENT",
  "DEADLINE_EXCEEDED",
  "NOT_FOUND",
  "ALREADY_EXISTS",
  "PERMISSION_DENIED",
  "RESOURCE_EXHAUSTED",
  "FAILED_PRECONDITION",
  "ABORTED",
  "OUT_OF_RANGE",
  "UNIMPLEMENTED",
  "INTERNAL",
  "UNAVAILABLE",
  "DATA_LOSS",
  "UNAUTHENTICATED"
];
var goCodeName = (code) => code === "CANCELLED" ? "Canceled" : code === "OK" ? "OK" : code.toLowerCase().split("_").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
var FROM_GO = new Map(GRPC_CODES.map((c) => [goCodeName(c), c]));

// core/Metric.ts
var BASE_METRICS = {
  rps: {
    unit: "req/s",
    better: "higher",
    deterministic: false,
    contention: "time",
    description: "successful requests per second"
  },
  mean: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "mean latency"
  },
  p50: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "median latency"
  },
  p90: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "90th percentile latency"
  },
  p95: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "95th percentile latency"
  },
  p99: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "99th percentile latency"
  },
  "p99.9": {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "99.9th percentile latency"
  },
  error_rate: {
    unit: "fraction",
    better: "lower",
    deterministic: false,
    contention: "none",
    description: "share of requests that failed (non-2xx status or transport error)"
  },
  bytes_per_response: {
    unit: "bytes",
    better: "lower",
    deterministic: true,
    contention: "none",
    description: "mean response body size"
  },
  bytes_per_item: {
    unit: "bytes",
    better: "lower",
    deterministic: true,
    contention: "none",
    description: "response body size per item (bytes_per_response / the scenario's items)"
  },
  time_per_op: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "time per operation (in-process benchmarks)"
  },
  ops_per_s: {
    unit: "op/s",
    better: "higher",
    deterministic: false,
    contention: "time",
    description: "operations per second (in-process benchmarks)"
  },
  heap_per_op: {
    unit: "bytes",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "heap growth per operation"
  },
  bytes_per_op: {
    unit: "bytes",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "bytes allocated per operation (Go B/op)"
  },
  allocs_per_op: {
    unit: "count",
    better: "lower",
    deterministic: true,
    contention: "none",
    description: "allocations per operation (Go allocs/op)"
  },
  wall: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "wall-clock time of a command"
  },
  user_cpu: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "user CPU time of a command"
  },
  sys_cpu: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "system CPU time of a command"
  },
  peak_rss: {
    unit: "bytes",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "peak resident memory of a command, or of a started target's processes during the slice"
  },
  mean_rss: {
    unit: "bytes",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "mean resident memory of a started target's processes during the slice"
  },
  cpu_per_request: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "CPU time (user + system, every thread) a started target spent per successful request"
  },
  switches_per_request: {
    unit: "count",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "times a started target's threads were put on a CPU, per successful request"
  },
  other_cpu: {
    unit: "fraction",
    better: "lower",
    deterministic: false,
    contention: "none",
    description: "share of the machine's CPU that processes outside the check (and the hypervisor) took during the slice"
  }
};
var STATUS_RATE = "status_rate:";
var statusRateMetric = (code) => `${STATUS_RATE}${code}`;
var STATUS_RATES = Object.fromEntries(
  GRPC_CODES.map((code) => [
    statusRateMetric(code),
    {
      unit: "fraction",
      better: code === "OK" ? "higher" : "lower",
      deterministic: false,
      contention: "none",
      description: `share of gRPC calls that ended with status ${code}`
    }
  ])
);
var METRICS = {
  ...BASE_METRICS,
  ...STATUS_RATES
};
var METRIC_NAMES = Object.keys(METRICS);
var isMetricName = (name) => Object.hasOwn(METRICS, name);
var STATUS_RATE_METRICS = GRPC_CODES.map(statusRateMetric);

// gate/Disturbance.ts
var BUSY_SLOPES = {
  copies: { time: 1, work: 1 },
  paths: { time: 2.5, work: 0.6 },
  level: { time: 2.8, work: 0.7 }
};
var busyAllowance = (disturbance, comparison, contention) => {
  if (disturbance?.judged !== "all" || contention === "none") return void 0;
  const share = disturbance.median;
  const slope = BUSY_SLOPES[comparison][contention];
  return comparison === "copies" ? { comparison, share, kind: "scale", by: Math.min(0.9, slope * share) } : { comparison, share, kind: "shift", by: slope * share };
};

// action/AlertRules.ts
var alertId = (key) => [key.spec, key.scenario, key.target, key.metric].map(encodeURIComponent).join("/");
var holds = (value, comparator, limit) => {
  switch (comparator) {
    case "<":
      return value < limit;
    case "<=":
      return value <= limit;
    case ">":
      return value > limit;
    case ">=":
      return value >= limit;
  }
};
var worsening = (verdict, before, after) => verdict.better === "lower" ? after / before - 1 : 1 - after / before;
var worseningBy = (verdict, before, after) => verdict.better === "lower" ? after - before : before - after;
var ratios = (form) => form === "ratio" || form === "relative";
var crossesLimit = (verdict, series, before, after) => {
  const additive = verdict.limit.form === "additive";
  switch (verdict.kind) {
    case "regression":
      if (series.form === "difference") return void 0;
      return before > 0 && worsening(verdict, before, after) > verdict.limit.value;
    case "overhead-regression":
      if (additive) {
        if (series.form !== "difference") return void 0;
        return worseningBy(verdict, before, after) > verdict.limit.value;
      }
      if (!ratios(series.form)) return void 0;
      return before > 0 && worsening(verdict, before, after) > verdict.limit.value;
    case "overhead":
      if (additive ? series.form !== "difference" : !ratios(series.form)) return void 0;
      break;
    case "absolute":
      if (series.form !== "value") return void 0;
      break;
  }
  const { comparator, value } = verdict.limit;
  return holds(before, comparator, value) && !holds(after, comparator, value);
};
var isTolerance = (verdict) => verdict.kind === "regression" || verdict.kind === "overhead-regression";
var SETTLED_RUNS = 4;
var median = (values) => {
  const sorted2 = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted2.length / 2);
  return sorted2.length % 2 === 1 ? sorted2[mid] : (sorted2[mid - 1] + sorted2[mid]) / 2;
};
var stillPast = (verdict, trend) => {
  const values = trend.points.flatMap((p) => p.value === null ? [] : [p.value]);
  if (values.length === 0) return false;
  const settled = median(values.slice(-SETTLED_RUNS));
  if (!isTolerance(verdict)) {
    return !holds(settled, verdict.limit.comparator, verdict.limit.value);
  }
  const crossed = [...trend.shifts].reverse().find((shift) => crossesLimit(verdict, trend, shift.before, shift.after));
  return crossed !== void 0 && crossesLimit(verdict, trend, crossed.before, settled) === true;
};
var sameKey = (a, b) => alertId(a) === alertId(b);
var findingOf = (scenario, verdict, series, acceptedBy) => {
  const key = {
    spec: scenario.spec,
    scenario: scenario.scenario,
    target: verdict.target,
    metric: verdict.metric
  };
  const trend = series.find((s) => sameKey(s, key));
  if (trend === void 0) return [];
  if (acceptedBy !== void 0) {
    return [
      {
        key,
        trend,
        clear: `${verdict.metric} was accepted by @​${acceptedBy}, so it does not alert`
      }
    ];
  }
  const shift = trend.shifts.at(-1);
  const crosses = shift === void 0 ? false : crossesLimit(verdict, trend, shift.before, shift.after);
  if (crosses === void 0) return [];
  if (!crosses || shift === void 0) {
    return stillPast(verdict, trend) ? [] : [{ key, trend, clear: `The shift is gone: the level is back within ${verdict.threshold}` }];
  }
  const lastBefore = trend.points[shift.index - 1]?.commit;
  const alert = {
    key,
    specFile: scenario.specFile,
    verdict,
    series: trend,
    shift,
    ...lastBefore === void 0 ? {} : { lastBefore }
  };
  return [{ key, trend, alert }];
};
var planAlerts = (report, series) => {
  const alerts = [];
  const clear = [];
  const examined = (key) => alerts.some((a) => sameKey(a.key, key)) || clear.some((c) => sameKey(c.key, key));
  for (const scenario of report.scenarios) {
    const accepted = /* @__PURE__ */ new Map();
    for (const verdict of scenario.verdicts) {
      if (verdict.accepted) accepted.set(verdict.metric, verdict.accepted.by);
    }
    const found = scenario.verdicts.flatMap(
      (verdict) => findingOf(scenario, verdict, series, accepted.get(verdict.metric))
    );
    for (const item of found) {
      if (item.alert === void 0 || examined(item.key)) continue;
      alerts.push(item.alert);
    }
    for (const item of found) {
      if (item.clear === void 0 || examined(item.key)) continue;
      clear.push({ key: item.key, why: item.clear, series: item.trend });
    }
  }
  return { alerts, clear };
};
var thresholdMetrics = (report) => [
  ...new Set(report.scenarios.flatMap((s) => s.verdicts.map((v) => v.metric)))
];

// action/Report.ts
import { readFileSync } from "node:fs";
var ReportError = class extends Error {
  _tag = "ReportError";
  name = "ReportError";
};
var STATUSES = /* @__PURE__ */ new Set(["pass", "fail", "inconclusive", "skipped"]);
var KINDS = /* @__PURE__ */ new Set(["absolute", "overhead", "regression"]);
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var read = (path, what) => {
  try {
    return readFileSync(path, "utf8");
  } catch (error2) {
    throw new ReportError(`cannot read the ${what} ${path}: ${error2.message}`);
  }
};
var decodeReport = (text, path = "the JSON report") => {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch (error2) {
    throw new ReportError(`${path} is not JSON: ${error2.message}`);
  }
  const bad = (what) => new ReportError(`${path} is not a benchgate report: ${what}`);
  if (!isRecord(doc) || doc.tool !== "benchgate") throw bad('"tool" is not "benchgate"');
  if (doc.version !== 1) {
    throw new ReportError(
      `${path} has format version ${String(doc.version)}; this action reads version 1 (update the action)`
    );
  }
  if (doc.status !== null && !STATUSES.has(doc.status)) throw bad('bad "status"');
  if (!isRecord(doc.summary)) throw bad('no "summary"');
  if (!Array.isArray(doc.scenarios)) throw bad('no "scenarios"');
  for (const scenario of doc.scenarios) {
    if (!isRecord(scenario) || !Array.isArray(scenario.verdicts))
      throw bad("a scenario has no verdicts");
    for (const verdict of scenario.verdicts) {
      if (!isRecord(verdict) || !KINDS.has(verdict.kind))
        throw bad("a verdict has no kind");
      if (!STATUSES.has(verdict.status)) throw bad("a verdict has no status");
    }
  }
  return doc;
};
var readReport = (path) => decodeReport(read(path, "JSON report"), path);

// action/AlertConfirmation.ts
var short = (commit) => commit.slice(0, 7);
var hasCommit = (workspace, commit) => /^[0-9a-f]{7,40}$/i.test(commit) && spawnSync("git", ["cat-file", "-e", `${commit}^{commit}`], { cwd: workspace, stdio: "ignore" }).status === 0;
var levelIn = (report, alert) => {
  const scenario = report.scenarios.find(
    (s) => s.spec === alert.key.spec && s.scenario === alert.key.scenario
  );
  const target = scenario?.targets.find((t) => t.target === alert.key.target);
  const metric2 = alert.key.metric;
  switch (alert.series.form) {
    case "value":
      return target?.estimates[metric2]?.value ?? void 0;
    case "ratio":
    case "relative":
      return target?.overhead[metric2]?.value ?? void 0;
    case "difference": {
      const additive = scenario?.verdicts.find(
        (v) => v.target === alert.key.target && v.metric === metric2 && v.limit.form === "additive"
      );
      if (additive?.kind === "overhead") return additive.measured?.value ?? void 0;
      const head = additive?.reasonData;
      return head !== void 0 && "overheads" in head ? head.overheads?.head : void 0;
    }
  }
};
var reMeasure = (context, alert, base, scratch, json) => spawnSync(
  context.bench,
  [
    "check",
    alert.specFile,
    ...base === void 0 ? [] : ["--base", base],
    "--json",
    json,
    "--db",
    join(scratch, "results.db"),
    "--base-branch",
    context.baseBranch,
    "--quiet",
    "--no-color"
  ],
  { cwd: context.workspace, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }
);
var pairedConfirmation = (report, context, alert, base) => {
  const verdict = report.scenarios.find((s) => s.spec === alert.key.spec && s.scenario === alert.key.scenario)?.verdicts.find(
    (v) => v.kind === alert.verdict.kind && v.target === alert.key.target && v.metric === alert.key.metric
  );
  const status = verdict?.status ?? "not judged";
  return {
    confirmed: status === "fail",
    text: `re-measured ${short(context.commit)} against ${short(base)} (the commit before the shift) in the same rounds: ${verdict?.threshold ?? alert.verdict.threshold} ${status}${verdict === void 0 ? "" : `: ${verdict.reason}`}`
  };
};
var judgedLevel = (report, alert, level, before) => {
  const scenario = report.scenarios.find(
    (s) => s.spec === alert.key.spec && s.scenario === alert.key.scenario
  );
  const metric2 = alert.key.metric;
  const contention = METRICS[metric2]?.contention ?? "time";
  const comparison = alert.series.form === "value" ? "level" : "paths";
  const allowance = busyAllowance(scenario?.disturbance ?? void 0, comparison, contention);
  if (allowance?.kind !== "shift") return level;
  return level > before ? level * Math.exp(-allowance.by) : level * Math.exp(allowance.by);
};
var levelConfirmation = (report, context, alert) => {
  const measured = levelIn(report, alert);
  if (measured === void 0) {
    return { confirmed: false, text: "the re-measure did not measure this series" };
  }
  const level = judgedLevel(report, alert, measured, alert.shift.before);
  const crosses = crossesLimit(alert.verdict, alert.series, alert.shift.before, level);
  return {
    confirmed: crosses === true,
    text: `re-measured ${short(context.commit)} (the commit before the shift is not in the clone): level ${measured.toPrecision(4)}${level === measured ? "" : ` (${level.toPrecision(4)} allowing for the busy machine)`} against ${alert.shift.before.toPrecision(4)} before the shift, ${crosses ? "still past" : "not past"} ${alert.verdict.threshold}`
  };
};
var confirmAlert = (context, alert) => {
  const scratch = mkdtempSync(join(tmpdir(), "benchgate-confirm-"));
  try {
    const base = alert.lastBefore !== void 0 && hasCommit(context.workspace, alert.lastBefore) ? alert.lastBefore : void 0;
    const json = join(scratch, "report.json");
    const ran = reMeasure(context, alert, base, scratch, json);
    if (ran.status !== 0 && ran.status !== 1) {
      const why = (ran.stderr || ran.error?.message || "").trim().split("\n").slice(-3).join(" ");
      return {
        confirmed: false,
        text: `the re-measure failed (exit ${ran.status ?? "signal"}): ${why}`
      };
    }
    const report = readReport(json);
    return base !== void 0 ? pairedConfirmation(report, context, alert, base) : levelConfirmation(report, context, alert);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
};

// report/FigureText.ts
var SIGN = {
  ratio: "÷",
  relative: "vs",
  difference: "−"
};
var figureFollows = (figure, baseline) => figure.form === "value" || baseline === void 0 ? figure.metric : `${figure.metric} ${SIGN[figure.form]} ${baseline}`;

// gate/stats/LogGamma.ts
var G = 7;
var COEFFICIENTS = [
  0.9999999999998099,
  676.5203681218851,
  -1259.1392167224028,
  771.3234287776531,
  -176.6150291621406,
  12.507343278686905,
  -0.13857109526572012,
  9984369578019572e-21,
  15056327351493116e-23
];
var HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);
var logGamma = (x) => {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const z = x - 1;
  let sum = COEFFICIENTS[0];
  for (let i = 1; i < COEFFICIENTS.length; i++) sum += COEFFICIENTS[i] / (z + i);
  const t = z + G + 0.5;
  return HALF_LOG_TWO_PI + (z + 0.5) * Math.log(t) - t + Math.log(sum);
};
var logChoose = (n, k) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

// gate/stats/Memo.ts
var memoize2 = (compute, capacity = 4096) => {
  const table = /* @__PURE__ */ new Map();
  let size = 0;
  return (first, second) => {
    let row = table.get(first);
    const cached = row?.get(second);
    if (cached !== void 0) return cached;
    const value = compute(first, second);
    if (size >= capacity) {
      table.clear();
      size = 0;
      row = void 0;
    }
    if (!row) {
      row = /* @__PURE__ */ new Map();
      table.set(first, row);
    }
    row.set(second, value);
    size++;
    return value;
  };
};

// gate/stats/SignTest.ts
var binomialHalfCdf = (k, n) => {
  if (k < 0) return 0;
  if (k >= n) return 1;
  let sum = 0;
  for (let i = 0; i <= k; i++) sum += Math.exp(logChoose(n, i) - n * Math.LN2);
  return Math.min(1, sum);
};
var findRank = (n, level) => {
  const coverage = (rank2) => 1 - 2 * binomialHalfCdf(rank2 - 1, n);
  if (n < 1) return { rank: 1, achievedLevel: 0, attainable: false };
  if (coverage(1) < level) return { rank: 1, achievedLevel: coverage(1), attainable: false };
  let rank = 1;
  while (2 * (rank + 1) <= n + 1 && coverage(rank + 1) >= level) rank++;
  return { rank, achievedLevel: coverage(rank), attainable: true };
};
var cachedRank = memoize2(findRank);

// gate/stats/IncompleteBeta.ts
var EPSILON = 1e-15;
var TINY = 1e-300;
var MAX_ITERATIONS = 1e4;
var continuedFraction = (a, b, x) => {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - qab * x / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return h;
};
var logBeta = (a, b) => logGamma(a) + logGamma(b) - logGamma(a + b);
var regularizedIncompleteBeta = (x, a, b, lnBeta = logBeta(a, b)) => {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(a * Math.log(x) + b * Math.log1p(-x) - lnBeta);
  return x < (a + 1) / (a + b + 2) ? front * continuedFraction(a, b, x) / a : 1 - front * continuedFraction(b, a, 1 - x) / b;
};

// gate/stats/Normal.ts
var EPSILON2 = Number.EPSILON;
var TINY2 = 1e-300;
var MAX_ITERATIONS2 = 1e3;
var LOG_SQRT_PI = 0.5 * Math.log(Math.PI);
var lowerSeries = (x) => {
  let term = 2;
  let sum = term;
  for (let ap = 0.5, i = 0; i < MAX_ITERATIONS2; i++) {
    ap += 1;
    term *= x / ap;
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON2) break;
  }
  return sum * Math.exp(-x + 0.5 * Math.log(x) - LOG_SQRT_PI);
};
var upperFraction = (x) => {
  let b = x + 0.5;
  let c = 1 / TINY2;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= MAX_ITERATIONS2; i++) {
    const an = -i * (i - 0.5);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY2) d = TINY2;
    c = b + an / c;
    if (Math.abs(c) < TINY2) c = TINY2;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) <= EPSILON2) break;
  }
  return Math.exp(-x + 0.5 * Math.log(x) - LOG_SQRT_PI) * h;
};
var normalUpperTail = (z) => {
  if (z < 0) return 1 - normalUpperTail(-z);
  if (z === 0) return 0.5;
  const x = z * z / 2;
  return x < 1.5 ? 0.5 * (1 - lowerSeries(x)) : 0.5 * upperFraction(x);
};
var normalDensity = (z) => Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
var roughNormalUpperQuantile = (tail) => {
  const t = Math.sqrt(-2 * Math.log(tail));
  return t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 1308e-6 * t * t * t);
};
var normalUpperQuantile = (tail) => {
  if (!(tail > 0 && tail < 1)) {
    if (tail === 0) return Number.POSITIVE_INFINITY;
    if (tail === 1) return Number.NEGATIVE_INFINITY;
    return Number.NaN;
  }
  if (tail > 0.5) return -normalUpperQuantile(1 - tail);
  let z = roughNormalUpperQuantile(tail);
  for (let i = 0; i < 8; i++) {
    const step = (normalUpperTail(z) - tail) / normalDensity(z);
    z += step;
    if (Math.abs(step) <= 1e-15 * Math.max(1, Math.abs(z))) break;
  }
  return z;
};

// gate/stats/StudentT.ts
var logBetaOf = (df) => logBeta(df / 2, 0.5);
var upperTail = (t, df, lnBeta) => {
  const tail = 0.5 * regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5, lnBeta);
  return t >= 0 ? tail : 1 - tail;
};
var density = (t, df, lnBeta) => Math.exp(-0.5 * Math.log(df) - lnBeta - (df + 1) / 2 * Math.log1p(t * t / df));
var cachedUpperQuantile = memoize2((tail, df) => solveUpperQuantile(tail, df));
var solveUpperQuantile = (tail, df) => {
  if (!(df > 0) || Number.isNaN(tail)) return Number.NaN;
  if (tail <= 0) return tail === 0 ? Number.POSITIVE_INFINITY : Number.NaN;
  if (tail >= 1) return tail === 1 ? Number.NEGATIVE_INFINITY : Number.NaN;
  if (tail > 0.5) return -solveUpperQuantile(1 - tail, df);
  if (tail === 0.5) return 0;
  if (df === Number.POSITIVE_INFINITY) return normalUpperQuantile(tail);
  if (df === 1) return 1 / Math.tan(Math.PI * tail);
  if (df === 2) {
    const p = 1 - tail;
    return (2 * p - 1) / Math.sqrt(2 * p * tail);
  }
  const z = roughNormalUpperQuantile(tail);
  const guess = z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
  const lnBeta = logBetaOf(df);
  let low = 0;
  let high = Number.POSITIVE_INFINITY;
  let t = guess > 0 && Number.isFinite(guess) ? guess : 1;
  for (let i = 0; i < 500; i++) {
    const excess = upperTail(t, df, lnBeta) - tail;
    if (excess === 0) return t;
    if (excess > 0) low = t;
    else high = t;
    const newton = t + excess / density(t, df, lnBeta);
    if (Math.abs(newton - t) <= 1e-14 * Math.max(1, t)) return newton;
    t = newton > low && newton < high ? newton : high === Number.POSITIVE_INFINITY ? 2 * t : (low + high) / 2;
  }
  return t;
};

// gate/stats/MannWhitney.ts
var harding = (small, large) => {
  const top = small * large;
  const counts = new Float64Array(top + 1);
  counts[0] = 1;
  for (let i = 1; i <= small; i++) {
    const degree = i * large;
    const shift = large + i;
    for (let k = Math.min(top, degree + i); k >= shift; k--)
      counts[k] = counts[k] - counts[k - shift];
    for (let k = i; k <= degree; k++) counts[k] = counts[k] + counts[k - i];
    for (let k = degree + 1; k <= top; k++) counts[k] = 0;
  }
  let total = 0;
  for (const count of counts) total += count;
  for (let k = 0; k <= top; k++) counts[k] = counts[k] / total;
  return counts;
};
var cachedDistribution = memoize2(harding, 256);

// gate/stats/TwoSample.ts
var buffer = new Float64Array(1024);

// report/OverheadChart.ts
var MAX_NAME = 40;
var mermaidText = (text, max = MAX_NAME) => {
  const safe = text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").replace(/["`]/g, "'").replace(/[^\p{L}\p{N}\p{M} .,:/+\-_()[\]'@!?=*×÷…]/gu, "_");
  const chars = [...safe];
  return chars.length <= max ? safe : `${chars.slice(0, max - 1).join("")}…`;
};
var mermaidNumber = (value) => {
  const fixed = value.toFixed(3);
  return fixed.includes(".") ? fixed.replace(/0+$/, "").replace(/\.$/, "") : fixed;
};

// action/StickyComment.ts
var MAX_COMMENT = 65536;
var TRUNCATED = "\n\n… the report is longer than a comment allows; the whole report is in the job summary of the run.\n";
var fitComment = (body) => {
  if (body.length <= MAX_COMMENT) return body;
  const room = MAX_COMMENT - TRUNCATED.length;
  const cut = body.lastIndexOf("\n", room);
  return `${body.slice(0, cut > 0 ? cut : room)}${TRUNCATED}`;
};

// action/AlertIssue.ts
var alertMarker = (key) => `<!-- benchgate-alert ${alertId(key)} -->`;
var SHIFT = /^<!-- benchgate-alert-shift ([0-9a-zA-Z._-]+) -->$/m;
var CONFIRMATION = /<!-- confirmation -->\n([\s\S]*?)\n<!-- \/confirmation -->/;
var shiftOf = (issue2) => SHIFT.exec(issue2.body ?? "")?.[1];
var confirmationOf = (issue2) => CONFIRMATION.exec(issue2.body ?? "")?.[1];
var findAlertIssue = async (api, repo, key) => {
  const marker = alertMarker(key);
  for await (const issue2 of api.paginate(`/repos/${repo}/issues?state=open`)) {
    if (issue2.pull_request === void 0 && (issue2.body ?? "").trimStart().startsWith(marker)) {
      return issue2;
    }
  }
  return void 0;
};
var format = (value, unit) => unit === "ratio" ? `${mermaidNumber(value)}x` : `${mermaidNumber(value)} ${unit}`;
var percent = (fraction) => `${fraction >= 0 ? "+" : ""}${(fraction * 100).toFixed(1)}%`;
var seriesName = (alert) => {
  const { metric: metric2 } = alert.key;
  const follows = isMetricName(metric2) ? figureFollows({ metric: metric2, form: alert.series.form }, alert.series.baseline ?? void 0) : metric2;
  return `${alert.key.target} ${follows}`;
};
var worse = (alert) => {
  const { before, after } = alert.shift;
  if (alert.series.form !== "difference") return percent(worsening(alert.verdict, before, after));
  const by = worseningBy(alert.verdict, before, after);
  return `${by >= 0 ? "+" : "-"}${format(Math.abs(by), alert.series.unit)}`;
};
var alertTitle = (alert) => {
  const { before, after } = alert.shift;
  return `benchgate: ${alert.key.scenario} › ${seriesName(alert)} moved ${format(before, alert.series.unit)} → ${format(after, alert.series.unit)} (${worse(alert)} worse)`;
};
var alertChart = (alert) => {
  const points = alert.series.points.filter(
    (p) => p.value !== null
  );
  const labels = points.map((p, i) => {
    const label = /^[0-9a-f]{7,}$/i.test(p.commit) ? p.commit.slice(0, 7) : mermaidText(p.commit);
    const starred = alert.series.points[alert.shift.index] === p;
    return `${starred ? "*" : ""}${label}${points.slice(0, i).some((q) => q.commit === p.commit) ? ` (${i + 1})` : ""}`;
  });
  return [
    "```mermaid",
    "xychart-beta",
    `    title "${mermaidText(`${seriesName(alert)} on the base branch`, 200)}"`,
    `    x-axis [${labels.map((label) => `"${label}"`).join(", ")}]`,
    `    y-axis "${mermaidText(alert.series.unit)}"`,
    `    line [${points.map((p) => mermaidNumber(p.value)).join(", ")}]`,
    "```"
  ].join("\n");
};
var commitLink = (links, commit) => /^[0-9a-f]{7,40}$/i.test(commit) ? `[\`${commit.slice(0, 7)}\`](${links.repoUrl}/commit/${commit})` : `\`${commit}\``;
var alertBody = (alert, confirmation, links) => {
  const { before, after, commit } = alert.shift;
  const unit = alert.series.unit;
  const range = alert.lastBefore === void 0 ? `starts at ${commitLink(links, commit)}, the oldest stored run` : `came between ${commitLink(links, alert.lastBefore)} and ${commitLink(links, commit)} ([compare](${links.repoUrl}/compare/${alert.lastBefore}...${commit}))`;
  const newest = alert.series.points.at(-1);
  return fitComment(
    [
      alertMarker(alert.key),
      `<!-- benchgate-alert-shift ${commit} -->`,
      "",
      `**${alert.key.scenario}** (${alert.key.spec}, \`${alert.specFile}\`): ${seriesName(alert)} moved from ${format(before, unit)} to ${format(after, unit)} (${worse(alert)} worse), past the threshold \`${alert.verdict.threshold}\`.`,
      "",
      `- The shift ${range}.`,
      `- Level shifts are found over the base branch's stored runs (\`bench history\`, p = ${alert.shift.pValue.toFixed(3)}); newest run: ${newest === void 0 ? "none" : commitLink(links, newest.commit)}.`,
      "",
      alertChart(alert),
      "",
      "**Confirmed by measuring again:**",
      "<!-- confirmation -->",
      confirmation,
      "<!-- /confirmation -->",
      "",
      "This issue is updated by later runs on the base branch and closed when the shift is gone. A reviewer's `/benchgate accept` on the pull request that caused it, stored with its merge, silences it.",
      ""
    ].join("\n")
  );
};
var createAlertIssue = (api, repo, alert, confirmation, links) => api.request("POST", `/repos/${repo}/issues`, {
  title: alertTitle(alert),
  body: alertBody(alert, confirmation.text, links)
});
var updateAlertIssue = async (api, repo, issue2, alert, confirmation, links) => {
  const title = alertTitle(alert);
  const body = alertBody(alert, confirmation, links);
  if (issue2.title === title && (issue2.body ?? "").replace(/\r\n/g, "\n") === body) return false;
  await api.request("PATCH", `/repos/${repo}/issues/${issue2.number}`, { title, body });
  return true;
};
var closeAlertIssue = async (api, repo, issue2, why) => {
  await api.request("POST", `/repos/${repo}/issues/${issue2.number}/comments`, {
    body: `${why}. Closing; a later shift past the threshold opens a new issue.`
  });
  await api.request("PATCH", `/repos/${repo}/issues/${issue2.number}`, {
    state: "closed",
    state_reason: "completed"
  });
};

// action/Fail.ts
var fail = (error2) => {
  if (error2 instanceof Error) {
    setFailed("_tag" in error2 ? error2.message : error2.stack ?? error2.message);
  } else {
    setFailed(String(error2));
  }
};

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

// action/alerts.ts
var NOT_THE_BRANCH = /* @__PURE__ */ new Set(["pull_request", "pull_request_target", "merge_group"]);
var HISTORY_RUNS = 50;
var trends = (bench, db, branch, metric2, cwd) => {
  const ran = spawnSync2(
    bench,
    [
      "history",
      "--db",
      db,
      "--branch",
      branch,
      "--metric",
      metric2,
      "--limit",
      String(HISTORY_RUNS),
      "--json",
      "-"
    ],
    { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 }
  );
  if (ran.status !== 0) {
    throw new Error(`bench history --metric ${metric2} failed: ${ran.stderr || ran.error?.message}`);
  }
  return JSON.parse(ran.stdout).series;
};
var skipReason = (inputs, env) => {
  const event = env.GITHUB_EVENT_NAME ?? "";
  const branch = env.GITHUB_REF_NAME ?? "";
  const exitCode = env.BENCHGATE_EXIT_CODE ?? "";
  return !inputs.alerts ? "alerts: false" : NOT_THE_BRANCH.has(event) || branch !== inputs.baseBranch ? `not a run of ${inputs.baseBranch}` : inputs.shard !== void 0 || inputs.replica !== void 0 ? "a shard or replica job (the merge job files alerts)" : exitCode !== "0" && exitCode !== "1" ? "the check stored no run" : void 0;
};
var fileAlert = async (filing, alert) => {
  const { api, repo, links } = filing;
  const name = `${alert.key.scenario} › ${alert.key.target} ${alert.key.metric}`;
  const issue2 = await findAlertIssue(api, repo, alert.key);
  const filed = issue2 === void 0 ? void 0 : confirmationOf(issue2);
  if (issue2 !== void 0 && filed !== void 0 && shiftOf(issue2) === alert.shift.commit) {
    const changed = await updateAlertIssue(api, repo, issue2, alert, filed, links);
    return `${name}: issue #${issue2.number} ${changed ? "updated" : "unchanged"}`;
  }
  const confirmation = confirmAlert(filing.context, alert);
  if (!confirmation.confirmed) {
    return `${name}: a level shift, not confirmed (${confirmation.text}); nothing filed`;
  }
  if (issue2 === void 0) {
    const created = await createAlertIssue(api, repo, alert, confirmation, links);
    return `${name}: issue #${created.number} opened ${created.html_url ?? ""}`.trimEnd();
  }
  await updateAlertIssue(api, repo, issue2, alert, confirmation.text, links);
  return `${name}: issue #${issue2.number} updated (a new shift)`;
};
var clearAlert = async (filing, clear) => {
  const { api, repo } = filing;
  const issue2 = await findAlertIssue(api, repo, clear.key);
  if (issue2 === void 0) return void 0;
  const newest = clear.series?.points.at(-1);
  const level = newest?.value === null || newest === void 0 ? "" : ` (newest level ${newest.value.toPrecision(4)} at ${newest.commit.slice(0, 7)})`;
  await closeAlertIssue(api, repo, issue2, `${clear.why}${level}`);
  return `${clear.key.scenario} › ${clear.key.target} ${clear.key.metric}: issue #${issue2.number} closed`;
};
var main = async () => {
  const inputs = readInputs((name) => getInput(name));
  const skip = skipReason(inputs, process.env);
  if (skip !== void 0) {
    info(`alerts: nothing to do (${skip})`);
    return;
  }
  const repo = process.env.GITHUB_REPOSITORY ?? "";
  const bench = process.env.BENCHGATE_BIN ?? "";
  const db = process.env.BENCHGATE_DB ?? "";
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const report = readReport(process.env.BENCHGATE_JSON ?? "");
  const series = thresholdMetrics(report).flatMap(
    (metric2) => trends(bench, db, inputs.baseBranch, metric2, workspace)
  );
  const plan = planAlerts(report, series);
  const filing = {
    api: new GitHubApi({
      baseUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
      token: inputs.token
    }),
    repo,
    links: { repoUrl: `${process.env.GITHUB_SERVER_URL ?? "https://github.com"}/${repo}` },
    context: { bench, workspace, baseBranch: inputs.baseBranch, commit: report.run.commit }
  };
  const lines = [];
  for (const alert of plan.alerts) lines.push(await fileAlert(filing, alert));
  for (const clear of plan.clear) {
    const line = await clearAlert(filing, clear);
    if (line !== void 0) lines.push(line);
  }
  for (const line of lines) info(`alerts: ${line}`);
  if (lines.length === 0) info("alerts: no level shift past a threshold");
  setOutput("alerts", String(plan.alerts.length));
};
main().catch(fail);
