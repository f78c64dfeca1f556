/**
 * What each photograph in content/images/photos shows: its alt text wherever it appears, written by
 * looking at the photograph, never from the project or service it illustrates. Credits and licences
 * are in content/images/photos/ATTRIBUTION.md.
 */
export const photoDescriptions = {
  'apartment-open-plan.jpg':
    'Open-plan apartment with a white kitchen, a dining table with clear chairs, a red armchair and tall windows',
  'blue-hour.jpg': 'Misty lake at blue hour, a low line of trees reflected in still water',
  'brick-stone-house.jpg': 'Brick and stone two-storey detached house with a double garage and a front lawn',
  'dock-water.jpg': 'Close-up of weathered wooden dock boards, a lake and its far shore blurred behind',
  'facade-curves.jpg': 'Black-and-white close-up of a building facade of curved, interlaced metal bands',
  'forest-creek.jpg': 'Small stream cascading over mossy limestone rocks in a wood',
  'forest-path.jpg': 'Narrow dirt path through a dark, mossy spruce forest',
  'lake-boats-dusk.jpg': 'Wooden rowing boats pulled up on a pebble lakeshore at sunset, hills behind',
  'lake-twilight.jpg': 'Still lake at twilight under a pink and violet sky, reeds in the foreground',
  'living-room-corner-windows.jpg':
    'Living room with large corner windows, armchairs with turquoise cushions, a fireplace and a dining area',
  'living-room-plants.jpg': 'Bright living room with bookshelves, houseplants, a grey sofa and a wooden chair',
  'living-room-wood-wall.jpg':
    'Open living room with a wood-panelled wall and a grey sofa, a kitchen with pendant lights behind',
  'mountain-meadow.jpg': 'Green meadow below orange autumn larches and a grey limestone mountain ridge',
  'mountain-trail.jpg': 'Worn trail across a grassy slope towards grey rocky peaks with patches of snow',
  'sunset-ridge.jpg': 'Sun setting over layered mountain ranges, seen from a grassy summit with a stone marker',
  'villa-glass-balconies.jpg': 'Modern white villa with glass balconies and a pool in front, under a blue sky',
  'villa-long-pool.jpg': 'Modern two-storey white villa with wood soffits above a long pool',
  'white-house-pool.jpg': 'Two-storey white house with a veranda and a balcony behind a garden pool and palm trees',
  'wood-interior.jpg':
    'Pallet coffee table with a bottle of red wine, a glass and a coffee grinder, and a hand drum on a beanbag',
} as const

export type PhotoName = keyof typeof photoDescriptions

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
export const altOf = (name: PhotoName): string => photoDescriptions[name]

/** A hero's picture and its alt text. */
export const heroOf = (name: HeroPhotoName) => ({ image: name, imageAlt: altOf(name) })
