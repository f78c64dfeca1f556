import { describe, expect, it } from 'vitest'
import { recentPeriods } from './periods.ts'

describe('the HST return periods', () => {
  it('are the months up to this one, newest first, across a new year', () => {
    expect(recentPeriods('month', '2026-02-14', 3)).toEqual([
      { label: 'February 2026', from: '2026-02-01', to: '2026-02-28' },
      { label: 'January 2026', from: '2026-01-01', to: '2026-01-31' },
      { label: 'December 2025', from: '2025-12-01', to: '2025-12-31' },
    ])
  })

  it('are calendar quarters, the current one first', () => {
    expect(recentPeriods('quarter', '2026-05-31', 3)).toEqual([
      { label: 'Q2 2026', from: '2026-04-01', to: '2026-06-30' },
      { label: 'Q1 2026', from: '2026-01-01', to: '2026-03-31' },
      { label: 'Q4 2025', from: '2025-10-01', to: '2025-12-31' },
    ])
  })
})
