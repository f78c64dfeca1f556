/**
 * Blog loader (Node): content/blog/*.md → validated, typed posts. Front matter is read
 * with gray-matter and checked by content/schemas/blog.ts; the body is parsed with remark into the
 * spec's block types. Raw HTML is never passed through: it fails the build like any content mistake.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import type { Blockquote, List, ListItem, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkDirective from 'remark-directive'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { blogBlock, blogFrontMatter, blogSlug, type BlogBlock, type BlogPost } from '../schemas/blog.ts'
import { ContentError, formatPath } from '../schemas/define.ts'
import type { z } from 'zod'
import { cachedBody, FrontMatterCache, type FrontEntry } from './blogCache.ts'
import { blogDir, photosDir } from './locations.ts'
import { perObject } from '../../lib/memo.ts'
import { processGlobal } from './processGlobal.ts'

/** Words per minute used when a post has no `readTime`. */
export const WORDS_PER_MINUTE = 200

/** Like defineContent, with `prefix` (a body block, "file name") put before each failing field. */
function check<S extends z.ZodType>(file: string, schema: S, data: unknown, prefix = ''): z.output<S> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const field = (issuePath: readonly PropertyKey[]) => {
    const inner = formatPath(issuePath)
    return prefix && inner ? `${prefix}.${inner}` : prefix || inner
  }
  throw new ContentError(
    file,
    result.error.issues.map((issue) => ({ field: field(issue.path), message: issue.message })),
  )
}

/** Every photo a post names must exist, or the build fails here rather than while rendering. */
function checkPhotoRefs(file: string, refs: [field: string, name: string][]) {
  const missing = refs.filter(([, name]) => !existsSync(path.join(photosDir(), name)))
  if (missing.length > 0) {
    throw new ContentError(
      file,
      missing.map(([field, name]) => ({ field, message: `no photo "${name}" in content/images/photos` })),
    )
  }
}

const checkFrontPhotos = (file: string, front: Pick<BlogPost, 'image'>) =>
  checkPhotoRefs(file, [['image', front.image]])

const checkPhotos = (file: string, blocks: BlogBlock[]) =>
  checkPhotoRefs(
    file,
    blocks.flatMap((block, i): [string, string][] => (block.type === 'image' ? [[`body[${i}].src`, block.src]] : [])),
  )

const processor = unified().use(remarkParse).use(remarkDirective)

const clean = (value: string) => value.replace(/\s+/g, ' ').trim()

/** Splits a trailing `— Author` paragraph off a blockquote. */
function quoteBlock(node: Blockquote): BlogBlock {
  const paragraphs = node.children.map((child) => clean(toString(child))).filter(Boolean)
  const last = paragraphs.at(-1) ?? ''
  const byline = /^(?:—|--|-)\s*(.+)$/.exec(last)
  if (byline && paragraphs.length > 1) {
    return { type: 'quote', text: paragraphs.slice(0, -1).join(' '), author: byline[1] }
  }
  return { type: 'quote', text: paragraphs.join(' ') }
}

function listBlock(node: List): BlogBlock {
  return {
    type: 'list',
    ordered: Boolean(node.ordered),
    items: node.children.map((item: ListItem) => clean(toString(item))),
  }
}

/**
 * Maps one top-level markdown node to a block:
 * paragraph → paragraph; `##`/`###` → heading; `> text` (+ optional `> — Author`) → quote;
 * `:::highlight[Title]` … `:::` → highlight; `-`/`1.` lists → list; a paragraph holding only
 * `![alt](photo.jpg "caption")` → image. Anything else is a content error.
 */
function toBlock(node: RootContent, fail: (message: string) => never, lineOffset: number): BlogBlock | undefined {
  const line = node.position ? ` (line ${node.position.start.line + lineOffset})` : ''
  switch (node.type) {
    case 'paragraph': {
      const [only] = node.children
      if (node.children.length === 1 && only?.type === 'image') {
        return { type: 'image', src: only.url, alt: only.alt ?? '', caption: only.title ?? undefined }
      }
      if (node.children.some((child) => child.type === 'html')) fail(`raw HTML is not allowed${line}`)
      return { type: 'paragraph', text: clean(toString(node)) }
    }
    case 'heading':
      if (node.depth !== 2 && node.depth !== 3) fail(`only ## and ### headings are allowed in a body${line}`)
      return { type: 'heading', text: clean(toString(node)), level: node.depth }
    case 'blockquote':
      return quoteBlock(node)
    case 'list':
      return listBlock(node)
    case 'containerDirective': {
      if (node.name !== 'highlight') fail(`unknown directive :::${node.name}${line}`)
      const [label, ...rest] = node.children
      const hasLabel = label?.type === 'paragraph' && label.data?.directiveLabel
      const body = hasLabel ? rest : node.children
      return {
        type: 'highlight',
        title: hasLabel ? clean(toString(label)) : undefined,
        text: body.map((child) => clean(toString(child))).join(' '),
      }
    }
    case 'thematicBreak':
    case 'definition':
      return undefined
    case 'html':
      return fail(`raw HTML is not allowed${line}`)
    default:
      return fail(`unsupported markdown "${node.type}"${line}`)
  }
}

/**
 * Turns a markdown body into blocks; `file` names the source in errors, and `lineOffset` (the lines of
 * front matter before the body) makes their line numbers the file's.
 */
export function parseBody(markdown: string, file: string, lineOffset = 0): BlogBlock[] {
  const tree = processor.parse(markdown) as Root
  const fail = (message: string): never => {
    throw new ContentError(file, [{ field: 'body', message }])
  }
  return tree.children.flatMap((node, index) => {
    const block = toBlock(node, fail, lineOffset)
    return block ? [check(file, blogBlock, block, `body[${index}]`)] : []
  })
}

/** A word: a run of characters that are not white space. */
const WORD = /\S+/g

/** A post body's words, counted once: a post's page reads it twice (its read time, its JSON-LD). */
export const countWords = perObject('post word counts', (blocks: BlogBlock[]): number => {
  const texts = blocks.flatMap((block) =>
    block.type === 'list' ? block.items : block.type === 'image' ? [block.caption ?? ''] : [block.text],
  )
  return texts.reduce((count, text) => count + (text.match(WORD)?.length ?? 0), 0)
})

export function readTimeOf(blocks: BlogBlock[]): string {
  return `${Math.max(1, Math.round(countWords(blocks) / WORDS_PER_MINUTE))} min read`
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
export const formatDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`))

/**
 * The body's blocks (parsed, or kept from an earlier build: blogCache.ts), checked: at least one, and
 * every photo they name exists.
 */
function bodyOf(file: string, markdown: string, lineOffset: number): BlogBlock[] {
  const blocks = cachedBody(markdown, () => parseBody(markdown, file, lineOffset))
  if (blocks.length === 0) throw new ContentError(file, [{ field: 'body', message: 'the article has no text' }])
  checkPhotos(file, blocks)
  return blocks
}

/** The checked front matter of a post's text, and where its body starts (gray-matter's content). */
function readFront(file: string, source: string): FrontEntry {
  const { data, content } = matter(source)
  // gray-matter's content is the text after the front matter; -1 marks one that is not (never kept).
  const bodyStart = source.endsWith(content) ? source.length - content.length : -1
  return { front: check(file, blogFrontMatter, data), bodyStart }
}

/**
 * Reads one markdown file's text, `file` being the path shown in errors. The front matter is checked
 * at once (or taken from `fronts`, which kept it from an earlier build: blogCache.ts); the body is parsed
 * the first time `blocks` (or a computed `readTime`) is read, so a build parses only the bodies of the
 * pages that show them. A body error then fails the build while its post renders, still naming the file
 * and the field.
 */
export function readPost(file: string, source: string, fronts?: FrontMatterCache): BlogPost {
  const slug: string = check(file, blogSlug, path.basename(file, '.md'), 'file name')
  const read = () => readFront(file, source)
  const { front: checked, bodyStart } = fronts ? fronts.get(source, read) : read()
  const { readTime, ...front } = checked
  checkFrontPhotos(file, front)
  const content = bodyStart >= 0 ? source.slice(bodyStart) : matter(source).content
  // The lines before the body offset its line numbers in errors.
  const lineOffset = bodyStart >= 0 ? source.slice(0, bodyStart).split('\n').length - 1 : 0
  let blocks: BlogBlock[] | undefined
  let computedReadTime: string | undefined
  const body = () => (blocks ??= bodyOf(file, content, lineOffset))
  return Object.defineProperties({ ...front, slug, dateLabel: formatDate(front.date) } as BlogPost, {
    blocks: { get: body, enumerable: true },
    readTime: readTime
      ? { value: readTime, enumerable: true }
      : { get: () => (computedReadTime ??= readTimeOf(body())), enumerable: true },
  })
}

/** Reads one markdown file's text and parses its body now (readPost), so any error is thrown here. */
export function parsePost(file: string, source: string): BlogPost {
  const post = readPost(file, source)
  void post.blocks
  return post
}

/** Newest first; same-day posts by slug so the order never depends on the file system. */
export const byDateDesc = (a: BlogPost, b: BlogPost) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)

/**
 * Reads every `*.md` in `dir` (readPost: front matter checked, or kept from an earlier build; bodies parsed
 * when read), newest first.
 */
export function loadBlog(dir: string): BlogPost[] {
  const rel = (file: string) => path.relative(process.cwd(), file) || file
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name))
  const fronts = new FrontMatterCache()
  const posts = files.map((file) => readPost(rel(file), readFileSync(file, 'utf8'), fronts))
  fronts.save()
  return posts.sort(byDateDesc)
}

interface LoadedBlog {
  posts: BlogPost[]
  bySlug: Map<string, BlogPost>
}

/**
 * Loaded folders, shared by every copy of this module in the process (processGlobal.ts): a build parses
 * each post once. `site dev` drops a folder when one of its files changes (invalidateBlog).
 */
const loadedFolders = processGlobal('content/loaders/blog.ts:folders', () => new Map<string, LoadedBlog>())

function loaded(): LoadedBlog {
  const dir = blogDir()
  let blog = loadedFolders.get(dir)
  if (!blog) {
    const posts = loadBlog(dir)
    blog = { posts, bySlug: new Map(posts.map((post) => [post.slug, post])) }
    loadedFolders.set(dir, blog)
  }
  return blog
}

/** The site's posts (`blogDir()`), newest first, loaded once until the folder changes. */
export function getBlogPosts(): BlogPost[] {
  return loaded().posts
}

/** The post with this slug, or undefined. */
export function findBlogPost(slug: string): BlogPost | undefined {
  return loaded().bySlug.get(slug)
}

/** Forgets the loaded posts of the folder holding `file` (or of every folder): the next read loads them again. */
export function invalidateBlog(file?: string): void {
  if (!file) return loadedFolders.clear()
  for (const dir of loadedFolders.keys()) if (!path.relative(dir, file).startsWith('..')) loadedFolders.delete(dir)
}
