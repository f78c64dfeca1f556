import { z } from 'zod'
import { photo } from './common.ts'

/** Featured project card (spec section 3): links to /projects/{slug ?? id}. */
export const featuredProject = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  type: z.enum(['image', 'video', 'embed']),
  src: photo,
  alt: z.string().min(1),
  thumbnail: photo,
  category: z.string().min(1),
  specs: z.string().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
})
export type FeaturedProject = z.output<typeof featuredProject>

export const projectPath = (p: Pick<FeaturedProject, 'id' | 'slug'>) => `/projects/${p.slug ?? p.id}`
