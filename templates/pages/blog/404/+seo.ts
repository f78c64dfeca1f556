import type { Seo } from '../../../components/seo.ts'
import { blogList } from '../blogList.ts'

export const seo: Seo = {
  title: 'Post Not Found',
  description: "The blog post you're looking for doesn't exist or has been moved. Browse all articles on our blog.",
  noindex: true,
  canonicalPath: '/blog/404',
  alternates: [blogList.feedAlternate],
}
