/** Shapes of the portfolio pages' own content (spec section 3: category card, flagship project). */
import { z } from 'zod'
import { subject } from '../photos.ts'
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
  /**
   * The card on /portfolio: a photograph of the kind of work (`subject`), if a true one exists; without
   * one the card shows `icon`.
   */
  subject,
  image: photo.optional(),
  imageAlt: text.optional(),
  hero: heroImage.extend({ title: text, subtitle: text, description: text }),
  intro: text,
  /** Shown instead of the grid while the store has no items for this page. */
  emptyText: text,
  cta: z.object({ title: text, text, actions: z.array(callToAction).min(1).max(2) }),
})

export const flagshipProject = z.object({
  title: text,
  description: text,
  /** What its card claims to show; the photograph is the one its project page's card shows, if any. */
  subject: subject.extract(['exterior', 'interior', 'aerial']),
  image: photo.optional(),
  imageAlt: text.optional(),
  icon,
  services: z.array(text).min(1),
  /** The project detail page the card opens (/projects/{slug or id}). */
  project: z.string().regex(/^[a-z0-9-]+$/),
})
