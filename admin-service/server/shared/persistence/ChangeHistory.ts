import { open, readFile } from 'node:fs/promises'
import { z } from 'zod'
import { storeKeys } from '../../../../content/portfolio/store.ts'
import { HISTORY_ACTIONS, HISTORY_LIMIT, type HistoryEntry } from '../../../shared/history.ts'
import { atomicWrite, removeStaleTempFiles } from '../../../../lib/atomicWrite.ts'

/** A change before the history numbers and dates it. */
export type ChangeDraft = Omit<HistoryEntry, 'id' | 'at'>

/** What every recorded change has: its number and its time. */
export type Stamped = { id: number; at: string }

/** The part of a zod schema the history reads entries with. */
type EntrySchema<E> = { safeParse(data: unknown): { success: true; data: E } | { success: false } }

// Items inside entries are checked again by the store's schema when an undo restores them.
const portfolioEntry = z.object({
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
 * The last `limit` changes to a store (the portfolio's by default; `schema` reads another's entries), oldest dropped first. On file, a JSON-lines log next to the
 * store: each change is appended and fsync'ed; when the log holds twice the limit, or a write failed, or a
 * crash left a torn last line, it is rewritten with the kept entries by an atomic, fsync'ed replace.
 * The store records a change after its own write succeeded, so a failure here never undoes a change: it
 * is logged and the entry is kept in memory, to be written by the next rewrite.
 */
export class ChangeHistory<E extends Stamped = HistoryEntry> {
  #entries: E[]
  #lines: number
  #needsRewrite: boolean
  #nextId: number

  private constructor(
    entries: E[],
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

  static inMemory<E extends Stamped = HistoryEntry>(limit = HISTORY_LIMIT): ChangeHistory<E> {
    return new ChangeHistory<E>([], null, limit, console, 0, false)
  }

  /**
   * Reads the log at `file` (a missing file is an empty history). Lines that do not parse, such as one a
   * crash tore, are skipped with a warning, and the log is rewritten at the next change.
   */
  static async open<E extends Stamped = HistoryEntry>(
    file: string,
    {
      limit = HISTORY_LIMIT,
      logger = console as Logger,
      schema = portfolioEntry as unknown as EntrySchema<E>,
    }: { limit?: number; logger?: Logger; schema?: EntrySchema<E> } = {},
  ): Promise<ChangeHistory<E>> {
    removeStaleTempFiles(file)
    let text = ''
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    const lines = text.split('\n').filter((line) => line.trim())
    const entries: E[] = []
    let skipped = 0
    for (const line of lines) {
      let parsed: ReturnType<EntrySchema<E>['safeParse']> | null = null
      try {
        parsed = schema.safeParse(JSON.parse(line))
      } catch {
        // not JSON: counted below
      }
      const last = entries.at(-1)
      if (parsed?.success && (!last || parsed.data.id > last.id)) entries.push(parsed.data)
      else skipped++
    }
    if (skipped) logger.warn(`Change history ${file}: skipped ${skipped} unreadable line(s); it will be rewritten.`)
    const torn = text.length > 0 && !text.endsWith('\n')
    return new ChangeHistory<E>(entries, file, limit, logger, lines.length, skipped > 0 || torn)
  }

  /** The id the next change will get: one more than the newest id ever recorded here. */
  get revision(): number {
    return this.#nextId - 1
  }

  /** Newest first, at most `limit`. */
  list(limit = this.limit): E[] {
    return this.#entries.slice(-limit).reverse()
  }

  get(id: number): E | undefined {
    return this.#entries.find((entry) => entry.id === id)
  }

  /** Numbers, dates and keeps a change, then writes it; resolves once it is on disk (or the failure logged). */
  async record(draft: Omit<E, keyof Stamped>, now = new Date()): Promise<E> {
    const entry = { id: this.#nextId++, at: now.toISOString(), ...draft } as E
    this.#entries.push(entry)
    if (this.#entries.length > this.limit) this.#entries.splice(0, this.#entries.length - this.limit)
    if (this.file) await this.#write(this.file, entry)
    return entry
  }

  /**
   * Rewrites every kept entry through `change` (an erasure: personal data taken out of past entries), then
   * replaces the log on file with them; resolves once it is on disk.
   */
  async rewrite(change: (entry: E) => E): Promise<void> {
    this.#entries = this.#entries.map(change)
    if (!this.file) return
    await atomicWrite(this.file, this.#entries.map((e) => `${JSON.stringify(e)}\n`).join(''))
    this.#lines = this.#entries.length
    this.#needsRewrite = false
  }

  async #write(file: string, entry: E): Promise<void> {
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
