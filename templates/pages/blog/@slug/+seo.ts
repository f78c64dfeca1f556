import type { BlogPosting, WithContext } from 'schema-dts'
import type { PageContextServer } from 'vike/types'
import { blogPath } from '@content/schemas/blog.ts'
import { siteConfig } from '@content/site-config.ts'
import { countWords } from '@content/loaders/blog.ts'
import { getShareImage } from '../../../components/images.ts'
import { absoluteUrl, type Seo } from '../../../components/seo.ts'
import { blogList } from '../blogList.ts'
import type { Data } from './+data.ts'

export function seo(pageContext: PageContextServer): Seo {
  const { post } = pageContext.data as Data
  const url = absoluteUrl(blogPath(post.slug))
  const posting: WithContext<BlogPosting> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(getShareImage(post.image)),
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: {
      '@type': 'Organization',
      name: siteConfig.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon-512.png') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    wordCount: countWords(post.blocks),
    timeRequired: `PT${parseInt(post.readTime, 10)}M`,
  }
  return {
    title: post.title,
    description: post.excerpt,
    image: post.image,
    ogType: 'article',
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
      { name: post.title, path: blogPath(post.slug) },
    ],
    jsonLd: [posting],
    alternates: [blogList.feedAlternate],
  }
}
