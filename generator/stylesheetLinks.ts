/**
 * A page's links to the build's trimmed stylesheets (Node): the map from each sheet Vike links to its
 * trimmed copy, kept beside a build for partial publishes, and the rewrite of a page's links to it.
 * The trim itself is css.ts's (PurgeCSS); this module is what a partial publish needs without it.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { VIKE_STYLESHEET_LINK } from './vikeWorkarounds.ts'

/**
 * The trimmed stylesheets of a build: the URL path of each sheet as Vike links it → the URL path of its
 * trimmed copy ("/assets/static/style-0a1b.BbRl.css" → "/assets/static/style-0a1b.Xk3q9w.css").
 */
export type Stylesheets = ReadonlyMap<string, string>

/** Where a build keeps its `Stylesheets` for partial publishes: beside `client/`, never served. */
export const STYLESHEETS_MANIFEST = 'stylesheets.json'

const CHARSET = /<meta charset="utf-8">/i

/**
 * Points a page's stylesheet links at the trimmed sheets, in their order, and moves them right after the
 * page's charset (Vike writes them first in the head): the Content-Security-Policy `<meta>` goes between
 * the two (contentSecurityPolicy.ts), and a meta policy governs only what comes after it. `where` names
 * the page in errors.
 */
export function linkStylesheets(html: string, sheets: Stylesheets, where: string): string {
  const links: string[] = []
  const stripped = html.replace(VIKE_STYLESHEET_LINK, (link, href: string) => {
    const trimmed = sheets.get(href)
    if (trimmed === undefined) throw new Error(`${where}: stylesheet ${href} is not in the build`)
    links.push(link.trim().replace(href, trimmed))
    return ''
  })
  if (links.length === 0) return html
  if (!CHARSET.test(stripped)) throw new Error(`${where}: a page linking stylesheets has no <meta charset="utf-8">`)
  return stripped.replace(CHARSET, (charset) => [charset, ...links].join('\n    '))
}

/** The trimmed stylesheets of the build in `outDir`. */
export async function readStylesheets(outDir: string): Promise<Stylesheets> {
  return new Map(
    Object.entries(
      JSON.parse(await readFile(path.join(outDir, STYLESHEETS_MANIFEST), 'utf8')) as Record<string, string>,
    ),
  )
}
