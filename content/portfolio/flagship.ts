/** The four flagship projects on /portfolio, each with the services it used and its detail page. */
import { z } from 'zod'
import { findProject } from '../projects/notable.ts'
import { defineContent } from '../schemas/define.ts'
import { flagshipProject } from './schema.ts'
import { altOf } from '../photos.ts'

export const flagshipProjects = defineContent(
  'content/portfolio/flagship.ts',
  z
    .array(flagshipProject)
    .length(4)
    .superRefine((list, ctx) =>
      list.forEach((p, i) => {
        if (!findProject(p.project))
          ctx.addIssue({ code: 'custom', path: [i, 'project'], message: `no project detail page "${p.project}"` })
      }),
    ),
  [
    {
      title: 'Chelster Hall',
      description: 'A brick-and-stone family home marketed with one complete package, sold in 11 days.',
      subject: 'exterior',
      image: 'brick-stone-house.jpg',
      imageAlt: altOf('brick-stone-house.jpg'),
      icon: 'house-door',
      services: ['Photography', 'Video', 'Drone', 'Matterport 3D'],
      project: 'chelster-hall',
    },
    {
      title: 'Lakeshore Modern Retreat',
      description:
        'Twilight photography and a drone film for a modern home with glass balconies on the Oakville waterfront.',
      subject: 'exterior',
      icon: 'house-door',
      image: 'villa-glass-balconies.jpg',
      imageAlt: altOf('villa-glass-balconies.jpg'),
      services: ['Twilight Photography', 'Drone Video', 'Editing'],
      project: 'lakeshore-modern-retreat',
    },
    {
      title: 'Port Credit Townhomes',
      description: 'Launch media, 3D tours and a sales website for a 14-unit development.',
      subject: 'interior',
      icon: 'buildings',
      image: 'apartment-open-plan.jpg',
      imageAlt: altOf('apartment-open-plan.jpg'),
      services: ['Photography', 'Matterport 3D', 'Website Design', 'Brand Apparel'],
      project: 'port-credit-townhomes',
    },
    {
      title: 'Niagara Escarpment Lot',
      description: 'Aerial mapping and a sunset film that sold 25 acres of land with nothing built on it.',
      subject: 'aerial',
      icon: 'map',
      services: ['Drone Imagery', 'Aerial Mapping', 'Video'],
      project: 'niagara-escarpment-lot',
    },
  ],
)
