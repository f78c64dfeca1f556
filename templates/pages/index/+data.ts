// https://vike.dev/data
import { getBlogPosts } from '@content/loaders/blog.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** The blog teaser: the three newest posts (spec: Home). */
export function data() {
  return { teaser: getBlogPosts().slice(0, 3) }
}
