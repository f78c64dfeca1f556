import { z } from 'zod'
import { subject } from '../photos.ts'
import { icon, photo } from './common.ts'

/**
 * Featured project card (spec section 3): links to /projects/{slug ?? id}. Its picture is a true
 * photograph of the property (`src`, `thumbnail`, the same one its project page's card shows) or none
 * (the card shows `icon`); `subject` is what it claims to show.
 */
export const featuredProject = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    description: z.string().min(1),
    type: z.enum(['image', 'video', 'embed']),
    subject: subject.extract(['exterior', 'interior', 'aerial']),
    src: photo.optional(),
    alt: z.string().min(1).optional(),
    thumbnail: photo.optional(),
    icon,
    category: z.string().min(1),
    specs: z.string().min(1),
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
  })
  .refine((p) => !p.thumbnail || p.alt, { message: 'a card with a picture needs its alt text', path: ['alt'] })
export type FeaturedProject = z.output<typeof featuredProject>

export const projectPath = (p: Pick<FeaturedProject, 'id' | 'slug'>) => `/projects/${p.slug ?? p.id}`
