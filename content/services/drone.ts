/** /services/drone (spec: Other service pages; figures from section 9). */
import { company, figures } from '../company.ts'
import { beforeNoun, capitalised } from '../figures.ts'
import { defineContent } from '../schemas/define.ts'
import { servicePage } from '../schemas/service.ts'
import { bookHref } from '../booking/bookHref.ts'
import { quoteHref } from '../leads/quoteHref.ts'
import { altOf } from '../photos.ts'

const { turnaround, onSite, maxWind, aerialEdit, photos } = figures.services.drone

export const drone = defineContent('content/services/drone.ts', servicePage, {
  slug: 'drone',
  name: 'Drone Photography & Videography',
  seo: {
    title: 'Toronto Drone Photography & Aerial Video',
    description: `GTA real estate aerials by insured pilots holding a ${company.droneCertification}. shoots of ${onSite}, delivery in ${turnaround.standard}.`,
  },
  hero: {
    title: 'Drone Photography|& Videography',
    subtitle: 'The whole property, the whole neighbourhood',
    description:
      'Licensed, insured pilots capture the lot, the roofline and everything nearby that makes the location worth the price.',
    image: 'mountain-meadow.jpg',
    imageAlt: altOf('mountain-meadow.jpg'),
    pageKey: 'drone',
  },
  packages: {
    title: 'Aerial Packages',
    intro: `All flights are planned around airspace rules and weather, flown by insured pilots holding a ${company.droneCertification}.`,
    items: [
      {
        title: 'Property Aerials',
        icon: 'camera',
        popular: true,
        description: 'Aerial stills of the home, lot and surroundings.',
        price: `${photos.aerials} photos`,
        features: [
          `${photos.aerials} edited aerial photos`,
          'Lot lines on request',
          'Nearby parks, schools and transit',
          `Delivered in ${turnaround.standard}`,
        ],
      },
      {
        title: 'Aerial Videography',
        icon: 'camera-video',
        description: 'Smooth 4K aerial footage for films and reels.',
        price: `${beforeNoun(aerialEdit)} edit`,
        features: [
          '4K footage, colour graded',
          'Reveal, orbit and fly-through shots',
          'Licensed music',
          'Raw clips on request',
        ],
      },
      {
        title: 'Twilight Aerials',
        icon: 'moon-stars',
        description: 'Dusk views with the home and street lights glowing.',
        price: `${photos.twilight} photos`,
        features: [
          'Flown in the blue-hour window',
          'Sky enhancement',
          'Pairs with twilight photography',
          'Weather-guaranteed rebooking',
        ],
      },
      {
        title: 'Construction Progress',
        icon: 'hammer',
        description: 'Repeatable monthly flights for builders and lenders.',
        price: 'Monthly plans',
        features: [
          'Same positions every visit',
          'Dated photo sets and timelapse',
          'Shared online archive',
          'Volume pricing with net 30 terms',
        ],
      },
      {
        title: 'Land Surveys',
        icon: 'map',
        description: 'Orthomosaic maps and overviews of land and acreage.',
        price: 'Quoted per acre',
        features: [
          'High-resolution orthomosaic',
          'Boundary overlays',
          'Topographic context images',
          'Exports for planners and buyers',
        ],
      },
      {
        title: 'Rush Delivery',
        icon: 'lightning-charge',
        description: 'For listings going live tomorrow.',
        price: capitalised(turnaround.rush),
        features: [
          'Priority flight scheduling',
          `Edited stills the ${turnaround.rush}`,
          'Add to any aerial package',
          'Subject to weather and airspace',
        ],
      },
    ],
  },
  featured: {
    title: 'What We Fly',
    intro:
      'The aerial shots a listing usually needs. This site has no aerial photograph yet, so each one is a card rather than a ground-level picture passed off as an aerial.',
    columns: 3,
    items: [
      {
        type: 'card',
        subject: 'aerial',
        title: 'Estate Overview',
        description: 'A high, wide view of a rural estate: the house, the drive and the land around it.',
        category: 'Property Aerials',
        icon: 'airplane',
      },
      {
        type: 'card',
        subject: 'aerial',
        title: 'Acreage and Boundaries',
        description: 'A top-down map of a parcel with its lot lines drawn over it, to show its size.',
        category: 'Land Surveys',
        icon: 'map',
      },
      {
        type: 'card',
        subject: 'aerial',
        title: 'Waterfront at Twilight',
        description: 'The shoreline, the dock and the neighbouring frontage at dusk.',
        category: 'Twilight Aerials',
        icon: 'moon-stars',
      },
      {
        type: 'card',
        subject: 'aerial',
        title: 'Aerial Fly-Through',
        description: 'A slow reveal in 4K from the street over the roof to the land behind the property.',
        category: 'Aerial Videography',
        icon: 'camera-video',
      },
      {
        type: 'card',
        subject: 'aerial',
        title: 'Neighbourhood Context',
        description: 'The home among its parks, schools and shops, with the distances marked.',
        category: 'Property Aerials',
        icon: 'geo-alt',
      },
    ],
  },
  process: {
    title: 'How a Drone Shoot Works',
    intro: 'Safe, legal and planned around the weather.',
    steps: [
      {
        title: 'Airspace Check',
        icon: 'compass',
        description: 'We check airspace, obtain any authorisations and plan the flight path.',
      },
      {
        title: 'Weather Window',
        icon: 'sun',
        description: `We fly only in winds under ${maxWind} and reschedule free of charge if conditions turn.`,
      },
      {
        title: 'Flight',
        icon: 'airplane',
        description: `A certified pilot and spotter fly the property in ${onSite}.`,
      },
      {
        title: 'Edit',
        icon: 'sliders',
        description: 'Colour, horizon and sky corrections, plus lot lines or labels on request.',
      },
      {
        title: 'Deliver',
        icon: 'cloud-upload',
        description: `Edited stills and video in ${turnaround.standard}, or the ${turnaround.rush} with Rush Delivery.`,
      },
    ],
  },
  faq: [
    {
      question: 'Are your pilots licensed and insured?',
      answer: `Yes. Every flight is flown by a pilot holding a ${company.droneCertification} and covered by aviation liability insurance.`,
    },
    {
      question: 'What happens if the weather is bad?',
      answer: `We fly only when winds are under ${maxWind} and there is no rain. If conditions are unsafe we reschedule at no charge.`,
    },
    {
      question: 'How long does a drone shoot take?',
      answer: `Most flights take ${onSite} on site, including setup and safety checks.`,
    },
    {
      question: 'When will I receive the files?',
      answer: `Edited photos and video are delivered in ${turnaround.standard}. Rush Delivery gets stills to you the ${turnaround.rush}.`,
    },
    {
      question: 'Can you fly anywhere in the GTA?',
      answer:
        'Most residential areas, yes. Some locations near airports or restricted sites need extra authorisation, which we handle for you.',
    },
    {
      question: 'Can aerials be combined with photos or video?',
      answer:
        'Yes. Aerials pair with any photography or video package at a bundled rate, and we shoot them on the same visit.',
    },
  ],
  testimonial: {
    quote:
      'The aerials showed buyers exactly how close the property is to the lake and the trails. We had out-of-town buyers make an offer after seeing the photos alone.',
    author: 'jennifer-l',
    service: 'Drone',
  },
  related: [
    {
      title: 'Real Estate Photography',
      description: 'Interior and exterior photos to match your aerials.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Video Production',
      description: 'Combine aerial footage with a cinematic ground tour.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Matterport 3D Tours',
      description: 'Let buyers walk through the home after the flyover.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
  ],
  cta: {
    title: 'See Your Listing From Above',
    text: `Tell us the address and we will confirm the airspace and a flight time within ${company.contactResponse}.`,
    actions: [
      { text: 'Book a Drone Shoot', href: bookHref({ service: 'drone' }), variant: 'primary' },
      { text: 'Get a Quote', href: quoteHref({ service: 'drone' }), variant: 'secondary' },
    ],
  },
})
