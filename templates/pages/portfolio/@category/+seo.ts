import type { SeoInput } from '../../../components/seo.ts'
import type { Data } from './+data.ts'

export const seo: SeoInput = (pageContext) => {
  const { category } = pageContext.data as Data
  return {
    title: `${category.hero.title} | Toronto Real Estate ${category.title}`,
    description: `${category.summary} ${category.hero.description}`.slice(0, 300),
    image: category.image ?? category.hero.image,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Portfolio', path: '/portfolio' },
      { name: category.title, path: `/portfolio/${category.slug}` },
    ],
  }
}
