import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ParsedPageCache, readBuiltPages } from './builtPages.ts'
import { InlineCode } from './contentSecurityPolicy.ts'
import { parseHtml } from './parseHtml.ts'
import { finishHead, finishPage, finishParsedPage } from './pageWriter.ts'
import { Stylesheets } from './stylesheetLinks.ts'

const html = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" type="text/css" href="/assets/static/site.css">
<meta charset="utf-8"><title>Drone | Site</title><meta name="description" content="Aerial photos.">
<style>.x{color:red}</style></head><body><main id="m"><h1>Drone</h1><h2>Views</h2><p class="lead">Aerial views of Toronto.</p>
<a href="/contact">Contact</a></main><script>window.n = 1</script></body></html>`

const env = { siteOrigin: 'https://www.example.com', ga4Id: '', plausibleDomain: '' }
/** The base's rules: `h1` on every page, `.lead` on this one. */
const sheets = new Stylesheets({
  sheets: ['/assets/static/site.css'],
  rules: [
    { context: [], css: 'h1{margin:0}', needs: [['h1']], sets: ['margin'], specificity: ['0,0,1'], sheet: 0 },
    { context: [], css: '.lead{font-size:2rem}', needs: [['lead']], sets: ['font'], specificity: ['0,1,0'], sheet: 0 },
    { context: [], css: '.card{color:red}', needs: [['card']], sets: ['color'], specificity: ['0,1,0'], sheet: 0 },
  ],
  base: [0],
  baseHref: '/assets/static/base.b.css',
  always: [],
  islands: {},
})
const clientDir = mkdtempSync(path.join(tmpdir(), 'page-writer-'))
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

describe('finishHead', () => {
  it("writes finishPage's head and the body's bytes as they were, a link in the body's markup included", () => {
    const file = path.join(clientDir, 'services/drone/index.html')
    const own = sheets.forPage(['/assets/static/site.css'], new Set(['h1', 'lead']))
    const inline = new InlineCode()
    parseHtml(html, [inline])
    const finish = (text: string) => finishPage(text, own, file, env, inline.hashes())
    const link = '<link rel="stylesheet" type="text/css" href="/assets/static/site.css">'
    const page = html.replace('<h2>Views</h2>', `<h2>Views — Toronto’s é 🏙️</h2>${link}`)
    const head = page.slice(0, page.indexOf('</head>'))
    const finished = finishHead(Buffer.from(page), finish)
    expect(finished.toString()).toBe(finish(head) + page.slice(head.length))
    // finishPage over the whole page removes the body's link too; only the head is the build's to change.
    expect(finished.toString()).toContain(`🏙️</h2>${link}`)
    expect(finish(page)).not.toContain(`🏙️</h2>${link}`)
    // Without a head's end, all of it is finished.
    expect(finishHead(Buffer.from('<p>a</p>'), (text) => `[${text}]`).toString()).toBe('[<p>a</p>]')
  })
})

describe('finishParsedPage', () => {
  it('writes what finishPage writes, and its one parse is the parse of the page as written', async () => {
    const file = path.join(clientDir, 'services/drone/index.html')
    const { html: written, page } = finishParsedPage(clientDir, file, html, sheets, env)
    const inline = new InlineCode()
    parseHtml(html, [inline])
    const own = sheets.forPage(['/assets/static/site.css'], new Set(['h1', 'lead']))
    expect(own.own!.css).toBe('.lead{font-size:2rem}')
    expect(written).toBe(finishPage(html, own, file, env, inline.hashes()))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, written)
    const [read] = await readBuiltPages(clientDir)
    expect(page).toEqual(read)
    expect(page.route).toBe('/services/drone')
    expect(page.links).toEqual(['/assets/static/base.b.css', '/contact'])
    // The page's own sheet is small: written into the page after the base's link, allowed by its hash in the
    // page's policy (with the page's other inline style), and never written as a file.
    expect(written).toContain(
      '<link rel="stylesheet" type="text/css" href="/assets/static/base.b.css">\n    <style>.lead{font-size:2rem}</style>',
    )
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(written)![1]!
    const styleSources = policy.split('; ').find((d) => d.startsWith('style-src '))!
    const sha = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`
    expect(styleSources).toBe(`style-src 'self' ${sha('.x{color:red}')} ${sha('.lead{font-size:2rem}')}`)
    expect(existsSync(path.join(clientDir, own.own!.href))).toBe(false)
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
