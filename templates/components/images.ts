/**
 * Build-time responsive images (generator/responsiveImages.ts: imagetools-core + sharp). Content names a photo by its file name in
 * content/images/photos; this module turns it into srcsets of AVIF/WebP/JPEG at several widths.
 */
import { perObject } from '../../lib/memo.ts'
import { uniqueWidths } from './srcset.ts'
export interface Picture {
  sources: Record<string, string>
  img: { src: string; w: number; h: number }
}

// 750 px: a full-width image on a 412 px wide phone at DPR 1.75 (Chromium takes the smallest candidate
// at least as dense as the screen, which would otherwise be the 960 px one). 1080 px: a gallery's or a
// card's one column on a 375-412 px phone at DPR 2.6-3 (351-388 px wanting 1009-1053 px), which took the
// 1440 px copy, 1.8 times the pixels. Nothing narrower than 480 px: no image slot is under 222 px, where
// a 144 px copy was only ever chosen to be shown enlarged (docs/decisions.md, "The widths pages choose").
// One query for all of them: each query is one more import to resolve.
const standard = import.meta.glob<Picture>('../../content/images/photos/*.jpg', {
  query: { w: '480;750;960;1080;1440;1920', format: 'avif;webp;jpeg', quality: '62', as: 'picture' },
  import: 'default',
  eager: true,
})
// Portrait crop for phones: the hero is 60vh tall there, so a landscape frame would waste most pixels.
// Chromium takes the smallest candidate at least as dense as the screen: 750 px covers a 412 px wide
// phone at DPR 1.75 (Lighthouse's mobile device), 1080 px the DPR 2.6 ones. The photo sits under a dark
// overlay, so quality 34 shows no artefacts there and keeps the busiest photo's 750 px AVIF within the
// hero's byte budget (docs/decisions.md, "Where the reasons in comments went").
const portrait = import.meta.glob<Picture>('../../content/images/photos/*.jpg', {
  query: { w: '480;750;1080', aspect: '4:5', fit: 'cover', format: 'avif;webp;jpeg', quality: '34', as: 'picture' },
  import: 'default',
  eager: true,
})
// The "before" of each before/after pair: a simulated original made from the finished photograph at the
// start of the build (content/loaders/simulateOriginal.ts; generator/viteConfig.ts writes the folder), at the
// widths of `standard` the 800 px property photographs have, so both images of a pair match.
const simulatedOriginal = import.meta.glob<Picture>('../../.cache/simulated-originals/*.jpg', {
  query: { w: '480;750;960', format: 'avif;webp;jpeg', quality: '62', as: 'picture' },
  import: 'default',
  eager: true,
})
const share = import.meta.glob<string>('../../content/images/photos/*.jpg', {
  query: { w: '1200', h: '630', fit: 'cover', format: 'jpeg', quality: '75' },
  import: 'default',
  eager: true,
})

function lookup<T>(table: Record<string, T>, name: string, folder = 'content/images/photos'): T {
  const value = table[`../../${folder}/${name}`]
  if (value === undefined) {
    throw new Error(`Unknown photo "${name}": no such file in ${folder}`)
  }
  return value
}

/**
 * A picture with each srcset's widths once, made once per picture. Marked pure so that the browser
 * build of an island that imports `Img` leaves it out, and the memo code with it.
 */
const withUniqueWidths = /* @__PURE__ */ perObject('pictures', (picture: Picture): Picture => ({
  ...picture,
  sources: Object.fromEntries(
    Object.entries(picture.sources).map(([format, srcset]) => [format, uniqueWidths(srcset)]),
  ),
}))

export const getPicture = (name: string): Picture => withUniqueWidths(lookup(standard, name))
export const getPortraitPicture = (name: string): Picture => withUniqueWidths(lookup(portrait, name))
/** The simulated original of a photo; content marks its item `before: 'simulated'` (content/schemas/service.ts). */
export const getSimulatedOriginal = (name: string): Picture =>
  withUniqueWidths(lookup(simulatedOriginal, name, '.cache/simulated-originals'))
/** URL of the 1200x630 share image (Open Graph / Twitter card) made from a photo. */
export const getShareImage = (name: string): string => lookup(share, name)
