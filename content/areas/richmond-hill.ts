/** /service-areas/richmond-hill: hero, subtitle, neighbourhoods and statistics exactly as the spec details. */
import { area } from '../schemas/area.ts'
import { defineContent } from '../schemas/define.ts'
import { altOf } from '../photos.ts'
import { figures } from '../figures.ts'

const { properties, averageValue, eliteService, valuedAt } = figures.areas['richmond-hill']

export const richmondHill = defineContent('content/areas/richmond-hill.ts', area, {
  slug: 'richmond-hill',
  name: 'Richmond Hill',
  hero: {
    title: 'Richmond Hill Real Estate Photography',
    subtitle: 'Luxury Estate & Premium Property Photography',
    description: `Premium media for Bayview Hill estates, Oak Ridges lakefront homes and properties valued at ${valuedAt} across Richmond Hill.`,
    image: 'lake-twilight.jpg',
    imageAlt: altOf('lake-twilight.jpg'),
  },
  seo: {
    title: 'Richmond Hill Real Estate Photography | Luxury Estates',
    description: `Luxury real estate photography, video, drone and 3D tours in Richmond Hill: Bayview Hill, Oak Ridges, Mill Pond and more. ${properties} luxury properties shot.`,
  },
  intro: {
    title: 'Premium Media for Richmond Hill Estates',
    paragraphs: [
      `Richmond Hill is home to some of the most valuable residential streets in York Region. Many of the homes we photograph here are properties valued at ${valuedAt}, from gated Bayview Hill estates to wooded lots on the Oak Ridges Moraine.`,
      'Homes at this level are judged on detail. We light marble, walnut and wrought iron so their texture shows, photograph wine cellars, home theatres and spa bathrooms as the features they are, and retouch every frame by hand.',
      'Because many Richmond Hill buyers search from abroad, we pair photography with 3D tours and bilingual-ready video edits that let a family explore a home in detail before they book a flight.',
    ],
  },
  services: [
    {
      title: 'Estate Photography',
      description: `Hand-retouched interiors and dusk exteriors for homes valued at ${valuedAt}.`,
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Luxury Listing Films',
      description: 'Story-led video with slow, deliberate camera work that lets grand rooms breathe.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Moraine & Lakefront Aerials',
      description: 'Drone imagery of Lake Wilcox, the moraine trails and large private grounds.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: 'Immersive 3D Walkthroughs',
      description: 'Matterport tours with measured floor plans for remote and international buyers.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
  ],
  neighbourhoods: [
    'Oak Ridges',
    'Richmond Hill Centre',
    'Bayview Hill',
    'Jefferson',
    'Crosby',
    'Westbrook',
    'Mill Pond',
    'Observatory',
    'Hillsview',
    'Devonsleigh',
    'Rouge Woods',
    'Richvale',
  ],
  neighbourhoodNote: 'Estate streets, lakefront lots and established family neighbourhoods across the city.',
  stats: [
    { number: properties, label: 'Luxury Properties' },
    { number: averageValue, label: 'Avg Property Value' },
    { number: eliteService, label: 'Elite Service' },
    { stars: 5, label: 'Luxury Expert' },
  ],
  highlights: [
    {
      title: 'Discretion as Standard',
      text: 'High-value homes are often occupied. We work quietly, respect privacy requests and keep security systems and valuables out of frame.',
    },
    {
      title: 'Detail Retouching',
      text: 'Every estate image is retouched by hand: reflections removed, verticals corrected, lawns and skies kept natural.',
    },
    {
      title: 'International Reach',
      text: '3D tours and floor plans let overseas buyers shortlist a home with confidence before they visit.',
    },
  ],
  closing: {
    title: 'Presenting a Richmond Hill Estate?',
    text: 'Ask about our luxury package: photography, film, aerials and a 3D tour, delivered as one consistent set.',
  },
})
