import type { BlogPost } from '@content/schemas/blog.ts'
import { getPicture } from '../images.ts'
import { toImgData } from '../Img.tsx'
import { useRenderState } from '../renderContext.tsx'
import type { BlogCardData } from './BlogCard.tsx'

/**
 * Server-side: card data of each post, images numbered in page order (first ones load eagerly), or all
 * lazy `belowTheFold`.
 */
export function useBlogCards(posts: readonly BlogPost[], sizes: string, belowTheFold = false): BlogCardData[] {
  const state = useRenderState()
  return posts.map((post) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    dateLabel: post.dateLabel,
    date: post.date,
    readTime: post.readTime,
    image: toImgData(
      getPicture(post.image),
      post.imageAlt,
      sizes,
      belowTheFold ? Number.POSITIVE_INFINITY : state.imageCount++,
    ),
  }))
}
