/**
 * Builds the npm package `benchgate` and packs it (ADR 16).
 *
 *   bun release/npm.ts [--out DIR]   build DIR/package/ and pack it into DIR/benchgate-VERSION.tgz
 *                                    (DIR defaults to out/npm); prints the tarball's path
 *
 * The package carries the CLI as one bundle (effect inside it, so it has no
 * dependencies), the launcher (release/launcher.mjs) as its `benchgate` command, the pins of
 * tools/pins.json, schema.cue, and the bun harness as `benchgate/harness` with its types.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { schemaText } from "../compiler/Source.ts"

const ROOT = resolve(import.meta.dir, "..")

const project = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  readonly name: string
  readonly version: string
  readonly description: string
  readonly license: string
}

/** The published manifest: no dependencies, since the bundles carry what they use. */
const manifest = {
  name: project.name,
  version: project.version,
  description: project.description,
  license: project.license,
  type: "module",
  bin: { benchgate: "bin/benchgate.mjs" },
  exports: {
    "./harness": { types: "./lib/harness/harness.d.ts", default: "./lib/harness.js" },
    "./schema.cue": "./schema.cue",
    "./package.json": "./package.json",
  },
  files: ["bin", "lib", "schema.cue", "README.md", "LICENSE"],
  engines: { node: ">=18" },
  keywords: ["benchmark", "performance", "regression", "ci", "cue", "oha", "ghz"],
}

const fail = (message: string): never => {
  process.stderr.write(`release/npm: ${message}\n`)
  process.exit(1)
}

const run = (cmd: ReadonlyArray<string>, cwd: string): string => {
  const result = Bun.spawnSync([...cmd], { cwd, stdout: "pipe", stderr: "pipe" })
  if (result.exitCode !== 0) fail(`${cmd.join(" ")} failed:\n${result.stderr.toString()}`)
  return result.stdout.toString()
}

const bundle = async (entry: string, outdir: string, naming: string): Promise<void> => {
  const built = await Bun.build({
    entrypoints: [join(ROOT, entry)],
    outdir,
    naming,
    target: "bun",
    minify: true,
  })
  if (!built.success) fail(`bun build ${entry} failed:\n${built.logs.join("\n")}`)
}

/**
 * The harness's declarations, with its `./X.ts` imports made `./X.js` so they resolve under any
 * moduleResolution, not only under allowImportingTsExtensions.
 */
const declarations = (outdir: string): void => {
  run(
    [
      join(ROOT, "node_modules/.bin/tsc"),
      "runners/bun/harness.ts",
      "--declaration",
      "--emitDeclarationOnly",
      "--outDir",
      outdir,
      "--target",
      "es2022",
      "--module",
      "preserve",
      "--moduleResolution",
      "bundler",
      "--allowImportingTsExtensions",
      "--strict",
      "--skipLibCheck",
      "--types",
      "bun",
    ],
    ROOT,
  )
  for (const file of readdirSync(outdir)) {
    const path = join(outdir, file)
    writeFileSync(path, readFileSync(path, "utf8").replace(/(from "\.\/[^"]+)\.ts"/g, '$1.js"'))
  }
}

/** Writes the package into `dir` (emptied first). */
const buildPackage = async (dir: string): Promise<void> => {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, "bin"), { recursive: true })
  const lib = join(dir, "lib")
  await bundle("cli/main.ts", lib, "cli.js")
  await bundle("runners/bun/harness.ts", lib, "harness.js")
  declarations(join(lib, "harness"))
  cpSync(join(ROOT, "tools/pins.json"), join(lib, "pins.json"))
  cpSync(join(ROOT, "release/launcher.mjs"), join(dir, "bin/benchgate.mjs"))
  // The whole schema: schema.cue with each target kind's part (compiler/Source.ts).
  writeFileSync(join(dir, "schema.cue"), schemaText())
  for (const file of ["README.md", "LICENSE"]) cpSync(join(ROOT, file), join(dir, file))
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** Builds OUT/package and packs it; the tarball's path. */
export const pack = async (out: string): Promise<string> => {
  const dir = join(out, "package")
  await buildPackage(dir)
  const packed = JSON.parse(
    run(["npm", "pack", "--json", "--pack-destination", out], dir),
  ) as ReadonlyArray<{
    readonly filename: string
  }>
  const filename = packed[0]?.filename ?? fail("npm pack wrote no tarball")
  return join(out, filename)
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: "string" } } })
  const out = resolve(values.out ?? join(ROOT, "out/npm"))
  mkdirSync(out, { recursive: true })
  process.stdout.write(`${await pack(out)}\n`)
}
