import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sharedIcons } from '../../templates/components/sharedIcons.ts'
import { builtSiteDir, readPage } from './site.ts'

const pages = readdirSync(builtSiteDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => path.join(entry.parentPath, entry.name))

const sprites = readdirSync(path.join(builtSiteDir, 'assets')).filter((name) => /^icons\.[\w-]+\.svg$/.test(name))
/** The page's own symbols: one hidden `<svg>` at the start of its body. */
const PAGE_SYMBOLS = /<body class="loading">\s*<svg display="none" aria-hidden="true">(.*?)<\/svg>/
const idsOf = (svg: string) => [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]!)

describe('icons', () => {
  it('the shared sprite holds the shared icons, and only them', () => {
    expect(sprites).toHaveLength(1)
    const sprite = readFileSync(path.join(builtSiteDir, 'assets', sprites[0]!), 'utf8')
    expect(idsOf(sprite)).toEqual([...sharedIcons])
  })

  it('every icon of every page is a symbol of the shared sprite or of the page itself, and no symbol is unused', () => {
    const shared = new Set<string>(sharedIcons)
    let uses = 0
    let own = 0
    for (const page of pages) {
      const html = readFileSync(page, 'utf8')
      const symbols = idsOf(PAGE_SYMBOLS.exec(html)?.[1] ?? '')
      // Each symbol once, and never one of the shared sprite's.
      expect(new Set(symbols).size, page).toBe(symbols.length)
      const used = new Set<string>()
      for (const [, href] of html.matchAll(/<use href="([^"]+)"/g)) {
        uses++
        const [file, id] = href!.split('#')
        if (file === '') {
          expect(symbols, `${page}: ${href}`).toContain(id)
          expect(shared.has(id!.replace(/^icon-/, '')), `${page}: ${href} is a shared icon`).toBe(false)
          used.add(id!)
        } else {
          expect(file, page).toBe(`/assets/${sprites[0]}`)
          expect(shared.has(id!), `${page}: #${id}`).toBe(true)
        }
      }
      expect([...used].sort(), page).toEqual([...symbols].sort())
      own += symbols.length
      // No Bootstrap icon is inlined (each one's own <svg> has class="bi bi-<name>").
      expect(html, page).not.toMatch(/class="bi bi-/)
    }
    expect(uses).toBeGreaterThan(pages.length)
    expect(own).toBeGreaterThan(0)
  })

  it('the home page draws its services and footer from the shared sprite', () => {
    const html = readPage('/')
    for (const icon of ['camera', 'airplane', 'instagram', 'telephone'])
      expect(html).toContain(`<use href="/assets/${sprites[0]}#${icon}">`)
  })
})
