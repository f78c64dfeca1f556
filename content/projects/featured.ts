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
      'A brick-and-stone family home in Richmond Hill: photographs, a film, aerials and a full Matterport tour.',
    type: 'image',
    subject: 'exterior',
    src: 'brick-stone-house.jpg',
    alt: altOf('brick-stone-house.jpg'),
    thumbnail: 'brick-stone-house.jpg',
    icon: 'house-door',
    category: 'Family Home',
    specs: '4 bed · 4 bath · 3,400 sq ft',
  },
  {
    id: 'lakeshore-modern-retreat',
    title: 'Lakeshore Modern Retreat',
    description: 'Twilight exteriors and drone video of a modern home with glass balconies on the Oakville waterfront.',
    type: 'video',
    subject: 'exterior',
    icon: 'house-door',
    src: 'villa-glass-balconies.jpg',
    alt: altOf('villa-glass-balconies.jpg'),
    thumbnail: 'villa-glass-balconies.jpg',
    category: 'Waterfront',
    specs: '4 bed · 5 bath · 4,900 sq ft',
  },
  {
    id: 'king-west-timber-loft',
    title: 'King West Timber Loft',
    description:
      'A wood-panelled loft photographed in natural light, a 3D tour and a floor plan for out-of-town buyers.',
    type: 'image',
    subject: 'interior',
    icon: 'building',
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
    subject: 'exterior',
    icon: 'house-door',
    category: 'Cottage',
    specs: '5 bed · 3 bath · 3,200 sq ft',
  },
  {
    id: 'caledon-forest-residence',
    title: 'Caledon Forest Residence',
    description: 'A modern home with a long pool on 10 wooded acres, captured from the ground and the air.',
    type: 'image',
    subject: 'exterior',
    icon: 'house-door',
    src: 'villa-long-pool.jpg',
    alt: altOf('villa-long-pool.jpg'),
    thumbnail: 'villa-long-pool.jpg',
    category: 'Country Estate',
    specs: '5 bed · 4 bath · 10 acres',
  },
])
