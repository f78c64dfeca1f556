/** Shapes of the notable projects and their detail pages (spec section 3: Project detail). */
import { z } from 'zod'
import { heroImage, photo } from '../schemas/common.ts'

const text = z.string().trim().min(1)

/** The spec's limit: a project gallery shows at most 12 images, in four columns. */
export const PROJECT_GALLERY_MAX = 12

export const projectDetail = z.object({
  /** The URL segment: /projects/{path}. Featured projects use their slug, else their id. */
  path: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  /** One line on the card of /projects. */
  summary: text,
  category: text,
  location: text,
  completedDate: text,
  propertyType: text,
  area: text,
  bedrooms: text,
  /** The property: its card on /projects and its share image. */
  image: photo,
  imageAlt: text,
  /** The page's hero: a landscape (the property photographs are too small for one). */
  hero: heroImage,
  description: z.array(text).min(1),
  challenges: z.array(text).min(1),
  services: z.array(text).min(1),
  results: z.array(text).min(1),
  gallery: z
    .array(z.object({ src: photo, alt: text }))
    .min(1)
    .max(PROJECT_GALLERY_MAX),
  videoTour: z.object({ videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/), poster: photo, title: text }).optional(),
})
export type ProjectDetail = z.output<typeof projectDetail>
