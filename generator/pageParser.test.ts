import { spawnSync } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { parsePage } from './builtPages.ts'
import { InlineCode } from './contentSecurityPolicy.ts'
import { PageParser } from './pageParser.ts'

const page = (n: number) => `<!DOCTYPE html><html lang="en"><head><title>Page ${n}</title>
<link rel="canonical" href="https://www.example.com/p/${n}"><style>.p${n}{color:red}</style></head>
<body><main id="m${n}"><h1>Page ${n}</h1><h2>Part ${n}</h2><p class="lead x${n}">Text of page ${n}.</p>
<a href="/p/${n + 1}">next</a></main><script>window.n = ${n}</script></body></html>`

const parser = new PageParser()
afterAll(() => parser.close())

describe('PageParser', () => {
  it('gives what parsePage and InlineCode give on this thread', async () => {
    const inline = new InlineCode()
    const here = parsePage('/p/1', '/out/p/1/index.html', page(1), inline)
    const there = await parser.parse('/p/1', '/out/p/1/index.html', page(1))
    expect(there.page).toEqual(here)
    expect(there.inline).toEqual(inline.hashes())
    expect(there.page.ids).toEqual(new Set(['m1']))
  })

  it('answers each of many pages sent at once with its own parse', async () => {
    const parsed = await Promise.all(
      Array.from({ length: 50 }, (_, n) => parser.parse(`/p/${n}`, `/out/${n}.html`, page(n))),
    )
    expect(parsed.map(({ page }) => page.title)).toEqual(Array.from({ length: 50 }, (_, n) => `Page ${n}`))
    expect(parsed[7]!.page.links).toEqual(['https://www.example.com/p/7', '/p/8'])
    expect(parsed[7]!.page.styleTokens).toEqual(expect.arrayContaining(['lead', 'x7']))
  })

  it('refuses pages once the thread is gone, instead of waiting for ever', async () => {
    const closed = new PageParser()
    await closed.parse('/p/1', '/out/1.html', page(1))
    await closed.close()
    await expect(closed.parse('/p/2', '/out/2.html', page(2))).rejects.toThrow(/closed/)
  })

  it('does not keep a process alive once its parses are done, closed or not (a build that fails ends)', () => {
    const program = `import { PageParser } from ${JSON.stringify(new URL('./pageParser.ts', import.meta.url).href)}
new PageParser() // never used: a build that fails before its first page
const parser = new PageParser()
const { page } = await parser.parse('/', '/out/index.html', '<title>Home</title>')
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
