/** Shapes of the portfolio pages' own content (spec section 3: category card, flagship project). */
import { z } from 'zod'
import { callToAction, heroImage, icon, photo } from '../schemas/common.ts'
import { portfolioSlugs } from '../services-catalog.ts'

const text = z.string().trim().min(1)

/** One of the eight portfolio pages: its card on /portfolio and the copy of its own page. */
export const portfolioCategory = z.object({
  slug: z.enum(portfolioSlugs),
  title: text,
  /** Card accent colour (CSS colour). */
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  icon,
  summary: text,
  /** The card on /portfolio: a photograph of the kind of work. */
  image: photo,
  imageAlt: text,
  hero: heroImage.extend({ title: text, subtitle: text, description: text }),
  intro: text,
  /** Shown instead of the grid while the store has no items for this page. */
  emptyText: text,
  cta: z.object({ title: text, text, actions: z.array(callToAction).min(1).max(2) }),
})

export const flagshipProject = z.object({
  title: text,
  description: text,
  image: photo,
  imageAlt: text,
  services: z.array(text).min(1),
  /** The project detail page the card opens (/projects/{slug or id}). */
  project: z.string().regex(/^[a-z0-9-]+$/),
})
