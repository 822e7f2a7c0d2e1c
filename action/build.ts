/**
 * Builds the action's node entry points into dist/ with esbuild (one self-contained ESM file
 * each, for Node 20 and later), or checks that dist/ is what the sources build to.
 *
 *   bun action/build.ts           write dist/
 *   bun action/build.ts --check   build into a temporary directory and compare with dist/;
 *                                 exit 1 naming every stale, missing or extra file
 *
 * dist/ is committed because the action runs from a checkout of this repository with no build
 * step (ADR 7). The output is deterministic: same sources and esbuild version, same bytes.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { build, type Plugin } from "esbuild"

const ROOT = resolve(import.meta.dir, "..")
const DIST = join(ROOT, "dist")

/** The entry points: action/NAME.ts → dist/NAME.js. */
const ENTRIES = ["prepare", "finish", "comment", "alerts"] as const

const BANNER = "// Generated from action/*.ts by `bun run build` (action/build.ts). Do not edit."

/** @actions/http-client (OIDC only, never called) is replaced by a small stub: see the stub. */
const stubHttpClient: Plugin = {
  name: "stub-actions-http-client",
  setup(context) {
    context.onResolve({ filter: /^@actions\/http-client(\/.*)?$/ }, () => ({
      path: join(ROOT, "action/stubs/http-client.ts"),
    }))
  },
}

/** Builds every entry into `outdir`; the file names written, sorted. */
const buildInto = async (outdir: string): Promise<ReadonlyArray<string>> => {
  mkdirSync(outdir, { recursive: true })
  await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES.map((name) => ({ in: `action/${name}.ts`, out: name })),
    outdir,
    bundle: true,
    // The entries that decode the JSON report share its schema and Effect's Schema module: one
    // chunk of them, not a copy in each bundle.
    splitting: true,
    chunkNames: "shared-[hash]",
    platform: "node",
    target: "node20",
    format: "esm",
    charset: "utf8",
    legalComments: "eof",
    // Paths in the bundle's comments stay `node_modules/…` even when node_modules is a link.
    preserveSymlinks: true,
    banner: { js: BANNER },
    plugins: [stubHttpClient],
    logLevel: "warning",
  })
  // The bundles are ES modules; this makes dist/ say so on its own.
  writeFileSync(join(outdir, "package.json"), `${JSON.stringify({ type: "module" })}\n`)
  return readdirSync(outdir).sort()
}

/** Files that differ between two directories (flat), as human-readable lines. */
const compareDirs = (expected: string, actual: string): ReadonlyArray<string> => {
  const want = new Set(readdirSync(expected))
  const have = new Set(readdirSync(actual))
  const problems: string[] = []
  for (const name of want) {
    if (!have.has(name)) problems.push(`dist/${name} is missing`)
    else if (!readFileSync(join(expected, name)).equals(readFileSync(join(actual, name)))) {
      problems.push(`dist/${name} is stale`)
    }
  }
  for (const name of have)
    if (!want.has(name)) problems.push(`dist/${name} is not built by action/build.ts`)
  return problems
}

/** Builds into a temporary directory and compares with dist/. */
export const checkDist = async (): Promise<ReadonlyArray<string>> => {
  const temp = mkdtempSync(join(tmpdir(), "benchgate-dist-"))
  try {
    await buildInto(temp)
    return compareDirs(temp, DIST)
  } catch (error) {
    return [`building failed: ${(error as Error).message}`]
  } finally {
    rmSync(temp, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  if (process.argv.includes("--check")) {
    const problems = await checkDist()
    if (problems.length > 0) {
      process.stderr.write(`${problems.join("\n")}\nrun \`bun run build\` and commit dist/\n`)
      process.exit(1)
    }
    process.stdout.write("dist/ is current\n")
  } else {
    rmSync(DIST, { recursive: true, force: true })
    const files = await buildInto(DIST)
    process.stdout.write(`${files.map((file) => `dist/${file}`).join("\n")}\n`)
  }
}
