/** /service-areas/mississauga. */
import { area } from '../schemas/area.ts'
import { defineContent } from '../schemas/define.ts'
import { altOf } from '../photos.ts'
import { asStat, figures } from '../figures.ts'

const { properties, turnaround, agents } = figures.areas.mississauga

export const mississauga = defineContent('content/areas/mississauga.ts', area, {
  slug: 'mississauga',
  name: 'Mississauga',
  hero: {
    title: 'Mississauga Real Estate Photography',
    subtitle: 'Lakeshore Homes & City Centre Condos',
    description:
      'Listing media for Port Credit waterfront homes, Square One high-rises and family neighbourhoods from Meadowvale to Lorne Park.',
    image: 'dock-water.jpg',
    imageAlt: altOf('dock-water.jpg'),
  },
  seo: {
    title: 'Mississauga Real Estate Photography & Video',
    description: `Mississauga real estate photography, video, drone and 3D tours: Port Credit, Lorne Park, Erin Mills and City Centre. ${properties} properties, ${asStat(turnaround)} turnaround.`,
  },
  intro: {
    title: 'Media for Canada’s Sixth-Largest City',
    paragraphs: [
      'Mississauga’s housing is as varied as its population. In one day we might photograph a Lorne Park bungalow on a mature ravine lot, a new stacked townhouse in Churchill Meadows and a corner suite forty floors above Square One.',
      'Along the Lakeshore, the water is the selling point. We schedule Port Credit and Mineola shoots around the light on the lake and add aerials that show the marina, the waterfront trail and the walk to the GO station.',
      'Family buyers in Erin Mills, Streetsville and Meadowvale want to see school routes, parks and backyards, so our shot lists for those homes put outdoor space and layout first.',
    ],
  },
  services: [
    {
      title: 'Family Home Photography',
      description: 'Layouts, backyards and finished basements shown clearly for Mississauga family buyers.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Waterfront Video',
      description: 'Walkthrough films that open on the lake and finish on the patio.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Lakeshore Aerials',
      description: 'Drone views of Port Credit, the marina and large Mineola lots, flown with airport-area approvals.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: 'City Centre 3D Tours',
      description: 'Matterport tours for Square One condos, popular with investors who buy unseen.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
  ],
  neighbourhoods: [
    'Port Credit',
    'Lorne Park',
    'Mineola',
    'Clarkson',
    'Erin Mills',
    'Streetsville',
    'Meadowvale',
    'Churchill Meadows',
    'City Centre',
    'Cooksville',
    'Applewood',
    'Lisgar',
    'Sheridan',
    'Malton',
  ],
  neighbourhoodNote: 'From the lake to the 401, every Mississauga community is within our regular routes.',
  stats: [
    { number: properties, label: 'Mississauga Properties' },
    { number: asStat(turnaround), label: 'Turnaround' },
    { number: agents, label: 'Local Agents' },
    { stars: 5, label: 'Lakeshore Favourite' },
  ],
  highlights: [
    {
      title: 'Airport-Aware Drone Work',
      text: 'Much of Mississauga sits near Pearson. Our pilots handle the controlled-airspace authorisations so aerials stay legal.',
    },
    {
      title: 'Investor-Ready Condos',
      text: 'Floor plans and 3D tours help out-of-town investors commit to City Centre units without a visit.',
    },
    {
      title: 'Fast West-End Scheduling',
      text: 'Regular crews west of the Humber mean short lead times for Mississauga listings.',
    },
  ],
  closing: {
    title: 'Listing in Mississauga?',
    text: `From Port Credit to Meadowvale, we deliver photos within ${turnaround} and 3D tours ${figures.services.matterport.turnaround.processing} after the scan.`,
  },
})
