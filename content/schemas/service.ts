/** Shapes of a service page (spec section 3: Service package, Process step, Testimonial, Related service). */
import { z } from 'zod'
import { callToAction, faqEntry, heroImage, icon, photo, relatedService, testimonial } from './common.ts'
import { pageKeys } from '../hero-ctas.ts'

const text = z.string().trim().min(1)

export const servicePackage = z.object({
  title: text,
  description: text,
  icon,
  features: z.array(text).min(2),
  popular: z.boolean().default(false),
  /** Price or turnaround line shown under the title, from the figures in company.ts / spec section 9. */
  price: z.string().optional(),
})

export const processStep = z.object({ title: text, description: text, icon, duration: z.string().optional() })

export const capability = z.object({ title: text, description: text, icon, points: z.array(text).default([]) })

/** Matterport showcase URL (https only, on the Matterport host). */
const matterportSrc = z
  .string()
  .regex(
    /^https:\/\/my\.matterport\.com\/show\/\?m=[A-Za-z0-9]{11}(&[a-z0-9=&]*)?$/,
    'must be https://my.matterport.com/show/?m=<11-char id>',
  )

/** One featured-work item of a service page, before its photos are turned into responsive image data. */
export const featuredItem = z
  .object({
    type: z.enum(['image', 'video', 'embed']),
    title: text,
    description: text,
    category: text,
    specs: z.string().optional(),
    image: photo,
    alt: text,
    /**
     * 'simulated': shown as a before/after pair whose "before" is a simulated original, made from `image`
     * at build time (content/loaders/simulateOriginal.ts) and labelled "Simulated original" on the page.
     */
    before: z.literal('simulated').optional(),
    videoId: z
      .string()
      .regex(/^[\w-]{11}$/, 'must be an 11-character YouTube id')
      .optional(),
    embedSrc: matterportSrc.optional(),
  })
  .refine((i) => i.type !== 'video' || i.videoId, { message: 'video items need a videoId', path: ['videoId'] })
  .refine((i) => i.type !== 'embed' || i.embedSrc, { message: 'embed items need an embedSrc', path: ['embedSrc'] })

export const servicePage = z.object({
  /** Route segment: /services/{slug}. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** Service name for structured data ("Real Estate Photography"). */
  name: text,
  seo: z.object({ title: text, description: z.string().min(50).max(170) }),
  hero: heroImage.extend({ title: text, subtitle: text, description: text, pageKey: z.enum(pageKeys) }),
  packages: z.object({ title: text, intro: text, items: z.array(servicePackage).min(4).max(6) }),
  capabilities: z.object({ title: text, intro: text, items: z.array(capability).length(6) }).optional(),
  featured: z.object({
    title: text,
    intro: text,
    items: z.array(featuredItem).min(5).max(6),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  }),
  process: z.object({ title: text, intro: text, steps: z.array(processStep).min(4).max(5) }),
  faq: z.array(faqEntry).min(5).max(6),
  testimonial,
  related: z.array(relatedService.extend({ icon })).length(3),
  cta: z.object({ title: text, text, actions: z.array(callToAction).min(2) }),
})

export type FeaturedItem = z.output<typeof featuredItem>
export type ServicePage = z.output<typeof servicePage>
