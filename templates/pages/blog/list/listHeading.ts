import type { BlogListPage } from './blogListPages.ts'
import { blogList } from '../blogList.ts'

/** The h1 of a list page: unique per page, as titles must be. */
export function listHeading({ category, page, pageCount }: Pick<BlogListPage, 'category' | 'page' | 'pageCount'>) {
  const list = category ? `${category} Articles` : blogList.hero.title
  return page > 1 ? `${list}, Page ${page} of ${pageCount}` : list
}
