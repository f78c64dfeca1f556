import path from 'node:path'
import { parseBuiltPage, routeOf, type BuiltPage } from './builtPages.ts'
import type { PublicEnv } from './config.ts'
import { InlineCode, withContentSecurityPolicy, type InlineHashes } from './contentSecurityPolicy.ts'
import { linkStylesheets, type Stylesheets } from './stylesheetLinks.ts'

/**
 * A page as it is written: its stylesheet links pointed at the trimmed sheets, then its
 * Content-Security-Policy (with the hashes of whatever inline code it has) added. Full builds and partial
 * publishes write every page through this. `inline`: the page's inline code hashes, which its parse
 * collected (moving stylesheet links changes no inline code).
 */
export function finishPage(
  html: string,
  sheets: Stylesheets,
  file: string,
  env: PublicEnv,
  inline: InlineHashes,
): string {
  const linked = linkStylesheets(html, sheets, file)
  return file.endsWith('.html') ? withContentSecurityPolicy(linked, env, inline) : linked
}

/**
 * A page a publish rendered again, finished as `finishPage` does and parsed once on the way (as a full
 * build's page thread does): the parse gives the policy its inline code's hashes and the post-build
 * steps the page, with its links pointed at `sheets` as it is written. `file` is under `clientDir`.
 */
export function finishParsedPage(
  clientDir: string,
  file: string,
  html: string,
  sheets: Stylesheets,
  env: PublicEnv,
): { html: string; page: BuiltPage } {
  const inline = new InlineCode()
  const page = parseBuiltPage(routeOf(path.relative(clientDir, file)), file, html, { also: [inline] })
  page.links = page.links.map((link) => sheets.get(link) ?? link)
  return { html: finishPage(html, sheets, file, env, inline.hashes()), page }
}
