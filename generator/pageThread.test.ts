import { spawnSync } from 'node:child_process'
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseBuiltPage, parsePage } from './builtPages.ts'
import { InlineCode } from './contentSecurityPolicy.ts'
import { finishPage } from './pageWriter.ts'
import { PageThread } from './pageThread.ts'

const page = (n: number) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page ${n}</title>
<link rel="canonical" href="https://www.example.com/p/${n}"><link rel="stylesheet" type="text/css" href="/assets/static/site.abc.css">
<style>.p${n}{color:red}</style></head>
<body><main id="m${n}"><h1>Page ${n}</h1><h2>Part ${n}</h2><p class="lead x${n}">Text of page ${n}.</p>
<a href="/p/${n + 1}">next</a></main><script>window.n = ${n}</script></body></html>`

const env = { siteOrigin: 'https://www.example.com', ga4Id: '', plausibleDomain: '' }
const work = mkdtempSync(path.join(tmpdir(), 'page-thread-'))
const thread = new PageThread()
afterAll(async () => {
  await thread.close()
  rmSync(work, { recursive: true, force: true })
})

describe('PageThread', () => {
  it('parses as parseBuiltPage does on this thread', async () => {
    const file = path.join(work, 'p/1/index.html')
    const here = parseBuiltPage('/p/1', file, page(1))
    const there = await thread.parse('/p/1', file, page(1))
    expect(there).toEqual(here)
    expect(there.ids).toEqual(new Set(['m1']))
  })

  it('parses short pages, whose bytes Node cuts from a shared pool, leaving the pool to this thread', async () => {
    const before = Buffer.from('a short text')
    const parsed = await thread.parse(
      '/short',
      path.join(work, 'short/index.html'),
      '<html><head><title>Short</title></head><body></body></html>',
    )
    expect(parsed.title).toBe('Short')
    expect(before.toString()).toBe('a short text')
    expect(Buffer.from('another short text').toString()).toBe('another short text')
  })

  it('answers each of many pages sent at once with its own parse', async () => {
    const parsed = await Promise.all(
      Array.from({ length: 50 }, (_, n) => thread.parse(`/p/${n}`, path.join(work, `p/${n}/index.html`), page(n))),
    )
    expect(parsed.map((page) => page.title)).toEqual(Array.from({ length: 50 }, (_, n) => `Page ${n}`))
    expect(parsed[7]!.links).toEqual(['https://www.example.com/p/7', '/assets/static/site.abc.css', '/p/8'])
  })

  it('makes each page’s file, empty and of its own, by the time made() resolves', async () => {
    const file = path.join(work, 'made/index.html')
    const elsewhere = path.join(work, 'elsewhere.html')
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(elsewhere, 'a live release’s page')
    linkSync(elsewhere, file)
    const made = new PageThread()
    try {
      await made.parse('/made', file, page(1))
      await made.made()
      expect(readFileSync(file, 'utf8')).toBe('')
      expect(statSync(file).ino).not.toBe(statSync(elsewhere).ino)
      await made.writeAll(env)
      expect(readFileSync(file, 'utf8')).toContain('<title>Page 1</title>')
      expect(readFileSync(elsewhere, 'utf8')).toBe('a live release’s page')
    } finally {
      await made.close()
    }
  })

  it("trims the stylesheets to the pages' style tokens on the thread, and writes each page's own into it", async () => {
    const clientDir = path.join(work, 'trim', 'client')
    mkdirSync(path.join(clientDir, 'assets', 'static'), { recursive: true })
    writeFileSync(
      path.join(clientDir, 'assets', 'static', 'site.abc.css'),
      '.x1{color:red}.x2{color:green}.lead{font-size:2rem}.unused{color:blue}',
    )
    const trimming = new PageThread()
    const read = (file: string) => readFileSync(path.join(clientDir, file), 'utf8')
    try {
      await trimming.parse('/p/1', path.join(clientDir, 'p/1/index.html'), page(1))
      await trimming.parse('/p/2', path.join(clientDir, 'p/2/index.html'), page(2))
      // The write is asked for while the trim runs, as a full build asks: it waits for the trim.
      const trimmed = trimming.trim(clientDir)
      const written = trimming.writeAll(env)
      const { links, report } = await trimmed
      expect(report).toMatch(
        /^CSS trimmed from 0 KB in 1 sheets to 0 KB of 3 rules; the base sheet every page links has 1 /,
      )
      // Both link the base alone: their own sheets are small enough to be written into them.
      const [base, ...others] = links[path.join(clientDir, 'p/1/index.html')]!
      expect(links[path.join(clientDir, 'p/2/index.html')]).toEqual([base])
      expect(others).toEqual([])
      expect(read(base!)).toBe('.lead{font-size:2rem}')
      await written
      expect(read('p/1/index.html')).toContain(
        `<link rel="stylesheet" type="text/css" href="${base}">\n    <style>.x1{color:red}</style>`,
      )
      expect(read('p/2/index.html')).toContain(
        `<link rel="stylesheet" type="text/css" href="${base}">\n    <style>.x2{color:green}</style>`,
      )
    } finally {
      await trimming.close()
    }
  })

  it('writes every page it kept as finishPage makes it, and the files that are not pages', async () => {
    thread.keep(path.join(work, 'feed.txt'), 'not a page')
    const { count } = await thread.writeAll(env)
    expect(count).toBe(52 + 1)
    const file = path.join(work, 'p/7/index.html')
    const inline = new InlineCode()
    parsePage('/p/7', file, page(7), { also: [inline] })
    // Never trimmed, this thread's pages link no sheet.
    expect(readFileSync(file, 'utf8')).toBe(
      finishPage(page(7), { hrefs: [], inline: null }, file, env, inline.hashes()),
    )
    expect(readFileSync(file, 'utf8')).toContain('Content-Security-Policy')
    expect(readFileSync(path.join(work, 'feed.txt'), 'utf8')).toBe('not a page')
    // Written pages are let go: a second write has none left.
    expect((await thread.writeAll(env)).count).toBe(0)
  })

  it('fails a write it cannot make with the file system’s error', async () => {
    const failing = new PageThread()
    try {
      // A file where a folder should be.
      await failing.parse('/x', path.join(work, 'feed.txt', 'index.html'), page(0))
      await expect(failing.writeAll(env)).rejects.toThrow(/ENOTDIR|EEXIST/)
    } finally {
      await failing.close()
    }
  })

  it('refuses pages once the thread is gone, instead of waiting for ever', async () => {
    const closed = new PageThread()
    await closed.parse('/p/1', path.join(work, 'x.html'), page(1))
    await closed.close()
    await expect(closed.parse('/p/2', path.join(work, 'y.html'), page(2))).rejects.toThrow(/closed/)
  })

  it('does not keep a process alive once its requests are answered, closed or not (a build that fails ends)', () => {
    const program = `import { PageThread } from ${JSON.stringify(new URL('./pageThread.ts', import.meta.url).href)}
new PageThread() // never used: a build that fails before its first page
const thread = new PageThread()
const page = await thread.parse('/', ${JSON.stringify(path.join(work, 'alive/index.html'))}, '<title>Home</title>')
console.log(page.title)`
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', program], {
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(run.error).toBeUndefined() // no ETIMEDOUT
    expect(run.stdout.trim()).toBe('Home')
    expect(run.status).toBe(0)
  })
})
