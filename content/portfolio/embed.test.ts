import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { embedMarkup, parseEmbed } from './embed.ts'

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
})
