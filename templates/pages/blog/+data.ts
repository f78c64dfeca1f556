// https://vike.dev/data
import { getBlogPosts } from '@content/loaders/blog.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** Every post, newest first. */
export function data() {
  return { posts: getBlogPosts() }
}
