/** /vendor-directory: four partner categories with counts and the Become a Partner benefits. */
import { defineContent } from '../schemas/define.ts'
import { vendorsPage } from '../schemas/pages.ts'
import { altOf } from '../photos.ts'

export const vendors = defineContent('content/vendors/vendors.ts', vendorsPage, {
  hero: {
    title: 'Vendor Directory',
    subtitle: 'Trusted GTA Partners',
    description: 'Stagers, contractors, designers and real estate service providers we know and recommend.',
    image: 'mountain-meadow.jpg',
    imageAlt: altOf('mountain-meadow.jpg'),
  },
  seo: {
    title: 'Vendor Directory',
    description:
      'Trusted home stagers, contractors, interior designers and real estate service providers in the GTA, recommended by Northframe Media.',
  },
  intro:
    'Getting a property ready to sell takes more than good photos. These are the partners our clients rely on. Ask us for an introduction and we will connect you directly.',
  categories: [
    {
      title: 'Home Staging',
      partners: 12,
      description: 'Full and partial staging, furniture rental and consultations for vacant and occupied homes.',
      icon: 'house-door',
      examples: ['Vacant home staging', 'Occupied home consultations', 'Furniture rental'],
    },
    {
      title: 'Contractors & Renovations',
      partners: 18,
      description: 'Pre-listing repairs, painting, flooring and kitchen and bathroom refreshes on listing timelines.',
      icon: 'hammer',
      examples: ['Pre-listing repairs', 'Painting and flooring', 'Kitchen and bath refreshes'],
    },
    {
      title: 'Interior Design',
      partners: 9,
      description: 'Designers who help sellers and developers present spaces that photograph beautifully.',
      icon: 'palette',
      examples: ['Model suites', 'Colour consultations', 'Lighting design'],
    },
    {
      title: 'Real Estate Services',
      partners: 15,
      description: 'Home inspectors, cleaners, movers, lawyers and mortgage professionals who keep deals on track.',
      icon: 'briefcase',
      examples: ['Home inspection', 'Deep cleaning', 'Moving and storage'],
    },
  ],
  partner: {
    title: 'Become a Partner',
    text: 'Do you serve real estate clients in the GTA? Join the directory and get introduced to the agents and sellers we work with every week.',
    benefits: [
      {
        title: 'Qualified Referrals',
        description: 'Introductions to agents and sellers who need your service now.',
        icon: 'people',
      },
      {
        title: 'Directory Listing',
        description: 'A profile in our vendor directory, shared with our clients.',
        icon: 'list',
      },
      {
        title: 'Media Discounts',
        description: 'Preferred rates on photography and video for your own marketing.',
        icon: 'camera',
      },
      { title: 'Co-Marketing', description: 'Features in our newsletter and social channels.', icon: 'megaphone' },
    ],
  },
})
