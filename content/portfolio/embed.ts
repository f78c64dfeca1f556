/**
 * Embed markup from the admin (decisions.md): never rendered raw. Only one `<iframe>` whose `src` is
 * an https player URL on the allow-list (host and path, embedProviders.ts) is accepted; it is stored in a
 * normalised form rebuilt from a template, with the `sandbox` its player allows, so nothing else from
 * the submitted markup survives.
 */
import { parseDocument } from 'htmlparser2'
import type { ChildNode, Element } from 'domhandler'
import { escapeHtml } from '../../lib/escape.ts'
import { EMBED_PROVIDERS, embedProviderOf, embedSandbox } from './embedProviders.ts'

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

/**
 * Checks that `src` is an https URL of an allow-listed player: its host and its path (embedProviders.ts).
 * Returns the normalised URL.
 */
export function allowedEmbedSrc(src: string): string | null {
  let url: URL
  try {
    url = new URL(src.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  return embedProviderOf(url) ? url.href : null
}

const NOT_A_PLAYER = `must be an https player URL of ${EMBED_PROVIDERS.map((p) => `${p.name} (${p.example})`).join(', ')}`

// The title's ':' as a character reference too: a title such as "javascript: tips" must not trip the
// scheme check when the stored markup is parsed again (the stored form has to parse back to itself).
const escapeTitle = (value: string) => escapeHtml(value).replace(/:/g, '&#58;')

/** Renders the only markup the site ever emits for an embed; `parseEmbed` returns it unchanged. */
export function embedMarkup(src: string, title: string): string {
  return `<iframe src="${escapeHtml(src)}" title="${escapeTitle(title)}" loading="lazy" sandbox="${embedSandbox(src)}" allow="fullscreen; xr-spatial-tracking; autoplay; encrypted-media" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>`
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
      : { ok: false, error: `Embed URL ${NOT_A_PLAYER}` }
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
  if (!src) return { ok: false, error: `Embed src ${NOT_A_PLAYER}` }
  const title = (iframe.attribs.title ?? '').trim().slice(0, 200) || fallbackTitle
  return { ok: true, src, title, markup: embedMarkup(src, title) }
}
