// Generated from action/*.ts by `bun run build` (action/build.ts). Do not edit.
import {
  Data_exports,
  Effect_exports,
  Either_exports,
  IssueComment,
  Option_exports,
  Schema_exports,
  decodeData,
  decodeJson
} from "./shared-SM2UHRIF.js";

// action/Report.ts
import { readFileSync } from "node:fs";

// core/SchemaOf.ts
var schemaOf = () => (schema) => schema;

// report/json/Fields.ts
var TypeName = /* @__PURE__ */ Symbol.for("benchgate/json-report/TypeName");
var Section = /* @__PURE__ */ Symbol.for("benchgate/json-report/Section");
var MayBeAbsent = /* @__PURE__ */ Symbol.for("benchgate/json-report/MayBeAbsent");
var DescribedElsewhere = /* @__PURE__ */ Symbol.for("benchgate/json-report/DescribedElsewhere");
var field = (schema, meaning) => Schema_exports.propertySignature(schema).annotations({ description: meaning });
var orNull = (schema, meaning) => Schema_exports.optionalToOptional(Schema_exports.NullOr(schema), Schema_exports.typeSchema(schema), {
  decode: (written) => Option_exports.flatMap(written, Option_exports.fromNullable),
  encode: (value) => Option_exports.some(Option_exports.getOrNull(value))
}).annotations({ description: meaning });
var absentUnless = (schema, meaning) => Schema_exports.optionalWith(schema, { exact: true }).annotations({
  description: meaning,
  [MayBeAbsent]: true
});
var since = (schema, fallback, meaning) => Schema_exports.optionalWith(schema, { default: fallback }).annotations({ description: meaning });
var nonFinite = (bound) => Schema_exports.transform(Schema_exports.NullOr(Schema_exports.Number), Schema_exports.Number, {
  strict: true,
  decode: (written) => written ?? bound,
  encode: (value) => Number.isFinite(value) ? value : null
}).annotations({ [TypeName]: "number | null" });
var JsonNumber = nonFinite(Number.NaN);
var LowerEnd = nonFinite(Number.NEGATIVE_INFINITY);
var UpperEnd = nonFinite(Number.POSITIVE_INFINITY);

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
    contention: "allocation",
    description: "bytes allocated per operation (Go B/op)",
    roundedDownTo: 1
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
  instructions: {
    unit: "count",
    better: "lower",
    // Nearly exact, not exact: a garbage collector's and a scheduler's timing move a count by
    // ~0.1–1% between runs, so counts are compared with intervals like times are. A busy
    // machine does not move them: no allowance (gate/Disturbance.ts).
    deterministic: false,
    contention: "none",
    // Counts move ~0.1–1% between runs (docs/verdict-quality.md §8): a tenth of a percent past
    // a limit is a change they resolve.
    minEffect: 1e-3,
    counted: true,
    description: `instructions executed, counted by valgrind's callgrind: per run of a command, per operation of a go or bun benchmark (scenarios with load.measure "instructions")`
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
var statusRateMetric = (status) => `${STATUS_RATE}${status}`;
var SUCCESS_STATUS = "OK";
var statusRateInfo = (name) => {
  const status = name.slice(STATUS_RATE.length);
  return {
    unit: "fraction",
    better: status === SUCCESS_STATUS ? "higher" : "lower",
    deterministic: false,
    contention: "none",
    description: `share of calls that ended with status ${status}`
  };
};
var BASE_METRIC_NAMES = Object.keys(BASE_METRICS);
var isBaseMetric = (name) => Object.hasOwn(BASE_METRICS, name);
var metricInfo = (name) => isBaseMetric(name) ? BASE_METRICS[name] : statusRateInfo(name);

// core/Quantity.ts
var NUMBER = "([0-9]+(?:\\.[0-9]+)?)";
var DURATION_MS = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1e3,
  m: 6e4
};
var parseDuration = (text) => {
  const match2 = new RegExp(`^${NUMBER} *(ns|us|µs|ms|s|m)$`).exec(text.trim());
  const unit = match2?.[2];
  return match2 && unit ? Either_exports.right(Number(match2[1]) * (DURATION_MS[unit] ?? Number.NaN)) : Either_exports.left(`expected a duration like "500ms" or "2s", got ${JSON.stringify(text)}`);
};
var DURATION_LIMITS = {
  duration: "10m",
  warmup: "10m",
  timeout: "10m",
  budget: "1440m (a day)"
};
var LIMIT_MS = {
  duration: 10 * 6e4,
  warmup: 10 * 6e4,
  timeout: 10 * 6e4,
  budget: 24 * 36e5
};
var SHORTEST_MS = 1e-3;
var parseBoundedDuration = (text, field2) => Either_exports.flatMap(
  parseDuration(text),
  (ms) => ms > LIMIT_MS[field2] ? Either_exports.left(
    `${JSON.stringify(text)} is too long: ${field2} may be at most ${DURATION_LIMITS[field2]}`
  ) : ms > 0 && ms < SHORTEST_MS ? Either_exports.left(`${JSON.stringify(text)} is too short: ${field2} is 0 or at least 1us`) : Either_exports.right(ms)
);
var BYTES = {
  B: 1,
  KB: 1e3,
  MB: 1e6,
  KiB: 1024,
  MiB: 1024 ** 2,
  GB: 1e9,
  GiB: 1024 ** 3
};

// core/Templates.ts
var SERVICE_REF = /\{service\.([^}]*)\}/g;
var fillPort = (text, port) => port === void 0 ? text : text.replaceAll("{port}", String(port));
var serviceRefs = (value) => [...value.matchAll(SERVICE_REF)].map((match2) => match2[1] ?? "");
var serviceRef = (name) => `{service.${name}}`;
var ENV_REF = /\{env\.([^}]*)\}/g;
var ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
var envRefs = (value) => [...value.matchAll(ENV_REF)].map((match2) => match2[1] ?? "");
var hasEnvRef = (value) => envRefs(value).length > 0;
var isJsonText = (text) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
var fillEnv = (value, lookup, json = hasEnvRef(value) && isJsonText(value)) => {
  if (!hasEnvRef(value)) return value;
  return value.replace(ENV_REF, (whole, name) => {
    const found = lookup(name);
    if (found === void 0) return whole;
    return json ? JSON.stringify(found).slice(1, -1) : found;
  });
};

// targets/Checks.ts
var StringMap = Schema_exports.Record({ key: Schema_exports.String, value: Schema_exports.String });
var RawStart = Schema_exports.Struct({
  build: Schema_exports.optional(Schema_exports.NonEmptyArray(Schema_exports.String)),
  cmd: Schema_exports.NonEmptyArray(Schema_exports.String),
  cwd: Schema_exports.optional(Schema_exports.String),
  env: StringMap,
  ready: Schema_exports.Struct({
    http: Schema_exports.optional(Schema_exports.String),
    grpc: Schema_exports.optional(Schema_exports.String)
  }),
  timeout: Schema_exports.String
});
var HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
var RESERVED_ENV_PREFIX = "BENCHGATE_";
var HEADER_VALUE_FORBIDDEN = /[\u0000-\u0008\u000a-\u001f\u007f]/;
var checkHeaders = (headers, path, issues) => {
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name)) {
      issues.add([...path, name], `${JSON.stringify(name)} is not an HTTP header name`);
    } else if (HEADER_VALUE_FORBIDDEN.test(value)) {
      issues.add(
        [...path, name],
        `a header value cannot hold control characters (CR, LF, NUL, …): ${JSON.stringify(value)}`
      );
    }
  }
};
var decodeTimeout = (text, path, issues) => {
  const ms = issues.take(path, parseBoundedDuration(text, "timeout"));
  if (ms !== 0) return ms;
  issues.add(path, `a timeout is more than 0, got ${JSON.stringify(text)}`);
  return void 0;
};
var checkEnv = (env, path, issues, options = {}) => {
  for (const [key2, value] of Object.entries(env)) {
    if (!ENV_NAME.test(key2)) {
      issues.add(
        [...path, key2],
        "an environment variable name is letters, digits and _, not starting with a digit"
      );
    } else if (options.reserved && key2.startsWith(RESERVED_ENV_PREFIX)) {
      issues.add(
        [...path, key2],
        `${RESERVED_ENV_PREFIX}* variables are set by benchgate for its harness; the spec's load decides them`
      );
    }
    const services = options.services;
    if (services === void 0) continue;
    for (const name of serviceRefs(value)) {
      if (!services.includes(name)) {
        issues.add(
          [...path, key2],
          `unknown service "${name}" in ${serviceRef(name)} (declared: ${services.join(", ") || "none"})`
        );
      }
    }
  }
};
var checkUrl = (url, path, issues) => {
  if (!URL.canParse(url.replaceAll("{port}", "1"))) {
    issues.add(path, `${JSON.stringify(url)} is not a valid URL`);
  }
};
var READY_MISMATCH = {
  http: [
    "grpc",
    "ready.grpc is the gRPC health check of grpc targets; an HTTP server is ready when ready.http answers 2xx"
  ],
  grpc: [
    "http",
    'ready.http probes an HTTP path; a grpc target is ready by the gRPC health check: ready: grpc: "" (or a service name)'
  ]
};
var decodeStart = (raw, path, issues, probe) => {
  checkEnv(raw.env, [...path, "env"], issues);
  const [wrong, message] = READY_MISMATCH[probe];
  if (raw.ready[wrong] !== void 0) issues.add([...path, "ready", wrong], message);
  if (raw.cmd[0] === "") issues.add([...path, "cmd", 0], "the program name is empty");
  raw.build?.forEach((arg, i) => {
    if (i === 0 && arg === "") issues.add([...path, "build", 0], "the program name is empty");
    if (/\{(port\}|service\.)/.test(arg))
      issues.add(
        [...path, "build", i],
        "a build runs before any port or service is given to the target: write the argument out"
      );
  });
  const timeoutMs = issues.take([...path, "timeout"], parseBoundedDuration(raw.timeout, "timeout"));
  if (timeoutMs === void 0) return void 0;
  return {
    ...raw.build === void 0 ? {} : { build: raw.build },
    cmd: raw.cmd,
    ...raw.cwd === void 0 ? {} : { cwd: raw.cwd },
    env: raw.env,
    // ready.grpc is the grpc kind's to read (its server's health check).
    ready: raw.ready.http === void 0 ? {} : { httpPath: raw.ready.http },
    timeoutMs
  };
};
var checkPortReaches = (endpoint, start, paths, issues) => {
  if (endpoint.replaceAll("{port}", "").includes("{port")) return;
  const inUrl = endpoint.includes("{port}");
  const passed = start.cmd.some((arg) => arg.includes("{port}")) || Object.values(start.env).some((value) => value.includes("{port}"));
  if (inUrl && !passed) {
    issues.add(
      [...paths.start, "cmd"],
      'the address uses {port}, but the command never receives it: pass it as an argument ("--port={port}") or in env (PORT: "{port}")'
    );
  }
  if (!inUrl && passed) {
    issues.add(
      paths.endpoint,
      "start passes {port} to the command, but this names a fixed port: write {port} here too, so the load goes where the command listens"
    );
  }
};
var checkPortNeedsStart = (endpoint, start, issues) => {
  if (start === void 0 && endpoint.value.includes("{port}")) {
    issues.add(
      endpoint.path,
      "{port} is only known when benchgate starts the target; add `start` or write the port"
    );
  }
};
var decodeServerStart = (endpoint, start, targetPath, issues, probe) => {
  if (start === void 0) return void 0;
  const paths = { endpoint: endpoint.path, start: [...targetPath, "start"] };
  checkPortReaches(endpoint.value, start, paths, issues);
  return decodeStart(start, paths.start, issues, probe) ?? null;
};

// targets/bun/schema.cue
var schema_default = "#Target: {\n	// One variant of a group in a `*.bench.ts` file, measured in process by bun.\n	bun?: #BunTarget\n}\n\n// A variant of a benchmark group written with benchgate's harness (runners/bun/harness.ts):\n//\n//	group(\"query\", {baseline: \"plain\", variants: {plain: () => …, micro: () => …}})\n//\n// All bun targets of one scenario must name the same file and group: each round runs ONE\n// `bun test` process that measures every variant of the group, interleaved, so a round is one\n// slice for all of them. Rounds repeat the process (JIT and memory layout differ per process).\n// Metrics: time_per_op, ops_per_s, heap_per_op (live heap retained per call after a full GC).\n// In a scenario with `load: measure: \"instructions\"`: instructions per call, counted by\n// valgrind's callgrind in each round's process. A short native run first finds how many calls\n// each variant makes in `duration` (and `warmup`, at least 100); the counted process then\n// makes that many, in JavaScriptCore's interpreter and baseline JIT only (its optimising tiers\n// and background compilation off, for counts that repeat), with a full collection before each\n// variant's counted calls. The imports run uncounted, about ten times faster than counted code.\n#BunTarget: {\n	// The `*.bench.ts` file, relative to the spec file's directory.\n	file!: string\n\n	// The group's name, as passed to `group(...)`.\n	group!: string\n\n	// The variant's name within the group: one key of its `variants`.\n	variant!: string\n\n	// Extra environment variables for the process. \"{service.NAME}\" in a value is replaced by\n	// that service's URL. The targets of one process must not disagree on a variable.\n	env: [string]: string\n}\n";

// targets/bun/BunTarget.ts
var RawBun = Schema_exports.Struct({
  file: Schema_exports.String,
  group: Schema_exports.String,
  variant: Schema_exports.String,
  env: StringMap
});
var checkGroup = (targets, path, issues) => {
  const [first, ...rest] = targets;
  if (!first) return true;
  const describe = (t) => `"${t.name}" is group ${JSON.stringify(t.group)} of ${JSON.stringify(t.file)}`;
  const other = rest.find((t) => t.file !== first.file || t.group !== first.group);
  if (other) {
    issues.add(
      path,
      `bun targets of one scenario run in one process, so they share file and group: ${describe(first)}, ${describe(other)}`
    );
    return false;
  }
  let valid = true;
  const variants = /* @__PURE__ */ new Map();
  const env = /* @__PURE__ */ new Map();
  for (const target of targets) {
    const twin = variants.get(target.variant);
    if (twin !== void 0) {
      issues.add(path, `"${twin}" and "${target.name}" are both variant "${target.variant}"`);
      valid = false;
    }
    variants.set(target.variant, target.name);
    for (const [key2, value] of Object.entries(target.env)) {
      const seen = env.get(key2);
      if (seen && seen.value !== value) {
        issues.add(
          path,
          `"${seen.target}" and "${target.name}" set ${key2} differently, but run in one process`
        );
        valid = false;
      }
      env.set(key2, { target: target.name, value });
    }
  }
  return valid;
};
var bunKind = {
  name: "bun",
  schema: schema_default,
  raw: RawBun,
  decode({ file, group, variant, env }, { name, path, services, issues }) {
    for (const [field2, value] of [
      ["file", file],
      ["group", group],
      ["variant", variant]
    ]) {
      if (value === "") issues.add([...path, field2], `${field2} is empty`);
    }
    checkEnv(env, [...path, "env"], issues, { services, reserved: true });
    return { kind: "bun", name, file, group, variant, env };
  },
  startable: false,
  secretPaths: [["bun", "env", "*"]],
  secrets: (target) => [{ field: "bun.env", value: target.env }],
  serviceValues: (target) => Object.values(target.env),
  checkScenario: checkGroup,
  noTwin: "bun variants share one process per round, so a twin cannot be interleaved",
  tools: []
};

// targets/command/schema.cue
var schema_default2 = "#Target: {\n	// A command, timed as a whole process (cold start, CLI latency).\n	command?: #CommandTarget\n}\n\n// A command run as a whole process: once per round, rounds interleaved across the scenario's\n// targets. The exit code must be 0, or one of `exitCodes` (otherwise the run fails with exit 3\n// and its stderr tail); each run may take at most 60 s. Metrics: wall, user_cpu, sys_cpu (the\n// process and what it waited for) and peak_rss (needs GNU time at /usr/bin/time).\n// In a scenario with `load: measure: \"instructions\"`: instructions, the instructions one run\n// executed, counted by valgrind's callgrind (its children too), instead of the times; no\n// warm-up run, and a run may take 30 minutes (callgrind runs code 50–150 times slower; a `bun`\n// program about 1 s per 2 million instructions, with JavaScriptCore's optimising tiers off).\n#CommandTarget: {\n	// The command and its arguments; no shell is involved. The program is looked up on PATH.\n	cmd!: [string, ...string]\n\n	// Working directory, relative to the spec file's directory. Default: that directory.\n	// `check` and `calibrate` fail at once (exit 2, at this field) when it is not a directory.\n	cwd?: string\n\n	// Extra environment variables. \"{service.NAME}\" in a value is replaced by that service's\n	// URL.\n	env: [string]: string\n\n	// Exit codes that count as a successful run. Default: only 0. A linter that exits 1 when\n	// it finds something, measured on code with findings: [0, 1].\n	exitCodes?: [...int & >=0 & <=255]\n}\n";

// targets/command/CommandTarget.ts
var RawCommand = Schema_exports.Struct({
  cmd: Schema_exports.NonEmptyArray(Schema_exports.String),
  cwd: Schema_exports.optional(Schema_exports.String),
  env: StringMap,
  exitCodes: Schema_exports.optional(Schema_exports.Array(Schema_exports.Number))
});
var commandKind = {
  name: "command",
  schema: schema_default2,
  raw: RawCommand,
  decode({ cmd, cwd, env, exitCodes }, { name, path, services, issues }) {
    if (cmd[0] === "") issues.add([...path, "cmd", 0], "the program name is empty");
    checkEnv(env, [...path, "env"], issues, { services });
    if (exitCodes !== void 0 && exitCodes.length === 0) {
      issues.add([...path, "exitCodes"], "lists no exit code; leave it out for only 0");
    }
    exitCodes?.forEach((code, i) => {
      if (!Number.isInteger(code) || code < 0 || code > 255) {
        issues.add(
          [...path, "exitCodes", i],
          `${code} is not an exit code: a whole number from 0 to 255`
        );
      }
    });
    return {
      kind: "command",
      name,
      cmd,
      ...cwd === void 0 ? {} : { cwd },
      env,
      ...exitCodes === void 0 ? {} : { exitCodes }
    };
  },
  startable: false,
  secretPaths: [["command", "env", "*"]],
  secrets: (target) => [{ field: "command.env", value: target.env }],
  serviceValues: (target) => Object.values(target.env),
  workingDirectory: (target) => ({
    field: ["command", "cwd"],
    ...target.cwd === void 0 ? {} : { cwd: target.cwd }
  }),
  tools: []
};

// targets/go/schema.cue
var schema_default3 = "#Target: {\n	// One benchmark of a Go package (`go test -bench`).\n	go?: #GoTarget\n}\n\n// One benchmark of a Go package. The package's test binary is built once per check\n// (`go test -c`); each round runs it once per target, for one benchmark only\n// (`-test.bench ^Name$ -test.count 1 -test.benchmem`), rounds interleaved across targets.\n// Needs go on PATH (or BENCHGATE_GO). Metrics: time_per_op, ops_per_s, bytes_per_op and\n// allocs_per_op (exact: go rounds them to integers, so a `max` on them is a precise gate).\n// In a scenario with `load: measure: \"instructions\"`: instructions per operation, counted by\n// valgrind's callgrind. Each round runs the benchmark natively for `duration` (go picks the\n// operations, N), then under callgrind for N operations and for 2; the difference divided by\n// N − 2 is the count of one operation, the process's start and the benchmark's setup cancelled.\n// Counted runs use GOMAXPROCS=1 (idle Ps would spin while valgrind runs one thread at a time)\n// and GODEBUG=asyncpreemptoff=1 (callgrind 3.19 aborts on Go's preemption signal).\n#GoTarget: {\n	// The package's directory, relative to the spec file's directory (\".\" for the spec's own).\n	package!: string\n\n	// The benchmark's name as go prints it, without the -GOMAXPROCS suffix: \"BenchmarkDirect\",\n	// or a sub-benchmark \"BenchmarkFormat/n=10\". Starts with Benchmark; no spaces.\n	benchmark!: string\n}\n";

// targets/go/GoTarget.ts
var RawGo = Schema_exports.Struct({ package: Schema_exports.String, benchmark: Schema_exports.String });
var goKind = {
  name: "go",
  schema: schema_default3,
  raw: RawGo,
  decode({ package: pkg, benchmark }, { name, path, issues }) {
    if (pkg === "") {
      issues.add([...path, "package"], `package is empty; "." is the spec's own directory`);
    }
    if (!/^Benchmark\S*$/.test(benchmark)) {
      issues.add(
        [...path, "benchmark"],
        `${JSON.stringify(benchmark)} is not a benchmark name: it starts with Benchmark and has no spaces`
      );
    } else if (benchmark.split("/").includes("")) {
      issues.add(
        [...path, "benchmark"],
        `${JSON.stringify(benchmark)} has an empty sub-benchmark level`
      );
    }
    return { kind: "go", name, package: pkg, benchmark };
  },
  startable: false,
  secretPaths: [],
  secrets: () => [],
  serviceValues: () => [],
  tools: []
};

// targets/Server.ts
var startSecrets = (target) => target.start ? [{ field: "start.env", value: target.start.env }] : [];
var startDirectory = (target) => ({
  field: ["start", "cwd"],
  ...target.start?.cwd === void 0 ? {} : { cwd: target.start.cwd }
});
var serverAt = (target, endpoint, endpointForm) => ({
  name: target.name,
  endpoint,
  endpointForm,
  ...target.start === void 0 ? {} : { start: target.start },
  ...target.dir === void 0 ? {} : { dir: target.dir }
});
var SERVICE_UNCOUNTED = "a service's instructions per request are not counted yet (it would run under valgrind for the whole check); gate what a request costs it with cpu_per_request, or count the handler itself in a go or bun benchmark";

// targets/grpc/GrpcConnection.ts
var IDENT = "[A-Za-z_][A-Za-z0-9_]*";
var SERVICE = new RegExp(`^${IDENT}(\\.${IDENT})*$`);
var METHOD = new RegExp(`^${IDENT}$`);
var parseMethodName = (call) => {
  const slash = call.lastIndexOf("/");
  const cut = slash >= 0 ? slash : call.lastIndexOf(".");
  const service = call.slice(0, Math.max(cut, 0));
  const method = call.slice(cut + 1);
  return cut > 0 && SERVICE.test(service) && METHOD.test(method) ? { service, method } : void 0;
};
var methodName = (service, method) => `${service}/${method}`;
var methodSymbol = (service, method) => `${service}.${method}`;
var isMetadataKey = (key2) => /^[0-9A-Za-z_.-]+$/.test(key2);

// targets/grpc/Metadata.ts
var checkMetadata = (metadata, path, issues) => {
  for (const [key2, value] of Object.entries(metadata)) {
    if (!isMetadataKey(key2)) {
      issues.add(
        [...path, key2],
        `${JSON.stringify(key2)} is not a metadata key: letters, digits, -, _ and .`
      );
    } else if (key2.toLowerCase().startsWith("grpc-")) {
      issues.add([...path, key2], `"grpc-" metadata keys are reserved for gRPC itself`);
    }
    if (/[\u0000-\u001f\u007f]/.test(value)) {
      issues.add(
        [...path, key2],
        "a metadata value cannot hold control characters (newlines, tabs, …)"
      );
    }
  }
};

// targets/grpc/Call.ts
var RawCall = Schema_exports.Struct({
  method: Schema_exports.String,
  data: Schema_exports.optional(Schema_exports.Unknown),
  smoke: Schema_exports.optional(Schema_exports.Unknown),
  metadata: StringMap,
  expect: Schema_exports.optional(Schema_exports.Unknown),
  timeout: Schema_exports.optional(Schema_exports.String)
});
var TEMPLATE = /\{\{.*?\}\}/s;
var requestJson = (value, path, issues) => {
  if (typeof value !== "string") return JSON.stringify(value);
  let parsed;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    issues.add(
      path,
      `not JSON (${error instanceof Error ? error.message : String(error)}); ghz templates go inside JSON strings: {"title": "task {{.RequestNumber}}"}`
    );
    return void 0;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    issues.add(path, "a request message is a JSON object");
    return void 0;
  }
  return value;
};
var smokeOf = (raw, data, path, issues) => {
  if (raw.smoke === void 0) {
    if (data !== void 0 && TEMPLATE.test(data)) {
      issues.add(
        [...path, "data"],
        "data holds ghz templates ({{…}}), which the preflight's smoke call (grpcurl) would send as written; add `smoke`, one concrete request"
      );
      return void 0;
    }
    return data;
  }
  const smoke = requestJson(raw.smoke, [...path, "smoke"], issues);
  if (smoke !== void 0 && TEMPLATE.test(smoke)) {
    issues.add(
      [...path, "smoke"],
      "smoke is sent as written (grpcurl renders no templates); give one concrete request"
    );
    return void 0;
  }
  return smoke;
};
var locations = (raw, path, issues) => {
  const at = (field2) => issues.at(field2 === void 0 ? path : [...path, field2]);
  const call = at();
  const method = at("method");
  const smoke = raw.smoke !== void 0 ? at("smoke") : raw.data !== void 0 ? at("data") : call;
  const expect = raw.expect === void 0 ? void 0 : at("expect");
  return {
    ...call ? { call } : {},
    ...method ? { method } : {},
    ...smoke ? { smoke } : {},
    ...expect ? { expect } : {}
  };
};
var decodeCall = (raw, path, issues) => {
  let valid = true;
  if (parseMethodName(raw.method) === void 0 || !raw.method.includes("/")) {
    issues.add([...path, "method"], `${JSON.stringify(raw.method)} is not package.Service/Method`);
    valid = false;
  }
  const data = raw.data === void 0 ? "{}" : requestJson(raw.data, [...path, "data"], issues);
  const smoke = smokeOf(raw, data, path, issues);
  checkMetadata(raw.metadata, [...path, "metadata"], issues);
  const timeoutMs = raw.timeout === void 0 ? void 0 : decodeTimeout(raw.timeout, [...path, "timeout"], issues);
  if (raw.timeout !== void 0 && timeoutMs === void 0) valid = false;
  if (!valid || data === void 0 || smoke === void 0) return void 0;
  return {
    method: raw.method,
    data,
    smoke,
    metadata: raw.metadata,
    ...raw.expect === void 0 ? {} : { expect: raw.expect },
    ...timeoutMs === void 0 ? {} : { timeoutMs },
    at: locations(raw, path, issues)
  };
};
var callPart = {
  field: "call",
  needed: "it is what ghz calls on",
  only: "is only made to",
  raw: RawCall,
  decode: decodeCall,
  secretPaths: [
    ["data", "**"],
    ["smoke", "**"],
    ["metadata", "*"]
  ],
  secrets: (call) => [
    { field: "data", value: call.data },
    { field: "smoke", value: call.smoke },
    { field: "metadata", value: call.metadata }
  ]
};

// targets/grpc/GrpcCalls.ts
var methodFor = (target, call) => {
  if (target.service === void 0) return call.method;
  const parsed = parseMethodName(call.method);
  if (!parsed) throw new Error(`plan: ${JSON.stringify(call.method)} is not a method name`);
  return methodName(target.service, parsed.method);
};
var connectionFor = (target, call) => ({
  address: target.address,
  tls: target.tls,
  schema: target.schema,
  metadata: { ...target.metadata, ...call.metadata }
});
var checksOf = (scenario) => {
  const call = scenario.part;
  if (call === void 0) return [];
  return scenario.targets.map(({ name, target }) => ({
    scenario: scenario.name,
    target: name,
    connection: connectionFor(target, call),
    ...target.dir === void 0 ? {} : { dir: target.dir },
    method: methodFor(target, call),
    smoke: call.smoke,
    ...call.expect === void 0 ? {} : { expect: call.expect },
    at: call.at
  }));
};
var preflightChecks = (scenarios) => scenarios.flatMap(checksOf);

// targets/grpc/GrpcStatus.ts
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
var isGrpcCode = (name) => GRPC_CODES.includes(name);
var grpcCodeOfNumber = (code) => GRPC_CODES[code];
var goCodeName = (code) => code === "CANCELLED" ? "Canceled" : code === "OK" ? "OK" : code.toLowerCase().split("_").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
var FROM_GO = new Map(GRPC_CODES.map((c) => [goCodeName(c), c]));
var grpcCodeOf = (text) => {
  if (isGrpcCode(text)) return text;
  const go = FROM_GO.get(text);
  if (go !== void 0) return go;
  const numbered = /^Code\((\d+)\)$/.exec(text)?.[1];
  return numbered === void 0 ? void 0 : grpcCodeOfNumber(Number(numbered));
};
var grpcCodeProblem = (name) => {
  const upper = name.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase();
  const hint = isGrpcCode(upper) ? `; write ${statusRateMetric(upper)}` : upper === "CANCELED" ? `; write ${statusRateMetric("CANCELLED")}` : "";
  return `"${name}" is not a canonical gRPC status code (${GRPC_CODES.join(", ")})${hint}`;
};

// targets/grpc/grpcurl/GrpcurlCommand.ts
var GrpcurlCommandInvalid = class extends Data_exports.TaggedError("GrpcurlCommandInvalid") {
};
var invalid = (field2, detail) => new GrpcurlCommandInvalid({ field: field2, message: `grpcurl command: ${field2} ${detail}` });
var DEFAULT_CONNECT_TIMEOUT_MS = 5e3;
var grpcurlSeconds = (field2, ms) => {
  if (!Number.isFinite(ms) || ms <= 0) throw invalid(field2, `must be a positive number, got ${ms}`);
  return String(ms / 1e3);
};
var connectionFlags = (target, options) => {
  const args = [];
  const { tls, schema } = target;
  if (tls.mode === "plaintext") args.push("-plaintext");
  else {
    if (tls.caFile !== void 0) args.push(`-cacert=${tls.caFile}`);
    if (tls.serverName !== void 0) args.push(`-servername=${tls.serverName}`);
    if (tls.insecure === true) args.push("-insecure");
  }
  if (schema.kind === "protos") {
    if (schema.files.length === 0) throw invalid("protos", "must name at least one .proto file");
    if (schema.importPaths.length === 0 && schema.files.some((file) => file.startsWith("/"))) {
      throw invalid("protos", "with an absolute path need importPaths (the file relative to one)");
    }
    for (const path of schema.importPaths) args.push(`-import-path=${path}`);
    for (const file of schema.files) args.push(`-proto=${file}`);
  } else if (schema.kind === "protoset") {
    args.push(`-protoset=${schema.file}`);
  }
  const metadata = Object.entries(target.metadata);
  const expand = metadata.some(([, value]) => hasEnvRef(value));
  if (expand) {
    const literal = metadata.find(([, value]) => value.includes("${"));
    if (literal !== void 0) {
      throw invalid("metadata", `${JSON.stringify(literal[0])}: "\${" would be expanded too`);
    }
    args.push("-expand-headers");
  }
  for (const [key2, value] of metadata) {
    if (!isMetadataKey(key2)) throw invalid("metadata", `key ${JSON.stringify(key2)} is not valid`);
    const sent = expand ? fillEnv(value, (name) => `\${${name}}`) : value;
    args.push(`-H=${key2}: ${sent}`);
  }
  args.push(
    `-connect-timeout=${grpcurlSeconds("connectTimeoutMs", options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS)}`
  );
  if (options.maxTimeMs !== void 0) {
    args.push(`-max-time=${grpcurlSeconds("maxTimeMs", options.maxTimeMs)}`);
  }
  return args;
};
var checkedMethod = (call) => {
  const parsed = parseMethodName(call);
  if (parsed === void 0) {
    throw invalid("call", `${JSON.stringify(call)} is not package.Service/Method`);
  }
  return parsed;
};
var grpcurlDescribeArgs = (target, symbol, options = {}) => [
  ...connectionFlags(target, options),
  "--",
  target.address,
  "describe",
  symbol
];
var describeSymbolOf = (call) => {
  const { service, method } = checkedMethod(call);
  return methodSymbol(service, method);
};
var grpcurlCallArgs = (input) => {
  const { service, method } = checkedMethod(input.call);
  return [
    ...connectionFlags(input.target, input.options ?? {}),
    "-format-error",
    "-emit-defaults",
    ...input.verbose ?? true ? ["-vv"] : [],
    input.dataOnStdin === true ? "-d=@" : `-d=${input.data}`,
    "--",
    input.target.address,
    methodName(service, method)
  ];
};

// targets/grpc/grpcurl/Health.ts
var HEALTH_PROTO_FILE = "grpc_health_v1.proto";
var HEALTH_PROTO = `syntax = "proto3";

package grpc.health.v1;

message HealthCheckRequest {
  string service = 1;
}

message HealthCheckResponse {
  enum ServingStatus {
    UNKNOWN = 0;
    SERVING = 1;
    NOT_SERVING = 2;
    SERVICE_UNKNOWN = 3;
  }
  ServingStatus status = 1;
}

service Health {
  rpc Check(HealthCheckRequest) returns (HealthCheckResponse);
}
`;
var HEALTH_CHECK_METHOD = "grpc.health.v1.Health/Check";
var HEALTH_PROBE_OPTIONS = { connectTimeoutMs: 1e3, maxTimeMs: 2e3 };
var healthCheckArgs = (target, service, protoDir) => grpcurlCallArgs({
  target: {
    ...target,
    schema: { kind: "protos", files: [HEALTH_PROTO_FILE], importPaths: [protoDir] }
  },
  call: HEALTH_CHECK_METHOD,
  data: JSON.stringify({ service }),
  verbose: false,
  options: HEALTH_PROBE_OPTIONS
});
var isServing = (stdout) => /"status":\s*"SERVING"/.test(stdout);

// targets/grpc/HealthCheck.ts
var WAIT_GRPC_HEALTH = [
  "# wait_grpc_health LABEL TIMEOUT_S PID LOG DIR GRPCURL_ARGS…: the health check answers SERVING",
  `# (grpcurl runs in DIR, or the spec's directory when DIR is "": TLS files are relative to it).`,
  "wait_grpc_health() {",
  "  local label=$1 deadline=$((SECONDS + $2)) pid=$3 log=$4 dir=$5 answer",
  "  shift 5",
  '  [ -n "$dir" ] || dir=$spec_dir',
  "  while :; do",
  '    answer=$(cd -- "$dir" && "$grpcurl" "$@" 2>&1) || true',
  `    [[ "$answer" == *'"SERVING"'* ]] && return 0`,
  '    if ! kill -0 "$pid" 2>/dev/null; then',
  '      echo "$label exited before its health check answered SERVING; last lines of its log:" >&2',
  '      tail -n 20 "$log" >&2',
  "      exit 3",
  "    fi",
  '    if [ "$SECONDS" -ge "$deadline" ]; then',
  '      echo "$label: the health check did not answer SERVING within $2 s; last answer: $answer" >&2',
  "      exit 3",
  "    fi",
  "    sleep 0.1",
  "  done",
  "}"
].join("\n");
var grpcHealthCheck = (connection, service) => ({
  tool: { name: "grpcurl", variable: "grpcurl", override: "GRPCURL" },
  waitsFor: `the gRPC health check answered SERVING for ${service === "" ? "the server" : `service ${service}`}`,
  file: { name: HEALTH_PROTO_FILE, content: HEALTH_PROTO },
  args: (address, fileDir) => healthCheckArgs({ ...connection, address }, service, fileDir),
  ready: isServing,
  script: {
    name: "wait_grpc_health",
    definition: WAIT_GRPC_HEALTH,
    fileDir: `"$out/grpc-health"`,
    delimiter: "BENCHGATE_HEALTH_PROTO"
  }
});

// core/ExitCode.ts
var ExitCode = {
  /** Every threshold passed (inconclusive and skipped verdicts do not fail). */
  Pass: 0,
  /** A threshold or regression failed. */
  Fail: 1,
  /** The specs or the command line are invalid. */
  Invalid: 2,
  /** The run failed: a target did not start, a tool is missing, a runner crashed. */
  RunFailed: 3,
  /** Interrupted (Ctrl-C); nothing was stored. */
  Interrupted: 130
};

// core/Secrets.ts
var SecretMissing = class extends Data_exports.TaggedError("SecretMissing") {
  /** Exit code 3. */
  get exitCode() {
    return ExitCode.RunFailed;
  }
  get message() {
    return `environment variable ${this.variable} is not set or empty; spec ${this.spec} uses it in ${this.field} ({env.${this.variable}}); set it for the run`;
  }
};
var secretValue = (name) => {
  const value = process.env[name];
  return value === void 0 || value === "" ? void 0 : value;
};
var withSecrets = (text) => fillEnv(text, secretValue);

// targets/grpc/grpcurl/Paths.ts
import { dirname, resolve } from "node:path";
var resolveForGrpcurl = (target, dir) => {
  const abs = (path) => resolve(dir, path);
  const tls = target.tls.mode === "tls" && target.tls.caFile !== void 0 ? { ...target.tls, caFile: abs(target.tls.caFile) } : target.tls;
  const { schema } = target;
  switch (schema.kind) {
    case "reflection":
      return { ...target, tls };
    case "protoset":
      return { ...target, tls, schema: { kind: "protoset", file: abs(schema.file) } };
    case "protos": {
      const files = schema.files.map(abs);
      const importPaths = [.../* @__PURE__ */ new Set([...schema.importPaths.map(abs), ...files.map(dirname)])];
      return { ...target, tls, schema: { kind: "protos", files, importPaths } };
    }
  }
};

// core/Spawn.ts
var KEEP_CHARS = 1e6;
var collect = async (stream, keep) => {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of stream) {
    text += decoder.decode(chunk, { stream: true });
    if (text.length > 2 * keep) text = text.slice(-keep);
  }
  return text.slice(-keep);
};
var killGroup = (pid) => {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
  }
};
var spawnCollect = (argv, options, onTimeout, onSpawnError) => Effect_exports.async((resume) => {
  const started = performance.now();
  let child;
  try {
    child = Bun.spawn([...argv], {
      cwd: options.cwd,
      env: { ...options.env },
      stdin: options.stdin === void 0 ? "ignore" : new Blob([options.stdin]),
      stdout: "pipe",
      stderr: "pipe",
      detached: true
    });
  } catch (cause) {
    resume(Effect_exports.fail(onSpawnError(cause)));
    return;
  }
  const keep = options.keepChars ?? KEEP_CHARS;
  void Promise.all([collect(child.stdout, keep), collect(child.stderr, keep), child.exited]).then(
    ([stdout, stderr]) => resume(
      Effect_exports.succeed({
        code: child.exitCode,
        signal: child.signalCode === null ? null : String(child.signalCode),
        stdout,
        stderr,
        elapsedMs: performance.now() - started
      })
    )
  );
  return Effect_exports.sync(() => killGroup(child.pid));
}).pipe(Effect_exports.timeoutFail({ duration: options.timeoutMs, onTimeout }));

// targets/grpc/grpcurl/GrpcurlError.ts
var GrpcurlFailed = class extends Data_exports.TaggedError("GrpcurlFailed") {
};
var STATUS_OFFSET = 64;
var decodeStatusJson = decodeJson(
  Schema_exports.Struct({
    code: Schema_exports.Number,
    message: Schema_exports.optionalWith(Schema_exports.String, { default: () => "" })
  })
);
var parseStatus = (stderr, exitCode) => {
  const status = Either_exports.getOrUndefined(decodeStatusJson(stderr));
  const named = status === void 0 ? void 0 : grpcCodeOfNumber(status.code);
  if (status !== void 0 && named !== void 0) return { code: named, message: status.message };
  const text = /^\s*Code: (\S+)\s*$/m.exec(stderr)?.[1];
  const code = (text === void 0 ? void 0 : grpcCodeOf(text)) ?? grpcCodeOfNumber(exitCode - STATUS_OFFSET);
  if (code === void 0) return void 0;
  const message = /^\s*Message: (.*)$/m.exec(stderr)?.[1] ?? "";
  return { code, message };
};
var quoted = (pattern, text) => pattern.exec(text)?.[1];
var EXPOSED = /target server does not expose service "([^"]+)"/;
var statusFailure = (what, status) => {
  const exposed = quoted(EXPOSED, status.message);
  if (exposed !== void 0) {
    return {
      reason: "MethodNotFound",
      message: `${what}: the server does not expose service ${exposed}`
    };
  }
  if (status.code === "UNIMPLEMENTED") {
    return {
      reason: "MethodNotFound",
      message: `${what}: the server does not implement it (UNIMPLEMENTED: ${status.message})`
    };
  }
  return { reason: "CallFailed", message: `${what} failed with ${status.code}: ${status.message}` };
};
var dialFailure = (detail) => /context deadline exceeded/.test(detail) ? "nothing answered before the connect timeout (is the server running on this port?)" : /: (tls: .*|.*handshake.*)$/m.exec(detail)?.[1] ?? detail.split("\n").at(-1) ?? "";
var REQUEST_DATA = /error getting request data: (.*)$/m;
var PROTO_FAILURE = /^Failed to process proto (source files|descriptor sets)\./m;
var TEXT_RULES = [
  {
    reason: "Unreachable",
    patterns: [/^Failed to dial target host /m],
    message: (what, _, detail) => `${what}: cannot connect to ${quoted(/Failed to dial target host "([^"]*)"/, detail) ?? "the target"}: ${dialFailure(detail)}`
  },
  {
    reason: "MethodNotFound",
    patterns: [/service "([^"]+)" does not include a method named "([^"]+)"/],
    message: (what, [service, method]) => `${what}: service ${service} has no method ${method}`
  },
  {
    reason: "MethodNotFound",
    patterns: [EXPOSED],
    message: (what, [service]) => `${what}: the server does not expose service ${service}`
  },
  {
    reason: "MethodNotFound",
    patterns: [/Service not found: (\S+)/],
    message: (what, [service]) => `${what}: the server does not expose service ${service}`
  },
  {
    reason: "MethodNotFound",
    patterns: [/Symbol not found: (\S+)/],
    message: (what, [symbol]) => `${what}: the server's schema has no ${symbol}`
  },
  {
    reason: "BadRequestField",
    patterns: [REQUEST_DATA, /message type (\S+) has no known field named (\S+)/],
    field: ([messageType = "", name = ""]) => ({ name, messageType }),
    message: (what, [messageType, name]) => `${what}: the request has a field ${name} that ${messageType} does not have`
  },
  {
    reason: "BadRequestField",
    patterns: [REQUEST_DATA],
    message: (what, [data]) => `${what}: the request does not fit the method's input type: ${data}`
  },
  {
    reason: "NoSchema",
    patterns: [/server does not support the reflection API/],
    message: (what) => `${what}: the server does not support reflection; give the target protos or a protoset`
  },
  {
    reason: "NoSchema",
    patterns: [PROTO_FAILURE],
    message: (what, _, detail) => `${what}: grpcurl cannot load the schema: ${detail.replace(/^Failed to process proto (source files|descriptor sets)\.: /, "")}`
  }
];
var wordsOf = (rule, detail) => {
  const [outer, inner] = rule.patterns;
  const match2 = outer.exec(detail);
  if (match2 === null) return void 0;
  if (inner === void 0) return match2.slice(1);
  const words = inner.exec(match2[1] ?? "");
  return words === null ? void 0 : words.slice(1);
};
var classifyGrpcurlFailure = (what, exitCode, stderr) => {
  const detail = stderr.trim();
  const base = { detail, exitCode };
  const called = exitCode >= STATUS_OFFSET && exitCode <= STATUS_OFFSET + 16;
  const status = called ? parseStatus(detail, exitCode) : void 0;
  if (status !== void 0) {
    const { reason, message } = statusFailure(what, status);
    return new GrpcurlFailed({ ...base, reason, status, message });
  }
  for (const rule of TEXT_RULES) {
    const words = wordsOf(rule, detail);
    if (words === void 0) continue;
    return new GrpcurlFailed({
      ...base,
      reason: rule.reason,
      ...rule.field === void 0 ? {} : { field: rule.field(words) },
      message: rule.message(what, words, detail)
    });
  }
  const lastLine = detail.split("\n").at(-1) ?? "";
  return new GrpcurlFailed({
    ...base,
    reason: "ToolFailed",
    message: `${what}: grpcurl exited with code ${exitCode}: ${lastLine || "(no output)"}`
  });
};

// targets/grpc/grpcurl/GrpcurlOutput.ts
var GrpcurlOutputInvalid = class extends Data_exports.TaggedError("GrpcurlOutputInvalid") {
};
var invalid2 = (what, detail, text) => new GrpcurlOutputInvalid({
  message: `grpcurl ${what} output is not what grpcurl 1.9.4 writes (${detail}): ${JSON.stringify(text.slice(0, 200))}`
});
var KINDS = ["service", "method", "message", "enum", "field", "file"];
var RPC = /^\s*rpc\s+\w+\s*\(\s*(stream\s+)?\.?([\w.]+)\s*\)\s*returns\s*\(\s*(stream\s+)?\.?([\w.]+)\s*\)/m;
var parseDescribe = (stdout) => {
  const newline = stdout.indexOf("\n");
  const first = (newline < 0 ? stdout : stdout.slice(0, newline)).trim();
  const head = /^(\S+) is an? (.+):$/.exec(first);
  if (head?.[1] === void 0 || head[2] === void 0) {
    return Either_exports.left(invalid2("describe", "no `SYMBOL is a KIND:` line", stdout));
  }
  const word = head[2].split(" ").at(-1) ?? "";
  const kind2 = KINDS.find((k) => k === word) ?? "other";
  const source = newline < 0 ? "" : stdout.slice(newline + 1);
  if (kind2 !== "method") return Either_exports.right({ symbol: head[1], kind: kind2, source });
  const rpc = RPC.exec(source);
  if (rpc?.[2] === void 0 || rpc[4] === void 0) {
    return Either_exports.left(invalid2("describe", "a method without an `rpc … returns …` line", stdout));
  }
  return Either_exports.right({
    symbol: head[1],
    kind: kind2,
    source,
    method: {
      requestType: rpc[2],
      responseType: rpc[4],
      clientStreaming: rpc[1] !== void 0,
      serverStreaming: rpc[3] !== void 0
    }
  });
};
var readJsonValue = (text, start) => {
  let i = start;
  while (i < text.length && /\s/.test(text.charAt(i))) i++;
  const open = text.charAt(i);
  if (open !== "{" && open !== "[") return void 0;
  let depth = 0;
  let inString = false;
  for (let j = i; j < text.length; j++) {
    const c = text.charAt(j);
    if (inString) {
      if (c === "\\") j++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) {
        try {
          return { value: JSON.parse(text.slice(i, j + 1)), end: j + 1 };
        } catch {
          return void 0;
        }
      }
    }
  }
  return void 0;
};
var SIZE = /^Estimated response size: (\d+) bytes$/gm;
var CONTENTS = "Response contents:\n";
var parseCall = (stdout) => {
  const responses = [];
  if (stdout.includes(CONTENTS) || /^Resolved method descriptor:$/m.test(stdout)) {
    for (let at2 = stdout.indexOf(CONTENTS); at2 >= 0; at2 = stdout.indexOf(CONTENTS, at2 + 1)) {
      const read2 = readJsonValue(stdout, at2 + CONTENTS.length);
      if (read2 === void 0)
        return Either_exports.left(invalid2("call", "a response that is not JSON", stdout));
      responses.push(read2.value);
    }
    const responseBytes = [...stdout.matchAll(SIZE)].map((match2) => Number(match2[1]));
    if (responseBytes.length !== responses.length) {
      return Either_exports.left(
        invalid2("call", `${responses.length} responses but ${responseBytes.length} sizes`, stdout)
      );
    }
    return Either_exports.right({ responses, responseBytes });
  }
  let at = 0;
  while (stdout.slice(at).trim().length > 0) {
    const read2 = readJsonValue(stdout, at);
    if (read2 === void 0)
      return Either_exports.left(invalid2("call", "a response that is not JSON", stdout));
    responses.push(read2.value);
    at = read2.end;
  }
  return Either_exports.right({ responses, responseBytes: [] });
};

// targets/grpc/grpcurl/JsonSubset.ts
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var kind = (value) => value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
var show = (value) => {
  const text = JSON.stringify(value);
  if (text === void 0) return String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};
var key = (path, name) => /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`;
var mismatch = (path, reason) => ({
  ok: false,
  path,
  reason,
  message: `at ${path}: ${reason}`
});
var OK = { ok: true };
var match = (expected, actual, path) => {
  if (isObject(expected)) {
    if (!isObject(actual))
      return mismatch(path, `expected an object, got ${kind(actual)} ${show(actual)}`);
    for (const [name, value] of Object.entries(expected)) {
      const at = key(path, name);
      if (!Object.hasOwn(actual, name)) return mismatch(at, `missing (expected ${show(value)})`);
      const result = match(value, actual[name], at);
      if (!result.ok) return result;
    }
    return OK;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual))
      return mismatch(path, `expected an array, got ${kind(actual)} ${show(actual)}`);
    if (actual.length !== expected.length) {
      return mismatch(path, `expected ${expected.length} elements, got ${actual.length}`);
    }
    for (const [index, value] of expected.entries()) {
      const result = match(value, actual[index], `${path}[${index}]`);
      if (!result.ok) return result;
    }
    return OK;
  }
  if (kind(expected) !== kind(actual)) {
    const hint = typeof expected === "number" && typeof actual === "string" && String(expected) === actual ? " (protobuf JSON writes 64-bit integers as strings: expect the string)" : "";
    return mismatch(
      path,
      `expected ${kind(expected)} ${show(expected)}, got ${kind(actual)} ${show(actual)}${hint}`
    );
  }
  return expected === actual ? OK : mismatch(path, `expected ${show(expected)}, got ${show(actual)}`);
};
var matchJsonSubset = (expected, actual) => match(expected, actual, "$");

// targets/grpc/grpcurl/Preflight.ts
var ExpectMismatch = class extends Data_exports.TaggedError("ExpectMismatch") {
};
var DEFAULT_OPTIONS = { connectTimeoutMs: 5e3, maxTimeMs: 15e3 };
var GRPCURL_LIMIT_MS = 6e4;
var runGrpcurl = (grpcurl, args, what, stdin) => {
  const toolFailed = (detail) => new GrpcurlFailed({
    reason: "ToolFailed",
    message: `${what}: cannot run ${grpcurl}: ${detail}`,
    detail,
    exitCode: -1
  });
  return spawnCollect(
    [grpcurl, ...args],
    {
      cwd: process.cwd(),
      env: process.env,
      timeoutMs: GRPCURL_LIMIT_MS,
      ...stdin === void 0 ? {} : { stdin }
    },
    () => toolFailed(`it did not finish within ${GRPCURL_LIMIT_MS / 1e3} s`),
    (cause) => toolFailed(cause instanceof Error ? cause.message : String(cause))
  ).pipe(Effect_exports.map(({ code, stdout, stderr }) => ({ exitCode: code ?? -1, stdout, stderr })));
};
var succeeded = (grpcurl, args, what, stdin) => runGrpcurl(grpcurl, args, what, stdin).pipe(
  Effect_exports.flatMap(
    (run) => run.exitCode === 0 ? Effect_exports.succeed(run.stdout) : Effect_exports.fail(classifyGrpcurlFailure(what, run.exitCode, run.stderr))
  )
);
var preflight = (grpcurl, input) => Effect_exports.gen(function* () {
  const options = { ...DEFAULT_OPTIONS, ...input.options };
  const symbol = describeSymbolOf(input.call);
  const describeArgs = grpcurlDescribeArgs(input.target, symbol, options);
  const described = yield* parseDescribe(
    yield* succeeded(grpcurl, describeArgs, `method ${input.call}`)
  );
  if (described.method === void 0) {
    return yield* new GrpcurlFailed({
      reason: "MethodNotFound",
      message: `${input.call}: ${described.symbol} is a ${described.kind}, not a method`,
      detail: described.source,
      exitCode: 0
    });
  }
  const what = `call ${input.call}`;
  const stdout = yield* succeeded(
    grpcurl,
    grpcurlCallArgs({
      target: input.target,
      call: input.call,
      data: input.data,
      options,
      ...input.dataOnStdin === true ? { dataOnStdin: true } : {}
    }),
    what,
    input.dataOnStdin === true ? input.data : void 0
  );
  const output = yield* parseCall(stdout);
  const [response] = output.responses;
  if (input.expect !== void 0) {
    const match2 = matchJsonSubset(input.expect, response ?? null);
    if (!match2.ok) {
      return yield* new ExpectMismatch({
        path: match2.path,
        message: `${what}: the response does not match expect ${match2.message}`,
        response
      });
    }
  }
  return {
    method: described.method,
    response,
    responseCount: output.responses.length,
    responseBytes: output.responseBytes[0]
  };
});

// targets/grpc/Preflight.ts
var problemOf = (error) => {
  switch (error._tag) {
    case "ExpectMismatch":
      return {
        invalid: true,
        field: "expect",
        message: error.message,
        detail: `response: ${JSON.stringify(error.response)}`
      };
    case "GrpcurlOutputInvalid":
      return { invalid: false, field: "call", message: error.message };
    case "GrpcurlFailed": {
      const detail = error.detail === "" ? {} : { detail: `grpcurl: ${error.detail}` };
      switch (error.reason) {
        case "MethodNotFound":
          return { invalid: true, field: "method", message: error.message, ...detail };
        case "BadRequestField":
          return { invalid: true, field: "smoke", message: error.message, ...detail };
        case "NoSchema":
          return { invalid: true, field: "call", message: error.message, ...detail };
        case "Unreachable":
        case "CallFailed":
        case "ToolFailed":
          return { invalid: false, field: "call", message: error.message, ...detail };
      }
    }
  }
};
var locationOf = (at, field2) => field2 === "call" ? at.call : at[field2] ?? at.call;
var located = (at, field2) => {
  const location = locationOf(at, field2);
  return location === void 0 ? {} : { location };
};
var grpcPreflight = (check, context) => Effect_exports.gen(function* () {
  const grpcurl = context.tools.get("grpcurl");
  if (grpcurl === void 0) {
    return { ok: false, invalid: false, message: "no grpcurl was resolved for the preflight" };
  }
  const connection = resolveForGrpcurl(
    { ...check.connection, address: fillPort(check.connection.address, context.port) },
    check.dir ?? context.specDir
  );
  const result = yield* Effect_exports.either(
    preflight(grpcurl, {
      target: connection,
      call: check.method,
      data: withSecrets(check.smoke),
      ...hasEnvRef(check.smoke) ? { dataOnStdin: true } : {},
      ...check.expect === void 0 ? {} : { expect: check.expect }
    })
  );
  if (result._tag === "Left") {
    const { field: field2, ...problem } = problemOf(result.left);
    return { ok: false, ...problem, ...located(check.at, field2) };
  }
  const { method, responseBytes: bytes } = result.right;
  if (method.clientStreaming || method.serverStreaming) {
    return {
      ok: false,
      invalid: true,
      message: `${check.method} is a ${method.clientStreaming ? "client" : "server"}-streaming method; a scenario's call is one unary call`,
      ...located(check.at, "method")
    };
  }
  return { ok: true, figures: bytes === void 0 ? {} : { bytes_per_response: bytes } };
});

// targets/grpc/schema.cue
var schema_default4 = '#Target: {\n	// A gRPC server, loaded with ghz (one slice per target per round) after a preflight with\n	// grpcurl: before any load of the check, each scenario\'s method is described and called once\n	// on each grpc target (see #Call). Not counted: a scenario with `load: measure:\n	// "instructions"` and a grpc target is an error at that field.\n	grpc?: #GrpcTarget\n}\n\n// A gRPC server. Scenarios that measure one say what to call in `call`; ghz loads it, grpcurl\n// checks it first (preflight). Metrics: rps (OK calls per second), mean, p50…p99.9 (over OK\n// calls), error_rate (non-OK calls), status_rate:CODE (calls that ended with CODE), and\n// bytes_per_response (the encoded size of the preflight\'s smoke response, exact).\n#GrpcTarget: {\n	// host:port, no scheme: "127.0.0.1:{port}". "{port}" is replaced by a free loopback port\n	// allocated at run time (the same port `start` receives).\n	address!: =~"^[^\\\\s/]+:([0-9]+|\\\\{port\\\\})$"\n\n	// TLS. Absent: plaintext (HTTP/2 without TLS, "h2c").\n	tls?: {\n		// PEM file of the CA that signed the server\'s certificate, relative to the spec file\'s\n		// directory. Absent: the system\'s roots.\n		ca?: string\n\n		// The name to verify the certificate against (and to send as SNI), when it is not the\n		// address\'s host.\n		serverName?: string\n\n		// Do not verify the certificate at all (self-signed test servers).\n		insecure: bool | *false\n	}\n\n	// Where the tools learn the service\'s messages. Default: server reflection (the server must\n	// offer grpc.reflection.v1 or v1alpha). Instead, either:\n	// - protos: .proto files, relative to the spec file\'s directory; the first must define the\n	//   scenarios\' services (ghz reads only the first; grpcurl reads all). Their imports are\n	//   found in importPaths, the file\'s own directory and the spec\'s directory;\n	protos?: [string, ...string]\n	importPaths?: [...string]\n\n	// - protoset: a compiled FileDescriptorSet (`protoc --include_imports\n	//   --descriptor_set_out=F`), relative to the spec file\'s directory.\n	protoset?: string\n\n	// Metadata (gRPC request headers) sent with every call to this target, and with reflection\n	// requests, before the scenario\'s own. Keys: letters, digits, "-", "_", "."; not "grpc-…".\n	metadata: [string]: string\n\n	// The service this target serves a scenario\'s method under, when it is not the one named in\n	// `call.method`: the same method of another package, e.g. a second wire schema. With\n	// `service: "tasks.binary.v1.TaskService"`, `call: method: "tasks.strings.v1.TaskService/ListTasks"`\n	// calls tasks.binary.v1.TaskService/ListTasks on this target.\n	service?: =~"^[A-Za-z_][A-Za-z0-9_]*(\\\\.[A-Za-z_][A-Za-z0-9_]*)*$"\n}\n\n#Scenario: {\n	// What ghz calls on grpc targets, and grpcurl\'s preflight checks first. Required when the\n	// scenario measures a grpc target, and an error otherwise. A scenario may measure http and\n	// grpc targets together (an HTTP API against the gRPC service behind it): each gets its own.\n	call?: #Call\n}\n\n// One unary gRPC call. Before any load of a check, for every grpc target of the scenario (after\n// it is ready), grpcurl describes the method (reflection, or the target\'s protos or protoset)\n// and makes one smoke call with `smoke`; the response must contain `expect`. A method the\n// server lacks, a request field its message lacks, no schema, or an unexpected response fails\n// the check with exit 2 at this field\'s line, before any load; an unreachable server or a\n// failed smoke call (a non-OK status) with exit 3. The smoke response\'s encoded size is the\n// target\'s bytes_per_response.\n#Call: {\n	// The method, "package.Service/Method".\n	method!: =~"^[A-Za-z_][A-Za-z0-9_]*(\\\\.[A-Za-z_][A-Za-z0-9_]*)*/[A-Za-z_][A-Za-z0-9_]*$"\n\n	// The request ghz sends, as protobuf JSON: a struct (sent as JSON) or JSON text. ghz renders\n	// Go templates inside JSON strings per call ("task {{.RequestNumber}}", "{{newUUID}}");\n	// protobuf JSON accepts a number in a string for numeric fields. Default: {} (every field\n	// at its zero value).\n	data?: string | {...}\n\n	// The concrete request of the preflight\'s smoke call. Default: `data`; required when `data`\n	// holds templates ("{{"), which grpcurl would send literally.\n	smoke?: string | {...}\n\n	// Metadata for this scenario\'s calls (added to the target\'s, winning on equal keys).\n	metadata: [string]: string\n\n	// A JSON subset the smoke response must contain: objects match when every expected key is\n	// there and matches (extra keys are fine), lists element by element with the same length,\n	// other values exactly. Protobuf JSON writes 64-bit integers and bytes as strings, enums by\n	// name, and (grpcurl -emit-defaults) zero values too.\n	expect?: {...}\n\n	// How long one call may take before it counts as an error (DEADLINE_EXCEEDED); it is then\n	// in the latencies as at least this long, and a slice waits at most this long for the calls\n	// in flight at its end. Default "5s", at most 10m.\n	timeout?: #Duration\n}\n';

// targets/grpc/GrpcTarget.ts
var RawGrpc = Schema_exports.Struct({
  address: Schema_exports.String,
  tls: Schema_exports.optional(
    Schema_exports.Struct({
      ca: Schema_exports.optional(Schema_exports.String),
      serverName: Schema_exports.optional(Schema_exports.String),
      insecure: Schema_exports.Boolean
    })
  ),
  protos: Schema_exports.optional(Schema_exports.NonEmptyArray(Schema_exports.String)),
  importPaths: Schema_exports.optional(Schema_exports.Array(Schema_exports.String)),
  protoset: Schema_exports.optional(Schema_exports.String),
  metadata: StringMap,
  service: Schema_exports.optional(Schema_exports.String)
});
var decodeTls = (grpc, path, issues) => {
  if (grpc.tls?.ca === "") issues.add([...path, "tls", "ca"], "ca is empty");
  return grpc.tls === void 0 ? { mode: "plaintext" } : {
    mode: "tls",
    ...grpc.tls.ca === void 0 ? {} : { caFile: grpc.tls.ca },
    ...grpc.tls.serverName === void 0 ? {} : { serverName: grpc.tls.serverName },
    ...grpc.tls.insecure ? { insecure: true } : {}
  };
};
var decodeSchema = (grpc, path, issues) => {
  let schema = { kind: "reflection" };
  if (grpc.protos !== void 0 && grpc.protoset !== void 0) {
    issues.add(
      [...path, "protoset"],
      "set protos or protoset, not both (neither: server reflection)"
    );
  } else if (grpc.protos !== void 0) {
    grpc.protos.forEach((file, i) => {
      if (file === "") issues.add([...path, "protos", i], "the file name is empty");
    });
    schema = { kind: "protos", files: grpc.protos, importPaths: grpc.importPaths ?? [] };
  } else if (grpc.protoset !== void 0) {
    if (grpc.protoset === "") issues.add([...path, "protoset"], "protoset is empty");
    schema = { kind: "protoset", file: grpc.protoset };
  }
  if (grpc.importPaths !== void 0 && grpc.protos === void 0) {
    issues.add(
      [...path, "importPaths"],
      "importPaths are where the imports of `protos` are found; without protos nothing reads them"
    );
  }
  for (const [i, dir] of (grpc.importPaths ?? []).entries()) {
    if (dir === "" || dir.includes(",")) {
      issues.add([...path, "importPaths", i], "an import path cannot be empty or contain a comma");
    }
  }
  return schema;
};
var grpcKind = {
  name: "grpc",
  schema: schema_default4,
  raw: RawGrpc,
  decode(grpc, { name, path, start, issues }) {
    const port = /:([0-9]+)$/.exec(grpc.address)?.[1];
    if (port !== void 0 && (Number(port) < 1 || Number(port) > 65535)) {
      issues.add([...path, "address"], `port ${port} is not between 1 and 65535`);
    }
    const endpoint = { value: grpc.address, path: [...path, "address"] };
    checkPortNeedsStart(endpoint, start, issues);
    const tls = decodeTls(grpc, path, issues);
    const schema = decodeSchema(grpc, path, issues);
    checkMetadata(grpc.metadata, [...path, "metadata"], issues);
    const target = {
      kind: "grpc",
      name,
      address: grpc.address,
      tls,
      schema,
      metadata: grpc.metadata,
      ...grpc.service === void 0 ? {} : { service: grpc.service }
    };
    const decoded = decodeServerStart(endpoint, start, path.slice(0, -1), issues, "grpc");
    if (decoded === null) return void 0;
    if (decoded === void 0) return target;
    const healthService = start?.ready.grpc;
    return { ...target, start: decoded, ...healthService === void 0 ? {} : { healthService } };
  },
  startable: true,
  uncounted: SERVICE_UNCOUNTED,
  statuses: { names: GRPC_CODES, problem: grpcCodeProblem },
  secretPaths: [
    ["grpc", "metadata", "*"],
    ["start", "env", "*"]
  ],
  secrets: (target) => [
    { field: "grpc.metadata", value: target.metadata },
    ...startSecrets(target)
  ],
  serviceValues: () => [],
  workingDirectory: startDirectory,
  server: (target) => ({
    ...serverAt(target, target.address, "address"),
    ...target.start === void 0 || target.healthService === void 0 ? {} : { health: grpcHealthCheck(target, target.healthService) }
  }),
  scenarioPart: callPart,
  preflightChecks,
  preflight: grpcPreflight,
  tools: ["grpcurl"]
};

// targets/http/Request.ts
var RawRequest = Schema_exports.Struct({
  method: Schema_exports.String,
  path: Schema_exports.String,
  headers: StringMap,
  body: Schema_exports.optional(Schema_exports.Unknown),
  timeout: Schema_exports.optional(Schema_exports.String)
});
var decodeBody = (raw) => {
  const body = raw.body;
  if (body === void 0) return { method: raw.method, path: raw.path, headers: raw.headers };
  if (typeof body === "string") {
    return { method: raw.method, path: raw.path, headers: raw.headers, body };
  }
  const hasContentType = Object.keys(raw.headers).some((h) => h.toLowerCase() === "content-type");
  return {
    method: raw.method,
    path: raw.path,
    headers: hasContentType ? raw.headers : { ...raw.headers, "content-type": "application/json" },
    body: JSON.stringify(body)
  };
};
var requestPart = {
  field: "request",
  needed: "it is what oha sends to",
  only: "is only sent to",
  raw: RawRequest,
  decode: (raw, path, issues) => {
    checkHeaders(raw.headers, [...path, "headers"], issues);
    const request = decodeBody(raw);
    if (raw.timeout === void 0) return request;
    const timeoutMs = decodeTimeout(raw.timeout, [...path, "timeout"], issues);
    if (timeoutMs === void 0) return void 0;
    return { ...request, timeoutMs };
  },
  secretPaths: [
    ["headers", "*"],
    ["body", "**"]
  ],
  secrets: (request) => [
    { field: "headers", value: request.headers },
    ...request.body === void 0 ? [] : [{ field: "body", value: request.body }]
  ]
};

// targets/http/schema.cue
var schema_default5 = `#Target: {
	// An HTTP service, loaded with oha unless \`runner\` names another: one slice per target per
	// round. Not counted: a scenario with \`load: measure: "instructions"\` and an http target is
	// an error at that field (a service's instructions per request are not counted yet).
	http?: #HttpTarget
}

#HttpTarget: {
	// Base URL requests go to; a scenario's path is appended. "{port}" is replaced by a free
	// loopback port allocated at run time (the same port \`start\` receives).
	url!: =~"^https?://[^/]+"

	// Headers sent with every request to this target, before the scenario's own. Names are
	// HTTP tokens; values cannot hold control characters but tab (no CR or LF).
	headers: [string]: string
}

#Scenario: {
	// What oha sends to http targets. Required when the scenario measures an http target, and
	// an error otherwise (it would be ignored).
	request?: #Request
}

#Request: {
	method: *"GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS"

	// Appended to the target's URL; starts with "/".
	path!: =~"^/"

	// Headers for this scenario's requests (added to the target's); as a target's headers.
	headers: [string]: string

	// The request body, sent as is. A struct or list is sent as JSON (and Content-Type
	// defaults to application/json).
	body?: string | {...} | [...]

	// How long one request may take before it counts as an error; it is then in the latencies
	// as at least this long, and a slice waits at most this long for the requests in flight at
	// its end. Default "5s", at most 10m.
	timeout?: #Duration
}
`;

// targets/http/HttpTarget.ts
var RawHttp = Schema_exports.Struct({ url: Schema_exports.String, headers: StringMap });
var httpKind = {
  name: "http",
  schema: schema_default5,
  raw: RawHttp,
  decode(http, { name, path, start, issues }) {
    checkUrl(http.url, [...path, "url"], issues);
    checkHeaders(http.headers, [...path, "headers"], issues);
    const endpoint = { value: http.url, path: [...path, "url"] };
    checkPortNeedsStart(endpoint, start, issues);
    const target = { kind: "http", name, url: http.url, headers: http.headers };
    const decoded = decodeServerStart(endpoint, start, path.slice(0, -1), issues, "http");
    if (decoded === null) return void 0;
    return decoded === void 0 ? target : { ...target, start: decoded };
  },
  startable: true,
  uncounted: SERVICE_UNCOUNTED,
  secretPaths: [
    ["http", "url"],
    ["http", "headers", "*"],
    ["start", "env", "*"]
  ],
  secrets: (target) => [
    { field: "http.url", value: target.url },
    { field: "http.headers", value: target.headers },
    ...startSecrets(target)
  ],
  serviceValues: () => [],
  workingDirectory: startDirectory,
  server: (target) => serverAt(target, target.url, "url"),
  scenarioPart: requestPart,
  tools: []
};

// targets/results/schema.cue
var schema_default6 = '#Target: {\n	// Numbers a benchmark benchgate does not run wrote (hyperfine, go test -bench, pytest-\n	// benchmark, criterion, Bencher Metric Format, Google Benchmark, vitest bench, JMH): round r\n	// is the r-th sample of the file(s).\n	results?: #ResultsTarget\n}\n\n#ResultsTarget: {\n	// What wrote the files, and so how they are read and which metrics they give: one of the\n	// formats of runners/results/Formats.ts (#ResultsFormat):\n	// - "hyperfine": `hyperfine --export-json F`; a benchmark is a command (its -n name); each\n	//   run a sample: wall, and peak_rss when hyperfine recorded memory;\n	// - "gobench": the text of `go test -bench … -benchmem -count N`; each row a sample:\n	//   time_per_op, ops_per_s, bytes_per_op, allocs_per_op;\n	// - "pytest-benchmark": `pytest --benchmark-json F`; each round a sample: time_per_op,\n	//   ops_per_s; a benchmark is its name or fullname;\n	// - "criterion": `target/criterion/<id>/new/sample.json`; each sample: time_per_op,\n	//   ops_per_s; one benchmark per file (name it with benchmark.json\'s full_id, or leave\n	//   benchmark out);\n	// - "bmf": Bencher Metric Format JSON, one file per run (a glob over them gives the\n	//   samples): latency → time_per_op, throughput → ops_per_s;\n	// - "google-benchmark": `--benchmark_out=F --benchmark_out_format=json` with\n	//   `--benchmark_repetitions=N`; each repetition a sample (the _mean, _median, … aggregate\n	//   rows are skipped): time_per_op from real_time, ops_per_s; a benchmark is its run_name\n	//   ("BM_Sort/64");\n	// - "vitest-bench": `vitest bench --run --outputJson F`, one file per run (a glob over them\n	//   gives the samples: vitest writes no per-iteration times there): each run\'s mean →\n	//   time_per_op, hz → ops_per_s; a benchmark is "<group> > <name>", or its name alone when\n	//   no other group has it;\n	// - "jmh": JMH\'s `-rf json -rff F`; each measurement iteration of each fork a sample: ops/<t>\n	//   → ops_per_s, <t>/op → time_per_op (each with the other as its inverse); sample mode is\n	//   refused; a benchmark is "bench.SortBench.sort(size=100)" or "SortBench.sort(size=100)";\n	// - "pyperf": pyperf\'s JSON (`python -m pyperf timeit -o F`, `--append F`, a pyperf.Runner\n	//   script\'s `-o F`); each value of each worker run a sample (warmups and the calibration\n	//   run are not): seconds per loop → time_per_op, ops_per_s; a benchmark is its name\n	//   ("timeit" unless --name sets it); a unit other than seconds (--track-memory) is refused.\n	format!: #ResultsFormat\n\n	// The file, or a glob of files read in name order ("runs/*.json"), relative to the spec\n	// file\'s directory.\n	file!: string & !=""\n\n	// The benchmark\'s name in the files. Absent: the files must hold exactly one.\n	benchmark?: string\n\n	// Run once per check, before the files are read, in the spec file\'s directory, without a\n	// shell: e.g. ["hyperfine", "--export-json", "out.json", "-n", "a", "sort a"]. A non-zero\n	// exit fails the run (exit 3). Absent: the files must exist already.\n	command?: [string, ...string]\n\n	// The samples were measured before the check, in the order the tool ran them (hyperfine\n	// runs one command\'s runs, then the next\'s). Round r pairs the r-th samples of the\n	// scenario\'s targets: an overhead interval over them is valid, but drift between the runs\n	// is not cancelled as in benchgate\'s own interleaved rounds. `load.rounds` says how many\n	// samples are judged (at most as many as the files hold); `budget` cannot add any.\n}\n\n// The name of a format a results target reads. benchgate adds the names it reads when it loads\n// a spec (compiler/Source.ts: `#ResultsFormat: "hyperfine" | "gobench" | …`, from\n// runners/results/Formats.ts), so any other is an error at its line listing them.\n#ResultsFormat: string\n';

// targets/results/ResultsTarget.ts
var RawResults = Schema_exports.Struct({
  format: Schema_exports.String,
  file: Schema_exports.String,
  benchmark: Schema_exports.optional(Schema_exports.String),
  command: Schema_exports.optional(Schema_exports.NonEmptyArray(Schema_exports.String))
});
var resultsKind = {
  name: "results",
  schema: schema_default6,
  raw: RawResults,
  decode({ format, file, benchmark, command }, { name, path, runner, issues }) {
    if (file === "") issues.add([...path, "file"], "file is empty");
    if (command?.[0] === "") issues.add([...path, "command", 0], "the program name is empty");
    if (runner !== void 0) {
      issues.add(
        [...path.slice(0, -1), "runner"],
        `a results target is read by its format's runner (${format}); leave runner out`
      );
    }
    return {
      kind: "results",
      name,
      // The format is the runner: one runner per format (runners/results/).
      runner: format,
      format,
      file,
      ...benchmark === void 0 ? {} : { benchmark },
      ...command === void 0 ? {} : { command }
    };
  },
  startable: false,
  uncounted: "its samples were recorded by another tool before the check: nothing runs that could be counted",
  runnerField: "format",
  secretPaths: [],
  secrets: () => [],
  serviceValues: () => [],
  recorded: true,
  tools: []
};

// targets/Registry.ts
var KINDS2 = [
  httpKind,
  grpcKind,
  bunKind,
  commandKind,
  goKind,
  resultsKind
];

// targets/Metrics.ts
var STATUS_KINDS = KINDS2.flatMap((kind2) => kind2.statuses === void 0 ? [] : [kind2.statuses]);
var STATUS_RATE_METRICS = [
  ...new Set(STATUS_KINDS.flatMap((statuses) => statuses.names))
].map(statusRateMetric);
var METRIC_NAMES = [
  ...BASE_METRIC_NAMES,
  ...STATUS_RATE_METRICS
];
var KNOWN = new Set(METRIC_NAMES);
var isMetricName = (name) => KNOWN.has(name);

// report/json/Vocabulary.ts
var Status = schemaOf()(
  Schema_exports.Literal("pass", "fail", "inconclusive", "skipped").annotations({ [TypeName]: "status" })
);
var MetricName = Schema_exports.String.pipe(
  Schema_exports.filter((name) => isMetricName(name))
).annotations({ identifier: "a metric name", [TypeName]: "metric" });
var Comparator = Schema_exports.Literal("<", "<=", ">", ">=");
var Better = Schema_exports.Literal("lower", "higher");
var JsonUnit = Schema_exports.Union(
  schemaOf()(Schema_exports.Literal("req/s", "op/s", "ms", "fraction", "bytes", "count")),
  Schema_exports.Literal("ratio")
).annotations({ [TypeName]: "unit" });
var Quantity = Schema_exports.Struct({
  value: JsonNumber,
  unit: JsonUnit
}).annotations({ [TypeName]: "quantity" });
var Quantities = Schema_exports.partialWith(Schema_exports.Record({ key: MetricName, value: Quantity }), {
  exact: true
});
var MetricValues = Schema_exports.partialWith(
  Schema_exports.Record({ key: MetricName, value: Schema_exports.Number }),
  { exact: true }
);
var Adaptive = schemaOf()(
  Schema_exports.Struct({
    level: field(
      Schema_exports.Number,
      "the confidence of the last look's intervals (the error rate is split across looks)"
    ),
    looks: field(Schema_exports.Number, "how many looks were taken"),
    stopped: field(Schema_exports.String, "why measuring stopped")
  })
);
var Disturbance = schemaOf()(
  Schema_exports.Struct({
    limit: field(Schema_exports.Number, "the busy limit applied, a share of the machine's CPU (0..1)"),
    rounds: field(Schema_exports.Number, "rounds measured"),
    disturbed: field(Schema_exports.Number, "rounds with a slice past the limit"),
    median: field(Schema_exports.Number, "the median `other_cpu` of the slices (0..1)"),
    highest: field(Schema_exports.Number, "the highest `other_cpu` of the slices (0..1)"),
    judged: field(
      Schema_exports.Literal("clean", "all"),
      '`"clean"` when the verdicts were made on the undisturbed rounds, `"all"` when too few remained: every statistical interval is then widened by a busy allowance (its reason\'s `busy` note says by how much)'
    )
  })
);
var Warming = schemaOf()(
  Schema_exports.Struct({
    target: field(Schema_exports.String, "the target"),
    firstRound: field(
      Schema_exports.Number,
      "its first round's CPU per request over the median of its later rounds"
    )
  })
);

// report/json/MeasuredRounds.ts
var Round = Schema_exports.Struct({
  round: field(Schema_exports.Int, "the round, 0-based"),
  slot: field(Schema_exports.Int, "the slice's position within its round (0 ran first)"),
  fork: absentUnless(
    Schema_exports.Int,
    "with `load.forks`: which launch of the scenario's targets measured it, 0-based"
  ),
  target: field(Schema_exports.String, "the target measured"),
  values: field(MetricValues, "each metric the slice produced, in canonical units")
});
var MeasuredRounds = schemaOf()(
  Schema_exports.Struct({
    spec: field(Schema_exports.String, "the spec's name"),
    scenario: field(Schema_exports.String, "the scenario's name"),
    baseline: absentUnless(Schema_exports.String, "the scenario's baseline target"),
    targets: field(Schema_exports.Array(Schema_exports.String), "the scenario's targets"),
    rounds: field(Schema_exports.Array(Round), "every slice measured, one entry each"),
    adaptive: absentUnless(Adaptive, "when rounds were added adaptively: as in `scenarios[]`"),
    roundMs: absentUnless(Schema_exports.Number, "the wall time of one round, ms"),
    recorded: absentUnless(
      Schema_exports.Array(Schema_exports.String),
      "targets whose rounds another tool recorded (results targets)"
    ),
    launched: absentUnless(
      Schema_exports.Array(Schema_exports.String),
      "targets whose processes lived across the scenario's rounds (the http and grpc targets benchgate started, in one launch): a statistical failure involving one is confirmed on fresh processes before it fails"
    ),
    confirmation: absentUnless(
      Schema_exports.Struct({
        fromRound: field(
          Schema_exports.Int,
          "the first round measured on the fresh processes (their `fork` is 1)"
        ),
        level: absentUnless(
          Schema_exports.Number,
          "the confidence of the fresh launch's last look: its own looks split its error rate"
        )
      }),
      "set when the `launched` targets were started again to confirm a failure"
    ),
    copies: absentUnless(
      Schema_exports.Record({
        key: Schema_exports.String,
        value: Schema_exports.Struct({
          of: field(Schema_exports.String, "the target it is a copy of"),
          kind: field(
            Schema_exports.Literal("base", "twin"),
            "`base` (the base commit's, `--base`) or `twin` (calibrate's)"
          )
        })
      }),
      'targets that are copies, by name: `{ "svc@base": { "of": "svc", "kind": "base" } }`'
    )
  })
);

// report/json/Profiles.ts
var CHANGE = "head's cost minus base's, relative to the base's whole CPU per request (0.05 = 5% of it)";
var change = {
  change: field(JsonNumber, CHANGE),
  low: field(LowerEnd, "the interval's lower end across rounds; `null` when unbounded"),
  high: field(UpperEnd, "the interval's upper end; `null` when unbounded")
};
var FunctionChange = Schema_exports.Struct({
  name: field(Schema_exports.String, "the function"),
  ...change,
  baseShare: field(JsonNumber, "its share of the base's samples, 0..1"),
  headShare: field(JsonNumber, "its share of the head's samples, 0..1")
});
var ProfileRow = Schema_exports.Struct({
  ...FunctionChange.fields,
  self: field(
    Schema_exports.Struct({
      ...change,
      baseShare: field(JsonNumber, "its self time's share of the base's samples, 0..1"),
      headShare: field(JsonNumber, "its self time's share of the head's samples, 0..1")
    }),
    "the change of its self time: samples where it is the innermost program function, the runtime, libc and kernel work it called counted with it"
  )
});
var Differential = Schema_exports.Struct({
  rounds: field(Schema_exports.Number, "paired profiled rounds"),
  level: field(Schema_exports.Number, "the intervals' confidence"),
  baseSamples: field(Schema_exports.Number, "samples of the base side"),
  headSamples: field(Schema_exports.Number, "samples of the head side"),
  total: field(Schema_exports.Struct(change), "the change of the whole CPU per request"),
  functions: field(Schema_exports.Number, "functions sampled on either side"),
  moved: field(Schema_exports.Number, "how many of them have a self-time interval clear of zero"),
  self: field(
    Schema_exports.Array(FunctionChange),
    "the top 10 functions by self time, ranked by the size of their change"
  ),
  inclusive: field(
    Schema_exports.Array(FunctionChange),
    "the top 10 functions by total time, ranked alike"
  ),
  ranked: absentUnless(
    Schema_exports.Array(ProfileRow),
    "the rows the reports show, top 10: the program's functions by the change of the work under them (a row's shares are of the samples with it anywhere on the stack), each caller one callee carries left out, a function the head added with a quarter of the whole change or more first (ADR 27); absent in reports written before them"
  ),
  programFunctions: absentUnless(
    Schema_exports.Number,
    "the program's functions seen on either side; absent in reports written before `ranked`"
  ),
  programMoved: absentUnless(
    Schema_exports.Number,
    "how many `ranked` rows, over all of them and not only the top 10, have an interval clear of zero"
  )
});
var MeasuredChange = Schema_exports.Struct({
  metric: field(Schema_exports.Literal("cpu_per_request"), "the metric the check measured"),
  change: field(JsonNumber, "head ÷ base − 1 over the check's rounds"),
  low: absentUnless(
    JsonNumber,
    "the lower end of the interval of a verdict on it, when the pair has one"
  ),
  high: absentUnless(JsonNumber, "its upper end"),
  rounds: field(Schema_exports.Number, "the rounds behind it"),
  agrees: field(
    Schema_exports.Boolean,
    "whether it and the differential's `total` overlap; when not, the reports say both numbers and why they can differ"
  )
});
var FlameNode = Schema_exports.Struct({
  name: Schema_exports.String,
  base: JsonNumber,
  head: JsonNumber,
  children: Schema_exports.Array(Schema_exports.suspend(() => FlameNode))
});
var Profile = schemaOf()(
  Schema_exports.Struct({
    spec: field(Schema_exports.String, "the spec of the scenario profiled"),
    scenario: field(Schema_exports.String, "the scenario profiled"),
    base: field(
      Schema_exports.String,
      "the side it is compared with: the base copy (`svc@base`) or the scenario's baseline"
    ),
    head: field(Schema_exports.String, "the side examined"),
    why: field(
      Schema_exports.String,
      "the thresholds that asked for it with their status (`svc p50 regression <= 5% fail`), or `--profile`"
    ),
    profilers: absentUnless(
      Schema_exports.Array(Schema_exports.String),
      "each side's profiler: `svc: bun/node --cpu-prof`, `svc@base: perf record (cpu-clock)`"
    ),
    differential: absentUnless(
      Differential,
      "the functions that moved most; absent when `skipped` says why"
    ),
    measured: absentUnless(
      MeasuredChange,
      "what the check measured for the same pair in its rounds; absent when it did not measure the pair's CPU per request (a command, a benchmark)"
    ),
    flame: absentUnless(
      Schema_exports.suspend(() => FlameNode).annotations({
        [TypeName]: "object",
        [DescribedElsewhere]: "profile/FlameTree.ts"
      }),
      "the merged call tree the HTML flame graph draws: `name`, `base`, `head` (cost relative to the base's whole cost), `children`; frames under 0.5% on both sides left out"
    ),
    files: field(
      Schema_exports.Array(Schema_exports.String),
      "the profiles written: per side `NAME.folded` (folded stacks: speedscope, inferno, flamegraph.pl), `NAME.pb.gz` (pprof) and, for bun and node, the raw `NAME.N.cpuprofile`"
    ),
    skipped: absentUnless(
      Schema_exports.String,
      "why there is no differential (a target benchgate does not start, no profiler, the budget spent)"
    ),
    counted: absentUnless(
      Schema_exports.Literal("run", "operation"),
      "set when the profile is callgrind's instruction counts of a counted scenario's own rounds (ADR 31), not a profiler's samples: what one count covers, a `run` of a command or an `operation` of a benchmark"
    ),
    elapsedMs: field(Schema_exports.Number, "wall time the profile took, ms")
  }).annotations({
    [Section]: true,
    description: "One entry per pair profiled after the measured rounds (docs/profiles.md): a target against its base copy when a regression or overhead regression verdict against it failed, or against the scenario's baseline for an overhead verdict (with `--profile-inconclusive`, also when one stayed inconclusive); every pair with `--profile`."
  })
);

// report/json/ReasonData.ts
var optional = (schema) => Schema_exports.optionalWith(schema, { exact: true });
var Scale = Schema_exports.Union(
  Schema_exports.Struct({ kind: Schema_exports.Literal("metric"), metric: MetricName }),
  Schema_exports.Struct({ kind: Schema_exports.Literal("plain") }),
  Schema_exports.Struct({ kind: Schema_exports.Literal("ratio") }),
  Schema_exports.Struct({ kind: Schema_exports.Literal("relative") }),
  Schema_exports.Struct({ kind: Schema_exports.Literal("difference"), metric: MetricName }),
  Schema_exports.Struct({ kind: Schema_exports.Literal("change") })
);
var Bounds = Schema_exports.Struct({
  estimate: JsonNumber,
  lower: JsonNumber,
  upper: JsonNumber,
  level: optional(JsonNumber),
  n: optional(Schema_exports.Number),
  attainable: optional(Schema_exports.Boolean),
  achievedLevel: optional(JsonNumber)
});
var RegressionLimit = Schema_exports.Struct({ better: Better, tolerance: Schema_exports.Number });
var Limit = Schema_exports.Struct({ comparator: Comparator, value: Schema_exports.Number });
var BusyNote = Schema_exports.Struct({
  ...Disturbance.fields,
  allowance: optional(
    Schema_exports.Struct({
      comparison: Schema_exports.Literal("copies", "paths", "level"),
      share: Schema_exports.Number,
      kind: Schema_exports.Literal("shift", "scale"),
      by: Schema_exports.Number
    })
  ),
  judgedBounds: optional(Schema_exports.Struct({ lower: JsonNumber, upper: JsonNumber })),
  heldOpen: optional(Schema_exports.Literal(true))
});
var notes = {
  against: optional(Schema_exports.String),
  undecided: optional(
    Schema_exports.Struct({
      resolved: JsonNumber,
      rounds: optional(Schema_exports.Number),
      ms: optional(JsonNumber),
      recorded: optional(Schema_exports.Literal(true)),
      busy: optional(Schema_exports.Literal(true)),
      launches: optional(Schema_exports.Literal(true)),
      storedRounds: optional(Schema_exports.Struct({ base: Schema_exports.Number, attainableAt: UpperEnd })),
      baseBound: optional(
        Schema_exports.Struct({ base: Schema_exports.Number, lower: JsonNumber, upper: JsonNumber })
      )
    })
  ),
  otherEnvironment: optional(Schema_exports.String),
  busy: optional(BusyNote),
  confirmation: optional(
    Schema_exports.Struct({
      status: Schema_exports.Literal("pass", "fail", "inconclusive"),
      bounds: optional(Bounds),
      rounds: optional(Schema_exports.Number)
    })
  ),
  launches: optional(
    Schema_exports.Struct({
      runs: Schema_exports.Number,
      spread: JsonNumber,
      scale: Schema_exports.Literal("log", "unit"),
      judgedBounds: Schema_exports.Struct({ lower: JsonNumber, upper: JsonNumber })
    })
  ),
  overheads: optional(
    Schema_exports.Struct({
      head: JsonNumber,
      base: JsonNumber,
      form: Schema_exports.Literal("ratio", "additive"),
      metric: MetricName
    })
  )
};
var IntervalReason = Schema_exports.Struct({
  kind: Schema_exports.Literal("interval"),
  outcome: Schema_exports.Literal(
    "no-estimate",
    "unattainable",
    "pass",
    "fail",
    "straddles",
    "small-effect"
  ),
  label: Schema_exports.String,
  scale: Scale,
  bounds: Bounds,
  limit: Limit,
  regression: optional(RegressionLimit),
  minEffect: Schema_exports.Number,
  excess: optional(JsonNumber),
  wouldBe: optional(Schema_exports.Literal("fail", "straddles")),
  ...notes
});
var DeterministicStatus = Schema_exports.Literal("pass", "fail", "inconclusive");
var DeterministicReason = Schema_exports.Struct({
  kind: Schema_exports.Literal("deterministic"),
  status: DeterministicStatus,
  label: Schema_exports.String,
  scale: Scale,
  value: JsonNumber,
  limit: Limit,
  disagreeing: Schema_exports.Array(JsonNumber),
  others: Schema_exports.Array(JsonNumber),
  ...notes
});
var DeterministicRegressionReason = Schema_exports.Struct({
  kind: Schema_exports.Literal("deterministic-regression"),
  status: DeterministicStatus,
  label: Schema_exports.String,
  scale: Scale,
  value: JsonNumber,
  base: JsonNumber,
  missing: optional(Schema_exports.Literal("here", "on the base")),
  regression: RegressionLimit,
  disagreeing: Schema_exports.Array(JsonNumber),
  others: Schema_exports.Array(JsonNumber),
  baseDisagreeing: Schema_exports.Array(JsonNumber),
  ...notes
});
var ReasonData = schemaOf()(
  Schema_exports.Union(
    IntervalReason,
    DeterministicReason,
    DeterministicRegressionReason,
    Schema_exports.Struct({
      kind: Schema_exports.Literal("not-measured"),
      metric: MetricName,
      what: Schema_exports.String
    }),
    Schema_exports.Struct({ kind: Schema_exports.Literal("no-baseline"), why: Schema_exports.String }),
    Schema_exports.Struct({
      kind: Schema_exports.Literal("default-error-rate"),
      target: Schema_exports.String,
      mean: JsonNumber,
      limit: Schema_exports.Number,
      rounds: Schema_exports.Number
    }),
    Schema_exports.Struct({ kind: Schema_exports.Literal("text"), text: Schema_exports.String })
  ).annotations({ [TypeName]: "object", [DescribedElsewhere]: "gate/Reason.ts" })
);

// report/json/JsonReport.ts
var JSON_REPORT_VERSION = 1;
var Environment = schemaOf()(
  Schema_exports.Struct({
    fingerprint: field(
      Schema_exports.String,
      "identifies the machine kind and tool versions; regression comparisons are only made between runs with the same fingerprint"
    ),
    cpuModel: field(Schema_exports.String, "CPU model as the OS reports it"),
    cores: field(Schema_exports.Int, "logical cores available"),
    os: field(Schema_exports.String, "operating system and architecture"),
    tools: field(
      Schema_exports.Record({ key: Schema_exports.String, value: Schema_exports.String }),
      'tool name → version found for this run (`{"oha": "1.16.0", "go": "1.26.8"}`), whether or not its specs used it'
    )
  })
);
var Run = Schema_exports.Struct({
  id: orNull(
    Schema_exports.Int,
    "the run's id in the SQLite store (`--db`); `null` when the run was not stored"
  ),
  startedAt: field(
    Schema_exports.String,
    "when the run started, ISO 8601 UTC (`2025-01-02T03:04:05.000Z`)"
  ),
  commit: field(Schema_exports.String, "the commit measured (full SHA)"),
  branch: field(Schema_exports.String, "the branch measured"),
  loadMs: orNull(
    Schema_exports.Number,
    "milliseconds spent inside the runners (oha, ghz, bun, commands, go test binaries), warm-ups included; the rest of the wall time is benchgate's own (go builds and the gRPC preflight included); `null` when unknown"
  ),
  environment: field(Environment, "the machine and the tools found")
}).annotations({ [Section]: true, description: "Identity and environment of this run." });
var HistoryPoint = Schema_exports.Struct({
  runId: orNull(Schema_exports.Int, "the stored run's id; `null` for this run's own point"),
  commit: field(Schema_exports.String, "its full commit"),
  startedAt: field(Schema_exports.String, "its start time, ISO 8601"),
  ratio: field(Quantity, "target ÷ baseline in that run (`ratio`)")
});
var LevelShift = Schema_exports.Struct({
  index: field(Schema_exports.Int, "index in `points` of the first run of the new level"),
  commit: field(Schema_exports.String, "that run's commit"),
  before: field(Quantity, "the median ratio of the level it leaves (`ratio`)"),
  after: field(Quantity, "the median ratio of the level it starts (`ratio`)"),
  pValue: field(Schema_exports.Number, "the permutation test's p-value")
});
var History = Schema_exports.Struct({
  metric: field(
    MetricName,
    "the metric followed: the one this target's thresholds gate most tellingly (an overhead limit, then an overhead regression, a regression, an absolute limit; ADR 28); without one, the first of `p50`, `time_per_op`, `wall` this run has an overhead for. The points are its ratios whatever form its limit is written in"
  ),
  branch: field(Schema_exports.String, "the branch the stored points come from (`--base-branch`)"),
  points: field(
    Schema_exports.Array(HistoryPoint),
    'oldest first. The last point is this run\'s own, with `"runId": null` (unless this run measured no overhead in `metric`). A single point means there is no stored history yet; the PR comment draws a chart from two'
  ),
  shifts: since(
    Schema_exports.Array(LevelShift),
    () => [],
    "the level shifts among `points`, oldest first: from `points[index]` (run `commit`) on, the ratio sits at a new level. Found by E-divisive means (a permutation test at alpha 0.01, at least 4 runs on each side), so a shift is named once, at the run where it started. The PR comment stars that run on its chart"
  )
}).annotations({
  [Section]: true,
  description: "Where the PR comment's chart comes from. `bench check` reads it from its store (`--db`) before saving the run: the newest 20 runs of `--base-branch` that measured this target and the baseline in the same rounds of this scenario (other branches, and runs without the baseline, are left out), whatever their environment — an overhead is a ratio within one run. Each run's ratio is computed from its stored rounds exactly as `overhead` is for this run: the per-round ratios target ÷ baseline, paired by round, summarised by their geometric mean (the order-balanced one when both orders ran). So the last point equals `overhead[metric]`."
});
var Target = Schema_exports.Struct({
  target: field(Schema_exports.String, "the target's name in the spec"),
  rounds: field(Schema_exports.Int, "measured rounds the estimates are computed from (warm-ups excluded)"),
  estimates: field(Quantities, "the estimate of each metric over the rounds, in the metric's unit"),
  overhead: field(
    Quantities,
    "target ÷ baseline per metric (`ratio`), from per-round paired ratios. Empty for the baseline itself and when the scenario has no baseline"
  ),
  change: field(
    Quantities,
    "relative change against the base per metric (`fraction`): `+0.05` means the value is 5% **higher** than on the base — whether that is better depends on the metric (`rps` higher is better, latencies lower). Empty when there is no comparable base run"
  ),
  history: orNull(
    History,
    "the overhead history of this target over the scenario's baseline: stored runs of the base branch, then this run ([below](#scenariostargetshistory)). `null` for the baseline itself, without a baseline, and when no metric applies"
  )
}).annotations({ [Section]: true });
var Limit2 = Schema_exports.Struct({
  comparator: field(
    Comparator,
    "how the measured value must compare with `value`; for regressions and overhead regressions always `<=`"
  ),
  value: field(
    Schema_exports.Number,
    "absolute: the limit in the metric's unit; overhead: the ratio, or for a limit written as a difference (`<= +5ms`) the difference in the metric's unit; regression: the largest tolerated _worsening_ as a fraction — `0.05` on `rps` fails when rps drops more than 5%, on `p99` when p99 rises more than 5%; overhead-regression: the largest tolerated growth of the overhead, a fraction of its ratio, or for one written as a difference (`<= +0.5ms`) in the metric's unit"
  ),
  unit: field(JsonUnit, "the unit of `value`"),
  form: absentUnless(
    Schema_exports.Literal("relative", "additive"),
    "overhead and overhead-regression limits only: `relative` for an overhead written as a change (`+10%`, `value` then the ratio 1.1), `additive` for one written as a difference (`+5ms`); absent for a limit on the ratio"
  )
});
var Verdict = Schema_exports.Struct({
  kind: field(
    Schema_exports.Literal("absolute", "overhead", "regression", "overhead-regression"),
    "absolute: the metric against a fixed limit; overhead: target ÷ baseline in the same run against a ratio; regression: change against the base against a tolerance; overhead-regression: the growth of target ÷ baseline against the same overhead at the base, against a tolerance"
  ),
  target: field(
    Schema_exports.String,
    "the target the threshold applies to (a threshold written without a target appears once per target)"
  ),
  metric: field(MetricName, "the metric (`p50`, `rps`, …)"),
  better: field(Better, "the metric's direction"),
  threshold: field(
    Schema_exports.String,
    "the threshold as written in the spec, e.g. `layered p50 <= 2.5x`"
  ),
  limit: field(Limit2, "the limit the estimate is compared with"),
  status: field(Status, "the verdict"),
  measured: orNull(
    Quantity,
    "the estimate compared with the limit. absolute: the metric's value (metric unit); overhead: target ÷ baseline (`ratio`), or target − baseline in the metric's unit when `limit.form` is `additive`; regression: the signed relative change, as in `change` (`fraction`); overhead-regression: the overhead's relative growth over the base's (`fraction`), or the growth of the difference in the metric's unit when `limit.form` is `additive`. `null` when nothing was measured (usually `skipped`)"
  ),
  reason: field(
    Schema_exports.String,
    "one sentence for a reviewer: the estimate, its interval and the limit, or why the threshold was skipped"
  ),
  reasonData: orNull(
    ReasonData,
    "the same reason as data (gate/Reason.ts: `kind` — `interval`, `deterministic`, `deterministic-regression`, `not-measured`, `no-baseline`, `default-error-rate`, `text` — and its numbers, `null` where not finite; with notes where they apply: `busy` (the disturbance, its allowance and the widened interval; `heldOpen` when every value within the interval, known exactly and widened, would straddle the limit: no rounds on a machine this busy decide it), `confirmation` (what fresh launches measured), `launches` (against a stored run, and an overhead with stored runs at hand: the base branch's runs the interval was widened to span, the spread of one run's estimate, the interval decided on), `overheads` (an overhead regression's head and base overheads)); the wording of `reason` may change, this does not without a note"
  ),
  location: orNull(
    Schema_exports.Struct({
      file: field(Schema_exports.String, "the spec file, as given on the command line"),
      line: field(Schema_exports.Int, "the threshold's line, 1-based")
    }),
    "where the threshold is written in its spec file, for editor links and CI annotations; `null` when it could not be located"
  ),
  interval: orNull(
    Schema_exports.Struct({
      lower: field(JsonNumber, "its lower end, in `measured`'s unit"),
      upper: field(JsonNumber, "its upper end"),
      level: field(
        Schema_exports.Number,
        "its confidence (0.95 = 95%; per look when rounds were added adaptively)"
      ),
      method: field(
        Schema_exports.String,
        "how it was computed: `t-mean`, `crossover-t`, `hodges-lehmann`, `welch`, `sign-median`"
      )
    }),
    "the confidence interval around `measured`; `null` for exact (deterministic) and skipped verdicts"
  ),
  rounds: orNull(Schema_exports.Int, "rounds behind the estimate; `null` when nothing was measured"),
  accepted: absentUnless(
    Schema_exports.Struct({
      by: field(Schema_exports.String, "the reviewer's login"),
      level: orNull(
        Schema_exports.Number,
        "the accepted level in `measured`'s unit; `null` when nothing was measured"
      ),
      from: orNull(
        Schema_exports.Struct({
          runId: field(Schema_exports.Int, "the stored run"),
          commit: field(Schema_exports.String, "its commit")
        }),
        "the stored base-branch run the acceptance was carried from; `null` when it was given to this check"
      )
    }),
    "a failure a reviewer accepted (`bench check --accept`, ADR 24); the status is then `pass`"
  )
}).annotations({ [Section]: true });
var Scenario = Schema_exports.Struct({
  spec: field(Schema_exports.String, "the spec's name (its file's base name without `.cue`)"),
  specFile: field(Schema_exports.String, "the spec file as given on the command line"),
  scenario: field(Schema_exports.String, "the scenario's name in the spec"),
  baseline: orNull(
    Schema_exports.String,
    "the scenario's baseline target; `null` when it has none (then no target has `overhead`)"
  ),
  adaptive: orNull(
    Adaptive,
    "set when the verdicts were looked at before the last round the scenario could measure: a first look (`load.firstLook`) or rounds added while verdicts were inconclusive (`load.budget`); `null` when the planned rounds were all, in one look"
  ),
  disturbance: orNull(
    Disturbance,
    "set when in some rounds other processes or the hypervisor (steal) took more of the machine's CPU than `--busy-limit` (gate/Disturbance.ts); `null` on a quiet machine"
  ),
  warming: orNull(
    Schema_exports.Array(Warming),
    "started targets whose first round cost at least 1.5 times the CPU per request of their later rounds: still warming up when the rounds began (gate/Warming.ts); `null` when none was"
  ),
  status: orNull(Status, "the worst verdict of the scenario; `null` when it has no threshold"),
  targets: field(
    Schema_exports.Array(Target),
    "one entry per target, in run order ([below](#scenariostargets))"
  ),
  verdicts: field(
    Schema_exports.Array(Verdict),
    "one entry per threshold and target, in the spec's threshold order ([below](#scenariosverdicts))"
  )
}).annotations({ [Section]: true });
var partFields = (part) => ({
  index: field(Schema_exports.Int, `this ${part}, 1-based`),
  count: field(Schema_exports.Int, `the ${part}s the check is split into`),
  specs: field(
    Schema_exports.String,
    `a fingerprint of the specs as decoded (paths relative to the working directory): the ${part}s of one check agree`
  ),
  scenarios: field(
    Schema_exports.Array(Schema_exports.String),
    part === "shard" ? 'every scenario of the whole check, all shards, as `"SPEC/SCENARIO"` in spec order: the merge\'s order, and how it knows a scenario is missing' : 'every scenario of the check as `"SPEC/SCENARIO"` in spec order; each replica measured all of them'
  )
});
var Shard = schemaOf()(
  Schema_exports.Struct({
    ...partFields("shard"),
    runs: field(
      Schema_exports.Array(MeasuredRounds),
      "this shard's rounds as measured, one entry per scenario it ran, values in canonical units. The merge stores them as one run"
    )
  }).annotations({ [Section]: true })
);
var Replica = schemaOf()(
  Schema_exports.Struct({
    ...partFields("replica"),
    runs: field(
      Schema_exports.Array(MeasuredRounds).annotations({ [DescribedElsewhere]: "`shard.runs`" }),
      "this replica's rounds as measured, one entry per scenario, as `shard.runs`. The merge renumbers them so that no two replicas share a round (replica r's rounds follow the largest round number of the replicas before it) and, when they carry `fork`, offsets the launches the same way (replica r's fork f becomes f + (r − 1) × the most forks of one replica)"
    ),
    confidence: absentUnless(
      Schema_exports.Number,
      "the confidence of the replica's intervals (`--confidence`, 0.95 = 95%); the merge decides at it, and refuses replicas that differ. Without it, 0.95"
    ),
    minEffect: absentUnless(
      Schema_exports.Number,
      "the minimum effect (`--min-effect`, 0.01 = 1%); without it, each metric's own (0.01; 0.001 for instructions)"
    ),
    busyLimit: absentUnless(
      Schema_exports.Number,
      "the busy limit (`--busy-limit`, a share of the machine's CPU, 0..1); without it, the default"
    )
  }).annotations({
    [Section]: true,
    description: "Written by each replica of a replicated check (`bench check --replica I/K`): every replica measures every scenario, and `bench merge` pools their rounds and decides every threshold again (docs/action.md, \"Replicated checks\"). In the merged report, verdicts rest on the pooled rounds (`rounds` counts them), except a regression against a stored base run (`reasonData.against` names a stored run): the store's base rounds are not in the replicas' reports, so the merged report carries replica 1's verdict for it, and replica 1's `change` for its target. Where a replica added rounds adaptively, the scenario's `adaptive` is that of the replica with the highest per-look confidence (the most conservative), its `stopped` prefixed with `replica I/K:`. The merged report has `replica: null`."
  })
);
var Summary = Schema_exports.Struct({
  pass: field(Schema_exports.Int, "verdicts that passed, over all scenarios"),
  fail: field(Schema_exports.Int, "verdicts that failed"),
  inconclusive: field(Schema_exports.Int, "verdicts left undecided"),
  skipped: field(Schema_exports.Int, "verdicts that could not be decided")
});
var JsonReport = Schema_exports.Struct({
  version: field(Schema_exports.Literal(JSON_REPORT_VERSION), "format version (see Conventions)"),
  tool: field(
    Schema_exports.Literal("benchgate"),
    "always `benchgate`; lets a reader check it has the right file"
  ),
  status: orNull(
    Status,
    "worst verdict of the whole run; `null` when no threshold was checked. `fail` ⇔ `bench check` exits 1 for thresholds"
  ),
  run: field(Run, "identity and environment of this run ([below](#run))"),
  summary: field(Summary, "how many verdicts of each status, over all scenarios"),
  scenarios: field(
    Schema_exports.Array(Scenario),
    "one entry per scenario checked, in run order ([below](#scenarios))"
  ),
  shard: orNull(
    Shard,
    "written by `bench check --shard I/N`: what `bench merge` joins ([below](#shard)); `null` otherwise"
  ),
  replica: orNull(
    Replica,
    "written by `bench check --replica I/K`: what `bench merge` pools ([below](#replica)); `null` otherwise"
  ),
  profiles: since(
    Schema_exports.Array(Profile),
    () => [],
    "where the time went in each scenario profiled after its verdicts ([below](#profiles)); empty when nothing was profiled"
  )
}).annotations({ [Section]: true });
var Identity = Schema_exports.Struct({
  tool: Schema_exports.Literal("benchgate"),
  version: Schema_exports.Literal(JSON_REPORT_VERSION)
});
var decodeText = decodeJson(Schema_exports.Unknown);
var decodeIdentity = decodeData(Identity);
var decodeDocument = decodeData(JsonReport);
var decodeJsonReport = (text) => Either_exports.flatMap(
  decodeText(text),
  (document) => Either_exports.flatMap(decodeIdentity(document), () => decodeDocument(document))
);

// action/Report.ts
var MARKER = "<!-- benchgate -->";
var ReportError = class extends Error {
  _tag = "ReportError";
  name = "ReportError";
};
var read = (path, what) => {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new ReportError(`cannot read the ${what} ${path}: ${error.message}`);
  }
};
var decodeReport = (text, path = "the JSON report") => Either_exports.getOrThrowWith(decodeJsonReport(text), (invalid3) => {
  const version = invalid3.field === "version" ? JSON.parse(text).version : void 0;
  return typeof version === "number" ? new ReportError(
    `${path} has format version ${version}; this action reads version 1 (update the action)`
  ) : new ReportError(`${path} is not a benchgate report: ${invalid3.message}`);
});
var readReport = (path) => decodeReport(read(path, "JSON report"), path);
var readMarkdown = (path) => {
  const text = read(path, "markdown report");
  if (!text.trimStart().startsWith(MARKER)) {
    throw new ReportError(`${path} is not a benchgate comment: it does not start with ${MARKER}`);
  }
  return text;
};
var locationOf2 = (verdict) => {
  const { location } = verdict;
  if (location === void 0 || location.file === "") return void 0;
  return location.line > 0 ? location : { file: location.file };
};
var verdictOf = (report) => report.status === "fail" ? "fail" : report.status === "inconclusive" ? "inconclusive" : "pass";

// action/StickyComment.ts
var MAX_COMMENT = 65536;
var TRUNCATED = "\n\n… the report is longer than a comment allows; the whole report is in the job summary of the run.\n";
var isSticky = (body) => typeof body === "string" && body.trimStart().startsWith(MARKER);
var fitComment = (body) => {
  if (body.length <= MAX_COMMENT) return body;
  const room = MAX_COMMENT - TRUNCATED.length;
  const cut = body.lastIndexOf("\n", room);
  return `${body.slice(0, cut > 0 ? cut : room)}${TRUNCATED}`;
};
var same = (a, b) => a.replace(/\r\n/g, "\n").trimEnd() === b.trimEnd();
var planComment = (input) => {
  if (input.mode === "off") return "skip";
  if (input.existing !== void 0) {
    return same(input.existing.body ?? "", input.body) ? "unchanged" : "update";
  }
  if (input.mode === "on-change" && input.verdict === "pass") return "skip";
  return "create";
};
var findSticky = async (api, repo, issue) => {
  for await (const comment of api.paginate(
    IssueComment,
    `/repos/${repo}/issues/${issue}/comments`
  )) {
    if (isSticky(comment.body)) return comment;
  }
  return void 0;
};
var publishComment = async (api, target) => {
  if (target.mode === "off") return { action: "skip" };
  const body = fitComment(target.body);
  const existing = await findSticky(api, target.repo, target.issue);
  const action = planComment({ mode: target.mode, verdict: target.verdict, existing, body });
  const url = (comment) => comment?.html_url == null ? {} : { url: comment.html_url };
  switch (action) {
    case "create": {
      const created = await api.request(
        IssueComment,
        "POST",
        `/repos/${target.repo}/issues/${target.issue}/comments`,
        { body }
      );
      return { action, ...url(created) };
    }
    case "update": {
      const id = existing.id;
      const updated = await api.request(
        IssueComment,
        "PATCH",
        `/repos/${target.repo}/issues/comments/${id}`,
        { body }
      );
      return { action, ...url(updated) };
    }
    case "unchanged":
      return { action, ...url(existing) };
    case "skip":
      return { action };
  }
};

export {
  field,
  metricInfo,
  isMetricName,
  MetricName,
  JsonUnit,
  readReport,
  readMarkdown,
  locationOf2 as locationOf,
  verdictOf,
  fitComment,
  publishComment
};
