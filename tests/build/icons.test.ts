import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtSiteDir } from './site.ts'

const pages = readdirSync(builtSiteDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => path.join(entry.parentPath, entry.name))

describe('icons', () => {
  it('every page draws its icons from the one sprite, and every icon it names is a symbol of it', () => {
    const sprites = readdirSync(path.join(builtSiteDir, 'assets')).filter((name) => /^icons\.[\w-]+\.svg$/.test(name))
    expect(sprites).toHaveLength(1)
    const sprite = readFileSync(path.join(builtSiteDir, 'assets', sprites[0]!), 'utf8')
    const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]))
    let uses = 0
    for (const page of pages) {
      const html = readFileSync(page, 'utf8')
      for (const [, href] of html.matchAll(/<use href="([^"]+)"/g)) {
        uses++
        const [file, id] = href!.split('#')
        expect(file, page).toBe(`/assets/${sprites[0]}`)
        expect(symbols.has(id), `${page}: #${id}`).toBe(true)
      }
      // No Bootstrap icon is inlined (each one's own <svg> has class="bi bi-<name>").
      expect(html, page).not.toMatch(/class="bi bi-/)
    }
    expect(uses).toBeGreaterThan(pages.length)
  })
})
