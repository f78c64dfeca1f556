import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { editing } from '@content/services/editing.ts'
import type { ImgData } from '../../templates/components/Img.tsx'
import type { BeforeAfterProps } from '../../templates/islands/BeforeAfter.tsx'
import { builtSiteDir, loadPage } from './site.ts'

const doc = loadPage('/services/editing')
const islands = [...doc.querySelectorAll('#featured-work [data-island="BeforeAfter"]')]
const pairs = islands.map((node) => JSON.parse(node.getAttribute('data-props')!) as BeforeAfterProps)

/** Every file an image may load: its fallback and each srcset candidate. */
const urls = (img: ImgData) => [
  img.src,
  ...img.sources.flatMap((s) => s.srcset.split(/,\s*/).map((candidate) => candidate.split(/\s+/)[0]!)),
]
const file = (url: string) => readFileSync(path.join(builtSiteDir, url))
const meanLevel = async (url: string) => {
  const { channels } = await sharp(file(url)).stats()
  return channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3
}

describe('/services/editing before/after pairs', () => {
  it('shows one pair for each featured item the content marks, under an intro that says the befores are simulated', () => {
    expect(pairs.map((p) => p.title)).toEqual(
      editing.featured.items.filter((item) => item.before === 'simulated').map((item) => item.title),
    )
    expect(pairs).toHaveLength(6)
    expect(doc.querySelector('#featured-work .lead-muted')?.textContent).toMatch(/simulated original, not the real/)
  })

  it('pairs two different files: no URL in common, different bytes, the same pixel size', () => {
    for (const { before, after } of pairs) {
      const beforeUrls = urls(before)
      const afterUrls = urls(after)
      expect(beforeUrls.filter((url) => afterUrls.includes(url))).toEqual([])
      for (const url of [...beforeUrls, ...afterUrls]) expect(url).toMatch(/^\/assets\//)
      expect(file(before.src).equals(file(after.src))).toBe(false)
      expect([before.width, before.height]).toEqual([after.width, after.height])
    }
  })

  it('makes each "before" darker than its finished photograph (the simulated original recipe)', async () => {
    for (const { before, after } of pairs) {
      expect(await meanLevel(before.src)).toBeLessThan((await meanLevel(after.src)) - 10)
    }
  })

  it('labels each "before" Simulated original, in its picture, its alt text and the slider name', () => {
    islands.forEach((island, i) => {
      const { before, after, title } = pairs[i]!
      expect(island.querySelector('.compare-before .compare-label')?.textContent).toBe('Simulated original')
      expect(island.querySelector('.compare-before img')?.getAttribute('src')).toBe(before.src)
      expect(island.querySelector('.compare-before img')?.getAttribute('alt')).toMatch(/simulated original/)
      expect(island.querySelector('.compare > picture img')?.getAttribute('src')).toBe(after.src)
      expect(island.querySelector('input[type="range"]')?.getAttribute('aria-label')).toBe(
        `Compare the simulated original with the edited photo: ${title}`,
      )
    })
  })
})
