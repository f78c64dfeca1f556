import { describe, expect, it } from 'vitest'
import { formatTimings, Timings } from './timings.ts'

describe('build timings', () => {
  it('times each phase by name, side by side ones included, and prints them with the memos', async () => {
    const timings = new Timings()
    const startedAt = performance.timeOrigin + performance.now()
    const tick = () => new Promise((resolve) => setTimeout(resolve, 20))
    await timings.phase('bundle', tick)
    await Promise.all([timings.phase('write pages (page thread)', tick), timings.phase('step: sitemap', tick)])
    await expect(timings.phase('site check', () => Promise.reject(new Error('broken link')))).rejects.toThrow()
    expect(timings.phases.map((phase) => phase.name)).toEqual([
      'bundle',
      'write pages (page thread)',
      'step: sitemap',
      'site check',
    ])
    const [bundle, write, steps] = timings.phases
    expect(write!.start).toBeGreaterThanOrEqual(bundle!.end)
    // Side by side: each started before the other ended.
    expect(steps!.start).toBeLessThan(write!.end)
    const table = formatTimings(timings.phases, startedAt, [
      { name: 'footer markup', hits: 69, misses: 1 },
      { name: 'unused', hits: 0, misses: 0 },
    ])
    expect(table).toMatch(/^bundle +0\.0\d s +0\.0\d s$/m)
    expect(table).toMatch(/^footer markup +69 +1$/m)
    expect(table).not.toContain('unused')
  })
})
