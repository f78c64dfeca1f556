/** /service-areas/toronto. */
import { area } from '../schemas/area.ts'
import { defineContent } from '../schemas/define.ts'
import { altOf } from '../photos.ts'
import { asStat, figures } from '../figures.ts'

const { properties, turnaround, agents } = figures.areas.toronto

export const toronto = defineContent('content/areas/toronto.ts', area, {
  slug: 'toronto',
  name: 'Toronto',
  hero: {
    title: 'Toronto Real Estate Photography',
    subtitle: 'Condos, Townhomes & Downtown Living',
    description: `Listing photos within ${turnaround} for downtown condos, Victorian semis and midtown family homes, from the team that started here.`,
    image: 'blue-hour.jpg',
    imageAlt: altOf('blue-hour.jpg'),
  },
  seo: {
    title: 'Toronto Real Estate Photography, Video & 3D Tours',
    description: `Toronto real estate photography, video, drone and Matterport tours for condos and homes. ${properties} Toronto properties, ${asStat(turnaround)} turnaround, trusted by ${agents} agents.`,
  },
  intro: {
    title: 'Our Home Market Since Day One',
    paragraphs: [
      'Toronto is where Northframe Media began, and it is still where we shoot most often. A typical week takes us from a 500 sq ft studio at King and Spadina to a renovated Leslieville semi and a detached home on a quiet Lawrence Park crescent.',
      'Small condo suites are the hardest rooms in real estate to photograph well. We use careful lens choice and window-balanced exposures so a compact living room feels open without distorting it, and we always capture the view and the building amenities buyers pay a premium for.',
      'For older homes in the Annex, Cabbagetown and Riverdale we focus on character: original trim, stained glass, exposed brick and the laneway or garden that makes a narrow lot feel generous.',
    ],
  },
  services: [
    {
      title: 'Condo & Home Photography',
      description: `Bright, true-to-life interiors, balcony views and amenity shots, ready within ${turnaround}.`,
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Listing Video',
      description: 'Short walkthroughs and vertical edits made for Instagram, TikTok and YouTube.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Urban Drone Work',
      description:
        'Permitted aerials that place a home near the ravines, the lake or a subway stop, within controlled-airspace rules.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: '3D Condo Tours',
      description: 'Matterport scans that let buyers judge the real layout of a suite before a showing.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
  ],
  neighbourhoods: [
    'The Annex',
    'Yorkville',
    'Leslieville',
    'Liberty Village',
    'King West',
    'Distillery District',
    'Cabbagetown',
    'Riverdale',
    'Rosedale',
    'Forest Hill',
    'Lawrence Park',
    'High Park',
    'The Beaches',
    'Roncesvalles',
    'Leaside',
    'North York Centre',
  ],
  neighbourhoodNote: 'Downtown towers, Victorian streets and leafy midtown pockets alike.',
  stats: [
    { number: properties, label: 'Toronto Properties' },
    { number: asStat(turnaround), label: 'Turnaround' },
    { number: agents, label: 'Toronto Agents' },
    { stars: 5, label: 'Downtown Specialist' },
  ],
  highlights: [
    {
      title: 'Photos Within a Day',
      text: `Shoot today, list tomorrow: most Toronto photo sets are delivered within ${turnaround}.`,
    },
    {
      title: 'Condo Know-How',
      text: 'We book elevators, work around concierge rules and capture lobbies, gyms and rooftop terraces in the same visit.',
    },
    {
      title: 'Parking-Proof Scheduling',
      text: 'Crews plan transit and parking ahead so downtown shoots start on time.',
    },
  ],
  closing: {
    title: 'Selling in Toronto?',
    text: `Book photography, video and a 3D tour in one visit: the photos arrive within ${turnaround} and the tour ${figures.services.matterport.turnaround.processing} after the scan.`,
  },
})
