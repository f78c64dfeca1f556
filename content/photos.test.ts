import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loadBlog } from './loaders/blog.ts'
import { photosDir } from './loaders/locations.ts'
import { heroPhotoNames, photoDescriptions } from './photos.ts'

const described = photoDescriptions as Record<string, string>

describe('photoDescriptions', () => {
  it('describes every photograph in content/images/photos, and only those', () => {
    const files = readdirSync(photosDir()).filter((name) => name.endsWith('.jpg'))
    expect(Object.keys(photoDescriptions).sort()).toEqual(files.sort())
  })

  it('is what every blog post says about its photographs', () => {
    for (const post of loadBlog(path.resolve('content/blog'))) {
      expect(post.imageAlt, post.slug).toBe(described[post.image])
      for (const block of post.blocks)
        if (block.type === 'image') expect(block.alt, post.slug).toBe(described[block.src])
    }
  })

  it('lists every photograph with its alt text in ATTRIBUTION.md', () => {
    const note = readFileSync(path.join(photosDir(), 'ATTRIBUTION.md'), 'utf8')
    for (const [file, alt] of Object.entries(photoDescriptions)) expect(note).toContain(`| ${file} | ${alt} |`)
  })

  it('names as hero photographs exactly those at least 1600 px wide and 1350 px tall', async () => {
    const large: string[] = []
    for (const name of Object.keys(photoDescriptions)) {
      const { width = 0, height = 0 } = await sharp(path.join(photosDir(), name)).metadata()
      if (width >= 1600 && height >= 1350) large.push(name)
    }
    expect([...heroPhotoNames].sort()).toEqual(large.sort())
  })
})
