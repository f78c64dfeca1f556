/** Shapes of the notable projects and their detail pages (spec section 3: Project detail). */
import { z } from 'zod'
import { subject } from '../photos.ts'
import { planNames } from '../plans/index.ts'
import { heroImage, icon, photo } from '../schemas/common.ts'

const text = z.string().trim().min(1)
/** What a project's picture may claim to show: the property itself. */
const propertySubject = subject.extract(['exterior', 'interior', 'aerial'])

/** The spec's limit: a project gallery shows at most 12 images, in four columns. */
export const PROJECT_GALLERY_MAX = 12

export const projectDetail = z
  .object({
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
    /**
     * The property: its card on /projects and its share image, when a true photograph of it exists;
     * otherwise its card shows `icon`. `subject` is what the card claims to show (the home's outside or a room).
     */
    subject: propertySubject,
    image: photo.optional(),
    imageAlt: text.optional(),
    icon,
    /** The page's hero: a landscape (the property photographs are too small for one). */
    hero: heroImage,
    description: z.array(text).min(1),
    challenges: z.array(text).min(1),
    services: z.array(text).min(1),
    results: z.array(text).min(1),
    /** Photographs of the property itself: each claims to show its outside, a room or the land from the air. */
    gallery: z.array(z.object({ src: photo, alt: text, subject: propertySubject })).max(PROJECT_GALLERY_MAX),
    /** The film shown on the page: the sample film (content/films/sampleFilm.ts), labelled as one. */
    film: z.literal('sample').optional(),
    /** The property's drawn floor plan (content/plans). */
    plan: z.enum(planNames).optional(),
  })
  .refine((p) => !p.image || p.imageAlt, { message: 'a project with an image needs its alt text', path: ['imageAlt'] })
export type ProjectDetail = z.output<typeof projectDetail>
