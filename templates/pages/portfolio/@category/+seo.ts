import { findPortfolioCategory } from '@content/portfolio/categories.ts'
import type { SeoInput } from '../../../components/seo.ts'

export const seo: SeoInput = (pageContext) => {
  const slug = pageContext.routeParams.category ?? ''
  const category = findPortfolioCategory(slug)
  if (!category) throw new Error(`/portfolio/${slug}: unknown portfolio page`)
  return {
    title: `${category.hero.title} | Toronto Real Estate ${category.title}`,
    description: `${category.summary} ${category.hero.description}`.slice(0, 300),
    image: category.image,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Portfolio', path: '/portfolio' },
      { name: category.title, path: `/portfolio/${category.slug}` },
    ],
  }
}
