import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BundleCache, bundleCacheFor } from './bundleCache.ts'

let work: string
let root: string
let entries: string
let outDir: string

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
}

const cache = (settings: unknown = { origin: 'https://a.example' }) =>
  new BundleCache({
    dir: entries,
    root,
    sources: { folders: ['templates', 'content'], files: ['package-lock.json'] },
    ignore: [path.join(root, 'content', 'blog')],
    settings,
  })

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'bundle-cache-'))
  root = path.join(work, 'project')
  entries = path.join(work, 'entries')
  outDir = path.join(work, 'out')
  write(path.join(root, 'templates', 'page.tsx'), 'export const page = 1')
  write(path.join(root, 'content', 'data', 'services.ts'), 'export const services = []')
  write(path.join(root, 'content', 'blog', 'post.md'), '# A post')
  write(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}')
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

describe('BundleCache.key', () => {
  it('is the same for the same sources and settings', async () => {
    expect(await cache().key()).toBe(await cache().key())
  })

  it('changes with a source file, a new file, the lockfile or a setting', async () => {
    const before = await cache().key()
    write(path.join(root, 'templates', 'page.tsx'), 'export const page = 2')
    const edited = await cache().key()
    expect(edited).not.toBe(before)
    write(path.join(root, 'content', 'data', 'areas.ts'), 'export const areas = []')
    const added = await cache().key()
    expect(added).not.toBe(edited)
    write(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}')
    const locked = await cache().key()
    expect(locked).not.toBe(added)
    expect(await cache({ origin: 'https://b.example' }).key()).not.toBe(locked)
  })

  it('leaves out the folders read while prerendering (blog posts)', async () => {
    const before = await cache().key()
    write(path.join(root, 'content', 'blog', 'post.md'), '# An edited post')
    write(path.join(root, 'content', 'blog', 'another.md'), '# Another post')
    expect(await cache().key()).toBe(before)
  })
})

describe('BundleCache.restore and store', () => {
  const bundles = () => {
    write(path.join(outDir, 'client', 'assets', 'app.js'), 'app()')
    write(path.join(outDir, 'server', 'entry.mjs'), 'export {}')
  }

  it('has nothing to restore before a store, and leaves the output folder alone then', async () => {
    write(path.join(outDir, 'client', 'old.html'), 'old')
    expect(await cache().restore(await cache().key(), outDir)).toBe(false)
    expect(readFileSync(path.join(outDir, 'client', 'old.html'), 'utf8')).toBe('old')
  })

  it('gives back exactly what was stored, in place of what the output folder held', async () => {
    const key = await cache().key()
    bundles()
    await cache().store(key, outDir)
    rmSync(outDir, { recursive: true })
    write(path.join(outDir, 'client', 'index.html'), 'a page of the last build')
    expect(await cache().restore(key, outDir)).toBe(true)
    expect(readFileSync(path.join(outDir, 'client', 'assets', 'app.js'), 'utf8')).toBe('app()')
    expect(readFileSync(path.join(outDir, 'server', 'entry.mjs'), 'utf8')).toBe('export {}')
    expect(existsSync(path.join(outDir, 'client', 'index.html'))).toBe(false)
  })

  it('keeps the three most recently used entries', async () => {
    bundles()
    for (const [i, key] of ['a', 'b', 'c'].entries()) {
      await cache().store(key, outDir)
      const when = new Date(Date.now() - (10 - i) * 1000) // a oldest, c newest
      utimesSync(path.join(entries, key), when, when)
    }
    expect(await cache().restore('a', outDir)).toBe(true) // used now: the newest
    await cache().store('d', outDir)
    expect(readdirSync(entries).sort()).toEqual(['a', 'c', 'd'])
  })
})

describe('bundleCacheFor', () => {
  it('is off when BUNDLE_CACHE_DIR=off', () => {
    expect(bundleCacheFor(outDir, { BUNDLE_CACHE_DIR: 'off' })).toBeNull()
    expect(bundleCacheFor(outDir, { BUNDLE_CACHE_DIR: entries })).toBeInstanceOf(BundleCache)
  })

  it('keys the output folder and the public settings (Vike writes the folder into the server bundle)', async () => {
    const key = (dir: string, env: NodeJS.ProcessEnv) =>
      bundleCacheFor(dir, { BUNDLE_CACHE_DIR: entries, ...env })!.key()
    const base = await key(outDir, {})
    expect(await key(outDir, {})).toBe(base)
    expect(await key(path.join(work, 'elsewhere'), {})).not.toBe(base)
    expect(await key(outDir, { SITE_ORIGIN: 'https://www.northframe.example' })).not.toBe(base)
    expect(await key(outDir, { NODE_ENV: 'production' })).not.toBe(base)
  })
})
