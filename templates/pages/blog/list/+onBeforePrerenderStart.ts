// https://vike.dev/onBeforePrerenderStart
import { getBlogPosts } from '@content/loaders/blog.ts'
import { listUrls } from '../../../routing/listedRoutes.ts'
import { listRouteParams } from './listRouteParams.ts'
import { blogListPages } from './blogListPages.ts'

/** A list's route parameters; a path the list's route would not match fails the build, as Vike's routing did. */
function routeParamsOf(path: string): Record<string, string> {
  const routeParams = listRouteParams(path)
  if (!routeParams) throw new Error(`blog list path ${path} does not match the list's route (+route.ts)`)
  return routeParams
}

/** Every page of /blog and of each category's list. */
export function onBeforePrerenderStart(): string[] {
  return listUrls(
    '/pages/blog/list',
    blogListPages(getBlogPosts()).map((list) => [list.path, routeParamsOf(list.path)]),
  )
}
