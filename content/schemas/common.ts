/** Shapes shared by several content modules (spec section 3). Types are derived, never re-typed. */
import { z } from 'zod'
import { clientVoices, team } from '../company.ts'
import { heroPhotoNames, photos, type PhotoName } from '../photos.ts'
import { iconNames } from './icons.ts'

const text = z.string().trim().min(1)
export const icon = z.enum(iconNames)
/** An internal route ("/services/drone") or an absolute https URL. */
export const href = z
  .string()
  .regex(
    /^(\/[a-z0-9\-/]*(\?[^#\s]*)?(#[\w-]+)?|https:\/\/\S+|mailto:\S+|tel:\S+)$/,
    'must be a path starting with / or an https/mailto/tel URL',
  )
/** A photo file name; the blog's loader checks the file exists, naming the post (content/loaders/blog.ts). */
export const photoFile = z
  .string()
  .regex(/^[a-z0-9-]+\.(jpg|jpeg|png|webp)$/, 'must be a file name in content/images/photos')
/** A photograph in content/images/photos, by file name: one content/photos.ts describes. */
export const photo = z.enum(Object.keys(photos) as [PhotoName, ...PhotoName[]], {
  error: 'must be a photograph described in content/photos.ts',
})

export const imageRef = z.object({ src: photo, alt: text })

/** A photograph large enough for a page hero (`heroPhotoNames` in content/photos.ts). */
export const heroPhoto = z.enum(heroPhotoNames, {
  error: 'must be a photograph large enough for a hero (heroPhotoNames in content/photos.ts)',
})
/** The picture of a page's hero and what it shows. */
export const heroImage = z.object({ image: heroPhoto, imageAlt: text })

export const statistic = z.object({ number: text, label: text, description: z.string().optional() })
export const faqEntry = z.object({ question: text, answer: text, category: z.string().optional() })
/** A key of `records` (content/company.ts), replaced by that record: one name and role per person. */
const personOf = <P>(records: Record<string, P>, where: string) =>
  z
    .string()
    .refine((key) => Object.hasOwn(records, key), `must be a key of ${where} in content/company.ts`)
    .transform((key) => ({ key, ...records[key]! }))
/** A quoted client, by key. */
export const clientVoice = personOf(clientVoices, 'clientVoices')
/** A team member, by key. */
export const teamMember = personOf(team, 'team')

export const testimonial = z.object({ quote: text, author: clientVoice, service: text })
export const serviceCard = z.object({
  title: text,
  description: text,
  href,
  icon,
  color: z.string().optional(),
})
export const relatedService = z.object({ title: text, description: text, href })
export const callToAction = z.object({ text, href, variant: z.enum(['primary', 'secondary']) })
export const timelineEntry = z.object({ year: z.string().regex(/^\d{4}$/), title: text, description: text })
export const valueItem = z.object({ title: text, description: text, icon })
export const clientLogo = z.object({ name: text, logo: z.string().regex(/^[a-z0-9-]+\.svg$/) })

export type Statistic = z.output<typeof statistic>
export type FaqEntry = z.output<typeof faqEntry>
export type ServiceCard = z.output<typeof serviceCard>
export type CallToAction = z.output<typeof callToAction>
