import { describe, expect, it } from 'vitest'
import { errorText, throwIfResNotOk } from './api.ts'
import { newItemId, services } from './services.ts'

describe('admin page helpers', () => {
  it('builds the spec’s default fetch error texts', async () => {
    await expect(throwIfResNotOk(new Response('{"error":"Wrong password"}', { status: 401 }))).rejects.toThrow(
      '401: {"error":"Wrong password"}',
    )
    await expect(
      throwIfResNotOk(new Response('details', { status: 503, statusText: 'Service Unavailable' })),
    ).rejects.toThrow(/^503: Service Unavailable$/)
    await expect(throwIfResNotOk(new Response('ok'))).resolves.toBeUndefined()
    expect(errorText(new Error('400: {"error":"Invalid portfolio item: src is required"}'))).toBe(
      'Invalid portfolio item: src is required',
    )
  })

  it('makes new ids from the service name without "Portfolio" and a timestamp', () => {
    expect(newItemId('photographyPortfolio', 1700000000000)).toBe('photography-1700000000000')
    expect(newItemId('webDesignPortfolio', 5)).toBe('webDesign-5')
    expect(services.map((s) => s.label)).toEqual([
      'Photography',
      'Video',
      'Drone',
      'Matterport',
      'Editing',
      'Website Design',
      'Brand Apparel',
      'AI Services',
    ])
  })
})
