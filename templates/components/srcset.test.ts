import { describe, expect, it } from 'vitest'
import { uniqueWidths } from './srcset.ts'

describe('uniqueWidths', () => {
  it('keeps the first candidate of each width', () => {
    expect(uniqueWidths('/a-480.avif 480w, /a.avif 800w, /a.avif 800w, /a.avif 800w')).toBe(
      '/a-480.avif 480w, /a.avif 800w',
    )
    expect(uniqueWidths('/b-480.jpg 480w, /b-960.jpg 960w')).toBe('/b-480.jpg 480w, /b-960.jpg 960w')
  })
})
