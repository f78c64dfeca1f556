import type { PageContextServer } from 'vike/types'
import type { Thing, WithContext } from 'schema-dts'
import { siteConfig } from '@content/site-config.ts'
import { getShareImage } from './images.ts'

export interface Breadcrumb {
  name: string
  path: string
}

/** Head metadata of one page: one function turns it into title, canonical, cards and JSON-LD. */
export interface Seo {
  title: string
  description: string
  /** Photo (content/images/photos) the 1200x630 share image is cut from. */
  image?: string
  /** A 1200x630 share image made elsewhere (a listing's, prepared by the admin service), by its site path. */
  shareImageUrl?: string
  ogType?: 'website' | 'article'
  /** Defaults to the page's own path. */
  canonicalPath?: string
  breadcrumbs?: Breadcrumb[]
  jsonLd?: WithContext<Thing>[]
  noindex?: boolean
  /** Extra `<link rel=alternate>` (feeds). */
  alternates?: { type: string; title: string; href: string }[]
  /** Neighbours in a paginated list: `<link rel=prev/next>` (paths). */
  pagination?: { prev?: string; next?: string }
}

export type SeoInput = Seo | ((pageContext: PageContextServer) => Seo)

export const DEFAULT_SHARE_PHOTO = 'lake-twilight.jpg'

export function absoluteUrl(path: string): string {
  return new URL(path, `${__PUBLIC_ENV__.siteOrigin}/`).href
}

export function fullTitle(title: string): string {
  return title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`
}

/** `</script>`-safe JSON for inline `<script type="application/ld+json">`. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function resolveSeo(pageContext: PageContextServer): Seo {
  const input = pageContext.config.seo
  if (!input) throw new Error(`Page ${pageContext.urlPathname} has no +seo (title and description are required)`)
  return typeof input === 'function' ? input(pageContext) : input
}

export function breadcrumbJsonLd(crumbs: Breadcrumb[]): WithContext<Thing> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  }
}

export interface HeadTag {
  tag: 'meta' | 'link'
  attrs: Record<string, string>
}

/** The head of a page in the bare shell: its description and `noindex` only (no site name, no share cards). */
export function bareHeadTags(seo: Seo): HeadTag[] {
  return [
    { tag: 'meta', attrs: { name: 'description', content: seo.description } },
    { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
  ]
}

/** Every `<meta>`/`<link>` of the head for a page, in order. */
export function headTags(seo: Seo, urlPathname: string): HeadTag[] {
  const canonical = absoluteUrl(seo.canonicalPath ?? urlPathname)
  const image = absoluteUrl(seo.shareImageUrl ?? getShareImage(seo.image ?? DEFAULT_SHARE_PHOTO))
  const title = fullTitle(seo.title)
  const meta = (key: 'name' | 'property', k: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: k, content },
  })
  return [
    meta('name', 'description', seo.description),
    ...(seo.noindex ? [meta('name', 'robots', 'noindex')] : []),
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    meta('property', 'og:type', seo.ogType ?? 'website'),
    meta('property', 'og:site_name', siteConfig.name),
    meta('property', 'og:locale', 'en_CA'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', image),
    ...(seo.alternates ?? []).map((a): HeadTag => ({
      tag: 'link',
      attrs: { rel: 'alternate', type: a.type, title: a.title, href: a.href },
    })),
    ...(['prev', 'next'] as const).flatMap((rel): HeadTag[] => {
      const path = seo.pagination?.[rel]
      return path ? [{ tag: 'link', attrs: { rel, href: absoluteUrl(path) } }] : []
    }),
  ]
}
