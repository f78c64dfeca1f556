import { describe, expect, it } from 'vitest'
import { candidateNear, uniqueWidths } from './srcset.ts'

describe('uniqueWidths', () => {
  it('keeps the first candidate of each width', () => {
    expect(uniqueWidths('/a-480.avif 480w, /a.avif 800w, /a.avif 800w, /a.avif 800w')).toBe(
      '/a-480.avif 480w, /a.avif 800w',
    )
    expect(uniqueWidths('/b-480.jpg 480w, /b-960.jpg 960w')).toBe('/b-480.jpg 480w, /b-960.jpg 960w')
  })
})

describe('candidateNear', () => {
  it('picks the candidate whose width is closest', () => {
    const srcset = '/p-480.jpg 480w, /p-750.jpg 750w, /p-960.jpg 960w, /p.jpg 1280w'
    expect(candidateNear(srcset, 960)).toBe('/p-960.jpg')
    expect(candidateNear(srcset, 700)).toBe('/p-750.jpg')
    expect(candidateNear(srcset, 4000)).toBe('/p.jpg')
    expect(candidateNear('', 960)).toBeUndefined()
  })
})
