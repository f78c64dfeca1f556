import { describe, expect, it } from 'vitest'
import { showDots } from './showDots.ts'
import { youtubeEmbedSrc } from './youtube.ts'

describe('showDots', () => {
  it('hides dots for a single item', () => expect(showDots(1)).toBe(false))
  it('shows dots from two items', () => expect(showDots(2)).toBe(true))
  it('shows dots up to ten items', () => expect(showDots(10)).toBe(true))
  it('hides dots above ten items', () => expect(showDots(11)).toBe(false))
  it('hides dots for an empty gallery', () => expect(showDots(0)).toBe(false))
})

describe('youtubeEmbedSrc', () => {
  it('uses the privacy-enhanced domain with autoplay', () => {
    expect(youtubeEmbedSrc('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
  })
  it('escapes the id so it cannot change the path or query', () => {
    expect(youtubeEmbedSrc('a/b?c')).toBe('https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1')
  })
})
