/** /services/editing (spec: Other service pages, Editing; figures from section 9). */
import { company, figures } from '../company.ts'
import { beforeNoun, capitalised, editingPlanTurnarounds } from '../figures.ts'
import { defineContent } from '../schemas/define.ts'
import { servicePage } from '../schemas/service.ts'
import { quoteHref } from '../leads/quoteHref.ts'
import { bookHref } from '../booking/bookHref.ts'
import { altOf } from '../photos.ts'

const { turnaround, steps, freeRevisions } = figures.services.editing

export const editing = defineContent('content/services/editing.ts', servicePage, {
  slug: 'editing',
  name: 'Real Estate Photo & Video Editing',
  seo: {
    title: 'Real Estate Photo & Video Editing Services',
    description: `Professional real estate photo and video editing: HDR blending, sky replacement, virtual twilight and object removal in ${editingPlanTurnarounds}.`,
  },
  hero: {
    title: 'Photo & Video|Editing',
    subtitle: 'Your shots, finished by professionals',
    description: `Send us your photos or footage and get back polished, consistent, MLS-ready files in as little as ${turnaround.premium}.`,
    image: 'blue-hour.jpg',
    imageAlt: altOf('blue-hour.jpg'),
    pageKey: 'editing',
  },
  capabilities: {
    title: 'What We Edit',
    intro: 'One editing team for every stage of a listing, from colour correction to virtual staging.',
    items: [
      {
        title: 'HDR Blending',
        icon: 'layers',
        description: 'Bracketed exposures merged by hand for natural light and clean windows.',
        points: ['Window pulls', 'Natural shadows'],
      },
      {
        title: 'Colour Correction',
        icon: 'palette',
        description: 'White balance and colour casts fixed so every room matches.',
        points: ['Consistent across sets', 'True-to-life tones'],
      },
      {
        title: 'Sky Replacement',
        icon: 'sun',
        description: 'Grey skies swapped for blue, matched to the light in the scene.',
        points: ['Matched reflections', 'Seasonal lawns'],
      },
      {
        title: 'Virtual Twilight',
        icon: 'moon-stars',
        description: 'Daytime exteriors turned into glowing dusk images.',
        points: ['Lit windows', 'Warm landscape lighting'],
      },
      {
        title: 'Object Removal',
        icon: 'scissors',
        description: 'Cars, cords, bins and personal items removed cleanly.',
        points: ['Clutter removal', 'Lens and sensor spots'],
      },
      {
        title: 'Video Editing',
        icon: 'film',
        description: 'Cuts, colour grading, music and captions for your own footage.',
        points: ['Licensed music', 'Social formats'],
      },
    ],
  },
  packages: {
    title: 'Editing Plans',
    intro: 'Pick the turnaround you need. Prices are per image; volume clients get net 30 terms.',
    items: [
      {
        title: 'Basic',
        icon: 'image',
        description: 'Clean, consistent edits for everyday listings.',
        price: `${beforeNoun(turnaround.basic)} turnaround`,
        features: [
          'Exposure and colour correction',
          'Vertical line correction',
          'Lens correction',
          `Delivered in ${turnaround.basic}`,
        ],
      },
      {
        title: 'Professional',
        icon: 'sliders',
        popular: true,
        description: 'Our most popular plan for agents and photographers.',
        price: `${beforeNoun(turnaround.professional)} turnaround`,
        features: [
          'Everything in Basic',
          'HDR blending and window pulls',
          'Sky replacement',
          `Delivered in ${turnaround.professional}`,
        ],
      },
      {
        title: 'Premium',
        icon: 'stars',
        description: 'Advanced retouching for luxury and feature listings.',
        price: `${beforeNoun(turnaround.premium)} turnaround`,
        features: [
          'Everything in Professional',
          'Object removal',
          'Virtual twilight',
          `Delivered in ${turnaround.premium}`,
        ],
      },
      {
        title: 'Virtual Staging',
        icon: 'easel',
        description: 'Empty rooms furnished in styles that suit the buyer.',
        price: turnaround.virtualStaging,
        features: [
          'Modern, classic or Scandinavian styles',
          'Realistic shadows and scale',
          'Unstaged originals included',
          'Disclosure watermark on request',
        ],
      },
      {
        title: 'Video Editing',
        icon: 'film',
        description: 'Footage you shot, cut into a finished tour.',
        price: 'Quoted per project',
        features: ['Colour grading', 'Licensed music', 'Vertical social cuts', 'Two rounds of revisions'],
      },
      {
        title: 'Volume Plan',
        icon: 'box-seam',
        description: 'For photographers and teams sending work every week.',
        price: 'Monthly',
        features: ['Dedicated editor and style guide', 'Shared upload folder', 'Priority queue', 'Net 30 invoicing'],
      },
    ],
  },
  featured: {
    title: 'Before & After',
    intro:
      'Six finished photographs. Each “before” is a simulated original, not the real capture: we make it from the finished file with a fixed recipe (darker, a warm colour cast, verticals leaning in) to show what exposure, colour and perspective correction change. Drag the divider, or focus it and use the arrow keys.',
    columns: 2,
    items: [
      {
        type: 'image',
        subject: 'interior',
        title: 'Living Room with Corner Windows',
        description:
          'The window frames lean inwards in the simulated original and stand straight in the edit, with the room brighter and the ceiling white again.',
        category: 'Interior',
        image: 'living-room-corner-windows.jpg',
        before: 'simulated',
        alt: altOf('living-room-corner-windows.jpg'),
      },
      {
        type: 'image',
        subject: 'exterior',
        title: 'Brick and Stone Exterior',
        description:
          'The garage and porch lean towards each other in the simulated original; the edit has them vertical and the brick and stone in their own colours.',
        category: 'Exterior',
        image: 'brick-stone-house.jpg',
        before: 'simulated',
        alt: altOf('brick-stone-house.jpg'),
      },
      {
        type: 'image',
        subject: 'interior',
        title: 'Wood-Panelled Living Room',
        description:
          'The warm cast that turns the grey sofa and the white kitchen yellow in the simulated original is gone in the edit, so the wood reads as wood.',
        category: 'Interior',
        image: 'living-room-wood-wall.jpg',
        before: 'simulated',
        alt: altOf('living-room-wood-wall.jpg'),
      },
      {
        type: 'image',
        subject: 'exterior',
        title: 'Villa Above a Long Pool',
        description:
          'A dark, flat frame brought up to daylight: the white walls are white again and the pool keeps its blue.',
        category: 'Exterior',
        image: 'villa-long-pool.jpg',
        before: 'simulated',
        alt: altOf('villa-long-pool.jpg'),
      },
      {
        type: 'image',
        subject: 'interior',
        title: 'Open-Plan Apartment',
        description:
          'Kitchen, dining and living areas brought to one neutral palette, with the tall windows standing straight.',
        category: 'Interior',
        image: 'apartment-open-plan.jpg',
        before: 'simulated',
        alt: altOf('apartment-open-plan.jpg'),
      },
      {
        type: 'image',
        subject: 'exterior',
        title: 'White House and Garden Pool',
        description:
          'The two-storey facade narrows towards the top in the simulated original; the edit straightens its verticals and brings back the white of the walls.',
        category: 'Exterior',
        image: 'white-house-pool.jpg',
        before: 'simulated',
        alt: altOf('white-house-pool.jpg'),
      },
    ],
  },
  process: {
    title: 'How Editing Works',
    intro: 'Four steps from upload to download.',
    steps: [
      {
        title: 'Upload',
        icon: 'cloud-upload',
        duration: steps.upload,
        description: 'Send your files through our upload link with notes on the look you want.',
      },
      {
        title: 'Edit',
        icon: 'sliders',
        duration: steps.edit,
        description: `A dedicated editor works to your plan: ${editingPlanTurnarounds}.`,
      },
      {
        title: 'Quality Check',
        icon: 'check2-circle',
        duration: steps.review,
        description: 'A second editor reviews every image for consistency before release.',
      },
      {
        title: 'Download',
        icon: 'download',
        duration: capitalised(steps.deliver),
        description: 'Finished files are ready to download the moment they pass review.',
      },
    ],
  },
  faq: [
    {
      question: 'How fast is editing?',
      answer: `Basic edits are delivered in ${turnaround.basic}, Professional in ${turnaround.professional} and Premium in ${turnaround.premium}.`,
    },
    {
      question: 'What file types can I send?',
      answer: 'RAW files from any major camera, JPEG and TIFF for photos, and MP4 or MOV for video.',
    },
    {
      question: 'Can you match my existing style?',
      answer: 'Yes. We build a style guide from a few of your finished images and apply it to every order.',
    },
    {
      question: 'What if I need changes?',
      answer: `Revisions on any image are free within ${freeRevisions} of delivery.`,
    },
    { question: 'How do I pay?', answer: `${company.payment}.` },
  ],
  testimonial: {
    quote:
      'I shoot six homes a day and the edits are back before I finish dinner. Skies, windows and verticals are perfect every time.',
    author: 'alex-t',
    service: 'Editing',
  },
  related: [
    {
      title: 'Real Estate Photography',
      description: 'Let our photographers handle the shoot as well.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'AI Services',
      description: 'Virtual staging and AI listing copy at scale.',
      href: '/services/ai-services',
      icon: 'robot',
    },
    {
      title: 'Video Production',
      description: 'Full video production from planning to final cut.',
      href: '/services/video',
      icon: 'camera-video',
    },
  ],
  cta: {
    title: 'Send Us Your Next Shoot',
    text: `Try us on one listing. We reply within ${company.contactResponse} with an upload link and pricing.`,
    actions: [
      { text: 'Get Started Today', href: quoteHref({ service: 'editing' }), variant: 'primary' },
      { text: 'Book a Shoot', href: bookHref(), variant: 'secondary' },
    ],
  },
})
