import path from 'node:path'
import { parseBuiltPage, routeOf, type BuiltPage } from './builtPages.ts'
import type { PublicEnv } from './config.ts'
import { InlineCode, withContentSecurityPolicy, type InlineHashes } from './contentSecurityPolicy.ts'
import { linkStylesheets, vikeStylesheets, type Stylesheets } from './stylesheetLinks.ts'
import { StyleTokens } from './styleTokens.ts'

/**
 * A page as it is written: its stylesheet links replaced by links to its own sheets (`hrefs`:
 * stylesheetLinks.ts's `forPage`), then its Content-Security-Policy (with the hashes of whatever inline code
 * it has) added. Full builds and partial publishes write every page through this. `inline`: the page's
 * inline code hashes, which its parse collected (moving stylesheet links changes no inline code).
 */
export function finishPage(
  html: string,
  hrefs: readonly string[],
  file: string,
  env: PublicEnv,
  inline: InlineHashes,
): string {
  const linked = linkStylesheets(html, hrefs, file)
  return file.endsWith('.html') ? withContentSecurityPolicy(linked, env, inline) : linked
}

/**
 * A page a publish rendered again, finished as `finishPage` does and parsed once on the way (as a full
 * build's page thread does): the parse gives the policy its inline code's hashes, the page's style tokens,
 * which choose its sheets from the base's rules (`sheets`; its own sheet is written into `clientDir` when
 * no page had it yet), and the post-build steps the page, with its links as it is written. `file` is under
 * `clientDir`.
 */
export function finishParsedPage(
  clientDir: string,
  file: string,
  html: string,
  sheets: Stylesheets,
  env: PublicEnv,
): { html: string; page: BuiltPage } {
  const inline = new InlineCode()
  const tokens = new StyleTokens()
  const page = parseBuiltPage(routeOf(path.relative(clientDir, file)), file, html, { also: [inline, tokens] })
  const vikeLinks = vikeStylesheets(html)
  const hrefs = sheets.forPageIn(clientDir, vikeLinks, tokens.takePage())
  // The sheets come first in the head, right after the charset (linkStylesheets).
  page.links = [...hrefs, ...page.links.filter((link) => !vikeLinks.includes(link))]
  return { html: finishPage(html, hrefs, file, env, inline.hashes()), page }
}
