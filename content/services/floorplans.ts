/** /services/floorplans: the floor-plan service decisions.md asks for as a real page (linked from 3D tours). */
import { company, figures } from '../company.ts'
import { capitalised } from '../figures.ts'
import { defineContent } from '../schemas/define.ts'
import { servicePage } from '../schemas/service.ts'
import { quoteHref } from '../leads/quoteHref.ts'
import { bookHref } from '../booking/bookHref.ts'
import { altOf } from '../photos.ts'
import { planSpecs } from '../plans/index.ts'

const { turnaround } = figures.services.floorplans

export const floorplans = defineContent('content/services/floorplans.ts', servicePage, {
  slug: 'floorplans',
  name: 'Real Estate Floor Plans',
  seo: {
    title: 'Real Estate Floor Plans in Toronto',
    description: `Measured 2D and 3D floor plans for GTA listings, drawn from an on-site measure or a Matterport scan and delivered with your photos in ${turnaround.standard}.`,
  },
  hero: {
    title: 'Real Estate|Floor Plans',
    subtitle: 'The layout buyers ask about first',
    description: `Clear, measured floor plans that help buyers picture living in the home, delivered with your photos in ${turnaround.standard}.`,
    image: 'wood-interior.jpg',
    imageAlt: altOf('wood-interior.jpg'),
    pageKey: 'floorplans',
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
        price: `Delivered in ${turnaround.standard}`,
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
        price: capitalised(turnaround.rush),
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
    intro:
      'Plans we drew from on-site measurements and 3D scans, each with its rooms, sizes in feet and metres, doors, windows, a scale and north.',
    columns: 2,
    items: [
      {
        type: 'plan',
        subject: 'plan',
        plan: 'timber-frame-home',
        title: 'Timber-Frame Home',
        description:
          'The great room under the timber frame, the kitchen and dining in the wing, and the primary suite.',
        category: '2D Floor Plan',
        specs: planSpecs('timber-frame-home'),
      },
      {
        type: 'plan',
        subject: 'plan',
        plan: 'midtown-condo-suite',
        title: 'Midtown Condo Suite',
        description: 'A two-bedroom suite with a den and a balcony, drawn from its Matterport scan.',
        category: 'Plan from a 3D Tour',
        specs: planSpecs('midtown-condo-suite'),
      },
      {
        type: 'plan',
        subject: 'plan',
        plan: 'lakeside-family-home',
        title: 'Lakeside Family Home',
        description:
          'The main floor: great room and kitchen on the lake side, office, mudroom and laundry at the front.',
        category: '2D Floor Plan',
        specs: planSpecs('lakeside-family-home'),
      },
      {
        type: 'plan',
        subject: 'plan',
        plan: 'waterfront-cottage',
        title: 'Waterfront Cottage',
        description:
          'A four-season cottage: the great room and deck on the water, three bedrooms and a bunk room behind.',
        category: '2D Floor Plan',
        specs: planSpecs('waterfront-cottage'),
      },
      {
        type: 'plan',
        subject: 'plan',
        plan: 'ravine-bungalow',
        title: 'Ravine Bungalow',
        description: 'A renovated bungalow with its new open kitchen and a family room at the back.',
        category: '2D Floor Plan',
        specs: planSpecs('ravine-bungalow'),
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
        description: `PDF and PNG files arrive with your photos in ${turnaround.standard}.`,
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
      answer: `Plans are delivered with your photos in ${turnaround.standard}. A rush delivery the ${turnaround.rush} is available.`,
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
      { text: 'Order a Floor Plan', href: quoteHref({ service: 'floorplans' }), variant: 'primary' },
      { text: 'Book a Shoot', href: bookHref(), variant: 'secondary' },
    ],
  },
})
