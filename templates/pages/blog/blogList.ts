import { company } from '@content/company.ts'
import { heroOf } from '@content/photos.ts'
import { BLOG_FEED_PATH, type BlogCategory } from '@content/schemas/blog.ts'

/** Words of the /blog page and the feed link every blog page puts in its head. */
export const blogList = {
  hero: {
    title: 'Real Estate Marketing Blog',
    subtitle: 'Insights & Guides',
    description:
      'Photography, video, drone and marketing advice for agents, brokers and developers in the Greater Toronto Area.',
    ...heroOf('lake-twilight.jpg'),
  },
  seoTitle: 'Real Estate Photography & Marketing Blog',
  seoDescription: `Guides on real estate photography, drone imagery, virtual staging and luxury listing marketing from a Toronto media team with ${company.experience.years} years and ${company.propertiesShot} properties shot.`,
  feedAlternate: { type: 'application/rss+xml', title: 'Northframe Media Blog', href: BLOG_FEED_PATH },
  /** The meta description of the list's further pages and of each category's list (its page added). */
  listDescription:
    'Every article of the Northframe Media blog: photography, video, drone and marketing advice for GTA real estate agents.',
  categoryDescriptions: {
    Photography:
      'Real estate photography articles: lighting, equipment, preparing a home for the shoot and choosing a photographer in the GTA.',
    Marketing:
      'Listing marketing articles: briefing your photographer, marketing luxury homes and getting more from listing media in the GTA.',
    Drone: 'Drone photography articles: aerial best practices, flight rules and when aerials help sell a GTA listing.',
    Technology:
      'Real estate technology articles: virtual staging, Matterport 3D tours and the AI tools GTA agents use to market listings.',
  } satisfies Record<BlogCategory, string>,
}
