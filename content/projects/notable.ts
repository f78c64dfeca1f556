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

const shots = (...names: PhotoName[]) => names.map((src) => ({ src, alt: altOf(src) }))
// Sample tours point at a public-domain film until the owner uploads the real ones in the admin.
const SAMPLE_VIDEO = 'aqz-KE-bpKQ'

export const notableProjects = defineContent('content/projects/notable.ts', z.array(projectDetail).length(8), [
  {
    path: 'chelster-hall',
    title: 'Chelster Hall',
    summary: 'A restored 1920s manor: 48 photographs, a cinematic film, aerials and a full 3D tour.',
    category: 'Luxury Estate',
    location: 'Bridle Path, Toronto',
    completedDate: 'September 2024',
    propertyType: 'Detached manor',
    area: '8,400 sq ft on 1.2 acres',
    bedrooms: '6 bedrooms · 7 bathrooms',
    image: 'white-house-pool.jpg',
    imageAlt: altOf('white-house-pool.jpg'),
    hero: heroOf('forest-path.jpg'),
    description: [
      'Chelster Hall is a 1920s manor on one of the Bridle Path’s most private lots, restored over three years with limestone details, a walnut library and a new glass conservatory.',
      'The listing team needed a single media package that would carry a record asking price: photography, a cinematic film, aerials and a Matterport tour that international buyers could walk before flying in.',
    ],
    challenges: [
      'Dark panelled rooms next to a glass conservatory meant a twelve-stop range of light in a single frame.',
      'Mature trees hide the house from the street, so the scale of the grounds was invisible from the ground.',
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
    gallery: shots(
      'white-house-pool.jpg',
      'living-room-wood-wall.jpg',
      'living-room-corner-windows.jpg',
      'living-room-plants.jpg',
      'apartment-open-plan.jpg',
      'villa-long-pool.jpg',
      'forest-path.jpg',
      'forest-creek.jpg',
      'mountain-meadow.jpg',
      'sunset-ridge.jpg',
      'lake-twilight.jpg',
      'dock-water.jpg',
    ),
    videoTour: { videoId: SAMPLE_VIDEO, poster: 'villa-long-pool.jpg', title: 'Chelster Hall video tour' },
  },
  {
    path: 'lakeshore-modern-retreat',
    title: 'Lakeshore Modern Retreat',
    summary: 'Twilight exteriors and a drone film of a glass-walled home on the Oakville waterfront.',
    category: 'Waterfront',
    location: 'Oakville, Ontario',
    completedDate: 'June 2024',
    propertyType: 'Contemporary detached',
    area: '4,900 sq ft',
    bedrooms: '4 bedrooms · 5 bathrooms',
    image: 'villa-glass-balconies.jpg',
    imageAlt: altOf('villa-glass-balconies.jpg'),
    hero: heroOf('lake-twilight.jpg'),
    description: [
      'A glass-walled contemporary home set on the bluffs above Lake Ontario, with floor-to-ceiling windows facing the water on all three levels.',
    ],
    challenges: [
      'Walls of glass reflect everything, including the camera, and the lake view blows out against the interiors.',
      'Wind off the lake limited the drone to a short evening window.',
    ],
    services: ['Twilight Photography', 'Drone Video', 'Listing Film', 'Photo Editing'],
    results: [
      'Twilight hero image used on the brokerage’s billboard campaign.',
      'Sold in 16 days with three competing offers.',
    ],
    gallery: shots(
      'villa-glass-balconies.jpg',
      'villa-long-pool.jpg',
      'living-room-corner-windows.jpg',
      'lake-twilight.jpg',
      'dock-water.jpg',
      'blue-hour.jpg',
    ),
    videoTour: {
      videoId: SAMPLE_VIDEO,
      poster: 'villa-glass-balconies.jpg',
      title: 'Lakeshore Modern Retreat drone film',
    },
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
    image: 'living-room-wood-wall.jpg',
    imageAlt: altOf('living-room-wood-wall.jpg'),
    hero: heroOf('wood-interior.jpg'),
    description: [
      'A converted 1910 warehouse loft with original Douglas fir beams, exposed brick and 14-foot ceilings.',
    ],
    challenges: [
      'North-facing windows and dark timber made the space look smaller than it is.',
      'Half the likely buyers were relocating from Vancouver and Calgary and could not visit in person.',
    ],
    services: ['Property Photography', 'Matterport 3D Tour', 'Floor Plans'],
    results: [
      'The 3D tour was opened 1,900 times before the first open house.',
      'Sold to a buyer from Calgary after one in-person visit.',
    ],
    gallery: shots(
      'living-room-wood-wall.jpg',
      'apartment-open-plan.jpg',
      'living-room-plants.jpg',
      'facade-curves.jpg',
    ),
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
    image: 'lake-boats-dusk.jpg',
    imageAlt: altOf('lake-boats-dusk.jpg'),
    hero: heroOf('lake-boats-dusk.jpg'),
    description: ['A classic Muskoka cottage with a two-slip boathouse, a sand beach and a west-facing dock.'],
    challenges: [
      'The best feature, the shoreline, cannot be seen from inside the cottage.',
      'Summer boat traffic made calm-water shots possible only at dawn and dusk.',
    ],
    services: ['Drone Imagery', 'Social Media Reel', 'Property Photography'],
    results: ['The sunset reel reached 85,000 accounts on Instagram.', 'Sold in the first weekend of showings.'],
    gallery: shots(
      'lake-boats-dusk.jpg',
      'dock-water.jpg',
      'lake-twilight.jpg',
      'sunset-ridge.jpg',
      'forest-creek.jpg',
      'forest-path.jpg',
    ),
    videoTour: { videoId: SAMPLE_VIDEO, poster: 'lake-boats-dusk.jpg', title: 'Muskoka Harbour Cottage sunset reel' },
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
    image: 'brick-stone-house.jpg',
    imageAlt: altOf('brick-stone-house.jpg'),
    hero: heroOf('forest-creek.jpg'),
    description: [
      'A stone-and-timber home set among mature maples, with walking trails, a creek and a spring-fed pond.',
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
    gallery: shots(
      'brick-stone-house.jpg',
      'living-room-corner-windows.jpg',
      'living-room-plants.jpg',
      'forest-path.jpg',
      'forest-creek.jpg',
      'mountain-meadow.jpg',
      'mountain-trail.jpg',
      'sunset-ridge.jpg',
    ),
    videoTour: { videoId: SAMPLE_VIDEO, poster: 'brick-stone-house.jpg', title: 'Caledon Forest Residence film' },
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
    image: 'living-room-corner-windows.jpg',
    imageAlt: altOf('living-room-corner-windows.jpg'),
    hero: heroOf('facade-curves.jpg'),
    description: [
      'A two-level penthouse with a wraparound terrace looking over the Distillery District to the skyline.',
    ],
    challenges: [
      'January light gave us a single twenty-minute blue hour on the terrace.',
      'The building did not allow drones.',
    ],
    services: ['Twilight Photography', 'Listing Film', 'Photo Editing'],
    results: ['The blue-hour terrace image led the listing on every portal.', 'Sold in 9 days, above asking.'],
    gallery: shots(
      'living-room-corner-windows.jpg',
      'living-room-wood-wall.jpg',
      'apartment-open-plan.jpg',
      'blue-hour.jpg',
      'facade-curves.jpg',
    ),
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
    image: 'apartment-open-plan.jpg',
    imageAlt: altOf('apartment-open-plan.jpg'),
    hero: heroOf('dock-water.jpg'),
    description: ['A boutique development of fourteen townhomes a short walk from the Port Credit marina.'],
    challenges: [
      'Only the model unit was finished when sales opened.',
      'The developer needed one site for every unit and floor plan.',
    ],
    services: ['Property Photography', 'Matterport 3D Tour', 'Website Design', 'Brand Apparel'],
    results: [
      'Nine of fourteen units sold in the first month of sales.',
      'The sales site became the developer’s top source of leads.',
    ],
    gallery: shots(
      'apartment-open-plan.jpg',
      'living-room-plants.jpg',
      'living-room-wood-wall.jpg',
      'dock-water.jpg',
      'lake-boats-dusk.jpg',
      'white-house-pool.jpg',
    ),
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
    image: 'sunset-ridge.jpg',
    imageAlt: altOf('sunset-ridge.jpg'),
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
    gallery: shots('sunset-ridge.jpg', 'mountain-meadow.jpg', 'mountain-trail.jpg', 'forest-creek.jpg'),
    videoTour: { videoId: SAMPLE_VIDEO, poster: 'sunset-ridge.jpg', title: 'Niagara Escarpment lot aerial film' },
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
