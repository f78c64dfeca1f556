// https://vike.dev/onBeforePrerenderStart
import { portfolioCategories } from '@content/portfolio/categories.ts'
import { listUrls } from '../../../routing/listedRoutes.ts'

export function onBeforePrerenderStart(): string[] {
  return listUrls(
    '/pages/portfolio/@category',
    portfolioCategories.map((c) => [`/portfolio/${c.slug}`, { category: c.slug }]),
  )
}
