// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { resolveStoreKey } from '../../../../admin-service/shared/portfolio.ts'
import { loadPortfolio, showcaseItems, type ShowcaseItem } from '../../../../generator/content/portfolio.ts'

export interface PortfolioPageData {
  items: ShowcaseItem[]
}

/** The store's items for this portfolio page, validated, with their images measured. */
export async function data(pageContext: PageContextServer): Promise<PortfolioPageData> {
  const slug = pageContext.routeParams.category ?? ''
  const key = resolveStoreKey(slug)
  if (!key) throw new Error(`/portfolio/${slug}: no portfolio store group for "${slug}"`)
  const store = await loadPortfolio()
  return { items: await showcaseItems(key, store[key]) }
}
