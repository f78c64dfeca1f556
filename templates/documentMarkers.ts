/**
 * The markers a page's document carries for the build, and nothing else of the build's mechanics: the
 * page templates and islands know none of this (+onRenderHtml.tsx places the markers).
 *
 * - `ASSETS_FIRST`, `ASSETS_LAST`: Vike's own placeholders for its stylesheet links and client script
 *   (workaround 8, generator/vikeWorkarounds.ts), so that it does not search each whole page for `<head>`
 *   and `</body>` several times over (at 1000 extra posts, 0.36 -> 0.25 s of Vike's injecting).
 *   generator/css.ts moves the links after the charset: the pages come out byte for byte as they did.
 * - The body apart (workaround 9): a full build's prerender asks for it with `pageContextInit.bodyApart`;
 *   the document then holds `BODY_PLACEHOLDER` where the body goes and the body travels in
 *   `pageContext.pageBody`, and the prerender puts it back (`putBodyBack`) into the document Vike
 *   returns. Vike's injecting copies and searches the whole page several times (split, join, a test for
 *   `<head>` that flattens it): about 200 KB of strings a page, a sixth of what the prerender allocates.
 *   `site dev`, partial publishes and `site build --without body-apart` take the plain path.
 */
import type { PageContextServer } from 'vike/types'

export const ASSETS_FIRST = '__VITE_PLUGIN_SSR__ASSETS_FIRST__'
export const ASSETS_LAST = '__VITE_PLUGIN__SSR_ASSETS_LAST__'

export const BODY_PLACEHOLDER = '<!--site:page-body-->'

/**
 * What goes where the page's `body` belongs in the document: the body itself, or the placeholder when
 * the prerender asked for the body apart (then handed over in `pageContext.pageBody`).
 */
export function bodyInDocument(pageContext: PageContextServer, body: string): string {
  if (!pageContext.bodyApart) return body
  pageContext.pageBody = body
  return BODY_PLACEHOLDER
}

/** `document` (as Vike returns it) with the page's `body` where `bodyInDocument` left the placeholder. */
export function putBodyBack(document: string, body: string): string {
  const at = document.indexOf(BODY_PLACEHOLDER)
  if (at === -1 || document.indexOf(BODY_PLACEHOLDER, at + 1) !== -1)
    throw new Error(`the page's body placeholder ${BODY_PLACEHOLDER} is not in the document once`)
  return document.slice(0, at) + body + document.slice(at + BODY_PLACEHOLDER.length)
}
