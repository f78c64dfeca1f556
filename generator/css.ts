/**
 * The site's CSS (Node, build time): Bootstrap and the theme trimmed to what the pages use, written as
 * stylesheets named by their trimmed content, which each page links (as Vike links its sheets). A full
 * build trims once and points each page's links at the trimmed sheets as it writes the page
 * (stylesheetLinks.ts, pageSink.ts); a partial publish points the pages it re-renders at its base's
 * (partialBuild.ts), without loading PurgeCSS.
 *
 * Linked, not inlined: the sheets are cached (immutable, hashed names), so a visitor's second page costs
 * its HTML alone, and no inline `<style>` is left for a Content-Security-Policy to hash (docs/decisions.md,
 * "Where the reasons in comments went").
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PurgeCSS } from 'purgecss'
import { projectRoot } from './config.ts'
import { TrimCache, trimCacheFor } from './trimCache.ts'
import { STYLESHEETS_MANIFEST, type Stylesheets } from './stylesheetLinks.ts'

/** Classes only islands add at run time (checked against templates/islands sources too). */
const SAFELIST = ['show', 'is-solid', 'collapsed', 'collapsing', 'loaded', 'loading', 'active', 'disabled']

/**
 * PurgeCSS's options besides what it reads: part of a trim cache entry's key, as its version is. No attribute
 * is kept whatever the pages hold: their style tokens have every attribute name and value they render, and the
 * islands set none that a sheet selects (a `/^data-/` safelist kept Bootstrap's dark theme, popper and
 * carousel rules on every page, 1.5 KB gz, for elements the site never has).
 */
const PURGE_OPTIONS = {
  safelist: { standard: SAFELIST },
  keyframes: true,
  variables: true,
  fontFace: true,
}
const PURGECSS_VERSION = (
  JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', 'purgecss', 'package.json'), 'utf8')) as {
    version: string
  }
).version

/**
 * Sources scanned besides the built pages: the islands (classes they add at run time) and the
 * components that render the portfolio store and the listings, whose pages a partial publish renders with
 * the trimmed sheets of the last full build (any item type, and a listing page no full build renders,
 * must find its styles there).
 */
const SOURCE_DIRS = [
  'templates/islands',
  'templates/components/portfolio',
  'templates/components/listing',
  'templates/layouts',
]

async function filesUnder(dir: string, test: (f: string) => boolean): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name)
    if (entry.isFile() && test(full)) out.push(full)
  }
  return out
}

const hrefOf = (clientDir: string, file: string) => '/' + path.relative(clientDir, file).split(path.sep).join('/')

const builtSheets = (clientDir: string) => filesUnder(path.join(clientDir, 'assets'), (f) => f.endsWith('.css'))

/** The name of a trimmed sheet: Vike's name with its content hash replaced by the trimmed content's. */
function trimmedName(file: string, css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10)
  return file.replace(/\.[^.]+\.css$/, `.${hash}.css`)
}

/**
 * Trims the build's stylesheets to the selectors the pages can match, given as their style tokens
 * (styleTokens.ts: tag names, attributes, attribute values, never text), and the sources above
 * use. Each trimmed sheet replaces its original under a name of its content, so that a cached copy is
 * never stale; the mapping is kept in `<outDir>/stylesheets.json` and returned.
 */
export async function trimStylesheets(
  clientDir: string,
  styleTokens: Iterable<string>,
  log: (line: string) => void,
  cache: TrimCache | null = trimCacheFor(),
): Promise<Stylesheets> {
  const css = await builtSheets(clientDir)
  const sources = (
    await Promise.all(
      SOURCE_DIRS.map((dir) =>
        filesUnder(path.join(projectRoot, dir), (f) => /\.tsx?$/.test(f) && !f.includes('.test.')),
      ),
    )
  ).flat()
  const originals = new Map<string, string>()
  for (const file of css) originals.set(file, await readFile(file, 'utf8'))
  const sourceTexts = await Promise.all(sources.map((file) => readFile(file, 'utf8')))
  const tokens = [...new Set(styleTokens)].sort()
  // Everything the trim depends on: PurgeCSS's version and options, the tokens, the sources, the sheets.
  const key = TrimCache.key([
    PURGECSS_VERSION,
    JSON.stringify(PURGE_OPTIONS, (_, value: unknown) => (value instanceof RegExp ? String(value) : value)),
    tokens,
    sourceTexts,
    [...originals].map(([file, raw]) => [path.relative(clientDir, file), raw]),
  ])
  let results = await cache?.get(key)
  if (!results) {
    // Sheets and sources go in as text, never as paths: PurgeCSS reads paths as glob patterns, and an
    // output folder such as "dist (new)" would match nothing.
    const purged = await new PurgeCSS().purge({
      content: [{ raw: tokens.join(' '), extension: 'html' }, ...sourceTexts.map((raw) => ({ raw, extension: 'tsx' }))],
      css: [...originals].map(([name, raw]) => ({ name, raw })),
      ...PURGE_OPTIONS,
    })
    results = Object.fromEntries(
      purged.filter((result) => result.file).map((result) => [path.relative(clientDir, result.file!), result.css]),
    )
    await cache?.set(key, results)
  }
  const trimmed = new Map<string, string>()
  let before = 0
  let after = 0
  for (const [relative, result] of Object.entries(results)) {
    const original = path.join(clientDir, relative)
    before += originals.get(original)!.length
    after += result.length
    const file = trimmedName(original, result)
    await writeFile(file, result)
    if (file !== original) await rm(original)
    trimmed.set(hrefOf(clientDir, original), hrefOf(clientDir, file))
  }
  await writeFile(path.join(clientDir, '..', STYLESHEETS_MANIFEST), JSON.stringify(Object.fromEntries(trimmed)))
  log(`CSS trimmed from ${(before / 1024).toFixed(0)} KB to ${(after / 1024).toFixed(0)} KB in ${trimmed.size} sheets`)
  return trimmed
}
