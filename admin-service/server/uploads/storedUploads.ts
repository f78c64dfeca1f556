import { stat } from 'node:fs/promises'
import path from 'node:path'
import { uploadName } from '../../../content/loaders/portfolio.ts'
import { messages } from '../shared/http/errors.ts'
import { InvalidItemError } from '../shared/persistence/storeErrors.ts'

/** What `/uploads/<name>` may name: a file the upload pipeline wrote (random names, or the seed's). */
export const UPLOAD_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/**
 * Refuses (400, naming the fields) an item whose image or thumbnail is an `/uploads/` address that names
 * no stored upload, e.g. `/uploads/..` or a file never uploaded: the build could not publish it, and every
 * later publish would fail. Runs before the store sees the item, so nothing changes and nothing is published.
 */
export async function requireStoredUploads(input: unknown, uploadsDir: string): Promise<void> {
  if (typeof input !== 'object' || input === null) return
  const item = input as { type?: unknown; src?: unknown; thumbnail?: unknown }
  const fields: Record<string, string> = {}
  for (const field of ['src', 'thumbnail'] as const) {
    const value = item[field]
    if (typeof value !== 'string' || (field === 'src' && item.type !== 'image')) continue
    const name = uploadName(value.trim())
    if (name !== null && !(UPLOAD_NAME.test(name) && (await isFile(path.join(uploadsDir, name))))) {
      fields[field] = messages.missingUpload
    }
  }
  if (Object.keys(fields).length === 0) return
  throw new InvalidItemError(`The item is invalid: ${Object.keys(fields).join(', ')}`, fields)
}

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  )
