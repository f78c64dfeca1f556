import type { Blog, WithContext } from 'schema-dts'
import type { PageContextServer } from 'vike/types'
import { blogPath } from '@content/schemas/blog.ts'
import { absoluteUrl, type Seo } from '../../components/seo.ts'
import type { Data } from './+data.ts'
import { blogList } from './blogList.ts'

export function seo(pageContext: PageContextServer): Seo {
  const blog: WithContext<Blog> = {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: blogList.seoTitle,
    url: absoluteUrl('/blog'),
    blogPost: (pageContext.data as Data).posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: absoluteUrl(blogPath(post.slug)),
      datePublished: post.date,
    })),
  }
  return {
    title: blogList.seoTitle,
    description: blogList.seoDescription,
    image: blogList.hero.image,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ],
    jsonLd: [blog],
    alternates: [blogList.feedAlternate],
  }
}
