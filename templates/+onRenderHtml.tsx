// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import iconSymbols from 'virtual:icon-symbols'
import type { PageContextServer } from 'vike/types'
import { ASSETS_FIRST, ASSETS_LAST, bodyInDocument } from './documentMarkers.ts'
import { createRenderState, PageIcons, RenderContext } from './components/renderContext.tsx'
import { bareHeadTags, breadcrumbJsonLd, fullTitle, headTags, resolveSeo, serializeJsonLd } from './components/seo.ts'
import { escapeHtml } from '../lib/escape.ts'
import { RenderError } from '../lib/renderError.ts'
import { BareLayout } from './layouts/BareLayout.tsx'
import { Layout } from './layouts/Layout.tsx'
import { OwnLayout } from './layouts/OwnLayout.tsx'

/** The site's theme colour and icons, in the head of every page of the site's shell. */
const SITE_ICONS = `<meta name="theme-color" content="#0f2a3d">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="icon" href="/favicon.ico" sizes="32x32">
    <link rel="apple-touch-icon" href="/apple-touch-icon.png">
    <link rel="manifest" href="/manifest.webmanifest">`

/**
 * The symbols of the icons a page draws from its own (components/Icon.tsx), hidden, before the body's
 * content so that each icon shows as soon as it is parsed; none when every icon is a shared one.
 */
const pageIcons = (names: ReadonlySet<string>) =>
  names.size === 0
    ? ''
    : `<svg display="none" aria-hidden="true">${[...names].map((name) => iconSymbols[name]).join('')}</svg>`

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, urlPathname } = pageContext
  if (!Page) throw new Error(`No +Page for ${urlPathname}`)
  const state = createRenderState(urlPathname, pageContext.data)
  // The unbranded MLS tour and the delivery page carry nothing of the site's shell.
  const bare = pageContext.config.shell === 'bare'
  const Shell = bare ? BareLayout : pageContext.config.shell === 'own' ? OwnLayout : Layout
  let body: string
  try {
    body = renderToString(
      <RenderContext.Provider value={state}>
        <PageIcons.Provider value={state.icons}>
          <Shell urlPathname={urlPathname}>
            <Page />
          </Shell>
        </PageIcons.Provider>
      </RenderContext.Provider>,
    )
  } catch (error) {
    throw new RenderError(urlPathname, error)
  }
  body = pageIcons(state.icons) + body
  const seo = resolveSeo(pageContext)
  pageContext.seoResolved = seo
  const tags = (bare ? bareHeadTags(seo) : headTags(seo, urlPathname))
    .map(
      ({ tag, attrs }) =>
        `<${tag} ${Object.entries(attrs)
          .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
          .join(' ')}>`,
    )
    .join('\n    ')
  const preloads = state.preloads
    .map(
      (p) =>
        `<link rel="preload" as="image" fetchpriority="high" type="${p.type}" imagesrcset="${escapeHtml(p.imagesrcset)}" imagesizes="${p.imagesizes}"${p.media ? ` media="${p.media}"` : ''}>`,
    )
    .join('\n    ')
  const jsonLd = [...(seo.jsonLd ?? []), ...(seo.breadcrumbs ? [breadcrumbJsonLd(seo.breadcrumbs)] : [])]
    .map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`)
    .join('\n    ')

  return escapeInject`<!DOCTYPE html>
<html lang="en-CA">
  <head>
    ${dangerouslySkipEscape(ASSETS_FIRST)}
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${bare ? seo.title : fullTitle(seo.title)}</title>
    ${dangerouslySkipEscape(tags)}
    ${dangerouslySkipEscape(preloads)}
    ${dangerouslySkipEscape(bare ? '' : SITE_ICONS)}
    ${dangerouslySkipEscape(jsonLd)}
  </head>
  <body class="loading">
    ${dangerouslySkipEscape(bodyInDocument(pageContext, body))}
    ${dangerouslySkipEscape(ASSETS_LAST)}
  </body>
</html>`
}
