import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import matter from 'gray-matter'
import { blogCategories, type BlogBlock, type BlogPost } from '@content/schemas/blog.ts'
import { ContentError } from '@content/schemas/define.ts'
import { byDateDesc, countWords, formatDate, loadBlog, parseBody, parsePost, readPost, readTimeOf } from './blog.ts'
import { blogDir } from './locations.ts'

const front = (overrides: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    title: 'A Test Post',
    excerpt: 'A short excerpt.',
    date: '2024-02-01',
    category: 'Drone',
    image: 'lake-twilight.jpg',
    imageAlt: 'Lake at twilight',
    author: 'marcus-lee',
    tags: '[One, Two]',
    ...overrides,
  }
  return Object.entries(fields)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')
}
const doc = (body: string, overrides?: Record<string, string>) => `---\n${front(overrides)}\n---\n\n${body}\n`

function errorOf(fn: () => unknown): ContentError {
  try {
    fn()
  } catch (error) {
    if (error instanceof ContentError) return error
    throw error
  }
  throw new Error('expected a ContentError')
}

describe('parseBody', () => {
  it('maps markdown to every block type', () => {
    const blocks = parseBody(
      [
        'Intro with **bold** text.',
        '## A heading',
        '### A subheading',
        ':::highlight[Tip]\nBook early.\n:::',
        ':::highlight\nNo title here.\n:::',
        '> Great photos sell homes.\n>\n> — Jane Doe, Agent',
        '> A quote without author.',
        '- one\n- two',
        '1. first\n2. second',
        '![Alt text](blue-hour.jpg "A caption")',
      ].join('\n\n'),
      'x.md',
    )
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Intro with bold text.' },
      { type: 'heading', text: 'A heading', level: 2 },
      { type: 'heading', text: 'A subheading', level: 3 },
      { type: 'highlight', title: 'Tip', text: 'Book early.' },
      { type: 'highlight', text: 'No title here.' },
      { type: 'quote', text: 'Great photos sell homes.', author: 'Jane Doe, Agent' },
      { type: 'quote', text: 'A quote without author.' },
      { type: 'list', ordered: false, items: ['one', 'two'] },
      { type: 'list', ordered: true, items: ['first', 'second'] },
      { type: 'image', src: 'blue-hour.jpg', alt: 'Alt text', caption: 'A caption' },
    ])
  })

  it('rejects raw HTML blocks and inline HTML, naming the file and line', () => {
    const block = errorOf(() => parseBody('Text.\n\n<script>alert(1)</script>', 'posts/bad.md'))
    expect(block.message).toContain('posts/bad.md')
    expect(block.problems[0]).toEqual({ field: 'body', message: 'raw HTML is not allowed (line 3)' })
    expect(() => parseBody('Hello <b>world</b>', 'x.md')).toThrow(/raw HTML/)
  })

  it('rejects unknown directives, deep headings and images that are not content photos', () => {
    expect(() => parseBody(':::warning\nx\n:::', 'x.md')).toThrow(/unknown directive :::warning/)
    expect(() => parseBody('#### Deep', 'x.md')).toThrow(/headings/)
    const image = errorOf(() => parseBody('![x](https://evil.example.com/a.jpg)', 'x.md'))
    expect(image.problems[0]?.field).toBe('body[0].src')
  })
})

describe('parsePost', () => {
  it('reads front matter, formats the date and computes the reading time when missing', () => {
    const words = Array.from({ length: 450 }, () => 'word').join(' ')
    const post = parsePost('content/blog/a-test-post.md', doc(words))
    expect(post).toMatchObject({
      slug: 'a-test-post',
      title: 'A Test Post',
      date: '2024-02-01',
      dateLabel: 'February 1, 2024',
      category: 'Drone',
      readTime: '2 min read',
      author: { key: 'marcus-lee', name: 'Marcus Lee', role: 'Chief Drone Pilot' },
      tags: ['One', 'Two'],
    })
    expect(parsePost('a.md', doc('Text.', { readTime: '9 min read' })).readTime).toBe('9 min read')
  })

  it('fails naming the file and the field', () => {
    const missing = errorOf(() => parsePost('content/blog/no-title.md', doc('Text.', { title: '' })))
    expect(missing.message).toContain('content/blog/no-title.md')
    expect(missing.problems.map((p) => p.field)).toEqual(['title'])
    const category = errorOf(() => parsePost('c.md', doc('Text.', { category: 'Gardening' })))
    expect(category.problems.map((p) => p.field)).toEqual(['category'])
    const author = errorOf(() => parsePost('a.md', doc('Text.', { author: 'jane-doe' })))
    expect(author.problems).toEqual([{ field: 'author', message: 'must be a key of team in content/company.ts' }])
    const photo = errorOf(() => parsePost('p.md', doc('Text.', { image: 'no-such-photo.jpg' })))
    expect(photo.problems).toEqual([
      { field: 'image', message: 'no photo "no-such-photo.jpg" in content/images/photos' },
    ])
    expect(errorOf(() => parsePost('Bad Name.md', doc('Text.'))).problems[0]?.field).toBe('file name')
    expect(errorOf(() => parsePost('empty.md', doc(''))).problems[0]?.field).toBe('body')
  })
})

describe('readPost', () => {
  it('checks the front matter at once and parses the body when it is first read', () => {
    expect(() => readPost('content/blog/no-title.md', doc('Text.', { title: '' }))).toThrow(ContentError)
    const source = doc('Text.\n\n<div>raw</div>')
    const post = readPost('content/blog/late.md', source)
    expect(post.title).toBe('A Test Post')
    const body = errorOf(() => post.blocks)
    expect(body.message).toContain('content/blog/late.md')
    // The line of the file, front matter included.
    const line = source.split('\n').indexOf('<div>raw</div>') + 1
    expect(line).toBe(14)
    expect(body.problems[0]).toEqual({ field: 'body', message: `raw HTML is not allowed (line ${line})` })
  })

  it('parses a body once, and only for a computed reading time or the blocks', () => {
    const given = readPost('a.md', doc('![x](no-such-photo.jpg)', { readTime: '4 min read' }))
    expect(given.readTime).toBe('4 min read')
    expect(errorOf(() => given.blocks).problems[0]?.field).toBe('body[0].src')
    const computed = readPost('b.md', doc('One two three.'))
    expect(computed.readTime).toBe('1 min read')
    expect(computed.blocks).toBe(computed.blocks)
  })
})

describe('loadBlog', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('loads every .md newest first and ignores other files', () => {
    writeFileSync(path.join(dir, 'older.md'), doc('Old.', { date: '2023-05-01' }))
    writeFileSync(path.join(dir, 'newer.md'), doc('New.', { date: '2024-05-01' }))
    writeFileSync(path.join(dir, 'notes.txt'), 'not a post')
    expect(loadBlog(dir).map((p) => p.slug)).toEqual(['newer', 'older'])
  })

  it("takes each post's checked front matter from the cache on the next load, and reads an edited post again", () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'blog-cache-'))
    vi.stubEnv('BLOG_CACHE_DIR', cacheDir)
    try {
      const posts = readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => parsePost(name, readFileSync(path.join(dir, name), 'utf8')))
      const plain = (list: BlogPost[]) => list.map((post) => ({ ...post }))
      expect(plain(loadBlog(dir))).toEqual(plain(posts.sort(byDateDesc)))
      expect(readdirSync(cacheDir)).toContain('front-matter.json')
      // Kept: the second load reads no YAML (gray-matter caches its own results by text, so a spy on
      // its engine shows whether it parsed), and gives the same posts, blocks and line numbers included.
      const grayMatter = matter as unknown as { engines: { yaml: { parse(text: string): object } }; clearCache(): void }
      const yaml = vi.spyOn(grayMatter.engines.yaml, 'parse')
      grayMatter.clearCache()
      expect(plain(loadBlog(dir))).toEqual(plain(posts))
      expect(yaml).not.toHaveBeenCalled()
      writeFileSync(path.join(dir, 'older.md'), doc('Old, edited.', { date: '2023-05-01', title: 'Edited' }))
      expect(loadBlog(dir).map((p) => p.title)).toEqual(['A Test Post', 'Edited'])
      expect(yaml).toHaveBeenCalledTimes(1)
      yaml.mockRestore()
    } finally {
      vi.unstubAllEnvs()
      rmSync(cacheDir, { recursive: true, force: true })
    }
  })

  it('reads the folder from BLOG_DIR, defaulting to content/blog', () => {
    expect(blogDir({})).toBe(path.resolve('content/blog'))
    expect(blogDir({ BLOG_DIR: dir })).toBe(dir)
  })
})

describe('the site blog (content/blog)', () => {
  const posts = loadBlog(path.resolve('content/blog'))

  it('has the seven spec articles in every category, newest first', () => {
    expect(posts.map((p) => p.slug).sort()).toEqual(
      [
        'ultimate-guide-real-estate-photography-toronto',
        'factors-to-consider-when-choosing-real-estate-photographer',
        'how-to-communicate-with-photographers-real-estate-agents',
        'essential-photography-equipment',
        'drone-photography-best-practices',
        'virtual-staging-trends',
        'marketing-luxury-properties',
      ].sort(),
    )
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(blogCategories))
    expect(posts[0]?.slug).toBe('ultimate-guide-real-estate-photography-toronto')
  })

  it('writes real articles of several hundred words using every block type', () => {
    for (const post of posts) {
      const words = post.blocks.flatMap((b) => (b.type === 'list' ? b.items : b.type === 'image' ? [] : [b.text]))
      expect(words.join(' ').split(/\s+/).length, post.slug).toBeGreaterThan(350)
      expect(new Set(post.blocks.map((b) => b.type)), post.slug).toEqual(
        new Set(['paragraph', 'heading', 'highlight', 'quote', 'list', 'image']),
      )
    }
  })
})

describe('helpers', () => {
  it('rounds reading time to whole minutes, at least one', () => {
    expect(readTimeOf([{ type: 'paragraph', text: 'short' }])).toBe('1 min read')
    expect(formatDate('2023-12-05')).toBe('December 5, 2023')
  })

  it('counts the words of every text block, list item and caption, split at any white space', () => {
    const blocks: BlogBlock[] = [
      { type: 'heading', level: 2, text: 'Two  words' },
      { type: 'paragraph', text: ' One\ttwo\nthree\u00a0four ' },
      { type: 'list', ordered: false, items: ['a b', 'c'] },
      { type: 'image', src: 'a.jpg', alt: 'Not counted', caption: 'Cap tion' },
      { type: 'image', src: 'b.jpg', alt: 'Not counted' },
    ]
    expect(countWords(blocks)).toBe(2 + 4 + 3 + 2)
    expect(readTimeOf(Array.from({ length: 300 }, () => ({ type: 'paragraph' as const, text: 'one two' })))).toBe(
      '3 min read',
    )
  })
})
