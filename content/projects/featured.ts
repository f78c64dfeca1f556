/** The five featured projects on the home page; the first is Chelster Hall (linked by slug). */
import { z } from 'zod'
import { defineContent } from '../schemas/define.ts'
import { featuredProject } from '../schemas/project.ts'
import { altOf } from '../photos.ts'

export const featuredProjects = defineContent('content/projects/featured.ts', z.array(featuredProject).length(5), [
  {
    id: 'chelster-hall-estate',
    slug: 'chelster-hall',
    title: 'Chelster Hall',
    description:
      'A restored 1920s manor in the Bridle Path: 48 photographs, a cinematic walkthrough, aerials and a full Matterport tour.',
    type: 'image',
    src: 'white-house-pool.jpg',
    alt: altOf('white-house-pool.jpg'),
    thumbnail: 'white-house-pool.jpg',
    category: 'Luxury Estate',
    specs: '6 bed · 7 bath · 8,400 sq ft',
  },
  {
    id: 'lakeshore-modern-retreat',
    title: 'Lakeshore Modern Retreat',
    description: 'Twilight exteriors and drone video of a glass-walled home on the Oakville waterfront.',
    type: 'video',
    src: 'villa-glass-balconies.jpg',
    alt: altOf('villa-glass-balconies.jpg'),
    thumbnail: 'villa-glass-balconies.jpg',
    category: 'Waterfront',
    specs: '4 bed · 5 bath · 4,900 sq ft',
  },
  {
    id: 'king-west-timber-loft',
    title: 'King West Timber Loft',
    description: 'Warm wood interiors photographed with natural light and a 3D tour for out-of-town buyers.',
    type: 'image',
    src: 'living-room-wood-wall.jpg',
    alt: altOf('living-room-wood-wall.jpg'),
    thumbnail: 'living-room-wood-wall.jpg',
    category: 'Condo & Loft',
    specs: '2 bed · 2 bath · 1,450 sq ft',
  },
  {
    id: 'muskoka-harbour-cottage',
    title: 'Muskoka Harbour Cottage',
    description: 'Aerial stills and a sunset reel showing the private dock, boathouse and 300 feet of shoreline.',
    type: 'video',
    src: 'lake-boats-dusk.jpg',
    alt: altOf('lake-boats-dusk.jpg'),
    thumbnail: 'lake-boats-dusk.jpg',
    category: 'Cottage',
    specs: '5 bed · 3 bath · 3,200 sq ft',
  },
  {
    id: 'caledon-forest-residence',
    title: 'Caledon Forest Residence',
    description: 'A 10-acre wooded property captured from the ground and the air across two seasons.',
    type: 'image',
    src: 'brick-stone-house.jpg',
    alt: altOf('brick-stone-house.jpg'),
    thumbnail: 'brick-stone-house.jpg',
    category: 'Country Estate',
    specs: '5 bed · 4 bath · 10 acres',
  },
])
