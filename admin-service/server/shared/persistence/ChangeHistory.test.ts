import { appendFile, mkdtemp, readdir, readFile, rename } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { ChangeHistory, type ChangeDraft } from './ChangeHistory.ts'

const tempFile = async () => path.join(await mkdtemp(path.join(os.tmpdir(), 'history-')), 'p.history.jsonl')
const draft = (itemId: string): ChangeDraft => ({
  action: 'reorder',
  service: 'dronePortfolio',
  itemId,
  before: ['x', itemId],
  after: null,
})
const quiet = () => ({ warn: vi.fn(), error: vi.fn() })
const lines = async (file: string) => (await readFile(file, 'utf8')).trim().split('\n')

describe('ChangeHistory on a file', () => {
  it('appends one line per change and rewrites the log when it holds twice the limit', async () => {
    const file = await tempFile()
    const history = await ChangeHistory.open(file, { limit: 3 })
    for (let i = 1; i <= 6; i++) await history.record(draft(`d${i}`))
    expect(await lines(file)).toHaveLength(6)
    await history.record(draft('d7'))
    expect((await lines(file)).map((l) => JSON.parse(l).itemId)).toEqual(['d5', 'd6', 'd7'])
    expect(history.list().map((e) => e.id)).toEqual([7, 6, 5])
    expect((await readdir(path.dirname(file))).filter((n) => n.endsWith('.tmp'))).toEqual([])
  })

  it('skips a line a crash tore, keeps the rest, and rewrites the log at the next change', async () => {
    const file = await tempFile()
    const history = await ChangeHistory.open(file)
    await history.record(draft('a'))
    await history.record(draft('b'))
    await appendFile(file, '{"id":3,"at":"2026-01-01T00:00:00.000Z","action":"del')
    const logger = quiet()
    const reopened = await ChangeHistory.open(file, { logger })
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/skipped 1 unreadable line/))
    expect(reopened.list().map((e) => e.itemId)).toEqual(['b', 'a'])
    await reopened.record(draft('c'))
    expect((await lines(file)).map((l) => JSON.parse(l))).toMatchObject([{ id: 1 }, { id: 2 }, { id: 3, itemId: 'c' }])
  })

  it('keeps a change it could not write in memory, logs it, and writes it with the next change', async () => {
    const file = await tempFile()
    const logger = quiet()
    const history = await ChangeHistory.open(file, { logger })
    await history.record(draft('a'))
    const dir = path.dirname(file)
    await rename(dir, `${dir}-away`)
    try {
      await history.record(draft('b')) // resolves: the store's change was already made
    } finally {
      await rename(`${dir}-away`, dir)
    }
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/could not write change 2/))
    await history.record(draft('c'))
    expect((await lines(file)).map((l) => JSON.parse(l).itemId)).toEqual(['a', 'b', 'c'])
  })
})
