import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { trimStylesheets } from './css.ts'
import type { Stylesheets } from './stylesheetLinks.ts'
import { TrimCache, type TrimmedSheets } from './trimCache.ts'

const work = mkdtempSync(path.join(tmpdir(), 'trim-cache-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/**
 * A client folder holding one sheet, as Vike writes it. The trim also keeps every word of the project's
 * sources (css.ts), so the class to drop has a name no source uses (".gone" broke when a template said "gone").
 */
function site(name: string): string {
  const clientDir = path.join(work, name, 'client')
  mkdirSync(path.join(clientDir, 'assets', 'static'), { recursive: true })
  writeFileSync(path.join(clientDir, 'assets', 'static', 'site.abc.css'), '.kept{color:red}.xNowhereUsed{color:blue}')
  return clientDir
}

/** The trimmed CSS, as the rules pages choose from. */
const sheetOf = (_clientDir: string, sheets: Stylesheets) => sheets.table.rules.map((rule) => rule.css).join('')

/** One page linking the sheet, holding `tokens`. */
const pages = (...tokens: string[]) => [{ links: ['/assets/static/site.abc.css'], tokens: new Set(tokens) }]

describe('TrimCache', () => {
  it('keys an entry by every input, in order', () => {
    const key = TrimCache.key(['8.0.0', ['a', 'b'], 'css'])
    expect(TrimCache.key(['8.0.0', ['a', 'b'], 'css'])).toBe(key)
    expect(TrimCache.key(['8.0.0', ['a', 'c'], 'css'])).not.toBe(key)
    expect(TrimCache.key(['8.0.1', ['a', 'b'], 'css'])).not.toBe(key)
    expect(TrimCache.key([['a', 'b'], '8.0.0', 'css'])).not.toBe(key)
  })

  it('keeps the five most recently stored entries', async () => {
    const cache = new TrimCache(path.join(work, 'pruned'))
    for (let i = 0; i < 7; i++) await cache.set(`k${i}`, { 'a.css': { css: `${i}`, rules: [] } })
    expect(readdirSync(path.join(work, 'pruned'))).toHaveLength(5)
    expect(await cache.get('k6')).toEqual({ 'a.css': { css: '6', rules: [] } })
    expect(await cache.get('nothing')).toBeUndefined()
  })

  it('takes an entry of another shape (an older build’s, the CSS alone) for none', async () => {
    const dir = path.join(work, 'older')
    mkdirSync(dir)
    writeFileSync(path.join(dir, 'old.json'), JSON.stringify({ 'a.css': '.a{color:red}' }))
    expect(await new TrimCache(dir).get('old')).toBeUndefined()
  })
})

describe('trimStylesheets with a trim cache', () => {
  const cache = new TrimCache(path.join(work, 'cache'))

  it('trims once, then gives the stored trim for the same tokens and sheets', async () => {
    const first = site('first')
    const sheets = await trimStylesheets(first, ['kept'], pages('kept'), () => {}, cache)
    expect(sheetOf(first, sheets)).toContain('.kept')
    expect(sheetOf(first, sheets)).not.toContain('.xNowhereUsed')
    const [entry] = readdirSync(path.join(work, 'cache'))
    // What a later build gets is the entry, its rules as cut then, not a new trim: marked here to tell
    // them apart.
    const marked = JSON.parse(readFileSync(path.join(work, 'cache', entry!), 'utf8')) as TrimmedSheets
    for (const sheet of Object.values(marked)) {
      sheet.css += '.fromTheCache{color:red}'
      sheet.rules.push({ context: [], css: '.fromTheCache{color:red}', needs: [], sets: ['color'], specificity: [] })
    }
    writeFileSync(path.join(work, 'cache', entry!), JSON.stringify(marked))
    const second = site('second')
    const again = await trimStylesheets(second, ['kept'], pages('kept'), () => {}, cache)
    expect(sheetOf(second, again)).toContain('.fromTheCache')
  })

  it('trims again for other tokens', async () => {
    const third = site('third')
    const sheets = await trimStylesheets(
      third,
      ['kept', 'xNowhereUsed'],
      pages('kept', 'xNowhereUsed'),
      () => {},
      cache,
    )
    expect(sheetOf(third, sheets)).toContain('.xNowhereUsed')
    expect(sheetOf(third, sheets)).not.toContain('.fromTheCache')
    expect(readdirSync(path.join(work, 'cache'))).toHaveLength(2)
  })
})
