/**
 * The site's CSS (Node, build time): Bootstrap and the theme trimmed to what the pages use, then
 * inlined into each page's head so that first paint needs no extra request. A full build trims once
 * and inlines as it writes each page (prerender.ts); a partial publish inlines the trimmed sheets of its
 * base into the pages it re-renders (partialBuild.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PurgeCSS } from 'purgecss'
import { projectRoot } from './config.ts'

/** Stylesheets by URL path ("/assets/static/style.abc.css" → CSS). */
export type Stylesheets = ReadonlyMap<string, string>

/** Classes only islands add at run time (checked against templates/islands sources too). */
const SAFELIST = ['show', 'is-solid', 'collapsed', 'collapsing', 'loaded', 'loading', 'active', 'disabled']

/**
 * Sources scanned besides the built pages: the islands (classes they add at run time) and the
 * components that render the portfolio store, whose pages a partial publish re-renders with the
 * trimmed sheets of the last full build (any item type must find its styles there).
 */
const SOURCE_DIRS = ['templates/islands', 'templates/components/portfolio']

async function filesUnder(dir: string, test: (f: string) => boolean): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name)
    if (entry.isFile() && test(full)) out.push(full)
  }
  return out
}

/** A stylesheet link as Vike writes it. */
const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">\s*/g

const hrefOf = (clientDir: string, file: string) => '/' + path.relative(clientDir, file).split(path.sep).join('/')

const builtSheets = (clientDir: string) => filesUnder(path.join(clientDir, 'assets'), (f) => f.endsWith('.css'))

/**
 * Replaces a page's stylesheet links with one inline `<style>` of those sheets; a page without links
 * comes back as it was. `where` names the page in errors.
 */
export function inlineStylesheets(html: string, sheets: Stylesheets, where: string): string {
  const styles: string[] = []
  const stripped = html.replace(LINK, (_, href: string) => {
    const sheet = sheets.get(href)
    if (sheet === undefined) throw new Error(`${where}: stylesheet ${href} is not in the build`)
    styles.push(sheet)
    return ''
  })
  if (styles.length === 0) return html
  // Trimmed: the Nu HTML checker hashes a style's text without its trailing newline, browsers with it, and
  // the page's Content-Security-Policy must match for both.
  return stripped.replace('</head>', `<style>${styles.join('\n').trim()}</style>\n  </head>`)
}

/** The build's stylesheets as they are. */
export async function readStylesheets(clientDir: string): Promise<Stylesheets> {
  const sheets = new Map<string, string>()
  for (const file of await builtSheets(clientDir)) sheets.set(hrefOf(clientDir, file), await readFile(file, 'utf8'))
  return sheets
}

/**
 * Trims the build's stylesheets (rewritten in place) to the selectors the pages can match, given as
 * their style tokens (BuiltPage.styleTokens: tag names, attributes, attribute values, never text), and
 * the sources above use. Returns the trimmed sheets.
 */
export async function trimStylesheets(
  clientDir: string,
  styleTokens: Iterable<string>,
  log: (line: string) => void,
): Promise<Stylesheets> {
  const css = await builtSheets(clientDir)
  const trimmed = new Map<string, string>()
  if (css.length === 0) return trimmed
  const sources = (
    await Promise.all(
      SOURCE_DIRS.map((dir) =>
        filesUnder(path.join(projectRoot, dir), (f) => /\.tsx?$/.test(f) && !f.includes('.test.')),
      ),
    )
  ).flat()
  const originals = new Map<string, string>()
  for (const file of css) originals.set(file, await readFile(file, 'utf8'))
  // Sheets and sources go in as text, never as paths: PurgeCSS reads paths as glob patterns, and an
  // output folder such as "dist (new)" would match nothing.
  const results = await new PurgeCSS().purge({
    content: [
      { raw: [...new Set(styleTokens)].join(' '), extension: 'html' },
      ...(await Promise.all(sources.map(async (file) => ({ raw: await readFile(file, 'utf8'), extension: 'tsx' })))),
    ],
    css: [...originals].map(([name, raw]) => ({ name, raw })),
    safelist: { standard: SAFELIST, greedy: [/^data-/] },
    keyframes: true,
    variables: true,
    fontFace: true,
  })
  let before = 0
  let after = 0
  for (const result of results) {
    if (!result.file) continue
    before += originals.get(result.file)!.length
    after += result.css.length
    await writeFile(result.file, result.css)
    trimmed.set(hrefOf(clientDir, result.file), result.css)
  }
  log(`CSS trimmed from ${(before / 1024).toFixed(0)} KB to ${(after / 1024).toFixed(0)} KB`)
  return trimmed
}
