/**
 * The sample property film: a slideshow of the sample property photographs, made once by
 * scripts/make-sample-film.mjs (Debian's ffmpeg, H.264 MP4) and committed with its poster. It is of
 * no single property and says so wherever it plays; every film item of the site is this film or no film.
 */
import { z } from 'zod'
import type { PhotoName } from '../photos.ts'
import { photo } from '../schemas/common.ts'
import { defineContent } from '../schemas/define.ts'

const text = z.string().trim().min(1)

export const film = z
  .object({
    /** Its address on the site (the file is templates/public/<src>). */
    src: z.string().regex(/^\/media\/[a-z0-9-]+\.mp4$/, 'must be /media/<name>.mp4'),
    /** A frame of the film (its title card), in content/images/photos. */
    poster: photo,
    title: text,
    /** The label every player and card of it shows. */
    label: text,
    description: text,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    fps: z.number().int().positive(),
    /** The photographs it shows, in order; the first also carries the title. */
    shots: z.array(photo).min(2),
    /** Seconds each photograph is on screen (the first holds the title longer), and of each cross-fade. */
    shotSeconds: z.number().positive(),
    firstShotSeconds: z.number().positive(),
    fadeSeconds: z.number().positive(),
  })
  .refine((f) => f.fadeSeconds < f.shotSeconds, {
    message: 'a cross-fade must be shorter than a shot',
    path: ['fadeSeconds'],
  })

export type Film = z.output<typeof film>

export const sampleFilm = defineContent('content/films/sampleFilm.ts', film, {
  src: '/media/sample-property-film.mp4',
  poster: 'sample-film-poster.jpg',
  title: 'Sample property film',
  label: 'Sample film',
  description:
    'A sample made from this site’s sample photographs of several homes, not a film of one property: a slow pan and zoom over each photograph, without sound.',
  width: 1280,
  height: 720,
  fps: 25,
  shots: [
    'brick-stone-house.jpg',
    'living-room-plants.jpg',
    'living-room-wood-wall.jpg',
    'apartment-open-plan.jpg',
    'living-room-corner-windows.jpg',
    'villa-glass-balconies.jpg',
    'villa-long-pool.jpg',
    'white-house-pool.jpg',
  ] satisfies PhotoName[],
  shotSeconds: 4,
  firstShotSeconds: 5,
  fadeSeconds: 1,
})

/** The film's length in seconds: every shot, less the overlap of each cross-fade. */
export const filmSeconds = (f: Film): number =>
  f.firstShotSeconds + (f.shots.length - 1) * (f.shotSeconds - f.fadeSeconds)
