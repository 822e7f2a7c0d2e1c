/**
 * Help text for every command; `bench help` and `bench COMMAND --help` print these. Each
 * command's options come from its flags (cli/Flags.ts), so names, defaults and help are written
 * once; the prose around them is here.
 */
import { optionsHelp } from "./Flags.ts"

export const USAGE =
  "usage: bench check PATH… | bench compile PATH… --out DIR | bench calibrate PATH… | bench find GOOD BAD SPEC | bench merge REPORT… | bench report REPORT|STORE --html FILE | bench history | bench site STORE --out DIR | bench doctor | bench setup [PATH…] (bench help for more)"

const main = `benchgate: benchmark specs in CUE, compiled to load-tool runs, gated on overhead and regression.

usage: bench COMMAND [options]

commands:
  check PATH…          run the specs (files or directories of .cue files), store the results,
                       print the table; exit 1 when a threshold or regression fails
  compile PATH… --out DIR
                       write the runner scripts (one bash script per scenario) without running
  calibrate PATH…      A/A runs: each target against a second copy of itself; prints the
                       smallest change each metric can detect in the scenario's rounds or
                       budget, and suggests slice length and rounds
  find GOOD BAD SPEC   bisect the commits between GOOD and BAD for the one that shifted what
                       SPEC measures: each step a paired check of a commit against GOOD, as
                       check --base; prints the first bad commit and the size of its change
  merge REPORT…        join the JSON reports of a sharded check (check --shard I/N), or pool
                       those of a replicated one (check --replica I/K), into one report, one
                       stored run and one exit code
  report REPORT|STORE  render a check again from its JSON report or its store (the table,
                       --html, --markdown, …) without measuring
  history              the stored runs of a branch: per target its trend and level shifts
  site STORE --out DIR a static history site of a branch's runs: charts with intervals and
                       level shifts, a page per scenario, each run's HTML report
  doctor               show each external tool, its version and where it was found
  setup [PATH…]        install the pinned external tools now (check does it on first use);
                       with specs, also download and build what their go targets need
  version              print benchgate's version
  help                 this text; \`bench COMMAND --help\` for a command's options

exit codes: 0 pass, 1 a threshold failed, 2 invalid spec or usage, 3 the run failed
spec language: schema.cue (every field documented)
`

const checkHelp = `usage: bench check PATH… [options]

Runs every scenario of every spec: starts the services and HTTP targets, builds go test
binaries, warms up, measures the rounds in a counterbalanced order, stores every round in SQLite
and decides each threshold.

${optionsHelp("check")}
Before any load, each gRPC scenario's call is checked on each of its grpc targets with grpcurl
(the method, one smoke call, expect): a call that does not fit the server exits 2, one the
server cannot answer exits 3, both naming the spec line.

exit codes: 0 pass, 1 a threshold or regression failed, 2 invalid spec or usage (or a gRPC call
the server rejects in preflight), 3 run failed, 130 interrupted (nothing stored)
`

const compileHelp = `usage: bench compile PATH… --out DIR

${optionsHelp("compile")}
Writes one bash script per scenario to DIR/SPEC/SCENARIO.sh. Each runs on its own: it starts
the services and targets, builds what the runners need (go test binaries), warms up, runs the
rounds with each target's runner and writes one result per slice. The scripts run no gRPC
preflight. Run one as DIR/SPEC/SCENARIO.sh [RESULTS_DIR]; its header names the variables (OHA,
VEGETA, GHZ, GRPCURL, BUN, GO) that choose its programs.
`

const doctorHelp = `usage: bench doctor

Shows bun and each pinned external tool (tools/pins.json): version and where it was found
(BENCHGATE_<TOOL> override, the cache, or PATH), or how it will be installed on first use; and
go (not pinned, needed only by go targets), if it is on PATH or in BENCHGATE_GO.
Exit 3 when a pinned tool is missing and cannot be installed here.
`

const setupHelp = `usage: bench setup [PATH…]

Installs the pinned external tools that are missing (cue, ghz, grpcurl and vegeta with go
install, oha with cargo install, about 5 minutes) into the cache outside the repo, then prints
what bench doctor prints.
With spec files or directories, also prepares their runners: each go target's package gets its
modules downloaded and its test binary built once, so go's caches are warm for the first check
(the bundled gRPC example: about 95 s the first time). CI runs \`bench setup specs/\` first so
no later step pays for an install.
`

const calibrateHelp = `usage: bench calibrate PATH… [options]

${optionsHelp("calibrate")}
Runs each scenario as an A/A experiment: every target against a second process of itself, in
interleaved rounds, at the spec's slice length and at half of it (at least 6 rounds). From the
spread of the per-round ratio it prints, per target and metric, the smallest change detectable
(80% power) at the confidence (default 95%) within the scenario's rounds or budget, the rounds
needed for 2% and 5%, and which slice length to use. Nothing is stored; thresholds are ignored.
`

const findHelp = `usage: bench find GOOD BAD SPEC [options]

${optionsHelp("find")}
Finds the commit between GOOD and BAD (BAD's first parents, so a merge is one step) that shifted
what SPEC measures. Every commit is measured with the spec as it has it, from a git worktree,
against GOOD's copies in the same interleaved rounds, as check --base does: the change is a
paired ratio per round with its interval.

First BAD against GOOD at the spec's regression thresholds: the first that fails is the shift
followed (--scenario, --target and --metric choose another). Then each step measures the middle
of the commits left: a change against GOOD within halfway to BAD's level (on the ratio scale) is
like GOOD, past it like BAD; a step undecided within --budget-per-step stops the search and names
the commits it could not tell apart. Last, the first bad commit against its parent: the size of
its own change. Nothing is stored.

exit codes: 0 the first bad commit was found, 1 no shift between GOOD and BAD was confirmed or a
step stayed undecided, 2 invalid spec or usage (a ref that is no commit, GOOD not an ancestor of
BAD), 3 a run failed, 130 interrupted
`

const mergeHelp = `usage: bench merge REPORT.json… [options]

${optionsHelp("merge")}
Joins the shards of one check: each job ran \`bench check --shard I/N --json shard-I.json\` on
the same commit and specs. Prints the table, writes the reports, stores the check as one run and
exits as the unsharded check would (0 pass, 1 a threshold failed). Shards of another commit,
other specs or another count are refused with exit 2, as are a shard given twice and a
missing one, each named.

Pools the replicas of one check: each job ran \`bench check --replica I/K --json replica-I.json\`,
measuring every scenario. Each scenario's rounds from all replicas are pooled (renumbered, so
every pair stays within one machine's round) and every threshold is decided again on them: K
replicas give the precision of K times the rounds. A regression against a stored base run keeps
the first replica's verdict. Refused as shards are, and also for replicas that used another
--confidence, --min-effect or --busy-limit, or a mix of shards and replicas.
`

const reportHelp = `usage: bench report REPORT.json | STORE.db [options]

${optionsHelp("report")}
Renders a check again: the table on stdout, and each report file asked for. Nothing is
measured or stored. From a report written by \`bench check --json\` (or \`bench merge --json\`),
or from a store (\`--db\` of bench check): its newest run, or --run ID. A store keeps the report
of each of its newest 30 runs; older runs keep only summaries (bench history). A shard's or a
replica's report (--shard, --replica) carries its rounds, so its --html has the per-round
strips; other reports' HTML has every chart but those.
`

const historyHelp = `usage: bench history [options]

${optionsHelp("history")}
Reads the store (nothing is measured) and shows, per scenario and target, the newest runs of
the branch, following what the target's thresholds gate (as the newest run's verdicts judged
them): an overhead or overhead regression as its limit is written (target ÷ baseline, that
ratio as a change, or target − baseline, paired by round, as the report's overhead column),
then a regression's or an absolute limit's metric as the target's own median. A target nothing
gates follows p50, time_per_op or wall: its overhead over the baseline, or its median. Each row
names what it follows (\`cpu_per_request ÷ nethttp\`) and gives the latest value, the range, one
bar per run, and the level shifts found by E-divisive means (a permutation test at alpha 0.01,
at least 4 runs on each side): a change that slipped through, or crept in over several
merges, is named once, at the run where it started. Every run is summarised when stored (the
metrics its thresholds judge, and p50, time_per_op or wall), and runs past the newest 30 keep
only that: those are the metrics a history can follow.
`

const siteHelp = `usage: bench site STORE --out DIR [options]

${optionsHelp("site")}
Reads the store (nothing is measured) and writes a static site of a branch's runs into DIR:
index.html lists every spec and scenario with a sparkline, its latest value and its last
verdict (each scenario headed by what its thresholds gate, as bench history follows it), then
every run; scenarios/ has a page per scenario with a chart per target and metric (the metric as
the target's thresholds gate it: an overhead over the baseline as a ratio, a change or a
difference, or the median of the rounds; the gated ones first), each run's verdict interval as
a band, the level shifts marked with their commits, each point's value written when the runs
are few, and every number in a table; runs/ has the HTML report of each run the store kept one of (its newest 30).
No script and nothing fetched: open index.html from disk, or publish DIR (docs/action.md shows
GitHub Pages). Light and dark follow the reader's setting.
`

export const HELP = {
  site: siteHelp,
  find: findHelp,
  merge: mergeHelp,
  report: reportHelp,
  history: historyHelp,
  calibrate: calibrateHelp,
  main,
  check: checkHelp,
  compile: compileHelp,
  doctor: doctorHelp,
  setup: setupHelp,
}
