import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { PageSink } from './pageSink.ts'
import { outputFileOf } from './vikeWorkarounds.ts'

describe('outputFileOf', () => {
  it("writes a section's not-found page as <section>/404.html, every other page where Vike puts it", () => {
    expect(outputFileOf('/out/client/blog/404/index.html')).toBe('/out/client/blog/404.html')
    expect(outputFileOf('/out/client/404.html')).toBe('/out/client/404.html')
    expect(outputFileOf('/out/client/blog/post-404/index.html')).toBe('/out/client/blog/post-404/index.html')
    expect(outputFileOf('/out/client/about/index.html')).toBe('/out/client/about/index.html')
  })
})

describe('PageSink', () => {
  it('refuses a page Vike renders for another build’s folder (another server bundle was loaded)', () => {
    const outDir = path.join(tmpdir(), 'page-sink-never-written')
    const sink = new PageSink({ config: { ...loadConfig(), outDir }, startedAt: Date.now() })
    expect(() => sink.add('/about', '/elsewhere/client/about/index.html', '<title>About</title>')).toThrow(
      /\/about: Vike rendered it for \/elsewhere\/client\/about\/index.html, outside .*another build's server bundle/,
    )
  })
})
