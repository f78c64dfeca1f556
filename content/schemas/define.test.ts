import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ContentError, defineContent } from './define.ts'

describe('defineContent', () => {
  const schema = z.object({ items: z.array(z.object({ title: z.string().min(1) })) })

  it('returns the parsed data when valid', () => {
    expect(defineContent('content/x.ts', schema, { items: [{ title: 'A' }] })).toEqual({ items: [{ title: 'A' }] })
  })

  it('throws a ContentError naming the file and the field path', () => {
    let error: unknown
    try {
      defineContent('content/x.ts', schema, { items: [{ title: 'A' }, { title: '' }] })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ContentError)
    expect((error as Error).message).toContain('content/x.ts')
    expect((error as Error).message).toContain('items[1].title')
  })
})
