import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeStaleFolders, STALE_AFTER_MS } from './staleFolders.ts'

const parent = await mkdtemp(path.join(tmpdir(), 'stale-folders-'))
afterAll(() => rm(parent, { recursive: true, force: true }))

async function folder(name: string, ageMs: number, asFile = false) {
  const at = path.join(parent, name)
  if (asFile) await writeFile(at, 'x')
  else {
    await mkdir(at)
    await writeFile(path.join(at, 'program.mjs'), 'x')
  }
  const time = new Date(Date.now() - ageMs)
  await utimes(at, time, time)
}

describe('removeStaleFolders', () => {
  it("removes a killed build's folders over the age, keeping young ones, other names and files", async () => {
    await folder('bundle-program-old', STALE_AFTER_MS + 60_000)
    await folder('bundle-program-older', 24 * STALE_AFTER_MS)
    await folder('bundle-program-running', 60_000)
    await folder('bundles', 24 * STALE_AFTER_MS)
    await folder('bundle-program-file', 24 * STALE_AFTER_MS, true)
    await removeStaleFolders(parent, 'bundle-program-')
    expect((await readdir(parent)).sort()).toEqual(['bundle-program-file', 'bundle-program-running', 'bundles'])
  })

  it('does nothing when the folder does not exist', async () => {
    await expect(removeStaleFolders(path.join(parent, 'missing'), 'bundle-program-')).resolves.toBeUndefined()
  })
})
