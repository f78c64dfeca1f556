/** /services/ai-services (spec: Other service pages, AI Services; figures from section 9). */
import { company, figures } from '../company.ts'
import { beforeNoun, capitalised } from '../figures.ts'
import { defineContent } from '../schemas/define.ts'
import { servicePage } from '../schemas/service.ts'
import { quoteHref } from '../leads/quoteHref.ts'
import { bookHref } from '../booking/bookHref.ts'
import { altOf } from '../photos.ts'

const { turnaround, valuationAccuracy, demo } = figures.services['ai-services']

export const aiServices = defineContent('content/services/ai-services.ts', servicePage, {
  slug: 'ai-services',
  name: 'AI Services & Automation for Real Estate',
  seo: {
    title: 'AI Services & Automation for Real Estate',
    description: `Virtual staging, AI listing copy, lead chatbots and market reports for GTA agents. Images in ${turnaround.images}; chatbots live in ${turnaround.chatbot}.`,
  },
  hero: {
    title: 'AI Services|& Automation',
    subtitle: 'Hours back in every agent\u2019s week',
    description:
      'Practical AI for real estate: staged rooms, listing descriptions, lead follow-up and market insight, set up and supported by our team.',
    image: 'lake-boats-dusk.jpg',
    imageAlt: altOf('lake-boats-dusk.jpg'),
    pageKey: 'automation',
  },
  packages: {
    title: 'AI Solutions',
    intro: 'Each solution is set up for your brand and reviewed by a person before anything reaches a client.',
    items: [
      {
        title: 'AI Virtual Staging',
        icon: 'easel',
        popular: true,
        description: 'Furnish empty rooms in minutes of editing time, not days.',
        price: `${beforeNoun(turnaround.images)} turnaround`,
        features: [
          'Multiple furniture styles',
          'Realistic lighting and scale',
          'Unstaged originals included',
          'Human quality check',
        ],
      },
      {
        title: 'Listing Copywriter',
        icon: 'pencil-square',
        description: 'MLS and feature-sheet descriptions written from your notes and photos.',
        price: capitalised(turnaround.listingCopy),
        features: [
          'MLS-length and long-form versions',
          'Your tone of voice',
          'Fair-housing wording check',
          'Unlimited rewrites',
        ],
      },
      {
        title: 'Lead Chatbot',
        icon: 'chat-dots',
        description: 'A website assistant that answers buyers and books showings around the clock.',
        price: `Live in ${turnaround.chatbot}`,
        features: [
          'Trained on your listings and FAQs',
          'Books into your calendar',
          'Hands off to you by text or e-mail',
          'Monthly performance report',
        ],
      },
      {
        title: 'Market Reports',
        icon: 'graph-up-arrow',
        description: 'Neighbourhood price estimates and trend reports for clients.',
        price: `${valuationAccuracy} accuracy`,
        features: [
          'Automated valuation ranges',
          'Branded PDF reports',
          'Monthly client updates',
          'Accuracy tracked against sales',
        ],
      },
      {
        title: 'Workflow Automation',
        icon: 'gear',
        description: 'Connect your CRM, e-mail and listing tools so follow-ups happen on time.',
        price: 'Quoted per workflow',
        features: [
          'Lead capture to CRM',
          'Drip e-mails and reminders',
          'Showing feedback requests',
          'Documented and handed over',
        ],
      },
      {
        title: 'AI Image Enhancement',
        icon: 'magic',
        description: 'Sky, lawn and lighting fixes at scale for large portfolios.',
        price: `${beforeNoun(turnaround.images)} turnaround`,
        features: [
          'Batch processing',
          'Consistent style',
          'Human review of every image',
          'Works with any photographer',
        ],
      },
    ],
  },
  featured: {
    title: 'AI in Action',
    intro: 'Samples of what each tool produces, made on our own sample listings: client work stays private.',
    columns: 3,
    items: [
      {
        type: 'card',
        subject: 'interior',
        title: 'Staged Living Room',
        description: 'An empty living room staged with a sofa, shelving and plants.',
        category: 'Virtual Staging',
        icon: 'magic',
      },
      {
        type: 'card',
        subject: 'document',
        title: 'Condo Tower Listing Copy',
        description: 'Feature-sheet copy generated from photos and agent notes.',
        category: 'Listing Copywriter',
        icon: 'file-earmark-text',
      },
      {
        type: 'card',
        subject: 'document',
        title: 'Waterfront Market Report',
        description: 'A branded report comparing a year of lakefront sales.',
        category: 'Market Reports',
        icon: 'graph-up-arrow',
      },
      {
        type: 'card',
        subject: 'exterior',
        title: 'Twilight Enhancement Batch',
        description: 'Forty exteriors brought to a consistent dusk look.',
        category: 'AI Image Enhancement',
        icon: 'moon-stars',
      },
      {
        type: 'card',
        subject: 'document',
        title: 'Cottage Lead Assistant',
        description: 'A chatbot answering cottage buyers and booking weekend showings.',
        category: 'Lead Chatbot',
        icon: 'chat-dots',
      },
    ],
  },
  process: {
    title: 'How We Roll Out AI',
    intro: 'Small, useful steps with a person in the loop.',
    steps: [
      {
        title: 'Discovery',
        icon: 'search',
        description: 'We look at where your week goes and pick the tasks worth automating.',
      },
      { title: 'Design', icon: 'lightbulb', description: 'We agree on tone, rules and hand-off points with you.' },
      { title: 'Build', icon: 'gear', description: 'We configure and train the tools on your listings and brand.' },
      {
        title: 'Launch',
        icon: 'rocket-takeoff',
        description: `Go live with monitoring; chatbots are usually live in ${turnaround.chatbot}.`,
      },
      {
        title: 'Improve',
        icon: 'bar-chart',
        description: 'Monthly reviews of results and accuracy, with adjustments.',
      },
    ],
  },
  faq: [
    {
      question: 'How quickly are AI-edited images delivered?',
      answer: `Virtual staging and AI image enhancement are delivered in ${turnaround.images}, after a human quality check.`,
    },
    {
      question: 'How long does a chatbot take to set up?',
      answer: `Most chatbots are live in ${turnaround.chatbot}, including training on your listings and testing with your team.`,
    },
    {
      question: 'How accurate are the market reports?',
      answer: `Our valuation ranges land within ${valuationAccuracy} accuracy against final sale prices, and we track that every month.`,
    },
    {
      question: 'Is virtual staging allowed on MLS?',
      answer: 'Yes, when it is disclosed. We supply unstaged originals and can add a disclosure note to staged images.',
    },
    {
      question: 'Who owns the content and data?',
      answer:
        'You do. Copy, images and chatbot transcripts belong to you, and client data is never used to train public models.',
    },
    {
      question: 'Do I need technical skills?',
      answer: 'No. We set everything up, document it and train your team; support is a phone call away.',
    },
  ],
  testimonial: {
    quote:
      'The chatbot books weekend showings while I sleep, and the listing copy drafts save me an hour per listing. It paid for itself in the first month.',
    author: 'priya-s',
    service: 'AI Services',
  },
  related: [
    {
      title: 'Photo & Video Editing',
      description: 'Human editing for images that need a personal touch.',
      href: '/services/editing',
      icon: 'sliders',
    },
    {
      title: 'Website Design',
      description: 'A website for your chatbot and lead forms to live on.',
      href: '/services/website',
      icon: 'code-slash',
    },
    {
      title: 'Real Estate Photography',
      description: 'Great AI results start with great photos.',
      href: '/services/photography',
      icon: 'camera',
    },
  ],
  cta: {
    title: 'See What AI Can Take Off Your Plate',
    text: `Book a ${beforeNoun(demo)} demo with our team. We reply within ${company.contactResponse}.`,
    actions: [
      { text: 'Schedule a Demo', href: quoteHref({ service: 'ai-services' }), variant: 'primary' },
      { text: 'Book a Shoot', href: bookHref(), variant: 'secondary' },
    ],
  },
})
