import type { PortfolioItem } from '../../../content/portfolio/store.ts'
import { parseItem } from './parseItem.ts'
import { messages } from '../shared/http/errors.ts'
import { InvalidItemError } from '../shared/persistence/storeErrors.ts'
import { UploadRefusedError } from '../uploads/index.ts'
import { RemoteImageError } from '../uploads/index.ts'
import { processUpload } from '../uploads/index.ts'

/** Fetches the bytes at an https address (fetchRemoteImage in production). */
export type FetchImage = (url: string) => Promise<Buffer>

const FIELDS = ['src', 'thumbnail'] as const

/**
 * The public site never hotlinks: an https address in an item's picture fields (an image item's `src`,
 * any item's `thumbnail`) is fetched once, checked and re-encoded like an upload (processUpload), and
 * replaced by the upload's `/uploads/` address. Addresses the stored item already has are left as they
 * are (items saved before imports existed stay valid). An item the store would refuse anyway is
 * returned untouched, so nothing is fetched for it. A failed import is a 400 naming the field.
 */
export async function importRemoteImages(
  input: unknown,
  stored: PortfolioItem | undefined,
  options: { fetchImage: FetchImage; uploadsDir: string; requireAlt: boolean },
): Promise<unknown> {
  let item: PortfolioItem
  try {
    item = parseItem(input, { requireAlt: options.requireAlt })
  } catch {
    return input
  }
  const remote = FIELDS.filter(
    (field) =>
      (field === 'thumbnail' || item.type === 'image') &&
      item[field]?.startsWith('https://') &&
      item[field] !== stored?.[field],
  )
  if (!remote.length) return input
  const out = { ...(input as Record<string, unknown>) }
  for (const field of remote) {
    try {
      out[field] = (await processUpload(await options.fetchImage(item[field]!), options.uploadsDir)).url
    } catch (error) {
      const reason =
        error instanceof RemoteImageError || error instanceof UploadRefusedError
          ? error.message
          : messages.remoteUnreachable
      const problem = `${messages.remoteImport}: ${reason}`
      throw new InvalidItemError(`The item is invalid: ${field}`, { [field]: problem })
    }
  }
  return out
}
