/** /services/website (spec: Other service pages, Website Development; figures from section 9). */
import { company, figures } from '../company.ts'
import { priceRange } from '../figures.ts'
import { defineContent } from '../schemas/define.ts'
import { servicePage } from '../schemas/service.ts'
import { quoteHref } from '../leads/quoteHref.ts'
import { bookHref } from '../booking/bookHref.ts'
import { altOf } from '../photos.ts'

const { turnaround, price } = figures.services.website
const singleProperty = priceRange(price.singlePropertyFrom, price.singlePropertyUpTo)

export const website = defineContent('content/services/website.ts', servicePage, {
  slug: 'website',
  name: 'Real Estate Website Design & Development',
  seo: {
    title: 'Real Estate Website Design & Development',
    description: `Single-property websites from ${price.singlePropertyFrom} in ${turnaround.singleProperty}, agent websites from ${price.agentSiteFrom} and custom builds for GTA agents, teams and developers.`,
  },
  hero: {
    title: 'Website Design|& Development',
    subtitle: 'Websites that turn visitors into clients',
    description:
      'Fast, mobile-first websites for listings, agents, teams and developers, built around your photos and your brand.',
    image: 'facade-curves.jpg',
    imageAlt: altOf('facade-curves.jpg'),
    pageKey: 'website',
  },
  packages: {
    title: 'Website Packages',
    intro: 'Every site is mobile-first, search-friendly and yours to keep, with hosting and support available.',
    items: [
      {
        title: 'Single Property Website',
        icon: 'house-door',
        description: 'A dedicated site for one listing, with its own address.',
        price: `${singleProperty} · ${turnaround.singleProperty}`,
        features: [
          'Photo gallery, video and 3D tour',
          'Showing request form',
          'Custom domain',
          `Live in ${turnaround.singleProperty}`,
        ],
      },
      {
        title: 'Agent Website',
        icon: 'person-badge',
        popular: true,
        description: 'Your personal brand and listings in one place.',
        price: `${priceRange(price.agentSiteFrom, price.agentSiteUpTo)} · ${turnaround.agentSite}`,
        features: [
          'Listing pages and IDX options',
          'Lead capture and CRM hand-off',
          'Blog and neighbourhood guides',
          `Delivered in ${turnaround.agentSite}`,
        ],
      },
      {
        title: 'Team & Brokerage Site',
        icon: 'people',
        description: 'Profiles, listings and recruiting for growing teams.',
        price: `From ${price.teamSiteFrom}`,
        features: ['Agent profiles', 'Shared listing inventory', 'Recruiting pages', 'Role-based editing'],
      },
      {
        title: 'Custom Development',
        icon: 'code-slash',
        description: 'Bespoke builds for developers and property marketers.',
        price: turnaround.custom,
        features: [
          'Interactive site plans',
          'Suite selectors and registration',
          'Integrations with sales tools',
          `Delivered in ${turnaround.custom}`,
        ],
      },
      {
        title: 'Mobile App',
        icon: 'phone',
        description: 'iOS and Android apps for listings and client portals.',
        price: `From ${price.mobileAppFrom} · ${turnaround.mobileApp}`,
        features: [
          'Native iOS and Android',
          'Saved searches and alerts',
          'Push notifications',
          `Delivered in ${turnaround.mobileApp}`,
        ],
      },
      {
        title: 'Care Plan',
        icon: 'shield-check',
        description: 'Hosting, updates and support after launch.',
        price: 'Monthly',
        features: [
          'Managed hosting and backups',
          'Security updates',
          'Content changes each month',
          'Performance reports',
        ],
      },
    ],
  },
  featured: {
    title: 'Recent Websites',
    intro: 'A few sites we have designed and built for GTA clients.',
    columns: 3,
    items: [
      {
        type: 'card',
        subject: 'website',
        title: 'Lakeside Estate Property Site',
        description: 'A single-property site with gallery, film and 3D tour.',
        category: 'Single Property',
        icon: 'house-door',
      },
      {
        type: 'card',
        subject: 'website',
        title: 'Midtown Condo Launch',
        description: 'A registration site for a new condominium release.',
        category: 'Custom Development',
        icon: 'building',
      },
      {
        type: 'card',
        subject: 'website',
        title: 'Cottage Specialist Agent Site',
        description: 'An agent site focused on cottage-country listings.',
        category: 'Agent Website',
        icon: 'laptop',
      },
      {
        type: 'card',
        subject: 'website',
        title: 'Timber Homes Builder',
        description: 'A builder portfolio with project stories and enquiries.',
        category: 'Custom Development',
        icon: 'hammer',
      },
      {
        type: 'card',
        subject: 'website',
        title: 'Ravine Living Team Site',
        description: 'A team site with neighbourhood guides and lead capture.',
        category: 'Team & Brokerage',
        icon: 'people',
      },
    ],
  },
  process: {
    title: 'How We Build',
    intro: 'A clear plan, regular check-ins and a site you can edit yourself.',
    steps: [
      { title: 'Discover', icon: 'search', description: 'We learn your goals, audience and the sites you admire.' },
      { title: 'Design', icon: 'palette', description: 'Wireframes and visual design for your approval.' },
      { title: 'Build', icon: 'code-slash', description: 'Fast, accessible pages with your content and photos.' },
      { title: 'Launch', icon: 'rocket-takeoff', description: 'Testing on every device, then go-live on your domain.' },
      { title: 'Support', icon: 'headset', description: 'Training, hosting and updates on an optional care plan.' },
    ],
  },
  faq: [
    {
      question: 'How much does a website cost?',
      answer: `Single-property websites cost ${singleProperty}. Agent websites range from ${price.agentSiteFrom} to ${price.agentSiteUpTo}, and mobile apps start at ${price.mobileAppFrom}.`,
    },
    {
      question: 'How long does it take?',
      answer: `Single-property sites take ${turnaround.singleProperty}, agent sites ${turnaround.agentSite}, custom builds ${turnaround.custom} and mobile apps ${turnaround.mobileApp}.`,
    },
    {
      question: 'Can I update the site myself?',
      answer: 'Yes. Every site includes an editor for listings, pages and blog posts, and we train you at launch.',
    },
    {
      question: 'Will my site work on phones?',
      answer: 'Every site is designed mobile-first and tested on phones, tablets and desktops.',
    },
    {
      question: 'Do you handle hosting and domains?',
      answer:
        'We can register your domain and host the site on our care plan, or launch it on hosting you already have.',
    },
    {
      question: 'Can you connect my CRM and listings?',
      answer: 'Yes. We connect lead forms to your CRM and can add IDX listing feeds where your board allows it.',
    },
  ],
  testimonial: {
    quote:
      'Our new site loads instantly and the leads go straight into our CRM. We doubled our enquiries within three months of launch.',
    author: 'laura-c',
    service: 'Website Design',
  },
  related: [
    {
      title: 'Real Estate Photography',
      description: 'Photos that make a website worth visiting.',
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'AI Services',
      description: 'Add a lead chatbot to your new website.',
      href: '/services/ai-services',
      icon: 'robot',
    },
    {
      title: 'Brand Apparel',
      description: 'Carry your brand from the screen to the showing.',
      href: '/services/brand',
      icon: 'bag',
    },
  ],
  cta: {
    title: 'Let\u2019s Build Your Website',
    text: `Tell us what you need and we will reply within ${company.contactResponse} with a plan and a fixed quote.`,
    actions: [
      { text: 'Start Your Project', href: quoteHref({ service: 'website' }), variant: 'primary' },
      { text: 'Book a Shoot', href: bookHref(), variant: 'secondary' },
    ],
  },
})
