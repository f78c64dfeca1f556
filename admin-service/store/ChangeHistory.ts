import { open, readFile } from 'node:fs/promises'
import { z } from 'zod'
import { storeKeys } from '../../content/portfolio/store.ts'
import { HISTORY_ACTIONS, HISTORY_LIMIT, type HistoryEntry } from '../shared/history.ts'
import { atomicWrite, removeStaleTempFiles } from './atomicWrite.ts'

/** A change before the history numbers and dates it. */
export type ChangeDraft = Omit<HistoryEntry, 'id' | 'at'>

// Items inside entries are checked again by the store's schema when an undo restores them.
const entrySchema = z.object({
  id: z.number().int().positive(),
  at: z.string().min(1),
  action: z.enum(HISTORY_ACTIONS),
  service: z.enum(storeKeys),
  itemId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  index: z.number().int().nonnegative().optional(),
  undoOf: z.number().int().positive().optional(),
})

type Logger = Pick<Console, 'warn' | 'error'>

/**
 * The last `limit` changes to the portfolio, oldest dropped first. On file, a JSON-lines log next to the
 * store: each change is appended and fsync'ed; when the log holds twice the limit, or a write failed, or a
 * crash left a torn last line, it is rewritten with the kept entries by an atomic, fsync'ed replace.
 * The store records a change after its own write succeeded, so a failure here never undoes a change: it
 * is logged and the entry is kept in memory, to be written by the next rewrite.
 */
export class ChangeHistory {
  #entries: HistoryEntry[]
  #lines: number
  #needsRewrite: boolean
  #nextId: number

  private constructor(
    entries: HistoryEntry[],
    readonly file: string | null,
    readonly limit: number,
    readonly logger: Logger,
    lines: number,
    needsRewrite: boolean,
  ) {
    this.#entries = entries.slice(-limit)
    this.#lines = lines
    this.#needsRewrite = needsRewrite
    this.#nextId = (entries.at(-1)?.id ?? 0) + 1
  }

  static inMemory(limit = HISTORY_LIMIT): ChangeHistory {
    return new ChangeHistory([], null, limit, console, 0, false)
  }

  /**
   * Reads the log at `file` (a missing file is an empty history). Lines that do not parse, such as one a
   * crash tore, are skipped with a warning, and the log is rewritten at the next change.
   */
  static async open(file: string, { limit = HISTORY_LIMIT, logger = console as Logger } = {}): Promise<ChangeHistory> {
    removeStaleTempFiles(file)
    let text = ''
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    const lines = text.split('\n').filter((line) => line.trim())
    const entries: HistoryEntry[] = []
    let skipped = 0
    for (const line of lines) {
      let parsed: z.ZodSafeParseResult<z.output<typeof entrySchema>> | null = null
      try {
        parsed = entrySchema.safeParse(JSON.parse(line))
      } catch {
        // not JSON: counted below
      }
      const last = entries.at(-1)
      if (parsed?.success && (!last || parsed.data.id > last.id)) entries.push(parsed.data as HistoryEntry)
      else skipped++
    }
    if (skipped) logger.warn(`Change history ${file}: skipped ${skipped} unreadable line(s); it will be rewritten.`)
    const torn = text.length > 0 && !text.endsWith('\n')
    return new ChangeHistory(entries, file, limit, logger, lines.length, skipped > 0 || torn)
  }

  /** The id the next change will get: one more than the newest id ever recorded here. */
  get revision(): number {
    return this.#nextId - 1
  }

  /** Newest first, at most `limit`. */
  list(limit = this.limit): HistoryEntry[] {
    return this.#entries.slice(-limit).reverse()
  }

  get(id: number): HistoryEntry | undefined {
    return this.#entries.find((entry) => entry.id === id)
  }

  /** Numbers, dates and keeps a change, then writes it; resolves once it is on disk (or the failure logged). */
  async record(draft: ChangeDraft, now = new Date()): Promise<HistoryEntry> {
    const entry: HistoryEntry = { id: this.#nextId++, at: now.toISOString(), ...draft }
    this.#entries.push(entry)
    if (this.#entries.length > this.limit) this.#entries.splice(0, this.#entries.length - this.limit)
    if (this.file) await this.#write(this.file, entry)
    return entry
  }

  async #write(file: string, entry: HistoryEntry): Promise<void> {
    try {
      if (this.#needsRewrite || this.#lines + 1 > this.limit * 2 || this.#lines === 0) {
        await atomicWrite(file, this.#entries.map((e) => `${JSON.stringify(e)}\n`).join(''))
        this.#lines = this.#entries.length
        this.#needsRewrite = false
        return
      }
      const handle = await open(file, 'a', 0o600)
      try {
        await handle.writeFile(`${JSON.stringify(entry)}\n`, 'utf8')
        await handle.sync()
      } finally {
        await handle.close()
      }
      this.#lines++
    } catch (error) {
      // A partial append may have left half a line: the next write replaces the whole log.
      this.#needsRewrite = true
      this.logger.error(`Change history ${file}: could not write change ${entry.id}: ${(error as Error).message}`)
    }
  }
}
