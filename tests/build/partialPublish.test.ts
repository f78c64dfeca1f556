import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyBuild } from '../../publisher/partialBuild.ts'
import { COMPLETE_MARKER, Publisher } from '../../publisher/Publisher.ts'
import { ReleaseBuilder, sourceFingerprint } from '../../publisher/ReleaseBuilder.ts'
import { pagefindPages } from '../support/pagefindPages.ts'
import { builtSiteDir } from './site.ts'

const seedDir = path.resolve('admin-service/seed')
const builders: ReleaseBuilder[] = []
afterAll(() => builders.forEach((b) => b.close()))

/** A releases folder whose base is the build tests' full build, and a store copy to edit. */
async function setUp() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'partial-publish-'))
  const releasesDir = path.join(tmp, 'releases')
  const store = path.join(tmp, 'portfolio.json')
  const data = JSON.parse(await readFile(path.join(seedDir, 'portfolio.json'), 'utf8'))
  const env = { ...process.env, PORTFOLIO_STORE: store, UPLOADS_DIR: path.join(seedDir, 'uploads') }
  const baseDir = path.join(releasesDir, `.base-${await sourceFingerprint(env)}`)
  await copyBuild(path.dirname(builtSiteDir), baseDir)
  await writeFile(path.join(baseDir, COMPLETE_MARKER), 'test')
  const builder = new ReleaseBuilder({
    releasesDir,
    env,
    fullBuild: async () => {
      throw new Error('a full build was not expected: the base matches the sources')
    },
  })
  builders.push(builder)
  const publisher = new Publisher({ releasesDir, build: builder.build })
  const setTitle = (title: string) => {
    data.photographyPortfolio[0].title = title
    return writeFile(store, JSON.stringify(data))
  }
  return { baseDir, builder, publisher, setTitle }
}

const read = (dir: string, rel: string) => readFile(path.join(dir, rel), 'utf8')

describe('partial publish', () => {
  it('re-renders the portfolio pages from the store in the warm renderer and keeps the rest of the base', async () => {
    const { baseDir, builder, publisher, setTitle } = await setUp()
    await setTitle('Quokkaville Loft One')
    await publisher.publishNow()
    expect(builder.lastKind).toBe('partial')
    const site = publisher.siteDir!
    const page = await read(site, 'portfolio/photography/index.html')
    expect(page).toContain('Quokkaville Loft One')
    // Styles trimmed and inlined as in a full build; the page still links its own scripts.
    expect(page).not.toMatch(/<link rel="stylesheet"/)
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? ''
    expect(style).toContain('.gallery-grid')
    expect(style).toContain('.navbar')
    // The search index has the new words; the base's index (hard-linked files at first) is untouched.
    const indexed = (dir: string) => pagefindPages(dir).find((p) => p.url === '/portfolio/photography')?.content
    expect(indexed(site)).toContain('Quokkaville Loft One')
    expect(indexed(path.join(baseDir, 'client'))).not.toContain('Quokkaville Loft One')
    // Pages that do not read the store are the base's, and the base itself is untouched.
    const base = path.join(baseDir, 'client')
    expect(await read(site, 'about/index.html')).toBe(await read(base, 'about/index.html'))
    // A re-rendered page whose items did not change is the full build's page, but for its styles
    // (trimmed for the re-rendered pages only).
    const withoutStyles = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '<style/>')
    expect(withoutStyles(await read(site, 'portfolio/video/index.html'))).toBe(
      withoutStyles(await read(base, 'portfolio/video/index.html')),
    )
    expect(await read(base, 'portfolio/photography/index.html')).not.toContain('Quokkaville Loft One')

    // The renderer stays warm and sees each new version of the store.
    await setTitle('Quokkaville Loft Two')
    await publisher.publishNow()
    expect(builder.lastKind).toBe('partial')
    const next = await read(publisher.siteDir!, 'portfolio/photography/index.html')
    expect(next).toContain('Quokkaville Loft Two')
    expect(next).not.toContain('Quokkaville Loft One')
  })

  it('fails, leaving the live release alone, when the store is invalid', async () => {
    const { publisher, setTitle } = await setUp()
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
