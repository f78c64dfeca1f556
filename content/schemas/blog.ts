/**
 * Blog article (spec section 3): front matter of content/blog/*.md and the body blocks it is parsed into
 * by content/loaders/blog.ts. A new post is one markdown file; its name is the URL slug. Body syntax:
 * paragraphs; `##`/`###` headings; `- item` / `1. item` lists; `> text` quotes, ending in a `> — Name`
 * paragraph to credit an author; `:::highlight[Optional title]` … `:::` call-outs; and a paragraph
 * holding only `![alt](photo.jpg "caption")` for a photo from content/images/photos. Raw HTML, other
 * directives and anything else fail the build with the file and line named.
 */
import { z } from 'zod'
import { photoFile, teamMember } from './common.ts'

const text = z.string().trim().min(1)

export const blogCategories = ['Photography', 'Marketing', 'Drone', 'Technology'] as const

/** A post's URL segment: the markdown file name without `.md`. */
export const blogSlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'file name must be lower-case words joined by dashes')
  .refine((slug) => slug !== '404', '"404" is reserved for the Post Not Found page')

/** YAML turns `2024-01-15` into a Date; quoted strings are accepted too. Output: `YYYY-MM-DD`. */
const isoDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')])
  .transform((value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10)))
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real calendar date')

export const blogFrontMatter = z.strictObject({
  title: text,
  excerpt: text,
  date: isoDate,
  category: z.enum(blogCategories),
  image: photoFile,
  imageAlt: text,
  /** e.g. "8 min read"; computed from the body when missing. */
  readTime: z
    .string()
    .regex(/^\d+ min read$/, 'must read like "8 min read"')
    .optional(),
  /** A key of `team` in content/company.ts: every post by one person shows one name and role. */
  author: teamMember,
  tags: z.array(text).min(1),
})
export type BlogFrontMatter = z.output<typeof blogFrontMatter>

export const blogBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('heading'), text, level: z.union([z.literal(2), z.literal(3)]) }),
  z.object({ type: z.literal('highlight'), text, title: text.optional() }),
  z.object({ type: z.literal('quote'), text, author: text.optional() }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(text).min(1) }),
  z.object({ type: z.literal('image'), src: photoFile, alt: text, caption: text.optional() }),
])
export type BlogBlock = z.output<typeof blogBlock>

export interface BlogPost extends Omit<BlogFrontMatter, 'readTime'> {
  slug: string
  /** "January 15, 2024" */
  dateLabel: string
  readTime: string
  blocks: BlogBlock[]
}

export const blogPath = (slug: string) => `/blog/${slug}`
export type BlogCategory = (typeof blogCategories)[number]

/** Posts per page of /blog and of each category's list. */
export const BLOG_PAGE_SIZE = 12

/** A category's URL segment: `/blog/category/drone`. */
export const blogCategorySlug = (category: BlogCategory) => category.toLowerCase()

/**
 * A page of the post list: `/blog`, `/blog/page/2`, `/blog/category/drone`, `/blog/category/drone/page/2`
 * (page 1 is the list's own address, never `/page/1`).
 */
export function blogListPath(category: BlogCategory | undefined, page = 1): string {
  const list = category ? `/blog/category/${blogCategorySlug(category)}` : '/blog'
  return page > 1 ? `${list}/page/${page}` : list
}

/** The compact index of every post the blog filter searches (generator/steps/blogPostsIndex.ts). */
export const BLOG_POSTS_INDEX_PATH = '/blog/posts.json'
export const BLOG_FEED_PATH = '/blog/feed.xml'
/** Posts in the feed: the newest, with their full text (readers fetch the whole file each time they poll). */
export const BLOG_FEED_SIZE = 20
