/** /service-areas/oakville. */
import { area } from '../schemas/area.ts'
import { defineContent } from '../schemas/define.ts'
import { altOf } from '../photos.ts'
import { figures } from '../figures.ts'

const { properties, averageValue, retention } = figures.areas.oakville

export const oakville = defineContent('content/areas/oakville.ts', area, {
  slug: 'oakville',
  name: 'Oakville',
  hero: {
    title: 'Oakville Real Estate Photography',
    subtitle: 'Luxury Lakefront & Estate Media',
    description:
      'Editorial-quality photography, film and aerials for Oakville’s lakefront estates, Old Oakville heritage homes and Glen Abbey residences.',
    image: 'lake-twilight.jpg',
    imageAlt: altOf('lake-twilight.jpg'),
  },
  seo: {
    title: 'Oakville Luxury Real Estate Photography & Video',
    description: `Luxury real estate photography, video, drone and 3D tours in Oakville: Old Oakville, Morrison, Eastlake, Glen Abbey. ${properties} luxury homes, ${averageValue} average value.`,
  },
  intro: {
    title: 'Oakville’s Luxury Market, Photographed Properly',
    paragraphs: [
      `Oakville holds some of the most expensive residential real estate in Canada. The luxury homes we photograph here average ${averageValue}, and their buyers compare listings against the best photography in the world, not just the GTA.`,
      'South of the QEW, in Morrison, Eastlake and Old Oakville, we capture lakefront gardens, limestone facades and landmark custom builds with an editorial eye, using multiple visits when the light on the water demands it.',
      'A luxury listing is a brand in itself. We deliver print-resolution files for magazines and brochures, a full-length film and a short teaser, and aerials that show the shoreline and neighbouring estates in their best light.',
    ],
  },
  services: [
    {
      title: 'Editorial Photography',
      description: 'Magazine-grade interiors and exteriors, hand-retouched for print and web.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Signature Estate Films',
      description: 'Full-length films with a teaser cut, licensed music and optional agent narration.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Shoreline Aerials',
      description: 'Drone photography and video of lakefront lots, docks and private grounds.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: 'Private 3D Showings',
      description: 'Matterport tours shared by private link for discreet and off-market listings.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
  ],
  neighbourhoods: [
    'Old Oakville',
    'Morrison',
    'Eastlake',
    'Bronte',
    'Glen Abbey',
    'Clearview',
    'Joshua Creek',
    'Iroquois Ridge',
    'River Oaks',
    'College Park',
    'West Oak Trails',
    'Palermo West',
    'Falgarwood',
    'Uptown Core',
  ],
  neighbourhoodNote: 'Lakefront estates, heritage streets and north Oakville’s newer communities.',
  stats: [
    { number: properties, label: 'Luxury Properties' },
    { number: averageValue, label: 'Average Value' },
    { number: retention, label: 'Client Retention' },
    { stars: 5, label: 'Estate Specialist' },
  ],
  highlights: [
    {
      title: 'Off-Market Discretion',
      text: 'Private-link tours and watermarked previews protect exclusive and off-market listings.',
    },
    {
      title: 'Print-Ready Files',
      text: 'Every Oakville set includes full-resolution files for brochures and magazine placements.',
    },
    { title: 'Repeat Clients', text: 'Most of our Oakville work comes from agents who book us listing after listing.' },
  ],
  closing: {
    title: 'Presenting an Oakville Estate?',
    text: 'Let us plan an editorial shoot, film and aerial package to match the property.',
  },
})
