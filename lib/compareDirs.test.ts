import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compareDirs, describeDifferences } from './compareDirs.ts'

const work = mkdtempSync(path.join(tmpdir(), 'compare-dirs-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function site(name: string, files: Record<string, string>) {
  const dir = path.join(work, name)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

describe('compareDirs', () => {
  it('finds one byte changed, and files only on one side', () => {
    const a = site('a', { 'index.html': '<p>Hello</p>', 'about/index.html': 'same', 'a.css': 'x' })
    const b = site('b', { 'index.html': '<p>Hellp</p>', 'about/index.html': 'same', 'b.css': 'x' })
    const differences = compareDirs(a, b)
    expect(differences).toEqual({
      onlyInFirst: ['a.css'],
      onlyInSecond: ['b.css'],
      differ: ['index.html: at 7: "<p>Hello</p>" vs "<p>Hellp</p>"'],
      files: [3, 3],
    })
    expect(describeDifferences(a, b, differences)).toMatch(/1 only in the first, 1 only in the second, 1 differ$/)
  })

  it('finds nothing between two copies', () => {
    const files = { 'index.html': '<p>Hello</p>', 'img/a.bin': '\u0000\u0001' }
    expect(compareDirs(site('c', files), site('d', files))).toMatchObject({
      onlyInFirst: [],
      onlyInSecond: [],
      differ: [],
    })
  })
})
