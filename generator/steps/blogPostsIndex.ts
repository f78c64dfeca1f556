import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { BLOG_POSTS_INDEX_PATH } from '@content/schemas/blog.ts'
import { getBlogPosts } from '@content/loaders/blog.ts'
import type { BlogCardData } from '../../templates/components/blog/BlogCard.tsx'
import { toPostsIndex } from '../../templates/components/blog/postsIndex.ts'
import type { BuiltPage } from '../builtPages.ts'
import type { BuildStep } from './BuildStep.ts'

/** /blog and its further pages, which together show every post once, newest first. */
const ALL_POSTS_PAGE = /^\/blog(?:\/page\/(\d+))?$/

/** The cards the BlogFilter island of a built page shows (its props, written into the page). */
const blogFilterCards = (page: BuiltPage): BlogCardData[] =>
  page.islands
    .filter((island) => island.name === 'BlogFilter' && island.props)
    .flatMap((island) => (JSON.parse(island.props) as { posts: BlogCardData[] }).posts)

/**
 * Writes the blog filter's compact index of every post (templates/components/blog/postsIndex.ts) from
 * the cards of /blog's pages as built, so the filter's results are the very cards the list shows.
 */
export const blogPostsIndex: BuildStep = {
  name: 'blog posts index',
  async run({ clientDir, log, changedPages, pages }) {
    if (changedPages) return // a partial publish re-renders portfolio pages only: no new posts
    const listPages = pages
      .map((page) => ({ page, number: ALL_POSTS_PAGE.exec(page.route)?.[1] }))
      .filter(({ page }) => ALL_POSTS_PAGE.test(page.route))
      .sort((a, b) => Number(a.number ?? 1) - Number(b.number ?? 1))
    const cards = listPages.flatMap(({ page }) => blogFilterCards(page))
    const expected = getBlogPosts().length
    if (cards.length !== expected)
      throw new Error(`${BLOG_POSTS_INDEX_PATH}: the pages of /blog show ${cards.length} posts of ${expected}`)
    const json = JSON.stringify(toPostsIndex(cards))
    await writeFile(path.join(clientDir, BLOG_POSTS_INDEX_PATH), json)
    log(`Blog posts index: ${cards.length} posts, ${(json.length / 1024).toFixed(0)} KB`)
  },
}
