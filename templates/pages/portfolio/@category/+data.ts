// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { loadPortfolio } from '@content/loaders/portfolio.ts'
import { showcaseItems } from '@content/loaders/showcase.ts'
import { findPortfolioCategory } from '@content/portfolio/categories.ts'
import { resolveStoreKey } from '@content/portfolio/store.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** The portfolio page's copy and its store items, validated, with their images measured. */
export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.category ?? ''
  const category = findPortfolioCategory(slug)
  const key = resolveStoreKey(slug)
  if (!category || !key) throw new Error(`/portfolio/${slug}: unknown portfolio page`)
  const store = await loadPortfolio()
  return { category, items: await showcaseItems(key, store[key]) }
}
