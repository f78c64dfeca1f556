import { company } from '@content/company.ts'
import { heroOf } from '@content/photos.ts'
import { BLOG_FEED_PATH } from '@content/schemas/blog.ts'

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
}
