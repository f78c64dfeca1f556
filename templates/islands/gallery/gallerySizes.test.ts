import { describe, expect, it } from 'vitest'
import { gallerySizes } from './gallerySizes.ts'

describe('gallerySizes', () => {
  it('gives a phone the full width of the container: one column under 576 px', () => {
    expect(gallerySizes(3)).toMatch(/, calc\(100vw - 1\.5rem\)$/)
  })

  it('follows the grid of styles/gallery.css in a full Bootstrap container', () => {
    // 2 columns at 576 (516 px of content) and 768 (696), 3 at 992 (936), 1200 (1116) and 1400 (1296).
    expect(gallerySizes(3)).toBe(
      '(min-width: 1400px) 422px, (min-width: 1200px) 362px, (min-width: 992px) 302px, ' +
        '(min-width: 768px) 340px, (min-width: 576px) 250px, calc(100vw - 1.5rem)',
    )
    expect(gallerySizes(4)).toBe(
      '(min-width: 1400px) 312px, (min-width: 1200px) 267px, (min-width: 992px) 222px, ' +
        '(min-width: 768px) 340px, (min-width: 576px) 250px, calc(100vw - 1.5rem)',
    )
  })

  it('stops growing where the page caps its container (the listing body: 960 px)', () => {
    expect(gallerySizes(3, 960)).toBe(
      '(min-width: 992px) 302px, (min-width: 768px) 340px, (min-width: 576px) 250px, calc(100vw - 1.5rem)',
    )
  })
})
