/** /service-areas/brampton. */
import { area } from '../schemas/area.ts'
import { defineContent } from '../schemas/define.ts'
import { altOf } from '../photos.ts'
import { asStat, figures } from '../figures.ts'

const { properties, turnaround, agents } = figures.areas.brampton

export const brampton = defineContent('content/areas/brampton.ts', area, {
  slug: 'brampton',
  name: 'Brampton',
  hero: {
    title: 'Brampton Real Estate Photography',
    subtitle: 'Family Homes & New Communities',
    description:
      'Photography, video and 3D tours that help Brampton’s detached homes, semis and new subdivisions stand out in a busy market.',
    image: 'sunset-ridge.jpg',
    imageAlt: altOf('sunset-ridge.jpg'),
  },
  seo: {
    title: 'Brampton Real Estate Photography, Video & Drone',
    description: `Brampton real estate photography, video, drone and 3D tours for family homes in Springdale, Mount Pleasant, Castlemore and more. ${properties} properties shot.`,
  },
  intro: {
    title: 'Helping Brampton Homes Stand Out',
    paragraphs: [
      'Brampton is one of the fastest-growing cities in Canada, and many streets are lined with homes of similar age and design. When several near-identical listings compete, presentation decides which one gets the showings.',
      'We photograph Brampton homes to highlight what makes each one different: a finished basement apartment with a separate entrance, an upgraded kitchen, a premium ravine lot or an extra-wide driveway. Those details matter to the multigenerational families who make up much of the buyer pool.',
      'In older areas such as Peel Village and downtown Brampton, mature trees and larger lots are the story, and an aerial photo shows them better than any description.',
    ],
  },
  services: [
    {
      title: 'Detached & Semi Photography',
      description: 'Clear, honest images that separate your listing from the similar homes on the same street.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Walkthrough Video',
      description: 'Room-by-room video that explains layouts, including legal second units and in-law suites.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Lot & Community Aerials',
      description: 'Drone shots of premium lots, parks and nearby schools in new subdivisions.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: 'Basement Suite 3D Tours',
      description: 'Matterport scans that show how a home works for two households.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
  ],
  neighbourhoods: [
    'Downtown Brampton',
    'Springdale',
    'Mount Pleasant',
    'Castlemore',
    'Heart Lake',
    'Bramalea',
    'Fletcher’s Meadow',
    'Sandringham-Wellington',
    'Credit Valley',
    'Peel Village',
    'Brampton East',
    'Snelgrove',
    'Vales of Castlemore',
  ],
  neighbourhoodNote: 'Established Bramalea streets and brand-new northern subdivisions alike.',
  stats: [
    { number: properties, label: 'Brampton Properties' },
    { number: asStat(turnaround), label: 'Turnaround' },
    { number: agents, label: 'Brampton Agents' },
    { stars: 5, label: 'Family Home Focus' },
  ],
  highlights: [
    {
      title: 'Second Units, Shown Properly',
      text: 'We photograph legal basement apartments as their own space, with separate entrances and laundry clearly shown.',
    },
    {
      title: 'Curb Appeal That Counts',
      text: 'Front elevations are shot when the light suits the orientation of the house, not just when we are nearby.',
    },
    { title: 'Weekend-Friendly Bookings', text: 'Occupied family homes can be booked on weekends by appointment.' },
  ],
  closing: {
    title: 'Listing in Brampton?',
    text: `Give your listing the edge on a competitive street: photos delivered within ${turnaround}, with video and a 3D tour from the same visit.`,
  },
})
