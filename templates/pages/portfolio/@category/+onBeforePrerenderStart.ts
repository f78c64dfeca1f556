// https://vike.dev/onBeforePrerenderStart
import { portfolioCategories } from '@content/portfolio/categories.ts'

export function onBeforePrerenderStart(): string[] {
  return portfolioCategories.map((c) => `/portfolio/${c.slug}`)
}
