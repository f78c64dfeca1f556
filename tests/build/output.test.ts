import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { StyleTable } from '../../generator/stylesheetLinks.ts'
import { builtSiteDir } from './site.ts'
import { inlineSheet, linkedSheets, ruleSelectors, unlinkedRules } from './unlinkedRules.ts'

/** Every file of the built client folder, relative to it. */
const files = readdirSync(builtSiteDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(builtSiteDir, path.join(entry.parentPath, entry.name)))
const pages = files.filter((file) => file.endsWith('.html'))
/** The build's trimmed sheets and their rules, as the build wrote them beside the client folder. */
const table = JSON.parse(readFileSync(path.join(builtSiteDir, '..', 'stylesheets.json'), 'utf8')) as StyleTable

describe('built output', () => {
  it('writes every page linking the base sheet, then its own sheet linked or in one <style> right after, linked sheets named by their content', () => {
    expect(pages.length).toBeGreaterThan(60)
    const sheets = new Map(
      files
        .filter((file) => file.endsWith('.css'))
        .map((file) => [`/${file.split(path.sep).join('/')}`, readFileSync(path.join(builtSiteDir, file), 'utf8')]),
    )
    for (const file of pages) {
      const html = readFileSync(path.join(builtSiteDir, file), 'utf8')
      // Vike's redirect pages are the only ones without the site's styles.
      if (html.includes('http-equiv="refresh"')) continue
      const linked = linkedSheets(html)
      expect(linked[0], file).toBe(table.baseHref)
      expect(linked.length, file).toBeLessThanOrEqual(2)
      for (const href of linked) expect(sheets.has(href), `${file} links ${href}`).toBe(true)
      // The one <style> is the page's own sheet, in place of its link: rules of the build's sheets only.
      const inline = inlineSheet(html)
      expect(html.match(/<style[\s>]/g)?.length ?? 0, file).toBe(inline === null ? 0 : 1)
      if (inline !== null) {
        expect(linked.length, file).toBe(1)
        expect(html, file).toContain(`href="${table.baseHref}">\n    <style>`)
        let rest = inline
        for (const rule of table.rules) rest = rest.split(rule.css).join('')
        expect(rest.replace(/@[^{]+\{|\}/g, ''), `${file}: CSS that is no rule of the build`).toBe('')
      }
    }
    // Every sheet is named by its content, so a cached copy is never stale.
    for (const [href, css] of sheets) {
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10)
      expect(href).toMatch(new RegExp(`\\.${hash.replace(/[-]/g, '\\-')}\\.css$`))
    }
    // Trimmed to what the pages hold: no page has a dark theme or a popper-placed menu, so no sheet keeps their rules.
    for (const [href, css] of sheets)
      expect(css.match(/\[data-(bs-theme=dark|popper-placement|bs-popper)[^\]]*\]/g) ?? [], href).toEqual([])
  })

  it("links, on every page, each rule of the build's trimmed sheets that matches an element of the page", () => {
    const selectors = ruleSelectors(table)
    let checked = 0
    // One page of each set of sheets: pages linking the same hold the same style tokens.
    const seen = new Set<string>()
    for (const file of pages) {
      const html = readFileSync(path.join(builtSiteDir, file), 'utf8')
      if (html.includes('http-equiv="refresh"')) continue
      const hrefs = linkedSheets(html)
      const inline = inlineSheet(html) ?? ''
      if (seen.has(hrefs.join(' ') + inline)) continue
      seen.add(hrefs.join(' ') + inline)
      const css = hrefs.map((href) => readFileSync(path.join(builtSiteDir, href), 'utf8')).join('') + inline
      const page = unlinkedRules(html, css, table, selectors)
      checked += page.checked
      expect(page.unlinked, `${file} matches these rules but does not link them`).toEqual([])
    }
    // Rules left out of pages that hold their words, and checked to match nothing there.
    expect(checked).toBeGreaterThan(50)
  }, 300_000)

  it('keeps no rule in two sheets: the pages get Bootstrap from one build, not a second prebuilt copy beside it', () => {
    const sheetOf = new Map<string, number>()
    const twice: string[] = []
    for (const rule of table.rules) {
      const key = `${rule.context.join(' ')} ${rule.css}`
      const first = sheetOf.get(key)
      if (first === undefined) sheetOf.set(key, rule.sheet)
      else if (first !== rule.sheet) twice.push(`${rule.css} in ${table.sheets[first]} and ${table.sheets[rule.sheet]}`)
    }
    expect(twice).toEqual([])
  })

  it('embeds a server manifest that lists no images as page assets (Vike re-sorted them for every page)', () => {
    const manifest = JSON.parse(readFileSync(path.join(builtSiteDir, '..', 'assets.json'), 'utf8')) as Record<
      string,
      { assets?: string[] }
    >
    const assets = Object.values(manifest).flatMap((entry) => entry.assets ?? [])
    expect(assets.filter((file) => !/\.(css|m?js)$/.test(file))).toEqual([])
    // The same lean manifest is the one embedded in the server bundle.
    const server = readFileSync(path.join(builtSiteDir, '..', 'server', 'entry.mjs'), 'utf8')
    expect(server).toContain(JSON.stringify(manifest))
  })

  it('emits each encoded JPEG once, as .jpeg', () => {
    const images = files.filter((file) => file.startsWith(path.join('assets', 'static')))
    expect(images.some((file) => file.endsWith('.jpeg'))).toBe(true)
    expect(images.filter((file) => file.endsWith('.jpg'))).toEqual([])
  })

  it('keeps the schema library out of the JavaScript every page loads: only the quote form brings it, on use', () => {
    const chunk = (file: string) => readFileSync(path.join(builtSiteDir, file), 'utf8')
    const chunks = files.filter((file) => /^assets\/chunks\/.+\.js$/.test(file))
    /** A chunk and every chunk it imports statically. */
    const closure = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file)) return seen
      seen.add(file)
      for (const [, name] of chunk(file).matchAll(/(?:from|import)\s*"\.\/(chunk-[^"]+\.js)"/g))
        closure(`assets/chunks/${name}`, seen)
      return seen
    }
    const hasZod = (file: string) => chunk(file).includes('$ZodType')
    // The islands runtime (hydrate.ts with React and the navbar) runs on every page.
    const runtime = chunks.filter((file) => chunk(file).includes('data-react-root'))
    expect(runtime).toHaveLength(1)
    expect([...closure(runtime[0]!)].filter(hasZod)).toEqual([])
    // Told by a class only the quote form uses (the booking form shares its honeypot's `quote-trap`).
    const quoteForm = chunks.filter((file) => chunk(file).includes('quote-sent'))
    expect(quoteForm).toHaveLength(1)
    // Not when it hydrates: it imports the schema when a visitor focuses a field or sends.
    const hydrated = closure(quoteForm[0]!)
    expect([...hydrated].filter(hasZod)).toEqual([])
    const onUse = [...hydrated].flatMap((file) =>
      [...chunk(file).matchAll(/import\(\s*[`"']\.\/(chunk-[^`"']+\.js)[`"']/g)].map((m) => `assets/chunks/${m[1]}`),
    )
    expect(onUse.some((file) => [...closure(file)].some(hasZod))).toBe(true)
  })
})

describe('client scripts', () => {
  it('hydrate the islands with react-dom, the React the pages are rendered with', () => {
    const chunks = files
      .filter((file) => /^assets\/chunks\/.+\.js$/.test(file))
      .map((file) => readFileSync(path.join(builtSiteDir, file), 'utf8'))
    const runtime = chunks.filter((code) => code.includes('data-react-root'))
    expect(runtime).toHaveLength(1)
    // What react-dom's client tells React's developer tools it is: its package and version.
    const renderer = /rendererPackageName:\s*[`"']([\w-]+)[`"']/.exec(runtime[0]!)?.[1]
    expect(renderer).toBe('react-dom')
    const { version } = JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')) as { version: string }
    expect(runtime[0]).toMatch(new RegExp(`version:\\s*[\`"']${version.replace(/\./g, '\\.')}[\`"']`))
  })

  it('never evaluate code from strings (the pages’ policy blocks it; zod, for one, probes with Function(""))', () => {
    const scripts = files.filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    for (const file of scripts) {
      const code = readFileSync(path.join(builtSiteDir, file), 'utf8')
      expect(code, file).not.toMatch(/(?<![\w$.])(?:new\s+)?Function\(|(?<![\w$.])eval\(/)
    }
  })
})
