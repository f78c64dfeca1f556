import { describe, expect, it } from 'vitest'
import { outputFileOf } from './pageSink.ts'

describe('outputFileOf', () => {
  it("writes a section's not-found page as <section>/404.html, every other page where Vike puts it", () => {
    expect(outputFileOf('/out/client/blog/404/index.html')).toBe('/out/client/blog/404.html')
    expect(outputFileOf('/out/client/404.html')).toBe('/out/client/404.html')
    expect(outputFileOf('/out/client/blog/post-404/index.html')).toBe('/out/client/blog/post-404/index.html')
    expect(outputFileOf('/out/client/about/index.html')).toBe('/out/client/about/index.html')
  })
})
