import { describe, expect, it } from 'vitest'
import { isUnbrandedTour, parseListingLink, unbrandedTourSrc } from './links.ts'

describe('listing film and tour links', () => {
  it('accepts a film from a video provider and a tour from a tour provider, not the other way round', () => {
    expect(parseListingLink('https://player.vimeo.com/video/76979871', 'film')).toMatchObject({
      ok: true,
      provider: 'Vimeo',
    })
    expect(parseListingLink('https://my.matterport.com/show/?m=SxQL3iGyoDo', 'tour')).toMatchObject({
      ok: true,
      provider: 'Matterport',
    })
    expect(parseListingLink('https://my.matterport.com/show/?m=SxQL3iGyoDo', 'film').ok).toBe(false)
    expect(parseListingLink('https://www.youtube.com/embed/aqz-KE-bpKQ', 'tour').ok).toBe(false)
    const refused = parseListingLink('https://evil.example.com/show/?m=1', 'tour')
    expect(refused.ok || refused.error).toMatch(/must be an https player address of Matterport/)
    expect(parseListingLink('javascript:alert(1)', 'film').ok).toBe(false)
  })

  it('makes a Matterport tour unbranded and recognises only that mode as MLS-safe', () => {
    const branded = 'https://my.matterport.com/show/?m=SxQL3iGyoDo'
    expect(isUnbrandedTour(branded)).toBe(false)
    const unbranded = unbrandedTourSrc(branded)!
    expect(new URL(unbranded).searchParams.get('mls')).toBe('2')
    expect(isUnbrandedTour(unbranded)).toBe(true)
    expect(unbrandedTourSrc('https://kuula.co/share/collection/7lpwZ')).toBeNull()
    expect(isUnbrandedTour('https://kuula.co/share/collection/7lpwZ?mls=2&brand=0')).toBe(false)
    expect(isUnbrandedTour('https://www.youtube.com/embed/aqz-KE-bpKQ?mls=2&brand=0')).toBe(false)
  })
})
