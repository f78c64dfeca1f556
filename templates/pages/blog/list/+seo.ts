import type { Blog, WithContext } from 'schema-dts'
import type { PageContextServer } from 'vike/types'
import { blogListPath, blogPath } from '@content/schemas/blog.ts'
import { absoluteUrl, type Seo } from '../../../components/seo.ts'
import { blogList } from '../blogList.ts'
import type { Data } from './+data.ts'
import { listHeading } from './listHeading.ts'

export function seo(pageContext: PageContextServer): Seo {
  const { list } = pageContext.data as Data
  const { category, page, pageCount } = list
  const first = page === 1 && !category
  const title = first ? blogList.seoTitle : `${listHeading(list)} | Real Estate Marketing Blog`
  const blog: WithContext<Blog> = {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: blogList.seoTitle,
    url: absoluteUrl('/blog'),
    blogPost: list.posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: absoluteUrl(blogPath(post.slug)),
      datePublished: post.date,
    })),
  }
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    ...(category ? [{ name: category, path: blogListPath(category) }] : []),
    ...(page > 1 ? [{ name: `Page ${page}`, path: list.path }] : []),
  ]
  return {
    title,
    description: first
      ? blogList.seoDescription
      : `${category ? blogList.categoryDescriptions[category] : blogList.listDescription}${page > 1 ? ` Page ${page} of ${pageCount}.` : ''}`,
    image: blogList.hero.image,
    breadcrumbs: crumbs,
    jsonLd: [blog],
    alternates: [blogList.feedAlternate],
    pagination: {
      prev: page > 1 ? blogListPath(category, page - 1) : undefined,
      next: page < pageCount ? blogListPath(category, page + 1) : undefined,
    },
  }
}
