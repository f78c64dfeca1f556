import { describe, expect, it } from 'vitest'
import { redirectPage, redirectTarget } from './redirectPage.ts'

describe('redirectPage', () => {
  it('writes a page the deploy reads the same target back from', () => {
    const page = redirectPage('/services/ai-services', 'https://www.example.com')
    expect(page).toContain('<link rel="canonical" href="https://www.example.com/services/ai-services">')
    expect(page).toContain('<meta name="robots" content="noindex">')
    expect(redirectTarget(page)).toBe('/services/ai-services')
  })

  it('finds no target in any other page', () => {
    expect(redirectTarget('<!DOCTYPE html><html><head><meta charset="utf-8"></head></html>')).toBeNull()
    // Vike's own redirect page, before the build replaces it.
    expect(redirectTarget('<meta http-equiv="refresh" content="0;url=/x">')).toBeNull()
  })
})
