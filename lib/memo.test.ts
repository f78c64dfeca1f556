import { afterEach, describe, expect, it, vi } from 'vitest'
import { Memo, memoCounts, perKey, perObject } from './memo.ts'
import { WITHOUT_ENV } from './optimisations.ts'

const countOf = (name: string) => memoCounts().find((count) => count.name === name)

describe('memos', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('perObject makes a value once per key object, an undefined one included, and counts hits and misses', () => {
    const made: object[] = []
    const size = perObject('test sizes', (key: number[]) => (made.push(key), key.length === 0 ? undefined : key.length))
    const a = [1, 2]
    const empty: number[] = []
    expect([size(a), size(a), size([1, 2]), size(empty), size(empty)]).toEqual([2, 2, 2, undefined, undefined])
    expect(made).toHaveLength(3)
    expect(countOf('test sizes')).toEqual({ name: 'test sizes', hits: 2, misses: 3 })
  })

  it('perKey makes a value once per key; memos of one name share their count', () => {
    const double = perKey('test doubles', (n: number) => n * 2)
    const again = new Memo<number, number>('test doubles')
    expect([double(1), double(1), double(2), again.get(1, (n) => n * 3)]).toEqual([2, 2, 4, 3])
    expect(countOf('test doubles')).toEqual({ name: 'test doubles', hits: 1, misses: 3 })
  })

  it('makes every value afresh with render-memos switched off', () => {
    vi.stubEnv(WITHOUT_ENV, 'render-memos')
    const make = vi.fn((key: string) => key.length)
    const length = perKey('test lengths off', make)
    expect([length('ab'), length('ab')]).toEqual([2, 2])
    expect(make).toHaveBeenCalledTimes(2)
    expect(countOf('test lengths off')).toEqual({ name: 'test lengths off', hits: 0, misses: 2 })
  })
})
