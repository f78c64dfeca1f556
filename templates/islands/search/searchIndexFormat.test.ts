import { describe, expect, it } from 'vitest'
import { shardKey, tokenize } from './searchIndexFormat.ts'

describe('shardKey', () => {
  it('is the first two characters of a term, counting a character outside the BMP as one', () => {
    const byCodePoints = (term: string) => Array.from(term).slice(0, 2).join('')
    for (const term of ['', 'a', 'ab', 'drone', 'été', '𝒜b', 'a𝒜c', '𝒜𝒝𝒞', '\ud835x', 'x\ud835', '日本語'])
      expect(shardKey(term), JSON.stringify(term)).toBe(byCodePoints(term))
    expect(shardKey('drone')).toBe('dr')
    expect(shardKey('𝒜𝒝𝒞')).toBe('𝒜𝒝')
  })

  it('keys every term tokenize makes', () => {
    for (const term of tokenize('Toronto’s drone photos, 3D tours and Matterport scans'))
      expect(term.startsWith(shardKey(term))).toBe(true)
  })
})
