/** Shapes of the company, information and legal page modules (content/{about,reviews,...}). */
import { z } from 'zod'
import {
  clientVoice,
  faqEntry,
  heroImage,
  icon,
  imageRef,
  statistic,
  teamMember,
  timelineEntry,
  valueItem,
} from './common.ts'

const text = z.string().trim().min(1)
const paragraphs = z.array(text).min(1)

/** Banner of a page: the Hero component's inputs. */
export const pageHero = heroImage.extend({
  title: text,
  subtitle: text.optional(),
  description: text.optional(),
})

/** Search metadata of a page (templates/components/seo.ts). */
export const pageSeo = z.object({ title: text, description: z.string().min(50).max(170) })

export const aboutPage = z.object({
  hero: pageHero,
  seo: pageSeo,
  whoWeAre: z.object({ title: text, paragraphs, image: imageRef }),
  mission: text,
  vision: text,
  founder: z.object({ person: teamMember, paragraphs }),
  values: z.array(valueItem).min(3),
  timeline: z.array(timelineEntry).min(5),
  stats: z.array(statistic).length(4),
})

export const review = z.object({
  author: clientVoice,
  rating: z.number().int().min(1).max(5),
  date: text,
  text,
  service: text,
})
export const reviewsPage = z.object({ hero: pageHero, seo: pageSeo, intro: text, reviews: z.array(review).length(6) })

export const mediaPage = z.object({
  hero: pageHero,
  seo: pageSeo,
  pressReleases: z.array(z.object({ date: text, title: text, summary: text })).min(3),
  awards: z.array(z.object({ year: z.string().regex(/^\d{4}$/), title: text, issuer: text, icon })).min(3),
  coverage: z.array(z.object({ outlet: text, date: text, headline: text, summary: text })).min(3),
  inquiries: z.object({ title: text, text, responseNote: text }),
})

export const contactPage = z.object({
  hero: pageHero,
  seo: pageSeo,
  intro: text,
  locationNote: text,
  whatsappNote: text,
  emailNote: text,
  beforeYouWrite: z.array(text).min(3),
  /** The quote request form (templates/islands/QuoteForm.tsx). */
  quote: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    consent: text,
    submit: text,
    successTitle: text,
    successText: text,
    reply: text,
  }),
  /** /contact/thanks: where the form lands when sent without JavaScript. */
  thanks: z.object({ hero: pageHero, seo: pageSeo, text: text }),
})

export const serviceAreasPage = z.object({ hero: pageHero, seo: pageSeo, intro: text })

export const learnPage = z.object({
  hero: pageHero,
  seo: pageSeo,
  intro: text,
  topics: z.array(z.object({ title: text, description: text, icon })).length(6),
})

export const faqCategories = ['General', 'Photography', 'Video', 'Drone', 'Matterport', 'Pricing'] as const
export const faqPage = z.object({
  hero: pageHero,
  seo: pageSeo,
  intro: text,
  questions: z.array(faqEntry.extend({ category: z.enum(faqCategories) })).length(18),
})

export const downloadsPage = z.object({
  hero: pageHero,
  seo: pageSeo,
  intro: text,
  groups: z
    .array(
      z.object({
        title: text,
        description: text,
        icon,
        items: z.array(z.object({ title: text, format: text, description: text })).min(3),
      }),
    )
    .length(3),
  newsletter: z.object({ title: text, text }),
})

export const vendorsPage = z.object({
  hero: pageHero,
  seo: pageSeo,
  intro: text,
  categories: z
    .array(
      z.object({
        title: text,
        partners: z.number().int().positive(),
        description: text,
        icon,
        examples: z.array(text).min(2),
      }),
    )
    .length(4),
  partner: z.object({ title: text, text, benefits: z.array(valueItem).min(4) }),
})

/** A legal document: numbered sections of paragraphs and optional bullet lists. */
export const legalSection = z.object({ heading: text, paragraphs, list: z.array(text).optional() })
export const legalDocument = z.object({
  hero: pageHero,
  seo: pageSeo,
  lastUpdated: text,
  intro: paragraphs,
  sections: z.array(legalSection).min(5),
})

export type LegalDocument = z.output<typeof legalDocument>
export type PageHero = z.output<typeof pageHero>
