/**
 * A page's body kept apart from Vike while it writes its tags into the page (workaround 9,
 * generator/vikeWorkarounds.ts). A full build's prerender asks for it with `pageContextInit.bodyApart`:
 * +onRenderHtml then leaves this placeholder where the body goes and hands the body over in
 * `pageContext.pageBody`, and the prerender puts it back into the document Vike returns. Vike's
 * injecting copies and searches the whole page several times (split, join, a test for `<head>` that
 * flattens it): about 200 KB of strings a page, a sixth of what the prerender allocates.
 */
export const BODY_PLACEHOLDER = '<!--site:page-body-->'

/** `document` (as Vike returns it) with the page's `body` where +onRenderHtml left the placeholder. */
export function putBodyBack(document: string, body: string): string {
  const at = document.indexOf(BODY_PLACEHOLDER)
  if (at === -1 || document.indexOf(BODY_PLACEHOLDER, at + 1) !== -1)
    throw new Error(`the page's body placeholder ${BODY_PLACEHOLDER} is not in the document once`)
  return document.slice(0, at) + body + document.slice(at + BODY_PLACEHOLDER.length)
}
