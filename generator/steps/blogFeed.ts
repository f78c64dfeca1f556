import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Feed } from 'feed'
import { BLOG_FEED_PATH, BLOG_FEED_SIZE, blogPath, type BlogBlock } from '@content/schemas/blog.ts'
import { siteConfig } from '@content/site-config.ts'
import { getBlogPosts } from '@content/loaders/blog.ts'
import { escapeHtml } from '../../lib/escape.ts'
import type { BuildStep } from './BuildStep.ts'

/** Full text of a post for feed readers: its blocks as simple, escaped HTML (images left out). */
export function blocksToFeedHtml(blocks: readonly BlogBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return `<p>${escapeHtml(block.text)}</p>`
        case 'heading':
          return `<h${block.level}>${escapeHtml(block.text)}</h${block.level}>`
        case 'highlight':
          return `<p><strong>${escapeHtml(block.title ?? 'Note')}:</strong> ${escapeHtml(block.text)}</p>`
        case 'quote':
          return `<blockquote><p>${escapeHtml(block.text)}</p>${block.author ? `<p>— ${escapeHtml(block.author)}</p>` : ''}</blockquote>`
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul'
          return `<${tag}>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`
        }
        case 'image':
          return block.caption ? `<p><em>${escapeHtml(block.caption)}</em></p>` : ''
      }
    })
    .join('\n')
}

/** Writes the RSS 2.0 feed of the newest posts to /blog/feed.xml (linked from the blog pages' head). */
export const blogFeed: BuildStep = {
  name: 'blog feed',
  async run({ clientDir, config, log, changedPages }) {
    if (changedPages) return // a partial publish re-renders portfolio pages only: no new routes or posts
    const origin = config.public.siteOrigin
    const all = getBlogPosts()
    const posts = all.slice(0, BLOG_FEED_SIZE)
    const feed = new Feed({
      title: `${siteConfig.name} Blog`,
      description: 'Real estate photography, video, drone and marketing guides for the Greater Toronto Area.',
      id: `${origin}/blog`,
      link: `${origin}/blog`,
      language: 'en-CA',
      image: `${origin}/icon-512.png`,
      favicon: `${origin}/favicon.ico`,
      copyright: `© ${siteConfig.legalName}`,
      updated: posts[0] ? new Date(`${posts[0].date}T00:00:00Z`) : undefined,
      feedLinks: { rss: `${origin}${BLOG_FEED_PATH}` },
      generator: siteConfig.name,
    })
    for (const post of posts) {
      const link = `${origin}${blogPath(post.slug)}`
      feed.addItem({
        title: post.title,
        id: link,
        link,
        date: new Date(`${post.date}T00:00:00Z`),
        description: post.excerpt,
        content: blocksToFeedHtml(post.blocks),
        category: [{ name: post.category }],
        author: [{ name: post.author.name }],
      })
    }
    const file = path.join(clientDir, BLOG_FEED_PATH)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, feed.rss2())
    log(`Wrote ${BLOG_FEED_PATH} (the ${posts.length} newest of ${all.length} posts)`)
  },
}
