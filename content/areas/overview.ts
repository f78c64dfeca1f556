/** /service-areas: the ten cities, each with what sets it apart (its own page's hero). */
import { company, serviceRadius } from '../company.ts'
import { defineContent } from '../schemas/define.ts'
import { serviceAreasPage } from '../schemas/pages.ts'
import { altOf } from '../photos.ts'

export const serviceAreasOverview = defineContent('content/areas/overview.ts', serviceAreasPage, {
  hero: {
    title: 'Service Areas',
    subtitle: 'Ten Cities Across the Greater Toronto Area',
    description: `Photography, video, drone and 3D tours from Hamilton to Markham, delivered in ${company.delivery}.`,
    image: 'lake-boats-dusk.jpg',
    imageAlt: altOf('lake-boats-dusk.jpg'),
  },
  seo: {
    title: 'Service Areas: Real Estate Media Across the GTA',
    description:
      'Real estate photography, video, drone and Matterport tours in Toronto, Mississauga, Brampton, Markham, Vaughan, Richmond Hill, Burlington, Milton, Oakville and Hamilton.',
  },
  intro: `Every city has its own housing stock and its own buyers. We shoot across a ${serviceRadius} radius of downtown Toronto; here is what we focus on in each city.`,
})
