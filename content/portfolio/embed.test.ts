import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allowedEmbedSrc, embedMarkup, parseEmbed } from './embed.ts'
import { EMBED_PROVIDERS } from './embedProviders.ts'

describe('parseEmbed', () => {
  it('returns markup that parses back to itself, whatever the title', () => {
    const title = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom(
        'javascript: the basics',
        'java script:x',
        'data:text/html tour',
        '"><script>alert(1)</script>',
        'a & b',
      ),
    )
    fc.assert(
      fc.property(title, (t) => {
        const first = parseEmbed('https://player.vimeo.com/video/1', t.trim() || 'Tour')
        if (!first.ok) return false
        const again = parseEmbed(first.markup, t.trim() || 'Tour')
        return again.ok && again.markup === first.markup && again.title === first.title
      }),
      { seed: 11, numRuns: 300 },
    )
  })

  it('still refuses javascript: in submitted markup', () => {
    expect(parseEmbed('<iframe src="javascript:alert(1)"></iframe>').ok).toBe(false)
    expect(parseEmbed('<iframe src="https://player.vimeo.com/video/1" title="javascript:alert(1)"></iframe>').ok).toBe(
      false,
    )
    expect(embedMarkup('https://player.vimeo.com/video/1', 'javascript: tips')).toContain(
      'title="javascript&#58; tips"',
    )
  })

  it('accepts each provider only on its player path, and gives the iframe the sandbox its player allows', () => {
    for (const provider of EMBED_PROVIDERS) expect(allowedEmbedSrc(provider.example), provider.name).not.toBeNull()
    for (const src of [
      'https://www.youtube.com/redirect?q=https%3A%2F%2Fevil.example',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/embed/../redirect',
      'https://player.vimeo.com/api/player.js',
      'https://my.matterport.com/discover/space',
      'https://www.zillow.com/homes/for_sale/',
    ]) {
      expect(allowedEmbedSrc(src), src).toBeNull()
    }
    const { markup } = parseEmbed(
      '<iframe src="https://player.vimeo.com/video/1" sandbox="allow-top-navigation"></iframe>',
    ) as {
      markup: string
    }
    expect(markup).toContain(
      'sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"',
    )
    expect(markup).not.toContain('allow-top-navigation')
  })
})
