import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { StyleTable } from '../../generator/stylesheetLinks.ts'
import { PORTFOLIO_ROUTES } from '../../publisher/partialBuild.ts'
import { WARM_PREFIX } from '../../publisher/Publisher.ts'
import { readSearchIndex } from '../support/searchIndexFiles.ts'
import { releasesOverBuild } from './releasesOverBuild.ts'
import { inlineSheet, linkedSheets, ruleSelectors, unlinkedRules } from './unlinkedRules.ts'

const read = (dir: string, rel: string) => readFile(path.join(dir, rel), 'utf8')
const fileCount = async (dir: string) =>
  (await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])).filter((e) => e.isFile()).length
/** The warm renderer's scratch folders in `releasesDir`. */
const scratchFolders = async (releasesDir: string) =>
  (await readdir(releasesDir))
    .filter((name) => name.startsWith(WARM_PREFIX))
    .map((name) => path.join(releasesDir, name))

describe('partial publish', () => {
  it('re-renders the portfolio pages from the store in the warm renderer and keeps the rest of the base', async () => {
    const { releasesDir, baseDir, builder, publisher, setTitle } = await releasesOverBuild()
    await setTitle('Quokkaville Loft One')
    await publisher.publishNow()
    expect(builder.lastKind).toBe('partial')
    const site = publisher.siteDir!
    const page = await read(site, 'portfolio/photography/index.html')
    expect(page).toContain('Quokkaville Loft One')
    // The page has the base's trimmed stylesheets, as a full build's pages do (linked, and its own sheet
    // written into it); they style the gallery.
    const links = linkedSheets(page)
    expect(links.length).toBeGreaterThan(0)
    const linked = (await Promise.all(links.map((href) => read(site, href.slice(1))))).join('\n')
    const css = linked + (inlineSheet(page) ?? '')
    expect(css).toContain('.gallery-grid')
    expect(css).toContain('.navbar')
    // The search index has the new words and only the files its manifest names; the base's index
    // (hard-linked files at first) is untouched.
    const index = readSearchIndex(site)
    expect(index.pagesWith('Quokkaville')).toEqual(['/portfolio/photography'])
    expect(index.files).toEqual(index.named)
    expect(readSearchIndex(path.join(baseDir, 'client')).pagesWith('Quokkaville')).toEqual([])
    // Pages that do not read the store are the base's, and the base itself is untouched.
    const base = path.join(baseDir, 'client')
    expect(await read(site, 'about/index.html')).toBe(await read(base, 'about/index.html'))
    // A re-rendered page whose items did not change is the full build's page.
    expect(await read(site, 'portfolio/video/index.html')).toBe(await read(base, 'portfolio/video/index.html'))
    expect(await read(base, 'portfolio/photography/index.html')).not.toContain('Quokkaville Loft One')

    // While it waits, the renderer copies the base ahead into its scratch folder, for the next publish to
    // rename into place: the base's pages (none of the live release's), its images hard-linked.
    const [scratch] = await scratchFolders(releasesDir)
    expect(scratch).toBeDefined()
    await expect.poll(() => fileCount(scratch!), { timeout: 30_000 }).toBe(await fileCount(baseDir))
    const photography = 'client/portfolio/photography/index.html'
    expect(await read(scratch!, photography)).toBe(await read(baseDir, photography))
    const images = path.join(base, 'assets/static')
    const image = (await readdir(images)).find((name) => name.endsWith('.avif'))!
    expect((await stat(path.join(scratch!, 'client/assets/static', image))).ino).toBe(
      (await stat(path.join(images, image))).ino,
    )

    // The renderer stays warm and sees each new version of the store; the release before is as it was.
    await setTitle('Quokkaville Loft Two')
    await publisher.publishNow()
    expect(builder.lastKind).toBe('partial')
    const next = await read(publisher.siteDir!, 'portfolio/photography/index.html')
    expect(next).toContain('Quokkaville Loft Two')
    expect(next).not.toContain('Quokkaville Loft One')
    expect(await read(site, 'portfolio/photography/index.html')).toContain('Quokkaville Loft One')
    expect(await read(publisher.siteDir!, 'about/index.html')).toBe(await read(base, 'about/index.html'))

    // The copy ahead goes with the renderer.
    builder.close()
    await expect.poll(() => scratchFolders(releasesDir), { timeout: 10_000 }).toEqual([])
  })

  it('gives each re-rendered page the base sheet and a sheet of its own holding every rule it matches', async () => {
    const { baseDir, builder, publisher, fillDrone } = await releasesOverBuild()
    const table = JSON.parse(await read(baseDir, 'stylesheets.json')) as StyleTable
    const selectors = ruleSelectors(table)
    const route = 'portfolio/drone/index.html'
    const before = inlineSheet(await read(baseDir, path.join('client', route)))
    // The drone portfolio goes from empty to a gallery: the page needs rules its base page did not link.
    await fillDrone()
    await publisher.publishNow()
    expect(builder.lastKind).toBe('partial')
    const site = publisher.siteDir!
    for (const file of PORTFOLIO_ROUTES.map((portfolio) => `${portfolio.slice(1)}/index.html`)) {
      const html = await read(site, file)
      const links = linkedSheets(html)
      expect(links[0], file).toBe(table.baseHref)
      expect(links.length, file).toBeLessThanOrEqual(2)
      const linked = (await Promise.all(links.map((href) => read(site, href.slice(1))))).join('')
      const css = linked + (inlineSheet(html) ?? '')
      expect(unlinkedRules(html, css, table, selectors).unlinked, file).toEqual([])
    }
    // Its own sheet (small: written into the page) is another than its base page's.
    const after = inlineSheet(await read(site, route))
    expect(after).not.toBe(before)
    expect(after).toContain('.gallery-grid')
  }, 120_000)

  it('fails, leaving the live release alone, when the store is invalid', async () => {
    const { publisher, setTitle } = await releasesOverBuild()
    await setTitle('Valid Title')
    await publisher.publishNow()
    const live = publisher.siteDir
    await setTitle('')
    await expect(publisher.publishNow()).rejects.toThrow(/photographyPortfolio\[0\]\.title: is required/)
    expect(publisher.siteDir).toBe(live)
    expect(publisher.getStatus()).toMatchObject({ state: 'failed' })
    expect(await read(live!, 'portfolio/photography/index.html')).toContain('Valid Title')
  })
})
