/** Shape of one service-area city module (content/areas/*.ts). */
import { z } from 'zod'
import { heroImage, icon } from './common.ts'

const text = z.string().trim().min(1)

/** A figure ("280+ Vaughan Properties") or the five-star badge with its label ("Modern Luxury"). */
export const areaStat = z.union([
  z.object({ number: text, label: text }),
  z.object({ stars: z.literal(5), label: text }),
])

/** The four service pages every city links to, in this order. */
export const areaServiceHrefs = [
  '/services/photography',
  '/services/video',
  '/services/drone',
  '/services/matterport',
] as const

export const area = z.object({
  slug: z.string().regex(/^[a-z-]+$/),
  name: text,
  hero: heroImage.extend({ title: text, subtitle: text, description: text }),
  seo: z.object({ title: text, description: z.string().min(80).max(170) }),
  intro: z.object({ title: text, paragraphs: z.array(text).min(2) }),
  services: z
    .array(z.object({ title: text, description: text, href: z.enum(areaServiceHrefs), icon }))
    .length(4)
    .refine(
      (cards) => cards.every((c, i) => c.href === areaServiceHrefs[i]),
      'cards must link to photography, video, drone, matterport in that order',
    ),
  neighbourhoods: z.array(text).min(12).max(17),
  neighbourhoodNote: text,
  stats: z.array(areaStat).length(4),
  highlights: z.array(z.object({ title: text, text })).min(3),
  closing: z.object({ title: text, text }),
})

export type Area = z.output<typeof area>
