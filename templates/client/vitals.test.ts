import { describe, expect, it } from 'vitest'
import { rateVital, vitalThresholds } from './vitals.ts'

describe('rateVital', () => {
  it('uses the spec thresholds (good / poor), INP in place of FID', () => {
    expect(vitalThresholds).toEqual({
      LCP: [2500, 4000],
      INP: [200, 500],
      CLS: [0.1, 0.25],
      FCP: [1800, 3000],
      TTFB: [800, 1800],
    })
  })

  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.2, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1200, 'good'],
    ['FCP', 3500, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1000, 'needs-improvement'],
    ['INP', 200, 'good'],
    ['INP', 501, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating)
  })
})
