import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const work = mkdtempSync(path.join(tmpdir(), 'bundle-cache-build-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** `site build` into `<work>/<folder>` with a cache of its own; its output. */
const build = (folder = 'out') =>
  execFileSync(process.execPath, ['bin/site.js', 'build', '--out-dir', path.join(work, folder)], {
    env: { ...process.env, NODE_ENV: 'production', BUNDLE_CACHE_DIR: path.join(work, 'bundles') },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })

/** Every file under `dir` by its relative path, with its bytes. */
const files = (dir: string) =>
  new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return [path.relative(dir, file), readFileSync(file)] as const
      }),
  )

describe('a build that reuses the last bundles (generator/bundleCache.ts)', () => {
  it('skips Vite and writes the very site a bundling build writes', () => {
    expect(build()).not.toMatch(/reused the last build of the bundles/)
    renameSync(path.join(work, 'out', 'client'), path.join(work, 'bundled'))
    expect(build()).toMatch(/reused the last build of the bundles/)
    const bundled = files(path.join(work, 'bundled'))
    const reused = files(path.join(work, 'out', 'client'))
    expect([...reused.keys()].sort()).toEqual([...bundled.keys()].sort())
    const differing = [...bundled].filter(([file, bytes]) => !reused.get(file)!.equals(bytes)).map(([file]) => file)
    expect(differing).toEqual([])
  }, 240_000)

  it('renders with its own server bundle after Vite bundled another folder, since gone', () => {
    // Vite's last build points Vike's auto-importer (a file in node_modules) at its own server bundle.
    expect(build('other')).not.toMatch(/reused the last build of the bundles/)
    rmSync(path.join(work, 'other'), { recursive: true })
    rmSync(path.join(work, 'out'), { recursive: true })
    expect(build()).toMatch(/reused the last build of the bundles/)
    expect(readFileSync(path.join(work, 'out', 'client', 'index.html'), 'utf8')).toContain('<h1')
    expect(readdirSync(work)).not.toContain('other')
  }, 240_000)
})
