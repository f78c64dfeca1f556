/**
 * The public site's Content-Security-Policy (Node, build time). Every page is static, so its policy is
 * written into the page itself as a `<meta http-equiv>` right after the charset: scripts only from the
 * site (plus the analytics provider when one is configured), styles only from the site's linked sheets,
 * and each inline `<script>` and `<style>` and each `style` attribute a page still has allowed by its
 * SHA-256 hash, computed here from the page as written. Frames only from the embed players' hosts.
 *
 * A meta policy cannot carry `frame-ancestors` (browsers ignore it there): the servers send that as a
 * header with X-Frame-Options (`FRAME_HEADERS`: generator/staticSite.ts, the admin service,
 * deploy/nginx.conf). JSON-LD blocks (`<script type="application/ld+json">`) are data, which CSP does not
 * govern, so they need no hash.
 */
import { createHash } from 'node:crypto'
import { EMBED_HOSTS } from '../content/portfolio/embedProviders.ts'
import type { PublicEnv } from './config.ts'
import type { ParseListener } from './parseHtml.ts'

/** Headers every server of the public site sends: no framing by other sites (clickjacking). */
export const FRAME_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
} as const

/** Hosts each analytics provider loads its script from and sends to (Google's and Plausible's CSP guides). */
const ANALYTICS = {
  ga4: {
    script: ['https://*.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  plausible: { script: ['https://plausible.io'], connect: ['https://plausible.io'] },
}

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The policy's source for a `<style>` element holding `css`, as `InlineHashes.styles` lists it. */
export const styleHash = hash

/** The hashes of a page's inline code, as its policy lists them. */
export interface InlineHashes {
  /** Inline `<script>` elements (JSON-LD included). */
  scripts: string[]
  /** `<style>` elements, then `style` attributes. */
  styles: string[]
  /** Whether any hash is of a `style` attribute (the policy then needs `'unsafe-hashes'`). */
  styleAttributes: boolean
}

/**
 * Collects a page's inline code, a listener of the page's parse (parseHtml.ts): a full build's page
 * thread gives it to the parse that reads the page's facts (pageThread.ts), so each page is parsed once.
 */
export class InlineCode implements ParseListener {
  readonly #scripts = new Set<string>()
  readonly #styles = new Set<string>()
  readonly #styleAttributes = new Set<string>()
  #open: { into: Set<string>; text: string } | null = null

  onopentag(name: string, attributes: Record<string, string>): void {
    if (attributes.style !== undefined) this.#styleAttributes.add(attributes.style)
    if (name === 'style') this.#open = { into: this.#styles, text: '' }
    if (name === 'script' && attributes.src === undefined) this.#open = { into: this.#scripts, text: '' }
  }

  ontext(text: string): void {
    if (this.#open) this.#open.text += text
  }

  onclosetag(name: string): void {
    if (this.#open && (name === 'script' || name === 'style')) this.#open.into.add(this.#open.text)
    this.#open = null
  }

  hashes(): InlineHashes {
    return {
      scripts: [...this.#scripts].map(hash),
      styles: [...this.#styles, ...this.#styleAttributes].map(hash),
      styleAttributes: this.#styleAttributes.size > 0,
    }
  }
}

type AnalyticsEnv = Pick<PublicEnv, 'ga4Id' | 'plausibleDomain'>

/**
 * The policy of one page for the public configuration `env`: `inline` is its inline code's hashes, which
 * the page's parse collected (an `InlineCode` listener: a build parses each page once).
 */
export function pagePolicy(env: AnalyticsEnv, inline: InlineHashes): string {
  const { scripts, styles, styleAttributes } = inline
  const analytics = env.ga4Id ? ANALYTICS.ga4 : env.plausibleDomain ? ANALYTICS.plausible : { script: [], connect: [] }
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scripts, ...analytics.script],
    [
      'style-src',
      "'self'",
      // 'unsafe-hashes' lets the hashes below match style attributes too, never script.
      ...(styleAttributes ? ["'unsafe-hashes'"] : []),
      ...styles,
    ],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...analytics.connect],
    ['frame-src', ...EMBED_HOSTS.map((host) => `https://${host}`)],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  return directives.map((d) => d.join(' ')).join('; ')
}

const CHARSET = /<meta charset="utf-8">/i

/**
 * The page with its policy as a `<meta http-equiv>` right after the charset (or first in the head);
 * `inline` as for `pagePolicy`.
 */
export function withContentSecurityPolicy(html: string, env: AnalyticsEnv, inline: InlineHashes): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(env, inline)}">`
  if (CHARSET.test(html)) return html.replace(CHARSET, (charset) => `${charset}\n    ${meta}`)
  if (/<head>/i.test(html)) return html.replace(/<head>/i, (head) => `${head}\n    ${meta}`)
  throw new Error('A page without <head> cannot carry its Content-Security-Policy')
}
