import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { openStore } from './openStore.ts'

const counter = z.object({ values: z.array(z.number()) })
type Counter = z.infer<typeof counter>
const tempFile = async () => path.join(await mkdtemp(path.join(os.tmpdir(), 'store-')), 'counter.json')
const quiet = { warn() {}, error() {} }
const options = { label: 'Test store', initial: (): Counter => ({ values: [] }), backups: 2, logger: quiet }
const append =
  (value: number) =>
  (state: Counter): [Counter, number] => [{ values: [...state.values, value] }, value]

describe('openStore', () => {
  it('starts a missing file from its initial data and has each change on disk when it resolves', async () => {
    const file = await tempFile()
    const writes = await openStore(file, counter, options)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ values: [] })
    await expect(writes.commit(append(1))).resolves.toBe(1)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ values: [1] })
    await writes.close()
  })

  it('close() writes every change queued before it, then lets another owner open the file', async () => {
    const file = await tempFile()
    const writes = await openStore(file, counter, options)
    const queued = Array.from({ length: 20 }, (_, i) => writes.commit(append(i)))
    await expect(openStore(file, counter, options)).rejects.toThrow(/already in use/)
    await writes.close()
    expect(JSON.parse(await readFile(file, 'utf8')).values).toHaveLength(20)
    await Promise.all(queued)
    const reopened = await openStore(file, counter, options)
    expect(reopened.data.values).toEqual(Array.from({ length: 20 }, (_, i) => i))
    await reopened.close()
  })
})
