/**
 * The site's CSS (Node, build time): Bootstrap and the theme trimmed by PurgeCSS to what the pages use
 * together, then cut into rules (postcss), each with the tokens it needs, from which every page gets a base
 * sheet shared by all pages and a sheet of its own (stylesheetLinks.ts); both are named by their content. A
 * full build trims once and links each page's sheets as it writes the page (pageThread.ts); a partial
 * publish chooses the sheets of the pages it re-renders from the base's rules (partialBuild.ts), without
 * loading PurgeCSS.
 *
 * Linked, not inlined: the sheets are cached (immutable, hashed names), so a visitor's second page costs
 * its HTML and, when it needs other rules than the first, its own sheet; and no inline `<style>` is left for
 * a Content-Security-Policy to hash (docs/decisions.md, "Where the reasons in comments went").
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ChildNode, Container } from 'postcss'
import { projectRoot } from './config.ts'
import { TrimCache, trimCacheFor, type TrimmedSheet, type TrimmedSheets } from './trimCache.ts'
import {
  cssOf,
  sheetHref,
  STYLESHEETS_MANIFEST,
  Stylesheets,
  type SheetRule,
  type StyleRule,
} from './stylesheetLinks.ts'

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
const versionOf = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

/**
 * What a trim cache entry is made by, besides its inputs: PurgeCSS, the packages that cut the sheets into
 * rules, and this module's code, which reads their needs (the file it runs from: its source, or the
 * compiled chunk that holds it). Read by the trim, not as the module loads: every thread of the prerender
 * imports this module, and only the page thread trims.
 */
const trimTools = () => [
  ...['purgecss', 'postcss', 'postcss-selector-parser', '@bramus/specificity'].map(
    (name) => `${name}@${versionOf(name)}`,
  ),
  createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('base64url'),
]

/**
 * PurgeCSS and the packages that cut sheets into rules, loaded by a trim the cache has no entry for: a build
 * whose pages use the tokens of an earlier one never loads them (nor does the prerender's thread, which
 * imports this module with the page thread's).
 */
const cssTools = async () => {
  const [{ PurgeCSS }, { default: postcss }, { default: selectorParser }, { default: Specificity }] = await Promise.all(
    [import('purgecss'), import('postcss'), import('postcss-selector-parser'), import('@bramus/specificity')],
  )
  return { PurgeCSS, postcss, selectorParser, Specificity }
}
type CssTools = Awaited<ReturnType<typeof cssTools>>

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

/** A page as the trim sees it: the sheets Vike links in it and its style tokens. */
export interface StyledPage {
  links: readonly string[]
  tokens: ReadonlySet<string>
}

/**
 * Trims the build's stylesheets to the selectors the pages can match, given as their style tokens
 * (styleTokens.ts: tag names, attributes, attribute values, never text), and the sources above use; cuts
 * the result into rules, writes the base sheet (the rules every page in `pages` uses) and removes Vike's
 * sheets. The table of rules is kept in `<outDir>/stylesheets.json` and returned; each page's sheets are
 * then `forPage`'s (stylesheetLinks.ts).
 */
export async function trimStylesheets(
  clientDir: string,
  styleTokens: Iterable<string>,
  pages: readonly StyledPage[],
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
  // Everything the trim depends on: its tools, PurgeCSS's options, the tokens, the sources, the sheets.
  const key = TrimCache.key([
    trimTools(),
    JSON.stringify(PURGE_OPTIONS, (_, value: unknown) => (value instanceof RegExp ? String(value) : value)),
    tokens,
    sourceTexts,
    [...originals].map(([file, raw]) => [path.relative(clientDir, file), raw]),
  ])
  let results = await cache?.get(key)
  if (!results) {
    const tools = await cssTools()
    // Sheets and sources go in as text, never as paths: PurgeCSS reads paths as glob patterns, and an
    // output folder such as "dist (new)" would match nothing.
    const purged = await new tools.PurgeCSS().purge({
      content: [{ raw: tokens.join(' '), extension: 'html' }, ...sourceTexts.map((raw) => ({ raw, extension: 'tsx' }))],
      css: [...originals].map(([name, raw]) => ({ name, raw })),
      ...PURGE_OPTIONS,
    })
    const fresh: TrimmedSheets = {}
    for (const { file, css } of purged)
      if (file) fresh[path.relative(clientDir, file)] = { css, rules: rulesOf(tools, tools.postcss.parse(css), []) }
    results = fresh
    await cache?.set(key, results)
  }
  const trimmed = new Map(
    Object.entries(results).map(([relative, result]) => [hrefOf(clientDir, path.join(clientDir, relative)), result]),
  )
  const sheets = await styleTable(trimmed, pages)
  for (const file of originals.keys()) await rm(file)
  const base = cssOf(sheets.table.rules, sheets.table.base)
  await writeFile(path.join(clientDir, sheets.table.baseHref), base)
  await writeFile(path.join(clientDir, '..', STYLESHEETS_MANIFEST), JSON.stringify(sheets.table))
  const before = [...originals.values()].reduce((sum, text) => sum + text.length, 0)
  const after = [...trimmed.values()].reduce((sum, { css }) => sum + css.length, 0)
  log(
    `CSS trimmed from ${(before / 1024).toFixed(0)} KB in ${trimmed.size} sheets to ${(after / 1024).toFixed(0)} KB ` +
      `of ${sheets.table.rules.length} rules; the base sheet every page links has ${sheets.table.base.length} (${(base.length / 1024).toFixed(0)} KB)`,
  )
  return sheets
}

/** Properties a shorthand shares with its longhands under another name (`inset` and `top`, `gap` and `row-gap`). */
const PROPERTY_GROUP: Record<string, string> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  row: 'gap',
  column: 'gap',
  align: 'place',
  justify: 'place',
}

/** The group of a property for the cascade's order: custom properties by name, others by their first word. */
function groupOf(property: string): string {
  if (property.startsWith('--')) return property
  const first = property.replace(/^-(webkit|moz|ms|o)-/, '').split('-')[0]!
  return PROPERTY_GROUP[first] ?? first
}

/** At-rules whose rules pages choose one by one; any other at-rule (`@font-face`, `@keyframes`) is one rule every page uses. */
const GROUPING = new Set(['media', 'supports', 'container'])

/**
 * For each selector of `selector`, what a page must hold for it to match: its classes, ids, tag names and
 * attribute names outside pseudo-classes (what is inside `:not()`, `:is()`... asks nothing, so a rule is
 * never dropped for it). Attribute values ask nothing either: a page's tokens leave out the values of
 * addresses and text (styleTokens.ts).
 */
function needsOf({ selectorParser }: CssTools, selector: string): string[][] {
  const needs: string[][] = []
  selectorParser((root) => {
    root.each((one) => {
      const tokens = new Set<string>()
      one.walk((node) => {
        for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return
        if (node.type === 'class' || node.type === 'id') tokens.add(node.value)
        else if (node.type === 'tag') tokens.add(node.value.toLowerCase())
        else if (node.type === 'attribute') tokens.add(node.attribute.toLowerCase())
      })
      needs.push([...tokens])
    })
  }).processSync(selector)
  return needs
}

/**
 * The specificity of each selector of `selector` (`"0,1,0"`), by @bramus/specificity (Selectors Level 4,
 * `:is()`, `:where()` and `:not()` included); none when it cannot be read, which stylesheetLinks.ts takes
 * as tying with every rule.
 */
function specificityOf({ Specificity }: CssTools, selector: string): string[] {
  try {
    return Specificity.calculate(selector).map(({ value }) => `${value.a},${value.b},${value.c}`)
  } catch {
    return []
  }
}

/** The rules of one sheet (`into`), in order, with the at-rules around them. */
function rulesOf(tools: CssTools, container: Container, context: string[], into: SheetRule[] = []): SheetRule[] {
  container.each((node: ChildNode) => {
    if (node.type === 'comment') return
    if (node.type === 'atrule' && GROUPING.has(node.name) && node.nodes) {
      rulesOf(tools, node, [...context, `@${node.name} ${node.params}`], into)
      return
    }
    const sets: string[] = []
    if (node.type === 'rule')
      node.walkDecls((decl) => {
        const group = groupOf(decl.prop)
        if (!sets.includes(group)) sets.push(group)
      })
    const needs = node.type === 'rule' ? needsOf(tools, node.selector) : []
    const specificity = node.type === 'rule' ? specificityOf(tools, node.selector) : []
    into.push({ context, css: node.toString(), needs, sets, specificity })
  })
  return into
}

/**
 * The table of rules of the trimmed sheets (`trimmed`: each sheet's CSS by the URL path Vike links it at),
 * in the order `pages` link them (then the sheets none of them links), with the base: the rules every page that
 * links a sheet uses.
 */
async function styleTable(
  trimmed: ReadonlyMap<string, TrimmedSheet>,
  pages: readonly StyledPage[],
): Promise<Stylesheets> {
  const order: string[] = []
  for (const page of pages)
    for (const href of page.links) {
      if (!trimmed.has(href)) throw new Error(`stylesheet ${href} is not in the build`)
      if (!order.includes(href)) order.push(href)
    }
  // Then the sheets no page of the build links, for the pages only publishes render (a listing's).
  for (const href of [...trimmed.keys()].sort()) if (!order.includes(href)) order.push(href)
  const rules: StyleRule[] = []
  order.forEach((href, sheet) => {
    for (const rule of trimmed.get(href)!.rules) rules.push({ ...rule, sheet })
  })
  const islands = await islandTokens()
  const draft = new Stylesheets({ sheets: order, rules, base: [], baseHref: '', always: SAFELIST, islands })
  const styled = pages.filter((page) => page.links.length > 0)
  const uses = new Array<number>(rules.length).fill(0)
  for (const page of styled) for (const index of draft.rulesOf(page.links, page.tokens)) uses[index]!++
  const base = rules.flatMap((_, index) => (uses[index] === styled.length ? [index] : []))
  const baseHref = sheetHref('base', cssOf(rules, base))
  return new Stylesheets({ ...draft.table, base, baseHref })
}

/** The text of a module imported as `file`, with or without its extension; null for one outside the sources. */
async function readSource(file: string): Promise<string | null> {
  for (const candidate of [file, `${file}.tsx`, `${file}.ts`]) {
    const text = await readFile(candidate, 'utf8').catch(() => null)
    if (text !== null) return text
  }
  return null
}

/**
 * The style tokens of each island's sources: `templates/islands/<Name>.tsx` and the modules of `templates/`
 * it imports, statically or on use, and theirs (what it may render in the browser).
 */
async function islandTokens(): Promise<Record<string, string[]>> {
  const templates = path.join(projectRoot, 'templates')
  const dir = path.join(templates, 'islands')
  const islands: Record<string, string[]> = {}
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const match = /^([A-Z]\w*)\.tsx$/.exec(entry.name)
    if (!entry.isFile() || !match) continue
    const seen = new Set<string>()
    const words = new Set<string>()
    const queue = [path.join(dir, entry.name)]
    while (queue.length > 0) {
      const file = queue.pop()!
      if (seen.has(file)) continue
      seen.add(file)
      const text = await readSource(file)
      if (text === null) continue
      for (const word of text.match(/[A-Za-z0-9_-]+/g) ?? []) words.add(word)
      // Static imports and dynamic ones (a lightbox loaded on use renders in the island too).
      for (const [, relative] of text.matchAll(/(?:from |import\()'(\.{1,2}\/[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), relative!)
        if (target.startsWith(templates + path.sep)) queue.push(target)
      }
    }
    islands[match[1]!] = [...words].sort()
  }
  return islands
}
