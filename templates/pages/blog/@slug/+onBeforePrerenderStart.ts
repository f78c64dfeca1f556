// https://vike.dev/onBeforePrerenderStart
import { blogPath } from '@content/schemas/blog.ts'
import { getBlogPosts } from '@content/loaders/blog.ts'
import { listUrls } from '../../../routing/listedRoutes.ts'

/** One page per markdown file in the blog folder. */
export function onBeforePrerenderStart(): string[] {
  return listUrls(
    '/pages/blog/@slug',
    getBlogPosts().map((post) => [blogPath(post.slug), { slug: post.slug }]),
  )
}
