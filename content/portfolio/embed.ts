/**
 * Embed markup from the admin (decisions.md): never rendered raw. Only one `<iframe>` whose `src` is
 * https on an allow-listed host is accepted; it is stored in a normalised form rebuilt from a template,
 * so nothing else from the submitted markup survives.
 */
import { parseDocument } from 'htmlparser2'
import type { ChildNode, Element } from 'domhandler'

/** Hosts whose players may be framed, with their subdomains. */
export const EMBED_HOSTS = [
  'my.matterport.com',
  'matterport.com',
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'youtube.com',
  'player.vimeo.com',
  'kuula.co',
  'my.kuula.co',
  'tour.giraffe360.com',
  'www.zillow.com',
  'iguide.ca',
  'youriguide.com',
  'app.cloudpano.com',
] as const

export type EmbedResult = { ok: true; src: string; title: string; markup: string } | { ok: false; error: string }

const MAX_MARKUP = 4000

function elements(nodes: ChildNode[]): Element[] {
  return nodes.flatMap((n) =>
    'children' in n
      ? [
          ...(n.type === 'tag' || n.type === 'script' || n.type === 'style' ? [n as Element] : []),
          ...elements(n.children as ChildNode[]),
        ]
      : [],
  )
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Checks that `src` is an https URL on an allow-listed host; returns the normalised URL. */
export function allowedEmbedSrc(src: string): string | null {
  let url: URL
  try {
    url = new URL(src.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  const host = url.hostname.toLowerCase()
  if (!EMBED_HOSTS.some((h) => host === h)) return null
  return url.href
}

// The title's ':' as a character reference too: a title such as "javascript: tips" must not trip the
// scheme check when the stored markup is parsed again (the stored form has to parse back to itself).
const escapeTitle = (value: string) => escapeAttr(value).replace(/:/g, '&#58;')

/** Renders the only markup the site ever emits for an embed; `parseEmbed` returns it unchanged. */
export function embedMarkup(src: string, title: string): string {
  return `<iframe src="${escapeAttr(src)}" title="${escapeTitle(title)}" loading="lazy" allow="fullscreen; xr-spatial-tracking; autoplay; encrypted-media" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>`
}

/**
 * Parses submitted embed markup (or a bare https URL). Accepts exactly one iframe with an allowed src;
 * any `<script>`, `javascript:` or other element is an error, never silently kept.
 */
export function parseEmbed(input: string, fallbackTitle = 'Embedded tour'): EmbedResult {
  const markup = input.trim()
  if (!markup) return { ok: false, error: 'Embed code is empty' }
  if (markup.length > MAX_MARKUP) return { ok: false, error: `Embed code is longer than ${MAX_MARKUP} characters` }
  // Browsers drop whitespace and control characters inside a URL's scheme, so they must not hide one.
  // eslint-disable-next-line no-control-regex
  if (/javascript:|vbscript:|data:text\/html/i.test(markup.replace(/[\s\u0000-\u001f]+/g, ''))) {
    return { ok: false, error: 'Embed code must not contain javascript: URLs' }
  }
  if (!markup.startsWith('<')) {
    const src = allowedEmbedSrc(markup)
    return src
      ? { ok: true, src, title: fallbackTitle, markup: embedMarkup(src, fallbackTitle) }
      : { ok: false, error: `Embed URL must be https on an allowed host (${EMBED_HOSTS.join(', ')})` }
  }
  const doc = parseDocument(markup, { lowerCaseTags: true, lowerCaseAttributeNames: true })
  const found = elements(doc.children as ChildNode[])
  if (found.some((el) => el.name === 'script' || el.type === 'script'))
    return { ok: false, error: 'Embed code must not contain <script>' }
  const iframes = found.filter((el) => el.name === 'iframe')
  const others = found.filter((el) => el.name !== 'iframe')
  if (iframes.length !== 1 || others.length > 0)
    return { ok: false, error: 'Embed code must be a single <iframe> element' }
  const iframe = iframes[0]!
  if (Object.keys(iframe.attribs).some((name) => name.startsWith('on')))
    return { ok: false, error: 'Embed code must not contain event handlers' }
  if (iframe.attribs.srcdoc !== undefined) return { ok: false, error: 'Embed code must not use srcdoc' }
  const src = allowedEmbedSrc(iframe.attribs.src ?? '')
  if (!src) return { ok: false, error: `Embed src must be https on an allowed host (${EMBED_HOSTS.join(', ')})` }
  const title = (iframe.attribs.title ?? '').trim().slice(0, 200) || fallbackTitle
  return { ok: true, src, title, markup: embedMarkup(src, title) }
}
