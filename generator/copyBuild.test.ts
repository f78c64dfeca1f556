import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyBuild } from './copyBuild.ts'
import { writeNew } from './writeNew.ts'

const work = mkdtempSync(path.join(tmpdir(), 'copy-build-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const from = path.join(work, 'from')
const files = {
  'client/index.html': '<p>home</p>',
  'client/blog/feed.xml': '<rss/>',
  'client/assets/static/photo.abc.avif': 'AVIF',
  'client/assets/entries/client.def.js': 'console.log(1)',
  'server/entry.mjs': 'export {}',
  'assets.json': '{}',
}
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(from, name)), { recursive: true })
  writeFileSync(path.join(from, name), text)
}

describe('copyBuild', () => {
  const to = path.join(work, 'to')
  it('gives every file of the folder, counted', async () => {
    expect(await copyBuild(from, to)).toBe(6)
    for (const [name, text] of Object.entries(files)) expect(readFileSync(path.join(to, name), 'utf8')).toBe(text)
  })

  it('links assets and bundles, and copies pages and indexes', () => {
    const same = (name: string) => statSync(path.join(from, name)).ino === statSync(path.join(to, name)).ino
    expect(same('client/assets/static/photo.abc.avif')).toBe(true)
    expect(same('server/entry.mjs')).toBe(true)
    expect(same('client/index.html')).toBe(false)
    expect(same('client/blog/feed.xml')).toBe(false)
    expect(same('assets.json')).toBe(false)
  })

  it('keeps the source as it was when the copy is written over', () => {
    writeFileSync(path.join(to, 'client/index.html'), '<p>changed</p>')
    writeNew(path.join(to, 'server/entry.mjs'), 'export const changed = true')
    expect(readFileSync(path.join(from, 'client/index.html'), 'utf8')).toBe('<p>home</p>')
    expect(readFileSync(path.join(from, 'server/entry.mjs'), 'utf8')).toBe('export {}')
  })
})
