import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compareDirs, describeDifferences } from '../../lib/compareDirs.ts'
import { OPTIMISATIONS } from '../../lib/optimisations.ts'

/**
 * Every optimisation of the build is there for speed or memory only (lib/optimisations.ts): today's site
 * built with all of them on and with all of them off (`site build --without all`: bundles made afresh,
 * stylesheets trimmed afresh, every page parsed afresh and with it the navbar and footer, pages parsed and
 * written on the prerender's own thread, no render memo, each page's body left in the document Vike
 * injects into) comes out the same byte for byte, and so does a second build with them on, which takes the
 * first one's parses. No build writes anything into node_modules.
 */
const work = mkdtempSync(path.join(tmpdir(), 'optimisations-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function build(name: string, ...flags: string[]) {
  const run = spawnSync(
    process.execPath,
    ['bin/site.js', 'build', '--out-dir', path.join(work, name), '--timings', ...flags],
    {
      encoding: 'utf8',
      // A production build, as `npm run build` makes, not one in vitest's NODE_ENV=test; parses kept in a
      // folder of the test's own, empty at first.
      env: { ...process.env, NODE_ENV: 'production', PARSE_CACHE_DIR: path.join(work, 'parses') },
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  expect(run.stderr).not.toMatch(/✖/)
  expect(run.status).toBe(0)
  return run.stdout
}

describe('optimisations', () => {
  it('can each be switched off, and a build without any of them writes the same site byte for byte', () => {
    const marker = path.join(work, 'started')
    writeFileSync(marker, '')
    const on = build('on')
    const again = build('again')
    const off = build('off', '--without', 'all')
    // Each optimisation was off: the memos missed every time, the bundles were made afresh.
    expect(on).toMatch(/^footer markup +[1-9]\d* +1$/m)
    expect(off).toMatch(/^footer markup +0 +[1-9]\d*$/m)
    expect(off).not.toMatch(/reused the last build of the bundles/)
    expect(off).not.toMatch(/^page parses kept between builds/m)
    // The first build parsed every page, the second none.
    const parses = (output: string) => /^page parses kept between builds \(page thread\) +(\d+) +(\d+)$/m.exec(output)
    expect(parses(on)?.[1]).toBe('0')
    expect(parses(again)?.[2]).toBe('0')
    expect(parses(again)?.[1]).toBe(parses(on)?.[2])
    expect(Object.keys(OPTIMISATIONS).length).toBeGreaterThanOrEqual(6)

    for (const name of ['on', 'again']) {
      const a = path.join(work, name, 'client')
      const b = path.join(work, 'off', 'client')
      const differences = compareDirs(a, b)
      expect(differences.files[0]).toBeGreaterThan(100)
      expect(
        differences.onlyInFirst.length + differences.onlyInSecond.length + differences.differ.length,
        describeDifferences(a, b, differences),
      ).toBe(0)
    }

    // Nothing written into node_modules: not Vike's auto-importer (vikeWorkarounds.ts, workaround 7), nor
    // Vite's bundled copies of vite.config.ts, made and deleted in node_modules/.vite-temp (workaround 11).
    // A file made or deleted changes its folder's time, so a file made and deleted is seen too.
    const written = execFileSync('find', ['node_modules', '-newer', marker], { encoding: 'utf8' })
    expect(written.trim()).toBe('')
  }, 900_000)
})
