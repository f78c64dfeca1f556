import { GroupCommit } from './GroupCommit.ts'
import { openJsonFile, type StoreLogger } from './openJsonFile.ts'

type OpenJsonFile<T> = Parameters<typeof openJsonFile<T>>

/**
 * Opens a store's JSON file (`openJsonFile`: its lease, its temp files, its newest valid backup; the logger
 * is the console unless given) and returns its write path: every change goes through the group commit, and
 * `close()` waits for the writes under way, then releases the lease.
 */
export async function openStore<T>(
  file: string,
  schema: OpenJsonFile<T>[1],
  options: Omit<OpenJsonFile<T>[2], 'logger'> & { logger?: StoreLogger },
): Promise<GroupCommit<T>> {
  const { adapter, data, release } = await openJsonFile(file, schema, { ...options, logger: options.logger ?? console })
  return new GroupCommit(adapter, data, release)
}
