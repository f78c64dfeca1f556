/** /services/photography (spec: Photography and Video service pages; figures from section 9). */
import { company, figures } from '../company.ts'
import { beforeNoun } from '../figures.ts'
import { defineContent } from '../schemas/define.ts'
import { servicePage } from '../schemas/service.ts'
import { bookHref } from '../booking/bookHref.ts'
import { quoteHref } from '../leads/quoteHref.ts'
import { altOf } from '../photos.ts'

const { turnaround, shoot, blueHour, photos } = figures.services.photography

export const photography = defineContent('content/services/photography.ts', servicePage, {
  slug: 'photography',
  name: 'Real Estate Photography',
  seo: {
    title: 'Toronto Real Estate Photography',
    description: `HDR interior, exterior and twilight real estate photography across the GTA. ${photos.perPackage} edited photos per listing, delivered in ${company.delivery}.`,
  },
  hero: {
    title: 'Real Estate|Photography',
    subtitle: 'Listing photos that sell the first showing',
    description: `Bright, true-to-life HDR photography for agents, builders and developers across the Greater Toronto Area, delivered in ${company.delivery}.`,
    image: 'wood-interior.jpg',
    imageAlt: altOf('wood-interior.jpg'),
    pageKey: 'photography',
  },
  packages: {
    title: 'Photography Packages',
    intro:
      'Every package includes professional editing, MLS-ready and print-resolution files, and a licence for the life of the listing.',
    items: [
      {
        title: 'Essential Listing',
        icon: 'camera',
        description: 'The core set for condos and homes under 3,000 sq ft.',
        price: `${photos.standard} photos`,
        features: [
          `${photos.standard} HDR photos`,
          'Interior and exterior coverage',
          `Shoot in ${shoot} under 2,500 sq ft`,
          `Delivered in ${company.delivery}`,
        ],
      },
      {
        title: 'Premium Listing',
        icon: 'star',
        popular: true,
        description: 'Full coverage for larger and detached homes.',
        price: `${photos.large} photos`,
        features: [
          `${photos.large} HDR photos for homes over 3,000 sq ft`,
          'Detail and lifestyle shots',
          'Backyard and amenity coverage',
          'Window pulls and colour correction',
        ],
      },
      {
        title: 'Twilight Session',
        icon: 'moon-stars',
        description: 'Dusk exteriors with every light on, the image that stops the scroll.',
        price: `${photos.twilight} photos`,
        features: [
          `Shot in the ${beforeNoun(blueHour)} blue-hour window`,
          'Lit interiors and landscape lighting',
          'Sky and lawn enhancement',
          'Pairs with any listing package',
        ],
      },
      {
        title: 'Luxury Estate',
        icon: 'award',
        description: 'Editorial coverage for signature properties and estates.',
        price: `${photos.estate} photos`,
        features: [
          'Architectural and editorial framing',
          'Aerial add-on at a bundled rate',
          'Staging touch-ups on site',
          'Print-ready files for brochures',
        ],
      },
      {
        title: 'Commercial & Developer',
        icon: 'buildings',
        description: 'Amenities, suites and model units for builders and property managers.',
        price: 'Quoted per project',
        features: [
          'Model suites and common areas',
          'Consistent style across phases',
          'Usage rights for sales centres',
          'Volume pricing with net 30 terms',
        ],
      },
      {
        title: 'Quick Turn',
        icon: 'lightning-charge',
        description: 'For listings that cannot wait for tomorrow.',
        price: `Same day or ${turnaround.quickTurn}`,
        features: [
          `Same-day delivery or a ${beforeNoun(turnaround.quickTurn)} quick turn`,
          'Priority editing queue',
          'Available with any package',
          'Subject to the day\u2019s schedule',
        ],
      },
    ],
  },
  featured: {
    title: 'Featured Work',
    intro:
      'A selection of interiors, exteriors and details, each captioned as what it shows. Select any photo to view it full screen.',
    columns: 3,
    items: [
      {
        type: 'image',
        subject: 'interior',
        title: 'Warm Modern Living Room',
        description: 'An open living room with a wood-panelled wall: layered exposures keep the wood tones true.',
        category: 'Interior',
        specs: 'HDR, 5 brackets',
        image: 'living-room-wood-wall.jpg',
        alt: altOf('living-room-wood-wall.jpg'),
      },
      {
        type: 'image',
        subject: 'exterior',
        title: 'Brick and Stone Family Home',
        description:
          'A detached home shot level from the street, verticals straight and the lawn in soft afternoon light.',
        category: 'Exterior',
        specs: 'Architectural, tilt-shift',
        image: 'brick-stone-house.jpg',
        alt: altOf('brick-stone-house.jpg'),
      },
      {
        type: 'image',
        subject: 'interior',
        title: 'Book-Lined Living Room',
        description: 'Window light on the shelves, the plants and a grey sofa, with no flash shadows on the walls.',
        category: 'Interior',
        specs: 'Natural light',
        image: 'living-room-plants.jpg',
        alt: altOf('living-room-plants.jpg'),
      },
      {
        type: 'image',
        subject: 'landscape',
        title: 'Dock Boards by the Lake',
        description: 'Weathered boards with the lake behind them: the kind of detail that sells cottage life.',
        category: 'Lifestyle',
        specs: 'Natural light',
        image: 'dock-water.jpg',
        alt: altOf('dock-water.jpg'),
      },
      {
        type: 'image',
        subject: 'exterior',
        title: 'Modern Villa and Pool',
        description: 'A white two-storey villa above its long pool, shot square-on under a clean sky.',
        category: 'Exterior',
        specs: 'Daylight, polarised',
        image: 'villa-long-pool.jpg',
        alt: altOf('villa-long-pool.jpg'),
      },
    ],
  },
  process: {
    title: 'How a Shoot Works',
    intro: `From booking to delivery in ${turnaround.standard}, or in as little as ${turnaround.quickTurn} with Quick Turn.`,
    steps: [
      {
        title: 'Book',
        icon: 'calendar-check',
        description: `Choose a package and a time. We recommend booking ${company.leadTime} ahead.`,
      },
      {
        title: 'Prepare',
        icon: 'clipboard-check',
        description: 'We send our preparation guide so every room is camera-ready on the day.',
      },
      {
        title: 'Shoot',
        icon: 'camera',
        description: `A photographer captures the property in ${shoot} for homes under 2,500 sq ft.`,
      },
      {
        title: 'Edit',
        icon: 'sliders',
        description: 'Our editors blend brackets, correct colour and verticals, and pull every window.',
      },
      {
        title: 'Deliver',
        icon: 'cloud-upload',
        description: `MLS and print files arrive in ${turnaround.standard}, or the ${turnaround.sameDay} with Quick Turn.`,
      },
    ],
  },
  faq: [
    {
      question: 'How many photos will I receive?',
      answer: `Most packages include ${photos.perPackage} edited photos. Homes under 3,000 sq ft typically receive ${photos.standard}, and larger homes ${photos.large}.`,
    },
    {
      question: 'How quickly are photos delivered?',
      answer: `Standard delivery is ${turnaround.standard}. Same-day delivery and a ${beforeNoun(turnaround.quickTurn)} quick turn are available when the schedule allows.`,
    },
    {
      question: 'How long does a shoot take?',
      answer: `Homes under 2,500 sq ft usually take ${shoot}. Larger homes and twilight sessions take longer; we confirm timing when you book.`,
    },
    {
      question: 'How far ahead should I book?',
      answer: `We recommend booking ${company.leadTime} ahead, especially in the spring market. Contact us for short-notice requests.`,
    },
    {
      question: 'Can I use the photos in print and online?',
      answer: `Yes. The licence is ${company.licence.toLowerCase()}: MLS, your website, social media and print are all covered.`,
    },
    { question: 'How do I pay?', answer: `${company.payment}.` },
  ],
  testimonial: {
    quote:
      'The photos were ready the next morning and the listing had twelve showings booked by the weekend. Every room looked exactly like it does in person, only brighter.',
    author: 'sarah-m',
    service: 'Photography',
  },
  related: [
    {
      title: 'Drone Photography',
      description: 'Show the lot, the street and the neighbourhood from above.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: 'Matterport 3D Tours',
      description: 'Let buyers walk through the home before they book a showing.',
      href: '/services/matterport',
      icon: 'badge-3d',
    },
    {
      title: 'Video Production',
      description: 'Cinematic tours and agent intros for MLS and social media.',
      href: '/services/video',
      icon: 'camera-video',
    },
  ],
  cta: {
    title: 'Ready to Make Your Listing Shine?',
    text: `Book a shoot today and have professional photos in ${company.delivery}. We reply within ${company.contactResponse}.`,
    actions: [
      { text: 'Book a Photoshoot', href: bookHref({ service: 'photography' }), variant: 'primary' },
      { text: 'Get a Quote', href: quoteHref({ service: 'photography' }), variant: 'secondary' },
    ],
  },
})
