/**
 * The eight notable projects of /projects and their detail pages. Every featured project of the home
 * page (featured.ts) has one, so no /projects/ link can point to a missing page.
 */

import { z } from 'zod'
import { altOf, heroOf, type PhotoName } from '../photos.ts'
import { defineContent } from '../schemas/define.ts'
import { projectPath } from '../schemas/project.ts'
import { featuredProjects } from './featured.ts'
import { projectDetail } from './schema.ts'

/** A photograph of the property, with what it shows and what part of the property it claims to be. */
const shot = (src: PhotoName, subject: 'exterior' | 'interior' | 'aerial') => ({ src, alt: altOf(src), subject })

export const notableProjects = defineContent('content/projects/notable.ts', z.array(projectDetail).length(8), [
  {
    path: 'chelster-hall',
    title: 'Chelster Hall',
    summary: 'A brick-and-stone family home: photographs, a film, aerials and a full 3D tour in one package.',
    category: 'Family Home',
    location: 'Richmond Hill, Ontario',
    completedDate: 'September 2024',
    propertyType: 'Detached two-storey',
    area: '3,400 sq ft',
    bedrooms: '4 bedrooms · 4 bathrooms',
    subject: 'exterior',
    image: 'brick-stone-house.jpg',
    imageAlt: altOf('brick-stone-house.jpg'),
    icon: 'house-door',
    hero: heroOf('forest-path.jpg'),
    description: [
      'Chelster Hall is a brick-and-stone two-storey home on a quiet Richmond Hill crescent, with an arched upper window, a double garage and a bright, book-lined living room.',
      'The listing team wanted one media package for it: photography, a film, aerials and a Matterport tour that buyers moving from abroad could walk before flying in.',
    ],
    challenges: [
      'A living room lit by big windows on one side and lamps on the other meant a wide range of light in a single frame.',
      'Neighbouring houses stand close on both sides, so the street view alone could not show the size of the lot.',
      'The sellers still lived in the home and could give us only one day on site.',
    ],
    services: [
      'Property Photography',
      'Cinematic Video',
      'Drone Imagery',
      'Matterport 3D Tour',
      'Twilight Photography',
      'Single-Property Website',
    ],
    results: [
      'Sold in 11 days for above the asking price, to a buyer who first toured the home in 3D from London.',
      'The listing film passed 40,000 views in its first week and the property site booked 26 private showings.',
    ],
    gallery: [shot('brick-stone-house.jpg', 'exterior'), shot('living-room-plants.jpg', 'interior')],
    film: 'sample',
  },
  {
    path: 'lakeshore-modern-retreat',
    title: 'Lakeshore Modern Retreat',
    summary: 'Twilight exteriors and a drone film of a modern home with glass balconies on the Oakville waterfront.',
    category: 'Waterfront',
    location: 'Oakville, Ontario',
    completedDate: 'June 2024',
    propertyType: 'Contemporary detached',
    area: '4,900 sq ft',
    bedrooms: '4 bedrooms · 5 bathrooms',
    subject: 'exterior',
    image: 'villa-glass-balconies.jpg',
    imageAlt: altOf('villa-glass-balconies.jpg'),
    icon: 'house-door',
    hero: heroOf('lake-twilight.jpg'),
    description: ['A white contemporary home with glass balconies and a pool, set on the bluffs above Lake Ontario.'],
    challenges: [
      'Glass balconies and wide windows reflect everything, including the camera, and the lake view blows out against the interiors.',
      'Wind off the lake limited the drone to a short evening window.',
    ],
    services: ['Twilight Photography', 'Drone Video', 'Listing Film', 'Photo Editing'],
    results: [
      'Twilight hero image used on the brokerage’s billboard campaign.',
      'Sold in 16 days with three competing offers.',
    ],
    gallery: [shot('villa-glass-balconies.jpg', 'exterior')],
    film: 'sample',
  },
  {
    path: 'king-west-timber-loft',
    title: 'King West Timber Loft',
    summary: 'Warm wood interiors in natural light and a 3D tour for out-of-town buyers.',
    category: 'Condo & Loft',
    location: 'King West, Toronto',
    completedDate: 'March 2024',
    propertyType: 'Hard loft',
    area: '1,450 sq ft',
    bedrooms: '2 bedrooms · 2 bathrooms',
    subject: 'interior',
    image: 'living-room-wood-wall.jpg',
    imageAlt: altOf('living-room-wood-wall.jpg'),
    icon: 'building',
    hero: heroOf('wood-interior.jpg'),
    description: [
      'A renovated loft with a wood-panelled feature wall, an open kitchen under pendant lights and a wall of glass onto the terrace.',
    ],
    challenges: [
      'North light and a long timber wall made the space look smaller than it is.',
      'Half the likely buyers were relocating from Vancouver and Calgary and could not visit in person.',
    ],
    services: ['Property Photography', 'Matterport 3D Tour', 'Floor Plans'],
    results: [
      'The 3D tour was opened 1,900 times before the first open house.',
      'Sold to a buyer from Calgary after one in-person visit.',
    ],
    gallery: [shot('living-room-wood-wall.jpg', 'interior')],
    plan: 'king-west-timber-loft',
  },
  {
    path: 'muskoka-harbour-cottage',
    title: 'Muskoka Harbour Cottage',
    summary: 'Aerial stills and a sunset reel of a private dock, boathouse and 300 feet of shoreline.',
    category: 'Cottage',
    location: 'Lake Muskoka, Ontario',
    completedDate: 'August 2024',
    propertyType: 'Waterfront cottage',
    area: '3,200 sq ft on 2.4 acres',
    bedrooms: '5 bedrooms · 3 bathrooms',
    subject: 'exterior',
    icon: 'house-door',
    hero: heroOf('lake-boats-dusk.jpg'),
    description: ['A classic Muskoka cottage with a two-slip boathouse, a sand beach and a west-facing dock.'],
    challenges: [
      'The best feature, the shoreline, cannot be seen from inside the cottage.',
      'Summer boat traffic made calm-water shots possible only at dawn and dusk.',
    ],
    services: ['Drone Imagery', 'Social Media Reel', 'Property Photography'],
    results: ['The sunset reel reached 85,000 accounts on Instagram.', 'Sold in the first weekend of showings.'],
    gallery: [],
    film: 'sample',
  },
  {
    path: 'caledon-forest-residence',
    title: 'Caledon Forest Residence',
    summary: 'A 10-acre wooded property captured from the ground and the air across two seasons.',
    category: 'Country Estate',
    location: 'Caledon, Ontario',
    completedDate: 'October 2024',
    propertyType: 'Country estate',
    area: '10 acres, 5,100 sq ft home',
    bedrooms: '5 bedrooms · 4 bathrooms',
    subject: 'exterior',
    image: 'villa-long-pool.jpg',
    imageAlt: altOf('villa-long-pool.jpg'),
    icon: 'house-door',
    hero: heroOf('forest-creek.jpg'),
    description: [
      'A modern two-storey home with wood soffits above a long pool, on ten wooded acres with walking trails, a creek and a spring-fed pond.',
    ],
    challenges: [
      'The listing would run from summer into autumn, so the marketing had to show both seasons.',
      'Trails and the creek are a ten-minute walk from the house and invisible in the floor plan.',
    ],
    services: ['Drone Imagery', 'Property Photography', 'Listing Film', 'Property Website'],
    results: [
      'Buyers arrived at showings already knowing the trail map from the aerials.',
      'Sold to the second couple who visited.',
    ],
    gallery: [shot('villa-long-pool.jpg', 'exterior')],
    film: 'sample',
  },
  {
    path: 'distillery-district-penthouse',
    title: 'Distillery District Penthouse',
    summary: 'Blue-hour skyline photography and a walkthrough film of a two-level penthouse.',
    category: 'Penthouse',
    location: 'Distillery District, Toronto',
    completedDate: 'January 2025',
    propertyType: 'Condominium penthouse',
    area: '2,300 sq ft plus 900 sq ft terrace',
    bedrooms: '3 bedrooms · 3 bathrooms',
    subject: 'interior',
    image: 'living-room-corner-windows.jpg',
    imageAlt: altOf('living-room-corner-windows.jpg'),
    icon: 'building',
    hero: heroOf('facade-curves.jpg'),
    description: [
      'A two-level penthouse: a living room with corner windows, a fireplace and a dining area, and a wraparound terrace over the Distillery District.',
    ],
    challenges: [
      'January light gave us a single twenty-minute blue hour on the terrace.',
      'The building did not allow drones.',
    ],
    services: ['Twilight Photography', 'Listing Film', 'Photo Editing'],
    results: ['The blue-hour terrace image led the listing on every portal.', 'Sold in 9 days, above asking.'],
    gallery: [shot('living-room-corner-windows.jpg', 'interior')],
    film: 'sample',
  },
  {
    path: 'port-credit-townhomes',
    title: 'Port Credit Townhomes',
    summary: 'Launch media for a 14-unit townhome development: photography, 3D tours and a sales website.',
    category: 'New Development',
    location: 'Port Credit, Mississauga',
    completedDate: 'May 2024',
    propertyType: 'Townhome development',
    area: '14 units, 1,800-2,200 sq ft each',
    bedrooms: '3 bedrooms per unit',
    subject: 'interior',
    image: 'apartment-open-plan.jpg',
    imageAlt: altOf('apartment-open-plan.jpg'),
    icon: 'buildings',
    hero: heroOf('dock-water.jpg'),
    description: [
      'A boutique development of fourteen townhomes a short walk from the Port Credit marina, sold from its model unit: an open plan with a white kitchen, the dining table and the living area under tall windows.',
    ],
    challenges: [
      'Only the model unit was finished when sales opened.',
      'The developer needed one site for every unit and floor plan.',
    ],
    services: ['Property Photography', 'Matterport 3D Tour', 'Website Design', 'Brand Apparel'],
    results: [
      'Nine of fourteen units sold in the first month of sales.',
      'The sales site became the developer’s top source of leads.',
    ],
    gallery: [shot('apartment-open-plan.jpg', 'interior')],
  },
  {
    path: 'niagara-escarpment-lot',
    title: 'Niagara Escarpment Building Lot',
    summary: 'Aerial mapping and sunset drone video that sold a 25-acre lot with nothing built on it.',
    category: 'Land',
    location: 'Mono, Ontario',
    completedDate: 'November 2024',
    propertyType: 'Vacant land',
    area: '25 acres',
    bedrooms: 'Approved for a 4-bedroom home',
    subject: 'aerial',
    icon: 'map',
    hero: heroOf('mountain-meadow.jpg'),
    description: [
      'A ridge-top building lot on the Niagara Escarpment with approvals in place and views across the valley.',
    ],
    challenges: [
      'There is no house to photograph: the view is the product.',
      'Buyers needed to see the boundaries and the building envelope.',
    ],
    services: ['Drone Imagery', 'Aerial Mapping', 'Drone Video'],
    results: [
      'Boundary overlays answered most buyer questions before the first call.',
      'Sold within six weeks in a slow land market.',
    ],
    gallery: [],
  },
])

const byPath = new Map(notableProjects.map((p) => [p.path, p]))
for (const featured of featuredProjects) {
  const segment = projectPath(featured).slice('/projects/'.length)
  if (!byPath.has(segment)) {
    throw new Error(
      `content/projects/notable.ts: featured project "${featured.id}" links to /projects/${segment}, which has no detail page`,
    )
  }
}

export const findProject = (path: string) => byPath.get(path)
