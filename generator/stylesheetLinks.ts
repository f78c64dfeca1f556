/**
 * Each page's stylesheets (Node): the rules of the build's trimmed sheets (css.ts cuts them into
 * `StyleRule`s), of which every page links one base sheet, the rules every page uses (cached by the browser
 * from page to page), and has one sheet of the other rules its own markup can match, chosen by the page's
 * style tokens (styleTokens.ts) as the trim chooses them for all pages together. That own sheet is written
 * into the page as a `<style>` after the base's link when it is small enough to cost less than the request
 * it saves (`INLINE_LIMIT`), and linked otherwise (pages that need the same rules then share the file).
 * Kept beside a build (`stylesheets.json`) for partial publishes, which choose the rules of the pages they
 * render the same way, without PurgeCSS or a CSS parser.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { Memo } from '../lib/memo.ts'
import { VIKE_STYLESHEET_LINK } from './vikeWorkarounds.ts'

/** A rule of the trimmed sheets as pages need it. */
export interface StyleRule {
  /** The at-rules around it, outermost first, as written before their brace (`@media (min-width:768px)`). */
  context: string[]
  /** The rule's CSS, without its at-rules. */
  css: string
  /**
   * For each of its selectors, the tokens a page must hold for that selector to match anything in it (its
   * classes, ids, tag and attribute names); no selectors (`@font-face`, `@keyframes`): every page uses it.
   */
  needs: string[][]
  /** What it sets, by groups that a shorthand and its longhands share (`margin` for `margin-top`). */
  sets: string[]
  /**
   * Each selector's specificity (`"0,1,0"`); none for a rule without selectors or whose selectors could not
   * be read, which is taken to tie with every other rule.
   */
  specificity: string[]
  /** The sheet it comes from: its index in `StyleTable.sheets`. */
  sheet: number
}

/** A rule as its sheet has it, before the table places the sheet. */
export type SheetRule = Omit<StyleRule, 'sheet'>

/** The rules of a build's sheets, in the order pages link them, and what the base sheet holds. */
export interface StyleTable {
  /** The sheets as Vike links them ("/assets/static/style-0a1b.BbRl.css"), in the order the pages link them. */
  sheets: string[]
  rules: StyleRule[]
  /** The rules every page uses (indices into `rules`), in their order: the base sheet. */
  base: number[]
  /** The base sheet's URL path. */
  baseHref: string
  /** Tokens every page is taken to hold: classes the islands add at run time. */
  always: string[]
  /** Tokens in each island's sources (classes it may add), taken to be on the pages that hold the island's name. */
  islands: Record<string, string[]>
}

/**
 * A page's own sheet: its rules' CSS, the URL path it has when linked, and whether it is small enough to be
 * written into the page instead (`INLINE_LIMIT`).
 */
export interface OwnSheet {
  href: string
  css: string
  inline: boolean
}

/**
 * A page's stylesheets: the URL paths it links, the page's own sheet (null when it needs no rule beyond the
 * base), and the CSS the page carries in a `<style>` after its links (its own sheet's when inlined).
 */
export interface PageSheets {
  hrefs: string[]
  own: OwnSheet | null
  inline: string | null
}

/** What a page is given to style it: the sheets it links, then the CSS written into it (or none). */
export type PageStyles = Pick<PageSheets, 'hrefs' | 'inline'>

/**
 * The gzip size up to which a page's own sheet is written into the page: a separate render-blocking
 * request costs a round trip before the first paint, in which a mobile connection carries more than this
 * (docs/decisions.md, "Inline the page's own sheet").
 */
export const INLINE_LIMIT = 10 * 1024

/** Where a build keeps its `StyleTable` for partial publishes: beside `client/`, never served. */
export const STYLESHEETS_MANIFEST = 'stylesheets.json'

/** The URL path of a sheet of `css` under `/assets/static/`, named by its content. */
export function sheetHref(name: string, css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10)
  return `/assets/static/${name}.${hash}.css`
}

/** The CSS of `rules` (indices into `all`), in their order, each inside its at-rules. */
export function cssOf(all: readonly StyleRule[], rules: Iterable<number>): string {
  let css = ''
  let open: string[] = []
  for (const index of rules) {
    const { context } = all[index]!
    let shared = 0
    while (shared < open.length && shared < context.length && open[shared] === context[shared]) shared++
    css += '}'.repeat(open.length - shared)
    for (const atRule of context.slice(shared)) css += `${atRule}{`
    open = context
    css += all[index]!.css
  }
  return css + '}'.repeat(open.length)
}

export class Stylesheets {
  readonly table: StyleTable
  readonly #sheet: Map<string, number>
  readonly #base: Set<number>
  /** Page sheets made so far, by the rules they hold. */
  readonly #own = new Map<string, OwnSheet>()
  /**
   * `rulesOf` and `forPage` of each set of tokens a page held, by the sheets Vike links (joined): a build
   * gives the pages that hold the same tokens one set (pageThread.ts), so each set's rules are chosen once.
   */
  readonly #rules = new Memo<ReadonlySet<string>, Map<string, readonly number[]>>('page rules by token set', {
    weak: true,
  })
  readonly #sheets = new Memo<ReadonlySet<string>, Map<string, PageSheets>>('page sheets by token set', {
    weak: true,
  })

  constructor(table: StyleTable) {
    this.table = table
    this.#sheet = new Map(table.sheets.map((href, index) => [href, index]))
    this.#base = new Set(table.base)
  }

  /** The rules (indices) a page linking Vike's `links` and holding `tokens` can match; `tokens` is not changed after. */
  rulesOf(links: readonly string[], tokens: ReadonlySet<string>): readonly number[] {
    return memoised(this.#rules.get(tokens, newMap), links, () => this.#rulesOf(links, tokens))
  }

  #rulesOf(links: readonly string[], tokens: ReadonlySet<string>): number[] {
    const linked = new Set<number>()
    for (const href of links) {
      const sheet = this.#sheet.get(href)
      if (sheet === undefined) throw new Error(`stylesheet ${href} is not in the build`)
      linked.add(sheet)
    }
    const extra = new Set(this.table.always)
    for (const [island, words] of Object.entries(this.table.islands))
      if (tokens.has(island)) for (const word of words) extra.add(word)
    const holds = (token: string) => tokens.has(token) || extra.has(token)
    const used: number[] = []
    this.table.rules.forEach((rule, index) => {
      if (!linked.has(rule.sheet)) return
      if (rule.needs.length === 0 || rule.needs.some((needs) => needs.every(holds))) used.push(index)
    })
    return used
  }

  /**
   * The sheets of a page linking Vike's `links` and holding `tokens`: the base, then the page's own, which
   * has the rules it uses beyond the base, and, to keep the cascade's order, every base rule that could lose
   * to a rule before it in the page's own sheet where it used to win: one that sets something that rule sets
   * with a selector of the same specificity (it then comes after that rule, as it did). A base rule of
   * another specificity wins or loses by it in either order, so it stays in the base alone. The own sheet
   * comes after the base either way: linked second, or inline after the links. `tokens` is not changed after.
   */
  forPage(links: readonly string[], tokens: ReadonlySet<string>): PageSheets {
    return memoised(this.#sheets.get(tokens, newMap), links, () => this.#forPage(links, tokens))
  }

  #forPage(links: readonly string[], tokens: ReadonlySet<string>): PageSheets {
    if (links.length === 0) return { hrefs: [], own: null, inline: null }
    // For each group set by a rule of the page's own sheet, the specificities that set it ('*': any).
    const touched = new Map<string, Set<string>>()
    const ties = (rule: StyleRule) =>
      rule.sets.some((group) => {
        const set = touched.get(group)
        if (!set) return false
        const { specificity } = rule
        return set.has('*') || specificity.length === 0 || specificity.some((one) => set.has(one))
      })
    const own: number[] = []
    for (const index of this.rulesOf(links, tokens)) {
      const rule = this.table.rules[index]!
      if (this.#base.has(index) && !ties(rule)) continue
      own.push(index)
      const { specificity } = rule
      for (const group of rule.sets) {
        const set = touched.get(group) ?? new Set<string>()
        for (const one of specificity.length === 0 ? ['*'] : specificity) set.add(one)
        touched.set(group, set)
      }
    }
    if (own.length === 0) return { hrefs: [this.table.baseHref], own: null, inline: null }
    const key = own.join(',')
    let sheet = this.#own.get(key)
    if (!sheet) {
      const css = cssOf(this.table.rules, own)
      // A `</style` in the CSS would end the element early: such a sheet is linked whatever its size.
      const inline = !/<\/style/i.test(css) && gzipSync(css, { level: 9 }).length <= INLINE_LIMIT
      sheet = { href: sheetHref('page', css), css, inline }
      this.#own.set(key, sheet)
    }
    return sheet.inline
      ? { hrefs: [this.table.baseHref], own: sheet, inline: sheet.css }
      : { hrefs: [this.table.baseHref, sheet.href], own: sheet, inline: null }
  }

  /** As `forPage`, and writes the page's own sheet into `clientDir` when it is linked and not there yet. */
  forPageIn(clientDir: string, links: readonly string[], tokens: ReadonlySet<string>): PageStyles {
    const { hrefs, own, inline } = this.forPage(links, tokens)
    const file = own && !own.inline && path.join(clientDir, own.href)
    if (file && !existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, own.css)
    }
    return { hrefs, inline }
  }
}

const newMap = <V>() => new Map<string, V>()

/** The value of `links` in `byLinks`, made by `make` the first time. */
function memoised<V>(byLinks: Map<string, V>, links: readonly string[], make: () => V): V {
  const key = links.join(' ')
  let value = byLinks.get(key)
  if (value === undefined) byLinks.set(key, (value = make()))
  return value
}

const CHARSET = /<meta charset="utf-8">/i

/** The stylesheets Vike links in a page, in their order. */
export const vikeStylesheets = (html: string): string[] =>
  [...html.matchAll(VIKE_STYLESHEET_LINK)].map((match) => match[1]!)

/**
 * Replaces a page's stylesheet links by links to `styles.hrefs`, then its inline CSS in a `<style>`, right
 * after the page's charset (Vike writes them first in the head): the Content-Security-Policy `<meta>` goes
 * between the two (contentSecurityPolicy.ts), and a meta policy governs only what comes after it, so the
 * `<style>` is allowed by its hash there (pageWriter.ts). `where` names the page in errors.
 */
export function linkStylesheets(html: string, styles: PageStyles, where: string): string {
  const stripped = html.replace(VIKE_STYLESHEET_LINK, '')
  if (styles.hrefs.length === 0 && styles.inline === null) return stripped
  if (!CHARSET.test(stripped)) throw new Error(`${where}: a page linking stylesheets has no <meta charset="utf-8">`)
  const links = styles.hrefs.map((href) => `<link rel="stylesheet" type="text/css" href="${href}">`)
  if (styles.inline !== null) links.push(`<style>${styles.inline}</style>`)
  return stripped.replace(CHARSET, (charset) => [charset, ...links].join('\n    '))
}

/** The stylesheets of the build in `outDir`. */
export async function readStylesheets(outDir: string): Promise<Stylesheets> {
  const table = JSON.parse(await readFile(path.join(outDir, STYLESHEETS_MANIFEST), 'utf8')) as StyleTable
  // A build written before rules carried their specificity: none, which ties with every rule.
  for (const rule of table.rules) rule.specificity = (rule.specificity as string[] | undefined) ?? []
  return new Stylesheets(table)
}
