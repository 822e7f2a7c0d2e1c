// Generated from action/*.ts by `bun run build` (action/build.ts). Do not edit.
import {
  JsonUnit,
  MetricName,
  field,
  fitComment,
  isMetricName,
  metricInfo,
  readReport
} from "./shared-ISFBAS27.js";
import {
  Either_exports,
  GitHubApi,
  Issue,
  Schema_exports,
  decodeJson,
  fail,
  getInput,
  info,
  readInputs,
  setOutput
} from "./shared-SM2UHRIF.js";

// action/alerts.ts
import { spawnSync as spawnSync2 } from "node:child_process";

// report/json/TrendJson.ts
var TrendPoint = Schema_exports.Struct({
  runId: field(Schema_exports.Int, "the stored run"),
  commit: field(Schema_exports.String, "its commit"),
  startedAt: field(Schema_exports.String, "its start, ISO 8601"),
  value: field(
    Schema_exports.NullOr(Schema_exports.Number),
    "the run's value in the series' form; `null` when not finite"
  )
});
var TrendShift = Schema_exports.Struct({
  index: field(Schema_exports.Int, "index in `points` of the first run of the new level"),
  commit: field(Schema_exports.String, "that run's commit"),
  before: field(Schema_exports.Number, "the median of the level it leaves"),
  after: field(Schema_exports.Number, "the median of the level it starts"),
  pValue: field(Schema_exports.Number, "the permutation test's p-value")
});
var TrendSeries = Schema_exports.Struct({
  spec: field(Schema_exports.String, "the spec"),
  scenario: field(Schema_exports.String, "the scenario"),
  target: field(Schema_exports.String, "the target"),
  metric: field(MetricName, "the metric followed"),
  form: field(
    Schema_exports.Literal("value", "ratio", "relative", "difference"),
    "how the values read, as the target's thresholds gate it (gate/Figure.ts): the target's value, or its overhead over `baseline` as a ratio, a ratio shown as a change, or a difference"
  ),
  gatedBy: field(
    Schema_exports.NullOr(Schema_exports.Literal("absolute", "overhead", "regression", "overhead-regression")),
    "the kind of threshold whose figure it follows; `null` when none gates it"
  ),
  baseline: field(
    Schema_exports.NullOr(Schema_exports.String),
    "the baseline of an overhead series; `null` for a series of values"
  ),
  unit: field(
    JsonUnit,
    "the values' unit: `ratio` for ratios (also shown as changes), else the metric's"
  ),
  points: field(Schema_exports.Array(TrendPoint), "the stored runs, oldest first"),
  shifts: field(Schema_exports.Array(TrendShift), "the level shifts among `points`, oldest first")
});
var TrendJson = Schema_exports.Struct({
  version: field(Schema_exports.Literal(1), "format version"),
  branch: field(Schema_exports.String, "the branch whose runs these are"),
  limit: field(Schema_exports.Int, "the newest runs asked for"),
  series: field(Schema_exports.Array(TrendSeries), "one per scenario, target and metric")
});
var decodeTrendJson = decodeJson(TrendJson);

// action/AlertConfirmation.ts
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// gate/stats/Sample.ts
var sorted = (values) => Array.from(Float64Array.from(values).sort());
var medianOfSorted = (ascending) => {
  const n = ascending.length;
  if (n === 0) return Number.NaN;
  const mid = n >> 1;
  return n % 2 === 1 ? ascending[mid] : (ascending[mid - 1] + ascending[mid]) / 2;
};
var median = (values) => medianOfSorted(sorted(values));

// gate/Disturbance.ts
var BUSY_SLOPES = {
  // Measured for work at 0.37 and 0.95 against two quiet rows of the same +28% work (5 trials
  // each, §9.2): 1 covers both until rows of 20 trials pin it down.
  // Allocation (go's B/op, §14.4): four checks a side, one core spun (a share of 0.5), moved a
  // ratio at most 0.6% and a level 1.8%: twice the largest move, per unit of share. A copy runs
  // the same code, so its change is scaled at most as much as a level moves.
  copies: { time: 1, work: 1, allocation: 0.07 },
  paths: { time: 2.5, work: 0.6, allocation: 0.025 },
  level: { time: 2.8, work: 0.7, allocation: 0.07 }
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

// action/AlertConfirmation.ts
var short = (commit) => commit.slice(0, 7);
var hasCommit = (workspace, commit) => /^[0-9a-f]{7,40}$/i.test(commit) && spawnSync("git", ["cat-file", "-e", `${commit}^{commit}`], { cwd: workspace, stdio: "ignore" }).status === 0;
var finite = (value) => value !== void 0 && Number.isFinite(value) ? value : void 0;
var levelIn = (report, alert) => {
  const scenario = report.scenarios.find(
    (s) => s.spec === alert.key.spec && s.scenario === alert.key.scenario
  );
  const target = scenario?.targets.find((t) => t.target === alert.key.target);
  const metric2 = alert.key.metric;
  switch (alert.series.form) {
    case "value":
      return finite(target?.estimates[metric2]?.value);
    case "ratio":
    case "relative":
      return finite(target?.overhead[metric2]?.value);
    case "difference": {
      const additive = scenario?.verdicts.find(
        (v) => v.target === alert.key.target && v.metric === metric2 && v.limit.form === "additive"
      );
      if (additive?.kind === "overhead") return finite(additive.measured?.value);
      const head = additive?.reasonData;
      return head !== void 0 && "overheads" in head ? finite(head.overheads?.head) : void 0;
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
  const contention = isMetricName(alert.key.metric) ? metricInfo(alert.key.metric).contention : "time";
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

// gate/stats/Normal.ts
var EPSILON = Number.EPSILON;
var TINY = 1e-300;
var MAX_ITERATIONS = 1e3;
var LOG_SQRT_PI = 0.5 * Math.log(Math.PI);
var lowerSeries = (x) => {
  let term = 2;
  let sum = term;
  for (let ap = 0.5, i = 0; i < MAX_ITERATIONS; i++) {
    ap += 1;
    term *= x / ap;
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
  }
  return sum * Math.exp(-x + 0.5 * Math.log(x) - LOG_SQRT_PI);
};
var upperFraction = (x) => {
  let b = x + 0.5;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= MAX_ITERATIONS; i++) {
    const an = -i * (i - 0.5);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) <= EPSILON) break;
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

// gate/stats/MedianBounds.ts
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
var EPSILON2 = 1e-15;
var TINY2 = 1e-300;
var MAX_ITERATIONS2 = 1e4;
var continuedFraction = (a, b, x) => {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - qab * x / qap;
  if (Math.abs(d) < TINY2) d = TINY2;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITERATIONS2; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY2) d = TINY2;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY2) c = TINY2;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY2) d = TINY2;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY2) c = TINY2;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON2) break;
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

// action/AlertIssue.ts
var alertMarker = (key) => `<!-- benchgate-alert ${alertId(key)} -->`;
var SHIFT = /^<!-- benchgate-alert-shift ([0-9a-zA-Z._-]+) -->$/m;
var CONFIRMATION = /<!-- confirmation -->\n([\s\S]*?)\n<!-- \/confirmation -->/;
var shiftOf = (issue) => SHIFT.exec(issue.body ?? "")?.[1];
var confirmationOf = (issue) => CONFIRMATION.exec(issue.body ?? "")?.[1];
var findAlertIssue = async (api, repo, key) => {
  const marker = alertMarker(key);
  for await (const issue of api.paginate(Issue, `/repos/${repo}/issues?state=open`)) {
    if (issue.pull_request === void 0 && (issue.body ?? "").trimStart().startsWith(marker)) {
      return issue;
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
var createAlertIssue = (api, repo, alert, confirmation, links) => api.request(Issue, "POST", `/repos/${repo}/issues`, {
  title: alertTitle(alert),
  body: alertBody(alert, confirmation.text, links)
});
var updateAlertIssue = async (api, repo, issue, alert, confirmation, links) => {
  const title = alertTitle(alert);
  const body = alertBody(alert, confirmation, links);
  if (issue.title === title && (issue.body ?? "").replace(/\r\n/g, "\n") === body) return false;
  await api.write("PATCH", `/repos/${repo}/issues/${issue.number}`, { title, body });
  return true;
};
var closeAlertIssue = async (api, repo, issue, why) => {
  await api.write("POST", `/repos/${repo}/issues/${issue.number}/comments`, {
    body: `${why}. Closing; a later shift past the threshold opens a new issue.`
  });
  await api.write("PATCH", `/repos/${repo}/issues/${issue.number}`, {
    state: "closed",
    state_reason: "completed"
  });
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
  return Either_exports.getOrThrowWith(
    decodeTrendJson(ran.stdout),
    (invalid) => new Error(`bench history --metric ${metric2} wrote what it should not: ${invalid.message}`)
  ).series;
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
  const issue = await findAlertIssue(api, repo, alert.key);
  const filed = issue === void 0 ? void 0 : confirmationOf(issue);
  if (issue !== void 0 && filed !== void 0 && shiftOf(issue) === alert.shift.commit) {
    const changed = await updateAlertIssue(api, repo, issue, alert, filed, links);
    return `${name}: issue #${issue.number} ${changed ? "updated" : "unchanged"}`;
  }
  const confirmation = confirmAlert(filing.context, alert);
  if (!confirmation.confirmed) {
    return `${name}: a level shift, not confirmed (${confirmation.text}); nothing filed`;
  }
  if (issue === void 0) {
    const created = await createAlertIssue(api, repo, alert, confirmation, links);
    return `${name}: issue #${created.number} opened ${created.html_url ?? ""}`.trimEnd();
  }
  await updateAlertIssue(api, repo, issue, alert, confirmation.text, links);
  return `${name}: issue #${issue.number} updated (a new shift)`;
};
var clearAlert = async (filing, clear) => {
  const { api, repo } = filing;
  const issue = await findAlertIssue(api, repo, clear.key);
  if (issue === void 0) return void 0;
  const newest = clear.series?.points.at(-1);
  const level = newest?.value === null || newest === void 0 ? "" : ` (newest level ${newest.value.toPrecision(4)} at ${newest.commit.slice(0, 7)})`;
  await closeAlertIssue(api, repo, issue, `${clear.why}${level}`);
  return `${clear.key.scenario} › ${clear.key.target} ${clear.key.metric}: issue #${issue.number} closed`;
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
