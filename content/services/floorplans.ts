/** /services/floorplans: the floor-plan service decisions.md asks for as a real page (linked from 3D tours). */
import { company } from '../company.ts'
import { defineContent } from '../schemas/define.ts'
import { servicePage } from '../schemas/service.ts'
import { quoteHref } from '../leads/quoteHref.ts'
import { altOf } from '../photos.ts'

export const floorplans = defineContent('content/services/floorplans.ts', servicePage, {
  slug: 'floorplans',
  name: 'Real Estate Floor Plans',
  seo: {
    title: 'Real Estate Floor Plans in Toronto',
    description: `Measured 2D and 3D floor plans for GTA listings, drawn from an on-site measure or a Matterport scan and delivered with your photos in ${company.delivery}.`,
  },
  hero: {
    title: 'Real Estate|Floor Plans',
    subtitle: 'The layout buyers ask about first',
    description: `Clear, measured floor plans that help buyers picture living in the home, delivered with your photos in ${company.delivery}.`,
    image: 'wood-interior.jpg',
    imageAlt: altOf('wood-interior.jpg'),
    pageKey: 'default',
  },
  packages: {
    title: 'Floor Plan Packages',
    intro:
      'Every plan is measured on site or drawn from a 3D scan, checked by a second drafter and delivered as print and web files.',
    items: [
      {
        title: '2D Floor Plan',
        icon: 'rulers',
        popular: true,
        description: 'A clean, measured plan of every level.',
        price: `Delivered in ${company.delivery}`,
        features: [
          'Room names and dimensions',
          'Total interior area',
          'Metric and imperial',
          'PDF and PNG in your colours',
        ],
      },
      {
        title: '3D Floor Plan',
        icon: 'layers',
        description: 'A furnished top-down render that shows how rooms connect.',
        price: 'Per level',
        features: [
          'Furnished 3D view of each level',
          'Flooring and finishes matched',
          'Pairs with the 2D plan',
          'Ideal for feature sheets',
        ],
      },
      {
        title: 'Plan from a 3D Tour',
        icon: 'badge-3d',
        description: 'Drawn from your Matterport scan, no second visit needed.',
        price: 'Add to any 3D tour',
        features: [
          'Uses the same scan as the tour',
          'Schematic plan included with home tours',
          'Branded or MLS-compliant version',
          'Ready with the tour',
        ],
      },
      {
        title: 'Site Plan',
        icon: 'map',
        description: 'The lot, the house footprint and the outdoor spaces.',
        price: 'Quoted per lot',
        features: [
          'Lot outline and structures',
          'Decks, pools and driveways',
          'Aerial reference on request',
          'Print-ready PDF',
        ],
      },
      {
        title: 'Commercial Plans',
        icon: 'building',
        description: 'Offices and retail spaces for leasing teams.',
        price: 'Quoted per sq ft',
        features: [
          'Suite-by-suite plans',
          'Consistent style across a building',
          'Editable files for leasing updates',
          'Volume pricing with net 30 terms',
        ],
      },
      {
        title: 'Rush Plan',
        icon: 'lightning-charge',
        description: 'For listings that go live tomorrow.',
        price: 'Next business day',
        features: [
          'Priority drafting queue',
          'Same checks as every plan',
          'Add to any package',
          'Subject to the day\u2019s schedule',
        ],
      },
    ],
  },
  featured: {
    title: 'Recently Measured',
    intro: 'A few of the homes we measured and drew plans for this season.',
    columns: 3,
    items: [
      {
        type: 'image',
        title: 'Timber-Frame Great Room',
        description: 'An open great room measured for a two-level 2D and 3D plan set.',
        category: '3D Floor Plan',
        specs: '4,600 sq ft, 2 levels',
        image: 'living-room-wood-wall.jpg',
        alt: altOf('living-room-wood-wall.jpg'),
      },
      {
        type: 'image',
        title: 'Midtown Condo Suite',
        description: 'A two-bedroom suite drawn from its Matterport scan.',
        category: 'Plan from a 3D Tour',
        specs: '980 sq ft',
        image: 'living-room-corner-windows.jpg',
        alt: altOf('living-room-corner-windows.jpg'),
      },
      {
        type: 'image',
        title: 'Lakeside Family Home',
        description: 'Three levels plus a walk-out basement and the waterfront deck.',
        category: '2D Floor Plan',
        specs: '3,200 sq ft, 3 levels',
        image: 'white-house-pool.jpg',
        alt: altOf('white-house-pool.jpg'),
      },
      {
        type: 'image',
        title: 'Waterfront Cottage',
        description: 'Cottage, bunkie and dock on a single site plan.',
        category: 'Site Plan',
        specs: '1,750 sq ft on 0.8 acres',
        image: 'dock-water.jpg',
        alt: altOf('dock-water.jpg'),
      },
      {
        type: 'image',
        title: 'Ravine Bungalow',
        description: 'A renovated bungalow with its new open kitchen.',
        category: '2D Floor Plan',
        specs: '2,100 sq ft',
        image: 'brick-stone-house.jpg',
        alt: altOf('brick-stone-house.jpg'),
      },
    ],
  },
  process: {
    title: 'How We Draw Your Plan',
    intro: 'Usually on the same visit as your photos or 3D tour.',
    steps: [
      {
        title: 'Book',
        icon: 'calendar-check',
        description: `Add a plan to your shoot, ideally ${company.leadTime} ahead.`,
      },
      { title: 'Measure', icon: 'rulers', description: 'We laser-measure every room or capture it in a 3D scan.' },
      {
        title: 'Draft',
        icon: 'pencil-square',
        description: 'A drafter draws the plan with room names, sizes and total area.',
      },
      {
        title: 'Check',
        icon: 'check2-circle',
        description: 'A second drafter checks every dimension against the measurements.',
      },
      {
        title: 'Deliver',
        icon: 'cloud-upload',
        description: `PDF and PNG files arrive with your photos in ${company.delivery}.`,
      },
    ],
  },
  faq: [
    {
      question: 'How are the rooms measured?',
      answer:
        'We measure each room with a laser measure or capture it with a Matterport scan, then draw the plan from those measurements.',
    },
    {
      question: 'When will I receive the plan?',
      answer: `Plans are delivered with your photos in ${company.delivery}. A next-business-day rush is available.`,
    },
    {
      question: 'Can you draw a plan from my 3D tour?',
      answer: 'Yes. If we scanned the home for a 3D tour, we draw the plan from the same scan without another visit.',
    },
    {
      question: 'What file formats do I get?',
      answer:
        'A print-ready PDF and a PNG for MLS and the web, in metric and imperial, in your brand colours if you like.',
    },
    {
      question: 'Is the area on the plan official?',
      answer:
        'Plans show measured interior areas for marketing. They are not a survey and should not replace one for legal or lending purposes.',
    },
    {
      question: 'Can plans be combined with photos and tours?',
      answer:
        'Yes. Most clients add a plan to a photography or 3D tour package, and we capture everything on one visit.',
    },
  ],
  testimonial: {
    quote:
      'Buyers always ask for the layout first. Having the floor plan on MLS next to the photos cut the number of wasted showings in half.',
    author: 'natalie-w',
    service: 'Floor Plans',
  },
  related: [
    {
      title: 'Matterport 3D Tours',
      description: 'Scan once for a tour and a floor plan.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
    {
      title: 'Real Estate Photography',
      description: 'Photos captured on the same visit as your plan.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Drone Photography',
      description: 'Aerials that show the lot your site plan describes.',
      href: '/services/drone',
      icon: 'airplane',
    },
  ],
  cta: {
    title: 'Add a Floor Plan to Your Listing',
    text: `Tell us about the property and we will reply within ${company.contactResponse} with timing and a quote.`,
    actions: [
      { text: 'Order a Floor Plan', href: quoteHref(), variant: 'primary' },
      { text: 'Get a Quote', href: quoteHref(), variant: 'secondary' },
    ],
  },
})
