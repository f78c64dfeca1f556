import { describe, expect, it } from 'vitest'
import { perObject } from './perObject.ts'

describe('perObject', () => {
  it('makes a value once per key object, an undefined one included', () => {
    const made: object[] = []
    const size = perObject((key: number[]) => (made.push(key), key.length === 0 ? undefined : key.length))
    const a = [1, 2]
    const empty: number[] = []
    expect([size(a), size(a), size([1, 2]), size(empty), size(empty)]).toEqual([2, 2, 2, undefined, undefined])
    expect(made).toHaveLength(3)
  })
})
