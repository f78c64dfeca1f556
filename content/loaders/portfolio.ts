/**
 * The admin service's portfolio store as the site reads it (Node): the JSON file validated with the store
 * schema (content/portfolio/store.ts), and the uploaded images it references. Templates use it from
 * server-side hooks (+data.ts), the generator to copy uploads into a build.
 */
import { readFile, stat } from 'node:fs/promises'
import { portfolioData, storeKeys, type PortfolioData, type PortfolioItem } from '../portfolio/store.ts'
import { parseContent } from '../schemas/define.ts'
import { portfolioStoreFile } from './locations.ts'

/** Validates parsed store JSON; throws a ContentError naming `file` and every bad item and field. */
export function parsePortfolio(json: unknown, file: string): PortfolioData {
  return parseContent(file, portfolioData, json)
}

/** Reads and validates a store file. */
export async function readPortfolioStore(file: string): Promise<PortfolioData> {
  let raw: string
  try {
    raw = await readFile(file, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read the portfolio store ${file}: ${(error as Error).message}`, { cause: error })
  }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (error) {
    throw new Error(`The portfolio store ${file} is not valid JSON: ${(error as Error).message}`, { cause: error })
  }
  return parsePortfolio(json, file)
}

const cache = new Map<string, { version: string; data: Promise<PortfolioData> }>()

/**
 * The validated store, read once per version of the file: a build reads it once, and a long-lived
 * renderer sees each new version (the admin writes by atomic rename, so inode and mtime change).
 */
export async function loadPortfolio(file: string = portfolioStoreFile()): Promise<PortfolioData> {
  const info = await stat(file).catch(() => null)
  const version = info ? `${info.ino}:${info.mtimeMs}:${info.size}` : 'missing'
  let entry = cache.get(file)
  if (!entry || entry.version !== version) {
    entry = { version, data: readPortfolioStore(file) }
    cache.set(file, entry)
    const failed = entry
    entry.data.catch(() => cache.get(file) === failed && cache.delete(file))
  }
  return entry.data
}

/** File name of an `/uploads/<name>` address, or null for https URLs and empty values. */
export function uploadName(src: string | undefined): string | null {
  return src?.startsWith('/uploads/') ? src.slice('/uploads/'.length) : null
}

/** The uploaded files an item shows: an image item's picture and any item's thumbnail. */
export function uploadsOf(item: PortfolioItem): string[] {
  return [item.type === 'image' ? item.src : undefined, item.thumbnail]
    .map(uploadName)
    .filter((name): name is string => name !== null)
}

/**
 * Every uploaded file a published item shows (its image and its thumbnail), with the item named for
 * errors. Hidden items are not published, so neither are their files.
 */
export function referencedUploads(data: PortfolioData): { name: string; item: string }[] {
  return storeKeys.flatMap((key) =>
    data[key].flatMap((item, i) =>
      item.hidden ? [] : uploadsOf(item).map((name) => ({ name, item: `${key}[${i}] "${item.title}"` })),
    ),
  )
}

/** Responsive copies saved next to an upload as `<base>-<width>w.<ext>` (for example `photo-800w.webp`). */
export function variantsOf(name: string, files: readonly string[]): { file: string; width: number; ext: string }[] {
  const base = name.replace(/\.[^.]+$/, '')
  const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(\\d+)w\\.(jpe?g|png|webp|avif)$`)
  return files.flatMap((file) => {
    const m = pattern.exec(file)
    return m ? [{ file, width: Number(m[1]), ext: m[2]! }] : []
  })
}
