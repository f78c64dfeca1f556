/**
 * The portfolio store's schema (spec section 3), used by the admin service (validates every mutation)
 * and by the site's loader (validates the store before portfolio pages are built). Its groups are the
 * store keys of the services catalogue.
 */
import { z } from 'zod'
import { storeKeys, type StoreKey } from '../services-catalog.ts'
import { parseEmbed } from './embed.ts'
import { MAX_ALT_LENGTH } from './itemLimits.ts'
import { subject } from '../photos.ts'

export { resolveStoreKey, storeKeys, type StoreKey } from '../services-catalog.ts'

export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
/** A film the site hosts itself (templates/public/media), such as the sample film: `/media/<name>.mp4`. */
export const SITE_FILM = /^\/media\/[a-z0-9-]+\.mp4$/
/** An uploaded image (`/uploads/<name>`) or an https URL. */
export const IMAGE_SRC = /^(\/uploads\/[A-Za-z0-9._-]+|https:\/\/[^\s"'<>]+)$/

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`)
const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional()

export const portfolioItem = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'must be 1-80 letters, digits, dashes or underscores'),
    title: text(140),
    description: text(2000),
    type: z.enum(['image', 'video', 'embed']),
    src: text(4000),
    thumbnail: z
      .union([z.literal(''), z.string().regex(IMAGE_SRC, 'must be an /uploads/ path or an https URL')])
      .optional(),
    category: optionalText(60),
    specs: optionalText(200),
    slug: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/, 'must be lowercase letters, digits and dashes')
      .optional(),
    /**
     * Text alternative of the item's picture: what the photograph shows. Required when an image item is
     * added (PortfolioStore.add); items stored before it existed stay valid and fall back to their title.
     */
    alt: optionalText(MAX_ALT_LENGTH),
    /**
     * What the item's picture shows (content/photos.ts), when the item says: the seed's items do, and
     * tests/build/pictureSubjects.test.ts holds each to its photograph. Dropped when the picture changes.
     */
    subject: subject.optional(),
    /** A draft: kept in the admin, left out of the public site. */
    hidden: z.boolean().optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item.type === 'video' && !YOUTUBE_ID.test(item.src) && !SITE_FILM.test(item.src)) {
      ctx.addIssue({
        code: 'custom',
        path: ['src'],
        message: 'must be an 11-character YouTube video id or a film of the site (/media/<name>.mp4)',
      })
    }
    if (item.type === 'image' && !IMAGE_SRC.test(item.src)) {
      ctx.addIssue({ code: 'custom', path: ['src'], message: 'must be an /uploads/ path or an https URL' })
    }
    if (item.type === 'embed') {
      const embed = parseEmbed(item.src, item.title)
      if (!embed.ok) ctx.addIssue({ code: 'custom', path: ['src'], message: embed.error })
    }
  })
  // Embeds are stored only in their normalised, template-built form; an empty alt and `hidden: false`
  // are stored as absent, so one state has one form.
  .transform(({ alt, hidden, ...item }) => ({
    ...item,
    ...(item.type === 'embed' ? { src: (parseEmbed(item.src, item.title) as { markup: string }).markup } : {}),
    ...(alt ? { alt } : {}),
    ...(hidden ? { hidden } : {}),
  }))

export type PortfolioItem = z.output<typeof portfolioItem>

/** The most items one portfolio group may hold. */
export const MAX_GROUP_ITEMS = 1000

export const portfolioData = z
  .object(
    Object.fromEntries(storeKeys.map((k) => [k, z.array(portfolioItem).max(MAX_GROUP_ITEMS)])) as Record<
      StoreKey,
      z.ZodArray<typeof portfolioItem>
    >,
  )
  .strict()
  .superRefine((data, ctx) => {
    for (const key of storeKeys) {
      const seen = new Set<string>()
      data[key].forEach((item, index) => {
        if (seen.has(item.id))
          ctx.addIssue({ code: 'custom', path: [key, index, 'id'], message: `duplicate id "${item.id}"` })
        seen.add(item.id)
      })
    }
  })
export type PortfolioData = z.output<typeof portfolioData>

export const emptyPortfolio = (): PortfolioData =>
  Object.fromEntries(storeKeys.map((k) => [k, []])) as unknown as PortfolioData
