// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { findBlogPost, getBlogPosts } from '@content/loaders/blog.ts'
import { relatedPosts } from '../../../components/blog/relatedPosts.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** The post of /blog/{slug} and its two related articles (only known slugs are prerendered). */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug ?? ''
  const post = findBlogPost(slug)
  if (!post) throw new Error(`/blog/${slug}: no such blog post`)
  return { post, related: relatedPosts(getBlogPosts(), post) }
}
