import { describe, expect, it } from 'vitest'
import { iconNames } from '../content/schemas/icons.ts'
import { sharedIcons } from '../templates/components/sharedIcons.ts'
import { iconSprite, iconSymbols } from './iconSprite.ts'

describe('iconSprite', () => {
  it('holds one symbol per shared icon, with the icon’s view box and paths', () => {
    const sprite = iconSprite()
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 16 16">/g)].map((m) => m[1])
    expect(ids).toEqual([...sharedIcons])
    expect(ids).toEqual(expect.arrayContaining(['geo-alt', 'instagram', 'camera', 'arrow-right']))
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol /)
    // Only the outer <svg>: each icon's own <svg> element became its <symbol>.
    expect(sprite.match(/<svg\b/g)).toHaveLength(1)
    expect(sprite).toContain('<symbol id="camera" viewBox="0 0 16 16"><path d="M15 12a1 1 0 0 1-1 1H2')
  })

  it('is a small part of every icon content may use', () => {
    expect(sharedIcons.length).toBeLessThan(iconNames.length / 3)
    expect(iconSprite().length).toBeLessThan(iconSprite(iconNames).length / 3)
  })

  it('gives a page’s symbols ids of their own', () => {
    const symbols = iconSymbols(['quote', 'funnel'], 'icon-')
    expect(Object.keys(symbols)).toEqual(['quote', 'funnel'])
    expect(symbols.quote).toMatch(/^<symbol id="icon-quote" viewBox="0 0 16 16"><path d="[^"]+"\/><\/symbol>$/)
  })

  it('names the file a missing icon would come from', () => {
    expect(() => iconSprite(['no-such-icon'])).toThrow(/no-such-icon\.svg/)
  })
})
