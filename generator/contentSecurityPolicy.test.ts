import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parsePage } from './builtPages.ts'
import { InlineCode, pagePolicy, withContentSecurityPolicy } from './contentSecurityPolicy.ts'
import { parseHtml } from './parseHtml.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const none = { ga4Id: '', plausibleDomain: '' }
const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title>
<script type="application/ld+json">{"@type":"Thing"}</script><style>p{color:red}</style></head>
<body><p style="--step:1">a &amp; b</p><script>setTimeout(() => 1)</script><script src="/assets/a.js" type="module"></script></body></html>`

/** The hashes of `html`'s inline code, from a parse of its own. */
function hashesOf(html: string) {
  const inline = new InlineCode()
  parseHtml(html, [inline])
  return inline.hashes()
}
const hashes = hashesOf(page)

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('pagePolicy', () => {
  it('allows exactly the page’s inline scripts (JSON-LD too), styles and style attributes by hash', () => {
    const policy = pagePolicy(none, hashes)
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha('{"@type":"Thing"}'), sha('setTimeout(() => 1)')])
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-hashes'", sha('p{color:red}'), sha('--step:1')])
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|frame-ancestors/)
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'frame-src')).toContain('https://my.matterport.com')
  })

  it('adds the analytics hosts only when analytics is configured', () => {
    expect(pagePolicy(none, hashes)).not.toMatch(/googletagmanager|plausible/)
    const ga4 = pagePolicy({ ga4Id: 'G-TEST', plausibleDomain: '' }, hashes)
    expect(directive(ga4, 'script-src')).toContain('https://*.googletagmanager.com')
    expect(directive(ga4, 'connect-src')).toContain('https://*.google-analytics.com')
    const plausible = pagePolicy({ ga4Id: '', plausibleDomain: 'example.com' }, hashes)
    expect(directive(plausible, 'script-src')).toContain('https://plausible.io')
    expect(directive(plausible, 'connect-src')).toContain('https://plausible.io')
  })

  it('takes the same hashes from the parse that reads the page’s facts (one parse per page)', () => {
    const inline = new InlineCode()
    const parsed = parsePage('/t', '/t/index.html', page, { also: [inline] })
    expect(parsed.title).toBe('t')
    expect(inline.hashes()).toEqual({
      scripts: [sha('{"@type":"Thing"}'), sha('setTimeout(() => 1)')],
      styles: [sha('p{color:red}'), sha('--step:1')],
      styleAttributes: true,
    })
    expect(inline.hashes()).toEqual(hashes)
  })

  it('puts the policy right after the charset, before anything it governs', () => {
    const html = withContentSecurityPolicy(page, none, hashes)
    expect(html).toMatch(
      /<meta charset="utf-8">\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; /,
    )
    expect(() => withContentSecurityPolicy('<p>no head</p>', none, hashesOf('<p>no head</p>'))).toThrow(
      /without <head>/,
    )
  })
})
