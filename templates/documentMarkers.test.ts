import { describe, expect, it } from 'vitest'
import { BODY_PLACEHOLDER, putBodyBack } from './documentMarkers.ts'

describe('putBodyBack', () => {
  it('puts the body where the placeholder is, taking `$` patterns literally', () => {
    const document = `<html><head><link rel="stylesheet" href="/a.css"></head><body>${BODY_PLACEHOLDER}<script src="/b.js"></script></body></html>`
    expect(putBodyBack(document, '<main>Costs $& and $1</main>')).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"></head><body><main>Costs $& and $1</main><script src="/b.js"></script></body></html>',
    )
  })

  it('refuses a document without the placeholder, or with two', () => {
    expect(() => putBodyBack('<body></body>', 'x')).toThrow(/not in the document once/)
    expect(() => putBodyBack(`${BODY_PLACEHOLDER}${BODY_PLACEHOLDER}`, 'x')).toThrow(/not in the document once/)
  })
})
