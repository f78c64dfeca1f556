import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkSite } from '../../generator/check.ts'
import { builtSiteDir, readPage } from './site.ts'

/**
 * A build without AVIF (`SITE_AVIF=off`, the admin service's quick first publish) writes no AVIF file and
 * no page of it names one; the site every other build test reads is a normal build, with both.
 */
const work = mkdtempSync(path.join(tmpdir(), 'without-avif-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' })
const AVIF = /\.avif\b|image\/avif/
const PRELOAD_OF = (type: string) => new RegExp(`<link rel="preload" as="image"[^>]* type="image/${type}"`)
const POST = 'blog/drone-photography-best-practices'
const SOURCE_OF = (type: string) => new RegExp(`<source[^>]* type="image/${type}"`)

describe('a build without AVIF', () => {
  it('writes no AVIF file and names none, and its pictures and heroes come in WebP', async () => {
    const run = spawnSync(process.execPath, ['bin/site.js', 'build', '--out-dir', work], {
      encoding: 'utf8',
      // A production build, as `npm run build` makes, not one in vitest's NODE_ENV=test.
      env: { ...process.env, NODE_ENV: 'production', SITE_AVIF: 'off' },
      maxBuffer: 64 * 1024 * 1024,
    })
    expect(run.status, run.stderr).toBe(0)
    const client = path.join(work, 'client')
    const files = filesUnder(client)
    const pages = files.filter((file) => file.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(50)
    expect(files.filter((file) => file.endsWith('.avif'))).toEqual([])
    expect(pages.filter((page) => AVIF.test(readFileSync(path.join(client, page), 'utf8')))).toEqual([])
    const home = readFileSync(path.join(client, 'index.html'), 'utf8')
    expect(home).toMatch(PRELOAD_OF('webp'))
    expect(home).toMatch(SOURCE_OF('webp'))
    // A blog post preloads its article image too: the page's largest paint.
    expect(readFileSync(path.join(client, POST, 'index.html'), 'utf8')).toMatch(PRELOAD_OF('webp'))
    // Every file a page names (srcset and imagesrcset included) is there.
    expect(await checkSite(client)).toEqual([])

    // A normal build: AVIF files, and its pages list and preload them first.
    expect(filesUnder(builtSiteDir).some((file) => file.endsWith('.avif'))).toBe(true)
    expect(readPage('/')).toMatch(PRELOAD_OF('avif'))
    expect(readPage('/')).toMatch(SOURCE_OF('avif'))
    expect(readPage(`/${POST}`)).toMatch(PRELOAD_OF('avif'))
  }, 600_000)
})
