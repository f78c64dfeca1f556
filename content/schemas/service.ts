/** Shapes of a service page (spec section 3: Service package, Process step, Testimonial, Related service). */
import { z } from 'zod'
import { callToAction, faqEntry, heroImage, icon, photo, relatedService, testimonial } from './common.ts'
import { pageKeys } from '../hero-ctas.ts'
import { subject } from '../photos.ts'
import { planNames } from '../plans/index.ts'

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

/**
 * One featured-work item of a service page, before its photos are turned into responsive image data.
 * It names the subject its picture shows (content/photos.ts), and its media by kind: a photograph
 * (`image`), the sample film (`video`), a 3D tour (`embed`, with a photograph of it if one exists), a
 * drawn floor plan (`plan`), or none yet (`card`: its icon stands where a picture would).
 */
export const featuredItem = z
  .object({
    type: z.enum(['image', 'video', 'embed', 'plan', 'card']),
    subject,
    title: text,
    description: text,
    category: text,
    specs: z.string().optional(),
    image: photo.optional(),
    alt: text.optional(),
    /** The icon of an item shown without a picture. */
    icon: icon.optional(),
    /**
     * 'simulated': shown as a before/after pair whose "before" is a simulated original, made from `image`
     * at build time (content/loaders/simulateOriginal.ts) and labelled "Simulated original" on the page.
     */
    before: z.literal('simulated').optional(),
    /** The film a video item plays: the sample film (content/films/sampleFilm.ts), the only one the site has. */
    film: z.literal('sample').optional(),
    embedSrc: matterportSrc.optional(),
    /** The drawn floor plan of a plan item (content/plans). */
    plan: z.enum(planNames).optional(),
  })
  .superRefine((i, ctx) => {
    const need = (field: keyof typeof i, when: boolean, message: string) => {
      if (when && i[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message })
    }
    need('image', i.type === 'image' || i.before !== undefined, 'image items and before/after pairs need an image')
    need('alt', i.image !== undefined, 'an item with an image needs its alt text')
    need('film', i.type === 'video', "video items need a film ('sample')")
    need('embedSrc', i.type === 'embed', 'embed items need an embedSrc')
    need('plan', i.type === 'plan', 'plan items need a plan')
    need('icon', i.image === undefined && i.type !== 'plan', 'an item without an image needs an icon for its card')
    if (i.type === 'card' && i.image) ctx.addIssue({ code: 'custom', path: ['image'], message: 'a card has no image' })
  })

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
