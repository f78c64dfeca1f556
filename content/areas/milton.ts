/** /service-areas/milton. */
import { area } from '../schemas/area.ts'
import { defineContent } from '../schemas/define.ts'
import { altOf } from '../photos.ts'
import { asStat, figures } from '../figures.ts'

const { properties, turnaround, agents } = figures.areas.milton

export const milton = defineContent('content/areas/milton.ts', area, {
  slug: 'milton',
  name: 'Milton',
  hero: {
    title: 'Milton Real Estate Photography',
    subtitle: 'Growing Communities & Country Properties',
    description:
      'Listing media for Milton’s new family neighbourhoods, historic downtown and rural properties near the escarpment.',
    image: 'mountain-trail.jpg',
    imageAlt: altOf('mountain-trail.jpg'),
  },
  seo: {
    title: 'Milton Real Estate Photography, Video & 3D Tours',
    description: `Milton real estate photography, video, drone and 3D tours for Willmott, Hawthorne Village, Old Milton and rural Campbellville. ${properties} properties shot.`,
  },
  intro: {
    title: 'Media for a Fast-Growing Town',
    paragraphs: [
      'Milton has grown from a small Halton town into a city of young families, and its newer neighbourhoods such as Willmott, Ford and Cobban fill with first-time buyers every spring.',
      'For these buyers, practical details win showings: a main-floor office, a basement that can be finished, a backyard that backs onto a park. We photograph new-build homes to make those points obvious at a glance.',
      'West and north of town, Campbellville and the escarpment hold horse farms, country estates and conservation land. Those properties need aerial imaging and a slower, wider storytelling approach that we plan with the listing agent beforehand.',
    ],
  },
  services: [
    {
      title: 'New-Build Photography',
      description: 'Practical, bright images for first-time buyers comparing similar new homes.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Country Property Video',
      description: 'Longer films that walk through barns, paddocks and acreage as well as the house.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Acreage Drone Surveys',
      description: 'Aerial imagery that shows lot size, outbuildings and the surrounding escarpment.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: 'Virtual Open Houses',
      description: 'Matterport tours that let busy young families tour after the kids are in bed.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
  ],
  neighbourhoods: [
    'Old Milton',
    'Timberlea',
    'Dorset Park',
    'Bronte Meadows',
    'Hawthorne Village',
    'Beaty',
    'Clarke',
    'Coates',
    'Dempsey',
    'Harrison',
    'Willmott',
    'Ford',
    'Cobban',
    'Campbellville',
  ],
  neighbourhoodNote: 'Historic downtown, new subdivisions and country properties around Campbellville.',
  stats: [
    { number: properties, label: 'Milton Properties' },
    { number: asStat(turnaround), label: 'Turnaround' },
    { number: agents, label: 'Milton Agents' },
    { stars: 5, label: 'Growth Market' },
  ],
  highlights: [
    { title: 'Spring-Market Ready', text: 'We add capacity every spring, when Milton’s family market is busiest.' },
    {
      title: 'Rural Experience',
      text: 'Farm and acreage listings are planned on site with the agent so nothing important is missed.',
    },
    {
      title: 'One Visit, One Delivery',
      text: `Photos and 3D tours from a single Milton visit are delivered together within ${turnaround}.`,
    },
  ],
  closing: {
    title: 'Selling in Milton?',
    text: 'From a Willmott townhouse to a Campbellville estate, we plan the shoot around the buyer you need.',
  },
})
