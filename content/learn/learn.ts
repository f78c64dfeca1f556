/** /learn: six Coming Soon topic cards (spec: Other public pages). */
import { defineContent } from '../schemas/define.ts'
import { learnPage } from '../schemas/pages.ts'
import { altOf } from '../photos.ts'

export const learn = defineContent('content/learn/learn.ts', learnPage, {
  hero: {
    title: 'Learning Centre',
    subtitle: 'Guides for Real Estate Professionals',
    description:
      'Practical lessons on photography, staging and marketing from the people who shoot GTA listings every day.',
    image: 'mountain-trail.jpg',
    imageAlt: altOf('mountain-trail.jpg'),
  },
  seo: {
    title: 'Learning Centre',
    description:
      'Upcoming guides for real estate agents on photography fundamentals, lighting, staging, equipment, business development and industry trends.',
  },
  intro:
    'We are preparing a series of short, practical guides. Each topic below is coming soon; in the meantime our blog has articles on many of them.',
  topics: [
    {
      title: 'Photography Fundamentals',
      description: 'Composition, lens choice and the angles that make rooms feel as spacious as they are.',
      icon: 'camera',
    },
    {
      title: 'Lighting Techniques',
      description: 'Window light, flash and twilight exteriors: how to balance bright windows with darker interiors.',
      icon: 'sun',
    },
    {
      title: 'Staging Tips',
      description: 'A room-by-room checklist for getting a property camera-ready the day before a shoot.',
      icon: 'house-door',
    },
    {
      title: 'Equipment Guide',
      description: 'What is worth buying if you shoot your own listings, and when to hire a professional.',
      icon: 'tools',
    },
    {
      title: 'Business Development',
      description: 'Using listing media to win more listings, build your brand and stand out in presentations.',
      icon: 'graph-up-arrow',
    },
    {
      title: 'Industry Trends',
      description: 'Short-form video, 3D tours and AI tools: what buyers in the GTA expect to see now.',
      icon: 'lightbulb',
    },
  ],
})
