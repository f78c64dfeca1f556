import { describe, expect, it } from 'vitest'
import { OPTIMISATIONS, optimisationOn, parseWithout, WITHOUT_ENV } from './optimisations.ts'

describe('optimisation switches', () => {
  it('reads the names switched off, or all of them', () => {
    expect([...parseWithout('page-thread, render-memos')]).toEqual(['page-thread', 'render-memos'])
    expect(parseWithout('all').size).toBe(Object.keys(OPTIMISATIONS).length)
    expect(parseWithout(undefined).size).toBe(0)
    expect(optimisationOn('shell-parts', { [WITHOUT_ENV]: 'page-thread' })).toBe(true)
    expect(optimisationOn('shell-parts', { [WITHOUT_ENV]: 'all' })).toBe(false)
  })

  it('refuses a name it does not know, listing the known ones', () => {
    expect(() => parseWithout('page-threads')).toThrow(/no optimisation named page-threads; known: bundle-reuse/)
  })
})
