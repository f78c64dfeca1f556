/**
 * The prerender's own code (pageSink.ts, the page thread's pageThread.ts and what they import) compiled
 * to plain JavaScript with the bundles, so that the prerender process loads no TypeScript loader.
 *
 * Loaded through tsx instead, the sink took 0.9-1.0 s to import against 0.4 s compiled, and tsx's module
 * hooks (a thread of their own that every later `import` waits on, Vite's and Vike's included) put
 * today's first page at 4.4 s from the process's start against 2.9-3.3 s (issue 22).
 *
 * esbuild bundles each entry with the project's own modules inlined and the packages left as imports
 * (Node loads them from node_modules, as the server bundle does). The output sits in the bundle's
 * `server/` folder, is made whenever the bundles are and is kept with them by the bundle cache, whose key
 * covers `generator/`, `content/` and `templates/`.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'esbuild'
import { projectRoot } from './config.ts'

/** The entries, by the name of their output file. */
const ENTRIES = { pageSink: 'generator/pageSink.ts', pageThread: 'generator/pageThread.ts' }

/** The file URLs of the compiled sink and page thread of the build in `outDir`. */
export function compiledSink(outDir: string): { sink: string; thread: string } {
  const dir = path.join(path.resolve(outDir), 'server', 'site-generator')
  return {
    sink: pathToFileURL(path.join(dir, 'pageSink.mjs')).href,
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

/** Compiles the sink and the page thread into the build in `outDir` (compiledSink names the files). */
export async function compileSink(outDir: string): Promise<void> {
  // Imported here: a build that reuses its bundles never loads esbuild.
  const { build, stop } = await import('esbuild')
  await build({
    absWorkingDir: projectRoot,
    entryPoints: ENTRIES,
    outdir: path.dirname(new URL(compiledSink(outDir).sink).pathname),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [sourceUrls],
    logLevel: 'error',
  }).finally(
    // esbuild's service process would otherwise stay for the whole prerender (17 MiB of the build's memory).
    () => stop(),
  )
}
