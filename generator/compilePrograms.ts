/**
 * The build's own programs, TypeScript modules like the rest (type-checked and linted), compiled to plain
 * JavaScript with source maps, so that their processes and threads load no TypeScript loader and a stack
 * trace still names the source file (messages.ts maps an error's frames back as it crosses to the parent):
 * - bundleProcess.ts, the bundling process's program: compiled into a temporary folder under `.cache/`
 *   just before it runs (it runs before there is a build to keep it in);
 * - prerenderProcess.ts, the prerender process's program (with pageSink.ts and what it imports), and
 *   pageThreadMain.ts, the page and file threads' program: compiled with the bundles, into the bundle's
 *   `server/site-generator/` folder, and kept with them by the bundle cache, whose key covers `generator/`,
 *   `lib/`, `content/` and `templates/`.
 *
 * Compiled rather than loaded through tsx: tsx's module hooks run on a thread of their own that every later
 * `import` waits on, Vite's and Vike's included (docs/decisions.md, "Where the reasons in comments went").
 *
 * esbuild bundles each entry with the project's own modules inlined and the packages left as imports
 * (Node loads them from node_modules, as the server bundle does).
 */
import { mkdir, mkdtemp, readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'esbuild'
import { projectRoot } from './config.ts'
import { removeStaleFolders } from './staleFolders.ts'

/** The programs compiled with the bundles, by the name of their output file. */
const PRERENDER_ENTRIES = {
  prerenderProcess: 'generator/prerenderProcess.ts',
  pageThread: 'generator/pageThreadMain.ts',
}

/** The compiled prerender program (a path) and page thread program (a file URL) of the build in `outDir`. */
export function compiledPrograms(outDir: string): { prerender: string; thread: string } {
  const dir = path.join(path.resolve(outDir), 'server', 'site-generator')
  return {
    prerender: path.join(dir, 'prerenderProcess.mjs'),
    thread: pathToFileURL(path.join(dir, 'pageThread.mjs')).href,
  }
}

/**
 * config.ts finds the project folder by its own `import.meta.url`: in the compiled code, that stays the
 * URL of its source, wherever the compiled file is.
 */
const sourceUrls: Plugin = {
  name: 'source-urls',
  setup(compiler) {
    compiler.onLoad({ filter: /[\\/]generator[\\/]config\.ts$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8')
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)),
        loader: 'ts',
      }
    })
  },
}

async function compile(entryPoints: Record<string, string>, outdir: string): Promise<void> {
  // Imported here: a build that reuses its bundles never loads esbuild.
  const { build, stop } = await import('esbuild')
  await build({
    absWorkingDir: projectRoot,
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // A module a program imports with import() (the site's Vite configuration) goes into a chunk of its
    // own, so that the packages it imports load only when the program gets there, not as it starts.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Beside each file, without a `sourceMappingURL` comment: messages.ts reads `<file>.map` when an error
    // crosses, while source-map-support (which Vike installs) would otherwise parse the maps for every stack
    // Vike formats, debug output or not (`getOutDirs`: about 40 ms of each prerender).
    sourcemap: 'external',
    sourcesContent: false,
    plugins: [sourceUrls],
    logLevel: 'error',
  }).finally(
    // esbuild's service process would otherwise stay for the whole build (17 MiB of its memory).
    () => stop(),
  )
}

/** Compiles the prerender and page thread programs into the build in `outDir` (compiledPrograms names them). */
export async function compilePrerenderPrograms(outDir: string): Promise<void> {
  await compile(PRERENDER_ENTRIES, path.dirname(compiledPrograms(outDir).prerender))
}

/** The name prefix of the bundling program's temporary folders in `.cache/`. */
export const BUNDLE_PROGRAM_PREFIX = 'bundle-program-'

/**
 * Compiles the bundling program into a new temporary folder under the project's `.cache/` (where Node
 * finds the packages it imports), first removing those over an hour old that killed builds left behind;
 * resolves with its file and the folder.
 */
export async function compileBundleProgram(): Promise<{ file: string; dir: string }> {
  const cache = path.join(projectRoot, '.cache')
  await mkdir(cache, { recursive: true })
  // The folders of bundlings that were killed before they could remove theirs.
  await removeStaleFolders(cache, BUNDLE_PROGRAM_PREFIX)
  const dir = await mkdtemp(path.join(cache, BUNDLE_PROGRAM_PREFIX))
  await compile({ bundleProcess: 'generator/bundleProcess.ts' }, dir)
  return { file: path.join(dir, 'bundleProcess.mjs'), dir }
}
