// https://vike.dev/onBeforePrerenderStart
import { getBlogPosts } from '@content/loaders/blog.ts'
import { listUrls } from '../../../routing/listedRoutes.ts'
import { listRouteParams } from './+route.ts'
import { blogListPages } from './blogListPages.ts'

/** Every page of /blog and of each category's list. */
export function onBeforePrerenderStart(): string[] {
  return listUrls(
    '/pages/blog/list',
    blogListPages(getBlogPosts()).map((list) => [list.path, listRouteParams(list.path) ?? {}]),
  )
}
