import path from 'node:path'
import { parseBuiltPage, routeOf, type BuiltPage } from './builtPages.ts'
import type { PublicEnv } from './config.ts'
import { InlineCode, styleHash, withContentSecurityPolicy, type InlineHashes } from './contentSecurityPolicy.ts'
import { linkStylesheets, vikeStylesheets, type PageStyles, type Stylesheets } from './stylesheetLinks.ts'
import { StyleTokens } from './styleTokens.ts'
import { perKey } from '../lib/memo.ts'

/** The policy's hash of a page's own sheet written into it: pages that need the same rules share the sheet's CSS. */
const inlineSheetHash = perKey('inline sheet hashes', styleHash)

/**
 * A page as it is written: its stylesheet links replaced by its own sheets (`styles`: stylesheetLinks.ts's
 * `forPage`, links and the inline part), then its Content-Security-Policy added, with the hashes of its
 * inline code: `inline`, which its parse collected, and the `<style>` written here.
 * Full builds and partial publishes write every page through this.
 */
export function finishPage(
  html: string,
  styles: PageStyles,
  file: string,
  env: PublicEnv,
  inline: InlineHashes,
): string {
  const linked = linkStylesheets(html, styles, file)
  if (!file.endsWith('.html')) return linked
  const hashes =
    styles.inline === null ? inline : { ...inline, styles: [...inline.styles, inlineSheetHash(styles.inline)] }
  return withContentSecurityPolicy(linked, env, hashes)
}

/** The end of a page's head: what `finishPage` and `linkStylesheets` change lies before it. */
const HEAD_END = Buffer.from('</head>')

/**
 * A page's UTF-8 `bytes` with `finish` (`finishPage`, `linkStylesheets`) applied to its head alone, or to all of
 * it without a `</head>`: the body's bytes, most of the page, are written as they are, neither decoded nor
 * encoded again.
 */
export function finishHead(bytes: Buffer, finish: (head: string) => string): Buffer {
  const end = bytes.indexOf(HEAD_END)
  if (end < 0) return Buffer.from(finish(bytes.toString()))
  return Buffer.concat([Buffer.from(finish(bytes.toString('utf8', 0, end))), bytes.subarray(end)])
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
  const styles = sheets.forPageIn(clientDir, vikeLinks, tokens.takePage())
  // The sheets come first in the head, right after the charset (linkStylesheets).
  page.links = [...styles.hrefs, ...page.links.filter((link) => !vikeLinks.includes(link))]
  return { html: finishPage(html, styles, file, env, inline.hashes()), page }
}
