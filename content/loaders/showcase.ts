/**
 * Portfolio store items shaped for the public gallery (Node): uploaded images measured with their
 * responsive variants listed, embeds re-checked and reduced to their player address.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { parseEmbed } from '../portfolio/embed.ts'
import { SITE_FILM, type PortfolioItem, type StoreKey } from '../portfolio/store.ts'
import { uploadsDir } from './locations.ts'
import { uploadName, variantsOf } from './portfolio.ts'

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
  /** Text alternative of its picture: the item's alt text, or its title for items stored before alt existed. */
  alt: string
  description: string
  category?: string
  specs?: string
  subject?: string
  image?: StoreImage
  videoId?: string
  /** A film the site hosts (`/media/*.mp4`). */
  videoSrc?: string
  embedSrc?: string
}

/**
 * Turns a store group into showcase items, in the stored order. Hidden items (drafts) are left out.
 * Embeds are re-checked with parseEmbed and rendered only from its https src; an item that fails is
 * dropped with a warning naming it.
 */
export async function showcaseItems(
  key: StoreKey,
  items: readonly PortfolioItem[],
  { dir = uploadsDir(), warn = console.warn }: { dir?: string; warn?: (line: string) => void } = {},
): Promise<ShowcaseItem[]> {
  const out: ShowcaseItem[] = []
  for (const [i, item] of items.entries()) {
    if (item.hidden) continue
    const name = `${key}[${i}] "${item.title}"`
    const base = {
      id: item.id,
      type: item.type,
      title: item.title,
      alt: item.alt ?? item.title,
      description: item.description,
      ...(item.category ? { category: item.category } : {}),
      ...(item.specs ? { specs: item.specs } : {}),
      ...(item.subject ? { subject: item.subject } : {}),
    }
    const poster = item.thumbnail ? await describeImage(item.thumbnail, name, dir) : undefined
    if (item.type === 'image') {
      out.push({ ...base, image: await describeImage(item.src, name, dir) })
    } else if (item.type === 'video') {
      const film = SITE_FILM.test(item.src) ? { videoSrc: item.src } : { videoId: item.src }
      out.push({ ...base, ...film, ...(poster ? { image: poster } : {}) })
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
