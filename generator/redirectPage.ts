/**
 * The site's redirect pages (Node, build time and deploy): a static page that sends its visitor on with
 * `<meta http-equiv="refresh">`, which the W3C Nu HTML checker accepts. The build writes one in place of
 * each of Vike's (`ownRedirectPage`, generator/vikeWorkarounds.ts workaround 6); the deploy reads its
 * target back to set the object's redirect (publisher/deploy/localFiles.ts).
 */

/**
 * A redirect page to `target` (a path of the site): `0; url=`, an absolute canonical link on
 * `siteOrigin`, noindex, and a plain link for browsers that do not follow refreshes.
 */
export function redirectPage(target: string, siteOrigin: string): string {
  const href = new URL(target, `${siteOrigin}/`).href
  return `<!DOCTYPE html>
<html lang="en-CA">
<head>
  <meta charset="utf-8">
  <meta http-equiv="refresh" content="0; url=${target}">
  <meta name="robots" content="noindex">
  <link rel="canonical" href="${href}">
  <title>Moved to ${target}</title>
</head>
<body>
  <p>This page has moved to <a href="${target}">${href}</a>.</p>
</body>
</html>
`
}

const REFRESH = /<meta http-equiv="refresh" content="0; url=([^"]+)">/

/** The target of a page made by `redirectPage` (`/services/ai-services`), or null for any other page. */
export function redirectTarget(html: string): string | null {
  return REFRESH.exec(html)?.[1] ?? null
}
