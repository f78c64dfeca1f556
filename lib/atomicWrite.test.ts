import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { atomicWrite, removeStaleTempFiles } from './atomicWrite.ts'

describe('atomicWrite', () => {
  it('removes only the temp files a killed write of that file left behind', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atomic-'))
    const file = path.join(dir, 'portfolio.json')
    await atomicWrite(file, '{}')
    const stale = ['.portfolio.json.0123456789ab.tmp', '.portfolio.json.ba9876543210.tmp']
    const others = ['.sessions.json.0123456789ab.tmp', '.portfolio.json.notours.tmp', 'portfolio.json.bak-1']
    for (const name of [...stale, ...others]) await writeFile(path.join(dir, name), 'partial')
    removeStaleTempFiles(file)
    expect((await readdir(dir)).sort()).toEqual([...others, 'portfolio.json'].sort())
    expect(await readFile(file, 'utf8')).toBe('{}')
    removeStaleTempFiles(path.join(dir, 'missing-dir', 'x.json')) // no directory: nothing to do
  })
})
