/**
 * The admin service's portfolio store as the generator sees it: read the JSON file, validate it with
 * the shared schema (admin-service/shared/portfolio.ts) and describe the uploaded images it references.
 * Node-only; templates use it from server-side hooks (+data.ts).
 */
import { existsSync, readdirSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { parseEmbed } from '../../admin-service/shared/embed.ts'
import {
  portfolioData,
  storeKeys,
  type PortfolioData,
  type PortfolioItem,
} from '../../admin-service/shared/portfolio.ts'
import { ContentError, formatPath } from '../../content/schemas/define.ts'
import { loadConfig } from '../config.ts'

/**
 * The store file pages read: PORTFOLIO_STORE when set at render time (the admin's warm renderer), else
 * the one vite.config.ts injected at build, else the configured default.
 */
export function storePath(): string {
  // Resolved here, not by loadConfig(): inside the server bundle its project root is the bundle's folder.
  if (process.env.PORTFOLIO_STORE) return path.resolve(process.env.PORTFOLIO_STORE)
  return typeof __PORTFOLIO_STORE__ === 'string' ? __PORTFOLIO_STORE__ : loadConfig().portfolioStore
}

/** Folder of uploaded images: UPLOADS_DIR, else `uploads` next to the store file. */
export function uploadsDir(store: string = storePath(), env: NodeJS.ProcessEnv = process.env): string {
  return env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(path.dirname(store), 'uploads')
}

/** Validates parsed store JSON; throws a ContentError naming `file` and every bad item and field. */
export function parsePortfolio(json: unknown, file: string): PortfolioData {
  const result = portfolioData.safeParse(json)
  if (!result.success) {
    throw new ContentError(
      file,
      result.error.issues.map((issue) => ({ field: formatPath(issue.path), message: issue.message })),
    )
  }
  return result.data
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
export async function loadPortfolio(file: string = storePath()): Promise<PortfolioData> {
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

/** Every uploaded file an item shows (its image and its thumbnail), with the item named for errors. */
export function referencedUploads(data: PortfolioData): { name: string; item: string }[] {
  return storeKeys.flatMap((key) =>
    data[key].flatMap((item, i) =>
      [item.type === 'image' ? item.src : undefined, item.thumbnail]
        .map(uploadName)
        .filter((name): name is string => name !== null)
        .map((name) => ({ name, item: `${key}[${i}] "${item.title}"` })),
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

/** A picture the gallery can show: the upload's address and size, and its responsive sources. */
export interface StoreImage {
  src: string
  width: number
  height: number
  sources: { type: string; srcset: string }[]
}

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}
// Size assumed for https images the build cannot measure (the grid crops to a fixed ratio anyway).
const REMOTE_SIZE = { width: 1600, height: 1067 }

/** Measures an uploaded image and lists its variants; https images pass through unmeasured. */
export async function describeImage(src: string, item: string, dir: string = uploadsDir()): Promise<StoreImage> {
  const name = uploadName(src)
  if (name === null) return { src, ...REMOTE_SIZE, sources: [] }
  const file = path.join(dir, name)
  if (!existsSync(file)) throw new Error(`${item}: the upload ${src} is missing from ${dir}`)
  const meta = await sharp(file).metadata()
  const mainExt = path.extname(name).slice(1).toLowerCase()
  const variants = variantsOf(name, readdirSync(dir))
  const byType = new Map<string, string[]>()
  for (const v of [...variants, { file: name, width: meta.width ?? 0, ext: mainExt }].sort(
    (a, b) => a.width - b.width,
  )) {
    const type = MIME[v.ext]
    if (!type || !v.width) continue
    byType.set(type, [...(byType.get(type) ?? []), `/uploads/${v.file} ${v.width}w`])
  }
  // Smaller formats first: the browser takes the first <source> it supports.
  const order = ['image/avif', 'image/webp', 'image/png', 'image/jpeg']
  const sources = order.filter((t) => byType.has(t)).map((type) => ({ type, srcset: byType.get(type)!.join(', ') }))
  return { src, width: meta.width ?? REMOTE_SIZE.width, height: meta.height ?? REMOTE_SIZE.height, sources }
}

/** One store item ready for the gallery: the picture to show and, for players, what to play. */
export interface ShowcaseItem {
  id: string
  type: PortfolioItem['type']
  title: string
  description: string
  category?: string
  specs?: string
  image?: StoreImage
  videoId?: string
  embedSrc?: string
}

/**
 * Turns a store group into showcase items. Embeds are re-checked with parseEmbed and rendered only
 * from its https src; an item that fails is dropped with a warning naming it.
 */
export async function showcaseItems(
  key: (typeof storeKeys)[number],
  items: readonly PortfolioItem[],
  { dir = uploadsDir(), warn = console.warn }: { dir?: string; warn?: (line: string) => void } = {},
): Promise<ShowcaseItem[]> {
  const out: ShowcaseItem[] = []
  for (const [i, item] of items.entries()) {
    const name = `${key}[${i}] "${item.title}"`
    const base = {
      id: item.id,
      type: item.type,
      title: item.title,
      description: item.description,
      ...(item.category ? { category: item.category } : {}),
      ...(item.specs ? { specs: item.specs } : {}),
    }
    const poster = item.thumbnail ? await describeImage(item.thumbnail, name, dir) : undefined
    if (item.type === 'image') {
      out.push({ ...base, image: await describeImage(item.src, name, dir) })
    } else if (item.type === 'video') {
      out.push({ ...base, videoId: item.src, ...(poster ? { image: poster } : {}) })
    } else {
      const embed = parseEmbed(item.src, item.title)
      if (!embed.ok) {
        warn(`Portfolio: dropped ${name}: ${embed.error}`)
        continue
      }
      out.push({ ...base, embedSrc: embed.src, ...(poster ? { image: poster } : {}) })
    }
  }
  return out
}
