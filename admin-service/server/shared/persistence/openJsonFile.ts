import { removeStaleTempFiles } from '../../../../lib/atomicWrite.ts'
import { JsonFileAdapter } from './JsonFileAdapter.ts'
import { acquireLease } from '../../../../lib/leaseLock.ts'

export type StoreLogger = Pick<Console, 'warn' | 'error'>

/** The part of a zod schema this needs. */
type Schema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } }
}
type Issue = { path: PropertyKey[]; message: string }

const describe = (issues: Issue[]) => issues.map((i) => `${i.path.map(String).join('.')} ${i.message}`).join('; ')

export type OpenedJsonFile<T> = {
  adapter: JsonFileAdapter<T>
  data: T
  /** Releases the file's lease. */
  release: () => Promise<void>
}

/**
 * Opens a store's JSON file for its single owner: takes its lease (`<file>.lease/`, lib/leaseLock.ts;
 * another instance, in this process or another, gets an error naming the holder, and `onLockLost` hears if
 * the lease is ever lost), removes temp files a killed process left, reads and validates it. A missing file starts from `initial()` (written at once). A corrupt or invalid
 * file is reported (`label` names it) and the newest valid backup is used instead, and written back.
 */
export async function openJsonFile<T>(
  file: string,
  schema: Schema<T>,
  options: {
    label: string
    initial: () => Promise<unknown> | unknown
    backups: number
    logger: StoreLogger
    onLockLost?: (error: Error) => void
  },
): Promise<OpenedJsonFile<T>> {
  const { label, logger } = options
  const release = await acquireLease(`${file}.lease`, `The store ${file}`, { onLost: options.onLockLost })
  try {
    // Holding the lock, this instance is the file's only writer: temp files are a dead writer's.
    removeStaleTempFiles(file)
    const adapter = new JsonFileAdapter<T>(file, options.backups)
    let data: T | null = null
    let raw: unknown = null
    let problem: string | null = null
    try {
      raw = await adapter.read()
    } catch (error) {
      problem = (error as Error).message
    }
    if (raw !== null) {
      const parsed = schema.safeParse(raw)
      if (parsed.success) data = parsed.data
      else problem = describe(parsed.error.issues)
    }
    if (problem) {
      logger.error(`${label} ${file} is corrupt (${problem}); looking for a good backup.`)
      for (const backup of await adapter.backupFiles()) {
        try {
          const parsed = schema.safeParse(await new JsonFileAdapter(backup, 0).read())
          if (parsed.success) {
            logger.warn(`Using backup ${backup}.`)
            data = parsed.data
            break
          }
        } catch {
          // Unreadable backup: try the next older one.
        }
      }
      if (!data) throw new Error(`${label} ${file} is corrupt and no valid backup exists`)
    }
    const fresh = !data && raw === null && !problem
    if (!data) {
      const initial = schema.safeParse(await options.initial())
      if (!initial.success) throw new Error(`${label}: the initial data is invalid (${describe(initial.error.issues)})`)
      data = initial.data
    }
    if (fresh || problem) await adapter.write(data)
    return { adapter, data, release }
  } catch (error) {
    await release()
    throw error
  }
}
