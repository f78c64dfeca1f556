/** /downloads: three groups of templates and guides, sent on request (spec: Other public pages). */
import { defineContent } from '../schemas/define.ts'
import { downloadsPage } from '../schemas/pages.ts'
import { altOf } from '../photos.ts'

export const downloads = defineContent('content/downloads/downloads.ts', downloadsPage, {
  hero: {
    title: 'Downloads',
    subtitle: 'Templates and Guides',
    description: 'Checklists, marketing templates and guides we share with our clients.',
    image: 'sunset-ridge.jpg',
    imageAlt: altOf('sunset-ridge.jpg'),
  },
  seo: {
    title: 'Downloads: Templates and Guides',
    description:
      'Shoot preparation checklists, listing marketing templates and guides for real estate agents, available on request from Northframe Media.',
  },
  intro:
    'These resources are available on request. Ask for the ones you want and we will e-mail them to you, usually the same day.',
  groups: [
    {
      title: 'Shoot Preparation',
      description: 'Get a property camera-ready before we arrive.',
      icon: 'clipboard-check',
      items: [
        {
          title: 'Property Preparation Checklist',
          format: 'PDF',
          description: 'Room-by-room list to share with your sellers.',
        },
        {
          title: 'Twilight Shoot Planning Guide',
          format: 'PDF',
          description: 'Timing and lighting tips for dusk exteriors.',
        },
        {
          title: 'Drone Shoot Readiness Sheet',
          format: 'PDF',
          description: 'What we need to know before an aerial session.',
        },
      ],
    },
    {
      title: 'Marketing Templates',
      description: 'Ready-made layouts for your listing media.',
      icon: 'file-earmark-text',
      items: [
        { title: 'Feature Sheet Template', format: 'DOCX', description: 'A two-page property feature sheet.' },
        {
          title: 'Social Media Listing Kit',
          format: 'ZIP',
          description: 'Post and story layouts for new listings and open houses.',
        },
        {
          title: 'Open House Flyer Template',
          format: 'DOCX',
          description: 'A printable flyer with space for photos and a QR code.',
        },
      ],
    },
    {
      title: 'Guides',
      description: 'Longer reads on listing marketing.',
      icon: 'mortarboard',
      items: [
        {
          title: 'Listing Media Buyer’s Guide',
          format: 'PDF',
          description: 'Which services suit which property, and why.',
        },
        { title: '3D Tour Marketing Guide', format: 'PDF', description: 'How to share and embed a Matterport tour.' },
        {
          title: 'Video Marketing Playbook',
          format: 'PDF',
          description: 'Getting listing videos seen on every platform.',
        },
      ],
    },
  ],
  newsletter: {
    title: 'Get New Resources First',
    text: 'Subscribe to our newsletter to receive new templates and guides as soon as they are published. Send us a message from the contact page and ask to be added; you can unsubscribe at any time.',
  },
})
