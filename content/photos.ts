/**
 * What each photograph in content/images/photos shows: its alt text wherever it appears, written by
 * looking at the photograph, never from the project or service it illustrates, and its subject: the
 * kind of picture it is. An item that shows a photograph claims a subject too; tests/build/pictureSubjects.test.ts
 * fails when the two differ. Credits and licences are in content/images/photos/ATTRIBUTION.md.
 */
import { z } from 'zod'
import { defineContent } from './schemas/define.ts'

/**
 * The kinds of picture an item may show. A photograph has one; an item claims one, and shows a
 * picture of that subject or none (a card with an icon) until a true one exists.
 */
export const subjects = {
  interior: 'a room of a home',
  exterior: 'a home seen from the outside, from the ground',
  aerial: 'a property or its land seen from the air',
  landscape: 'land, water or sky with no home in it',
  detail: 'a close-up of materials or objects',
  plan: 'a floor plan, drawn from its measurements',
  film: 'a property film or a frame of one',
  tour: 'a 3D tour or a view of one',
  garment: 'apparel or printed merchandise',
  website: 'a website on a screen',
  document: 'written copy, a report or a conversation',
} as const

export type Subject = keyof typeof subjects
export const subject = z.enum(Object.keys(subjects) as [Subject, ...Subject[]], {
  error: `must be one of the subjects in content/photos.ts: ${Object.keys(subjects).join(', ')}`,
})

const photoEntry = z.object({
  subject,
  /** What the photograph shows: its alt text. */
  shows: z.string().trim().min(20).max(200),
})

const catalogue = {
  'apartment-open-plan.jpg': {
    subject: 'interior',
    shows:
      'Open-plan apartment with a white kitchen, a dining table with clear chairs, a red armchair and tall windows',
  },
  'blue-hour.jpg': {
    subject: 'landscape',
    shows: 'Misty lake at blue hour, a low line of trees reflected in still water',
  },
  'brick-stone-house.jpg': {
    subject: 'exterior',
    shows: 'Brick and stone two-storey detached house with a double garage and a front lawn',
  },
  'dock-water.jpg': {
    subject: 'landscape',
    shows: 'Close-up of weathered wooden dock boards, a lake and its far shore blurred behind',
  },
  'facade-curves.jpg': {
    subject: 'detail',
    shows: 'Black-and-white close-up of a building facade of curved, interlaced metal bands',
  },
  'forest-creek.jpg': { subject: 'landscape', shows: 'Small stream cascading over mossy limestone rocks in a wood' },
  'forest-path.jpg': { subject: 'landscape', shows: 'Narrow dirt path through a dark, mossy spruce forest' },
  'lake-boats-dusk.jpg': {
    subject: 'landscape',
    shows: 'Wooden rowing boats pulled up on a pebble lakeshore at sunset, hills behind',
  },
  'lake-twilight.jpg': {
    subject: 'landscape',
    shows: 'Still lake at twilight under a pink and violet sky, reeds in the foreground',
  },
  'living-room-corner-windows.jpg': {
    subject: 'interior',
    shows: 'Living room with large corner windows, armchairs with turquoise cushions, a fireplace and a dining area',
  },
  'living-room-plants.jpg': {
    subject: 'interior',
    shows: 'Bright living room with bookshelves, houseplants, a grey sofa and a wooden chair',
  },
  'living-room-wood-wall.jpg': {
    subject: 'interior',
    shows: 'Open living room with a wood-panelled wall and a grey sofa, a kitchen with pendant lights behind',
  },
  'mountain-meadow.jpg': {
    subject: 'landscape',
    shows: 'Green meadow below orange autumn larches and a grey limestone mountain ridge',
  },
  'mountain-trail.jpg': {
    subject: 'landscape',
    shows: 'Worn trail across a grassy slope towards grey rocky peaks with patches of snow',
  },
  'sample-film-poster.jpg': {
    subject: 'film',
    shows:
      'Title card of the sample property film: the words Sample property film over a brick and stone two-storey house',
  },
  'sunset-ridge.jpg': {
    subject: 'landscape',
    shows: 'Sun setting over layered mountain ranges, seen from a grassy summit with a stone marker',
  },
  'villa-glass-balconies.jpg': {
    subject: 'exterior',
    shows: 'Modern white villa with glass balconies and a pool in front, under a blue sky',
  },
  'villa-long-pool.jpg': {
    subject: 'exterior',
    shows: 'Modern two-storey white villa with wood soffits above a long pool',
  },
  'white-house-pool.jpg': {
    subject: 'exterior',
    shows: 'Two-storey white house with a veranda and a balcony behind a garden pool and palm trees',
  },
  'wood-interior.jpg': {
    subject: 'detail',
    shows: 'Pallet coffee table with a bottle of red wine, a glass and a coffee grinder, and a hand drum on a beanbag',
  },
} as const satisfies Record<string, z.input<typeof photoEntry>>

/** Every photograph: its subject and what it shows. */
export const photos: typeof catalogue = catalogue
defineContent('content/photos.ts', z.record(z.string().regex(/^[a-z0-9-]+\.jpg$/), photoEntry), photos)

export type PhotoName = keyof typeof photos

/** What each photograph shows (its alt text), by file name. */
export const photoDescriptions = Object.fromEntries(
  Object.entries(photos).map(([name, photo]) => [name, photo.shows]),
) as { [N in PhotoName]: (typeof photos)[N]['shows'] }

/**
 * The photographs large enough for a page hero (templates/components/Hero.tsx): at least 1600 px wide
 * for a desktop screen, and at least 1350 px tall for the phone crop (4:5 at 1080 px wide). The 800 px
 * property photographs are neither: heroes show these landscapes, described as what they are, and the
 * property photographs stay in cards and galleries. content/photos.test.ts checks the list against the files.
 */
export const heroPhotoNames = [
  'blue-hour.jpg',
  'dock-water.jpg',
  'facade-curves.jpg',
  'forest-creek.jpg',
  'forest-path.jpg',
  'lake-boats-dusk.jpg',
  'lake-twilight.jpg',
  'mountain-meadow.jpg',
  'mountain-trail.jpg',
  'sunset-ridge.jpg',
  'wood-interior.jpg',
] as const satisfies readonly PhotoName[]

export type HeroPhotoName = (typeof heroPhotoNames)[number]

/** The alt text of a photograph: what it shows. */
export const altOf = (name: PhotoName): string => photos[name].shows

/** A hero's picture and its alt text. */
export const heroOf = (name: HeroPhotoName) => ({ image: name, imageAlt: altOf(name) })
