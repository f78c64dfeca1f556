import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ParsedPageCache, readBuiltPages } from './builtPages.ts'
import { InlineCode } from './contentSecurityPolicy.ts'
import { parseHtml } from './parseHtml.ts'
import { finishPage, finishParsedPage } from './pageWriter.ts'

const html = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" type="text/css" href="/assets/static/site.css">
<meta charset="utf-8"><title>Drone | Site</title><meta name="description" content="Aerial photos.">
<style>.x{color:red}</style></head><body><main id="m"><h1>Drone</h1><h2>Views</h2><p class="lead">Aerial views of Toronto.</p>
<a href="/contact">Contact</a></main><script>window.n = 1</script></body></html>`

const env = { siteOrigin: 'https://www.example.com', ga4Id: '', plausibleDomain: '' }
const sheets = new Map([['/assets/static/site.css', '/assets/static/site.trimmed.css']])
const clientDir = mkdtempSync(path.join(tmpdir(), 'page-writer-'))
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

describe('finishParsedPage', () => {
  it('writes what finishPage writes, and its one parse is the parse of the page as written', async () => {
    const file = path.join(clientDir, 'services/drone/index.html')
    const { html: written, page } = finishParsedPage(clientDir, file, html, sheets, env)
    const inline = new InlineCode()
    parseHtml(html, [inline])
    expect(written).toBe(finishPage(html, sheets, file, env, inline.hashes()))
    expect(written).toContain('<meta http-equiv="Content-Security-Policy"')
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, written)
    const [read] = await readBuiltPages(clientDir)
    expect(page).toEqual(read)
    expect(page.route).toBe('/services/drone')
    expect(page.links).toContain('/assets/static/site.trimmed.css')
  })

  it('is kept by the cache, which then does not parse the written page again', async () => {
    const file = path.join(clientDir, 'services/drone/index.html')
    const { html: written, page } = finishParsedPage(clientDir, file, html, sheets, env)
    writeFileSync(file, written)
    const cache = new ParsedPageCache()
    cache.keep({ ...page, title: 'as kept' }, written)
    expect((await cache.read(clientDir)).map((p) => p.title)).toEqual(['as kept'])
    // A page whose text changed since is parsed again.
    writeFileSync(file, written.replace('Aerial views', 'Night views'))
    expect((await cache.read(clientDir)).map((p) => p.title)).toEqual(['Drone | Site'])
  })
})
