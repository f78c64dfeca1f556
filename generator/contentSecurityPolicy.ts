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
import { Parser } from 'htmlparser2'
import { EMBED_HOSTS } from '../content/portfolio/embedProviders.ts'
import type { PublicEnv } from './config.ts'

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

/** The inline code of a page: inline scripts (JSON-LD included), style elements and style attributes. */
function inlineCode(html: string) {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const styleAttributes = new Set<string>()
  let open: { into: Set<string>; text: string } | null = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.style !== undefined) styleAttributes.add(attributes.style)
        if (name === 'style') open = { into: styles, text: '' }
        if (name === 'script' && attributes.src === undefined) open = { into: scripts, text: '' }
      },
      ontext(text) {
        if (open) open.text += text
      },
      onclosetag(name) {
        if (open && (name === 'script' || name === 'style')) open.into.add(open.text)
        open = null
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  )
  parser.end(html)
  return { scripts, styles, styleAttributes }
}

/** The policy of one page (`html` as it will be written), for the public configuration `env`. */
export function pagePolicy(html: string, env: Pick<PublicEnv, 'ga4Id' | 'plausibleDomain'>): string {
  const { scripts, styles, styleAttributes } = inlineCode(html)
  const analytics = env.ga4Id ? ANALYTICS.ga4 : env.plausibleDomain ? ANALYTICS.plausible : { script: [], connect: [] }
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...scripts].map(hash), ...analytics.script],
    [
      'style-src',
      "'self'",
      // 'unsafe-hashes' lets the hashes below match style attributes too, never script.
      ...(styleAttributes.size ? ["'unsafe-hashes'"] : []),
      ...[...styles, ...styleAttributes].map(hash),
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

/** The page with its policy as a `<meta http-equiv>` right after the charset (or first in the head). */
export function withContentSecurityPolicy(html: string, env: Pick<PublicEnv, 'ga4Id' | 'plausibleDomain'>): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(html, env)}">`
  if (CHARSET.test(html)) return html.replace(CHARSET, (charset) => `${charset}\n    ${meta}`)
  if (/<head>/i.test(html)) return html.replace(/<head>/i, (head) => `${head}\n    ${meta}`)
  throw new Error('A page without <head> cannot carry its Content-Security-Policy')
}
