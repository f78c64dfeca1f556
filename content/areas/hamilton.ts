/** /service-areas/hamilton. */
import { area } from '../schemas/area.ts'
import { defineContent } from '../schemas/define.ts'
import { altOf } from '../photos.ts'
import { asStat, figures } from '../figures.ts'

const { properties, turnaround, agents } = figures.areas.hamilton

export const hamilton = defineContent('content/areas/hamilton.ts', area, {
  slug: 'hamilton',
  name: 'Hamilton',
  hero: {
    title: 'Hamilton Real Estate Photography',
    subtitle: 'Character Homes & Investment Properties',
    description:
      'Photography, video and 3D tours for Hamilton’s century homes, renovated duplexes and escarpment-view properties.',
    image: 'forest-creek.jpg',
    imageAlt: altOf('forest-creek.jpg'),
  },
  seo: {
    title: 'Hamilton Real Estate Photography, Video & Drone',
    description: `Hamilton real estate photography, video, drone and 3D tours: Westdale, Locke Street, Dundas, Ancaster, Stoney Creek. ${properties} properties, ${agents} agents.`,
  },
  intro: {
    title: 'From Century Homes to the Mountain',
    paragraphs: [
      'Hamilton rewards buyers who look closely: brick century homes in Kirkendall and Durand, restored Victorians in Corktown, and quiet mountain neighbourhoods with city views from the brow.',
      'Many Hamilton listings are renovations or income properties. We photograph each unit of a duplex or triplex separately, document upgrades such as new mechanicals and separate meters, and make rental potential easy for investors to judge.',
      'Hamilton is also the city of waterfalls. For homes in Dundas, Ancaster and Stoney Creek near the escarpment, an aerial view of the trails and falls is often the most shared image in the listing.',
    ],
  },
  services: [
    {
      title: 'Character Home Photography',
      description: 'Original woodwork, stained glass and high ceilings captured with their warmth intact.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Income Property Video',
      description: 'Unit-by-unit walkthroughs that investors can review before a showing.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Escarpment Aerials',
      description: 'Drone views from the brow, the waterfalls and the harbour.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: 'Multi-Unit 3D Tours',
      description: 'One Matterport model per unit, linked, so a buyer can tour a whole building online.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
  ],
  neighbourhoods: [
    'Westdale',
    'Kirkendall',
    'Durand',
    'Corktown',
    'Locke Street',
    'Dundas',
    'Ancaster',
    'Stoney Creek',
    'Waterdown',
    'Binbrook',
    'Crown Point',
    'Gage Park',
    'Strathcona',
    'Mount Hope',
    'Hamilton Beach',
  ],
  neighbourhoodNote: 'Lower city, the mountain and the surrounding towns of Dundas, Ancaster and Stoney Creek.',
  stats: [
    { number: properties, label: 'Hamilton Properties' },
    { number: asStat(turnaround), label: 'Turnaround' },
    { number: agents, label: 'Hamilton Agents' },
    { stars: 5, label: 'Character Home Expert' },
  ],
  highlights: [
    {
      title: 'Investor-Friendly Sets',
      text: 'Separate image folders per unit and a summary sheet of upgrades make multi-unit listings easy to assess.',
    },
    {
      title: 'Heritage Detail',
      text: 'We slow down for the plaster mouldings, pocket doors and fireplaces that define Hamilton’s older homes.',
    },
    {
      title: 'Regular Hamilton Days',
      text: 'Crews visit Hamilton several days a week, so booking is as easy as in Toronto.',
    },
  ],
  closing: {
    title: 'Listing in Hamilton?',
    text: 'Character homes and income properties both deserve media that shows their real value.',
  },
})
