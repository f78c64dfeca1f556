/** /services/brand (spec: Other service pages, Brand Apparel). */
import { company, figures } from '../company.ts'
import { defineContent } from '../schemas/define.ts'
import { servicePage } from '../schemas/service.ts'
import { quoteHref } from '../leads/quoteHref.ts'
import { bookHref } from '../booking/bookHref.ts'
import { altOf } from '../photos.ts'

const { turnaround, minimum } = figures.services.brand

export const brand = defineContent('content/services/brand.ts', servicePage, {
  slug: 'brand',
  name: 'Real Estate Brand Apparel',
  seo: {
    title: 'Brand Apparel for Real Estate Teams',
    description:
      'Embroidered polos, jackets and open-house gear for GTA agents, teams and brokerages, with design help, proofs and small minimums.',
  },
  hero: {
    title: 'Brand|Apparel',
    subtitle: 'Look like a team at every showing',
    description:
      'Embroidered and printed apparel, outerwear and open-house gear that keep your brand consistent from the sign to the handshake.',
    image: 'mountain-trail.jpg',
    imageAlt: altOf('mountain-trail.jpg'),
    pageKey: 'brand',
  },
  packages: {
    title: 'Apparel Packages',
    intro: 'Every order includes design help, a digital proof before production and delivery anywhere in the GTA.',
    items: [
      {
        title: 'Agent Starter Kit',
        icon: 'person-badge',
        description: 'Everything a new agent needs for showings.',
        price: `From ${minimum.starter} pieces`,
        features: [
          'Embroidered polos and quarter-zips',
          'Name and logo placement',
          'Digital proof before production',
          'Low minimums',
        ],
      },
      {
        title: 'Team Collection',
        icon: 'people',
        popular: true,
        description: 'Matching apparel for the whole team.',
        price: `From ${minimum.team} pieces`,
        features: [
          'Polos, jackets and hats',
          'Individual sizing and names',
          'Reorder-ready design files',
          'Volume pricing',
        ],
      },
      {
        title: 'Open House Gear',
        icon: 'megaphone',
        description: 'Branded items that make open houses memorable.',
        price: 'Per event',
        features: ['Tote bags and giveaways', 'Branded umbrellas', 'Table covers and banners', 'Fast reorders'],
      },
      {
        title: 'Brokerage Program',
        icon: 'buildings',
        description: 'An online store for agents to order approved gear.',
        price: 'Quoted per brokerage',
        features: ['Private online store', 'Brand-approved catalogue', 'Direct-to-agent delivery', 'Net 30 invoicing'],
      },
    ],
  },
  featured: {
    title: 'Apparel Portfolio',
    intro: 'Recent orders for GTA agents and brokerages.',
    columns: 3,
    items: [
      {
        type: 'card',
        subject: 'garment',
        title: 'Team Outerwear',
        description: 'Embroidered softshell jackets for an outdoor-focused team.',
        category: 'Team Collection',
        icon: 'bag',
      },
      {
        type: 'card',
        subject: 'garment',
        title: 'Lakeside Open House Kit',
        description: 'Totes, umbrellas and a banner for a cottage open house.',
        category: 'Open House Gear',
        icon: 'megaphone',
      },
      {
        type: 'card',
        subject: 'garment',
        title: 'Brokerage Store Launch',
        description: 'A private store for a 60-agent brokerage.',
        category: 'Brokerage Program',
        icon: 'buildings',
      },
      {
        type: 'card',
        subject: 'garment',
        title: 'Agent Starter Polos',
        description: 'Embroidered polos and caps for a new agent.',
        category: 'Agent Starter Kit',
        icon: 'person-badge',
      },
      {
        type: 'card',
        subject: 'garment',
        title: 'Winter Showing Collection',
        description: 'Toques, scarves and jackets for winter showings.',
        category: 'Team Collection',
        icon: 'tags',
      },
    ],
  },
  process: {
    title: 'How an Order Works',
    intro: 'From idea to delivery with a proof at every step.',
    steps: [
      { title: 'Consult', icon: 'chat-dots', description: 'We talk through garments, colours and quantities.' },
      { title: 'Design', icon: 'palette', description: 'Our designers place your logo and prepare artwork.' },
      { title: 'Proof', icon: 'clipboard-check', description: 'You approve a digital proof before anything is made.' },
      { title: 'Produce', icon: 'tools', description: 'Embroidery and printing with quality checks on every piece.' },
      { title: 'Deliver', icon: 'box-seam', description: 'Delivered to your office or directly to each agent.' },
    ],
  },
  faq: [
    {
      question: 'What is the minimum order?',
      answer: `Agent starter kits start at ${minimum.starter} pieces; team collections at ${minimum.team} pieces for the best pricing.`,
    },
    {
      question: 'Can you match my brokerage\u2019s brand guidelines?',
      answer: 'Yes. We match colours and logo usage to your guidelines and send a proof for approval.',
    },
    {
      question: 'Embroidery or print?',
      answer:
        'Embroidery suits polos, jackets and hats; printing suits t-shirts, totes and large designs. We recommend the best method for each item.',
    },
    {
      question: 'How long does an order take?',
      answer: `Most orders ship ${turnaround.production} after proof approval; rush production is available.`,
    },
    {
      question: 'Can agents order individually?',
      answer:
        'With a brokerage program, agents order approved items from a private store and we ship to them directly.',
    },
    { question: 'How do I pay?', answer: `${company.payment}.` },
  ],
  testimonial: {
    quote:
      'Our team finally looks like a team. The jackets get comments at every open house, and reordering for new agents takes two minutes.',
    author: 'chris-b',
    service: 'Brand Apparel',
  },
  related: [
    {
      title: 'Website Design',
      description: 'A website that matches your new look.',
      href: '/services/website',
      icon: 'code-slash',
    },
    {
      title: 'Video Production',
      description: 'Agent introduction videos in your branded apparel.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Real Estate Photography',
      description: 'Team headshots and listing photos.',
      href: '/services/photography',
      icon: 'camera',
    },
  ],
  cta: {
    title: 'Outfit Your Team',
    text: `Send us your logo and quantities and we will reply within ${company.contactResponse} with mock-ups and a quote.`,
    actions: [
      { text: 'Get Started Today', href: quoteHref({ service: 'brand' }), variant: 'primary' },
      { text: 'Book a Shoot', href: bookHref(), variant: 'secondary' },
    ],
  },
})
