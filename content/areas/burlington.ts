/** /service-areas/burlington. */
import { area } from '../schemas/area.ts'
import { defineContent } from '../schemas/define.ts'
import { altOf } from '../photos.ts'
import { figures } from '../figures.ts'

const { properties, averageValue, satisfaction } = figures.areas.burlington

export const burlington = defineContent('content/areas/burlington.ts', area, {
  slug: 'burlington',
  name: 'Burlington',
  hero: {
    title: 'Burlington Real Estate Photography',
    subtitle: 'Lakeside Living & Escarpment Views',
    description: 'Photography, video and aerials for Burlington homes between the lake and the Niagara Escarpment.',
    image: 'lake-boats-dusk.jpg',
    imageAlt: altOf('lake-boats-dusk.jpg'),
  },
  seo: {
    title: 'Burlington Real Estate Photography & Drone',
    description: `Burlington real estate photography, video, drone and 3D tours for Roseland, Aldershot, Millcroft and lakeside homes. ${properties} properties, ${satisfaction} satisfaction.`,
  },
  intro: {
    title: 'Between the Lake and the Escarpment',
    paragraphs: [
      'Burlington sells a lifestyle: Spencer Smith Park and the pier, the Bruce Trail on the escarpment, and quiet streets where neighbours know each other. Our job is to put that lifestyle into the listing.',
      'South of the QEW, homes in Roseland, Shoreacres and downtown Burlington are often near the water, and we plan exteriors around lake light. North of Dundas, in Tyandaga and Kilbride, the escarpment and rural lots come alive in drone footage.',
      'Many Burlington buyers are moving from Toronto for space and calm. Video that shows the commute options, the GO line and the waterfront helps them picture their new routine.',
    ],
  },
  services: [
    {
      title: 'Lifestyle Photography',
      description: 'Interiors and gardens photographed to show how a Burlington home is lived in.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Community Video',
      description: 'Films that connect the home to the waterfront, the pier and downtown Brant Street.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Escarpment Aerials',
      description: 'Drone views of ravine lots, rural acreage in Kilbride and the escarpment skyline.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: '3D Tours for Movers',
      description: 'Matterport tours for buyers relocating from Toronto who want to tour from home.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
  ],
  neighbourhoods: [
    'Downtown Burlington',
    'Roseland',
    'Shoreacres',
    'Aldershot',
    'Tyandaga',
    'Millcroft',
    'Headon Forest',
    'Orchard',
    'Alton Village',
    'Brant Hills',
    'Tansley Woods',
    'Palmer',
    'Kilbride',
  ],
  neighbourhoodNote: 'Lakeside streets south of the QEW to escarpment lots in the north.',
  stats: [
    { number: properties, label: 'Burlington Properties' },
    { number: averageValue, label: 'Avg Property Value' },
    { number: satisfaction, label: 'Client Satisfaction' },
    { stars: 5, label: 'Lakeside Expert' },
  ],
  highlights: [
    { title: 'Golden-Hour Scheduling', text: 'We time lakeside exteriors for the softest light on the water.' },
    {
      title: 'Acreage Made Clear',
      text: 'Aerial photos outline lot lines and outbuildings on rural properties in north Burlington.',
    },
    {
      title: 'Halton Coverage',
      text: 'Our Halton crew covers Burlington, Oakville and Milton on the same routes, keeping lead times short.',
    },
  ],
  closing: {
    title: 'Listing in Burlington?',
    text: 'Show buyers the lake, the escarpment and everything between with one coordinated shoot.',
  },
})
