import type { BlogPost } from '@content/schemas/blog.ts'
import { findBlogPost } from '../../../../generator/content/blog.ts'

/** The post a /blog/{slug} URL renders (only known slugs are prerendered). */
export function postOf(urlPathname: string): BlogPost {
  const slug = decodeURIComponent(urlPathname.replace(/\/$/, '').split('/').pop() ?? '')
  const post = findBlogPost(slug)
  if (!post) throw new Error(`No blog post "${slug}" for ${urlPathname}`)
  return post
}
