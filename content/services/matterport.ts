/** /services/matterport (spec: Other service pages, Virtual Tours (3D); figures from section 9). */
import { company, figures } from '../company.ts'
import { defineContent } from '../schemas/define.ts'
import { servicePage } from '../schemas/service.ts'
import { bookHref } from '../booking/bookHref.ts'
import { quoteHref } from '../leads/quoteHref.ts'
import { altOf } from '../photos.ts'

const { turnaround, scan, hosting, hostingExtensions } = figures.services.matterport

export const matterport = defineContent('content/services/matterport.ts', servicePage, {
  slug: 'matterport',
  name: 'Matterport 3D Virtual Tours',
  seo: {
    title: 'Matterport 3D Virtual Tours in Toronto',
    description: `Matterport 3D virtual tours for GTA listings: scans of ${scan.typical}, processing in ${turnaround.processing} and ${hosting} of hosting, extendable to ${hostingExtensions}.`,
  },
  hero: {
    title: 'Matterport|3D Virtual Tours',
    subtitle: 'Open house, open all hours',
    description:
      'Immersive walkthroughs buyers can explore from anywhere, with dollhouse views, floor plans and measurements built in.',
    image: 'wood-interior.jpg',
    imageAlt: altOf('wood-interior.jpg'),
    pageKey: 'matterport',
  },
  packages: {
    title: '3D Tour Packages',
    intro: `Every tour includes ${hosting} of hosting, a branded and an MLS-compliant link, and dollhouse and floor-plan views.`,
    items: [
      {
        title: 'Condo Tour',
        icon: 'badge-3d',
        description: 'A complete scan of a condo or apartment.',
        price: `Scan in ${scan.condo}`,
        features: [
          'Full 3D walkthrough',
          'Dollhouse and floor-plan views',
          'MLS-compliant unbranded link',
          `${hosting} of hosting`,
        ],
      },
      {
        title: 'Home Tour',
        icon: 'house-door',
        popular: true,
        description: 'Detached and semi-detached homes, every level.',
        price: `Scan in ${scan.largerHome}`,
        features: [
          'All floors, basement and garage',
          'Mattertags for key features',
          'Schematic floor plan',
          `Processing in ${turnaround.processing}`,
        ],
      },
      {
        title: 'Luxury Estate Tour',
        icon: 'award',
        description: 'Large homes with outdoor spaces and highlight reels.',
        price: 'Quoted per property',
        features: [
          'Exterior and pool-deck scans',
          'Guided highlight tour',
          'Embedded video and photo tags',
          'Custom branding',
        ],
      },
      {
        title: 'Commercial Space',
        icon: 'building',
        description: 'Offices, retail and venues for leasing and facility teams.',
        price: 'Quoted per sq ft',
        features: [
          'After-hours scanning',
          'Measurement mode enabled',
          'Export for planners (E57 on request)',
          'Volume pricing with net 30 terms',
        ],
      },
      {
        title: 'Floor Plans Add-On',
        icon: 'rulers',
        description: 'Accurate 2D plans generated from your scan.',
        price: 'Add to any tour',
        features: ['Room names and dimensions', 'Branded PDF and PNG', 'Metric and imperial', 'Ready with the tour'],
      },
      {
        title: 'Hosting Extensions',
        icon: 'clock',
        description: `Keep tours online after the first ${hosting}.`,
        price: hostingExtensions,
        features: [
          `Extend to ${hostingExtensions}`,
          'Same links, no re-embedding',
          'Archive and reactivate anytime',
          'Ideal for rentals and developers',
        ],
      },
    ],
  },
  featured: {
    title: 'Try a 3D Tour',
    intro:
      'The first card opens a sample: Matterport’s public demo model, not one of our scans. The viewer loads only when you open it. The other cards are the kinds of tour we capture.',
    columns: 3,
    items: [
      {
        type: 'embed',
        subject: 'tour',
        title: 'Sample 3D Tour',
        description:
          'Matterport’s public demo model, shown as a sample of the viewer: walk from room to room, open the dollhouse view and measure a wall.',
        category: 'Sample tour',
        icon: 'badge-3d',
        embedSrc: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      },
      {
        type: 'card',
        subject: 'tour',
        title: 'Home Tour',
        description: 'Every room of a detached home, with the floor plan drawn from the same scan.',
        category: 'Home Tour',
        icon: 'house-door',
      },
      {
        type: 'card',
        subject: 'tour',
        title: 'Condo Tour',
        description: 'A suite and the building’s amenities, for buyers who cannot visit yet.',
        category: 'Condo Tour',
        icon: 'building',
      },
      {
        type: 'card',
        subject: 'tour',
        title: 'Luxury Estate Tour',
        description: 'Large homes over several levels, with highlights tagged for buyers.',
        category: 'Luxury Estate Tour',
        icon: 'stars',
      },
      {
        type: 'card',
        subject: 'tour',
        title: 'Commercial Space Tour',
        description: 'Offices and retail units with measurements for leasing teams.',
        category: 'Commercial Tour',
        icon: 'buildings',
      },
    ],
  },
  process: {
    title: 'From Scan to Showing',
    intro: `A finished tour is usually online ${turnaround.processing} after the scan.`,
    steps: [
      {
        title: 'Book',
        icon: 'calendar-check',
        description: `Pick a time ${company.leadTime} ahead; we send a short preparation checklist.`,
      },
      {
        title: 'Scan',
        icon: 'badge-3d',
        description: `We scan every room in ${scan.typical}: ${scan.condo} for condos, ${scan.largerHome} for larger homes.`,
      },
      { title: 'Process', icon: 'cpu', description: `The model is processed and checked in ${turnaround.processing}.` },
      {
        title: 'Enhance',
        icon: 'pencil-square',
        description: 'We add highlights, tags, floor plans and your branding.',
      },
      { title: 'Share', icon: 'share', description: `You receive branded and MLS links, hosted for ${hosting}.` },
    ],
  },
  faq: [
    {
      question: 'How long does a 3D scan take?',
      answer: `Most scans take ${scan.typical}: about ${scan.condo} for condos and ${scan.largerHome} for larger homes.`,
    },
    {
      question: 'When will my tour be ready?',
      answer: `Processing takes ${turnaround.processing} after the scan. We send your links as soon as the tour has been checked.`,
    },
    {
      question: 'How long is the tour hosted?',
      answer: `Hosting for ${hosting} is included. You can extend it to ${hostingExtensions} without changing the links.`,
    },
    {
      question: 'Can I put the tour on MLS?',
      answer:
        'Yes. Every tour comes with an unbranded, MLS-compliant link as well as a branded link for your own marketing.',
    },
    {
      question: 'Do I get floor plans?',
      answer: 'A schematic floor plan is included with home tours and available as an add-on for any other package.',
    },
    {
      question: 'How should the home be prepared?',
      answer:
        'Prepare it as you would for photos: lights on, blinds open, surfaces clear. We send a checklist when you book.',
    },
  ],
  testimonial: {
    quote:
      'Half of our buyers toured the home in 3D before booking a showing. The ones who came in were already serious, and we sold in the first week.',
    author: 'david-k',
    service: 'Matterport',
  },
  related: [
    {
      title: 'Real Estate Photography',
      description: 'HDR stills captured on the same visit.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Drone Photography',
      description: 'Aerial context for the property and neighbourhood.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: 'Floor Plans',
      description: 'Measured 2D and 3D plans drawn from the same scan.',
      href: '/services/floorplans',
      icon: 'rulers',
    },
  ],
  cta: {
    title: 'Open Your Listing Around the Clock',
    text: `Book a scan and have your tour online ${turnaround.processing} after it. We reply within ${company.contactResponse}.`,
    actions: [
      { text: 'Book a 3D Tour', href: bookHref({ service: 'matterport' }), variant: 'primary' },
      { text: 'Get a Quote', href: quoteHref({ service: 'matterport' }), variant: 'secondary' },
    ],
  },
})
