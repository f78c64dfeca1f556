import type { PublicEnv } from './config.ts'
import { withContentSecurityPolicy, type InlineHashes } from './contentSecurityPolicy.ts'
import { linkStylesheets, type Stylesheets } from './stylesheetLinks.ts'

/**
 * A page as it is written: its stylesheet links pointed at the trimmed sheets, then its
 * Content-Security-Policy (with the hashes of whatever inline code it has) added. Full builds and partial
 * publishes write every page through this. `inline`: the page's inline code hashes when its parse
 * collected them (moving stylesheet links changes no inline code), else the page is parsed for them.
 */
export function finishPage(
  html: string,
  sheets: Stylesheets,
  file: string,
  env: PublicEnv,
  inline?: InlineHashes,
): string {
  const linked = linkStylesheets(html, sheets, file)
  return file.endsWith('.html') ? withContentSecurityPolicy(linked, env, inline) : linked
}
