/** /services/video (spec: Photography and Video service pages; figures from section 9). */
import { company, figures } from '../company.ts'
import { beforeNoun } from '../figures.ts'
import { defineContent } from '../schemas/define.ts'
import { servicePage } from '../schemas/service.ts'
import { quoteHref } from '../leads/quoteHref.ts'
import { bookHref } from '../booking/bookHref.ts'
import { altOf } from '../photos.ts'
import { filmSeconds, sampleFilm } from '../films/sampleFilm.ts'

const { turnaround, length } = figures.services.video

export const video = defineContent('content/services/video.ts', servicePage, {
  slug: 'video',
  name: 'Real Estate Video Production',
  seo: {
    title: 'Toronto Real Estate Video Production',
    description: `Cinematic property tours, agent introductions and social reels for GTA listings. ${beforeNoun(length.cinematic)} films with two rounds of revisions included.`,
  },
  hero: {
    title: 'Real Estate|Video Production',
    subtitle: 'Cinematic tours that keep buyers watching',
    description: `Property films, agent introductions and social reels from a team whose channel reaches ${company.videoFollowers.secondary} followers.`,
    image: 'lake-boats-dusk.jpg',
    imageAlt: altOf('lake-boats-dusk.jpg'),
    pageKey: 'video',
  },
  packages: {
    title: 'Video Packages',
    intro:
      'Every film is shot in 4K, colour graded, licensed with music and delivered in MLS, website and social formats.',
    items: [
      {
        title: 'Listing Tour',
        icon: 'camera-video',
        description: 'A smooth gimbal walkthrough that tells the story of the home.',
        price: length.condoTour,
        features: [
          `${beforeNoun(length.condoTour)} tour for condos`,
          'Licensed music',
          'MLS-compliant unbranded cut',
          'Two rounds of revisions',
        ],
      },
      {
        title: 'Cinematic Feature',
        icon: 'film',
        popular: true,
        description: 'Our signature film for detached homes and luxury listings.',
        price: length.cinematic,
        features: [
          `${beforeNoun(length.cinematic)} cinematic film`,
          'Aerial shots included',
          'Colour grading and sound design',
          `Delivered in ${turnaround.cinematic}`,
        ],
      },
      {
        title: 'Agent Introduction',
        icon: 'person-badge',
        description: 'Put a face to your brand with an on-camera introduction.',
        price: 'Half-day shoot',
        features: [
          'Scripting help and teleprompter',
          'Two camera angles and lavalier audio',
          'Website and social cuts',
          'Captions included',
        ],
      },
      {
        title: 'Social Reels',
        icon: 'phone',
        description: 'Vertical edits made for Instagram, TikTok and YouTube Shorts.',
        price: '3 reels',
        features: [
          `Three ${beforeNoun(length.reel)} vertical reels`,
          'On-screen text and captions',
          'Trending-style pacing',
          'Cut from your listing footage',
        ],
      },
      {
        title: 'Developer Showcase',
        icon: 'buildings',
        description: 'Amenities, model suites and neighbourhood films for new developments.',
        price: 'Quoted per project',
        features: [
          'Multi-day production',
          'Lifestyle talent on request',
          'Sales centre and web versions',
          'Volume pricing with net 30 terms',
        ],
      },
      {
        title: 'Expedited Delivery',
        icon: 'lightning-charge',
        description: 'When the listing date will not move.',
        price: turnaround.expedited,
        features: [
          `Edit delivered in ${turnaround.expedited}`,
          `Rush within ${turnaround.rush} for short cuts`,
          'Priority colour and sound',
          'Add to any package',
        ],
      },
    ],
  },
  featured: {
    title: 'Featured Films',
    intro:
      'The first film is a sample, made from this site’s sample photographs of several homes; the cards after it are the kinds of film we make. Select the sample to play it: it streams from this site, and only when you do.',
    columns: 3,
    items: [
      {
        type: 'video',
        subject: 'film',
        film: 'sample',
        title: sampleFilm.title,
        description: sampleFilm.description,
        category: sampleFilm.label,
        specs: `${sampleFilm.width}×${sampleFilm.height}, ${filmSeconds(sampleFilm)} seconds, no sound`,
        image: sampleFilm.poster,
        alt: altOf(sampleFilm.poster),
        icon: 'film',
      },
      {
        type: 'card',
        subject: 'film',
        title: 'Cinematic Listing Film',
        description: 'A gimbal tour of the home from the street to the back garden, cut to licensed music.',
        category: 'Cinematic Feature',
        icon: 'film',
      },
      {
        type: 'card',
        subject: 'film',
        title: 'Condo Walkthrough',
        description: 'A short listing tour for a condo: the suite, the view and the building’s amenities.',
        category: 'Listing Tour',
        icon: 'camera-video',
      },
      {
        type: 'card',
        subject: 'film',
        title: 'Vertical Social Reel',
        description: 'A vertical reel built from the feature film’s footage for Instagram and TikTok.',
        category: 'Social Reel',
        icon: 'phone',
      },
      {
        type: 'card',
        subject: 'film',
        title: 'Twilight Launch Film',
        description: 'An exterior sequence at dusk, every light on, for a luxury listing’s launch.',
        category: 'Listing Tour',
        icon: 'moon-stars',
      },
    ],
  },
  process: {
    title: 'Our Production Process',
    intro: 'A clear path from the first call to the final cut.',
    steps: [
      {
        title: 'Plan',
        icon: 'lightbulb',
        description: 'We agree on the story, shot list, music and any on-camera talent.',
      },
      {
        title: 'Schedule',
        icon: 'calendar-check',
        description: `Book ${company.leadTime} ahead; we time exteriors for the best light.`,
      },
      { title: 'Film', icon: 'camera-video', description: 'Gimbal, slider and drone footage in 4K with clean audio.' },
      {
        title: 'Edit',
        icon: 'film',
        description: 'Colour grading, licensed music and sound design, with two rounds of revisions.',
      },
      {
        title: 'Deliver',
        icon: 'send',
        description: `Final files in ${turnaround.cinematic}, or ${turnaround.expedited} expedited, in every format you need.`,
      },
    ],
  },
  faq: [
    {
      question: 'How long will my video be?',
      answer: `Condo tours typically run ${length.condoTour} and larger homes ${length.largerHome}. Cinematic features run ${length.cinematic}.`,
    },
    {
      question: 'How quickly is the video delivered?',
      answer: `Listing tours are usually delivered in ${turnaround.listingTour}. Cinematic features take ${turnaround.cinematic}, with ${beforeNoun(turnaround.expedited)} expedited delivery available.`,
    },
    {
      question: 'Can you turn a video around faster?',
      answer: `Yes. Rush edits of short cuts can be delivered within ${turnaround.rush} when booked in advance.`,
    },
    {
      question: 'How many revisions are included?',
      answer: 'Two rounds of revisions are included with every package.',
    },
    {
      question: 'Is the music licensed?',
      answer:
        'Yes. Every track is licensed for MLS, your website and social media, so videos are not muted or flagged.',
    },
    {
      question: 'Do you provide an MLS-compliant version?',
      answer: 'Every package includes an unbranded cut for MLS and a branded cut for your own marketing.',
    },
  ],
  testimonial: {
    quote:
      'The cinematic tour did more for the listing than any ad we ran. Buyers mentioned the video at every showing, and it sold over asking in eight days.',
    author: 'michael-r',
    service: 'Video Production',
  },
  related: [
    {
      title: 'Drone Aerials',
      description: 'Add sweeping aerial shots to any film.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: 'Real Estate Photography',
      description: 'Pair your film with a matching set of HDR photos.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Photo & Video Editing',
      description: 'Send us your own footage for professional editing.',
      href: '/services/editing',
      icon: 'sliders',
    },
  ],
  cta: {
    title: 'Ready to Tell Your Property\u2019s Story?',
    text: `Tell us about the listing and we will reply within ${company.contactResponse} with a plan and a quote.`,
    actions: [
      { text: 'Start Your Video Project', href: quoteHref({ service: 'video' }), variant: 'primary' },
      { text: 'Book a Video Shoot', href: bookHref({ service: 'video' }), variant: 'secondary' },
    ],
  },
})
