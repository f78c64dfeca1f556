import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageContextServer } from 'vike/types'
import { onBeforeRoute } from '../+onBeforeRoute.ts'
import { listUrls, routeOfListed } from './listedRoutes.ts'

afterEach(() => vi.unstubAllEnvs())

const contextAt = (urlPathname: string) => ({ urlPathname }) as PageContextServer

describe('listed routes', () => {
  it("note each URL a page's hook lists with that page and its parameters, and return the URLs", () => {
    const urls = listUrls('/pages/blog/@slug', [
      ['/blog/listed-one', { slug: 'listed-one' }],
      ['/blog/listed-two', { slug: 'listed-two' }],
    ])
    expect(urls).toEqual(['/blog/listed-one', '/blog/listed-two'])
    expect(routeOfListed('/blog/listed-two')).toEqual({
      pageId: '/pages/blog/@slug',
      routeParams: { slug: 'listed-two' },
    })
    expect(routeOfListed('/blog/never-listed')).toBeUndefined()
  })

  it('route a listed URL at once in onBeforeRoute, and leave any other to Vike', () => {
    listUrls('/pages/services/@service', [['/services/listed-drone', { service: 'listed-drone' }]])
    expect(onBeforeRoute(contextAt('/services/listed-drone'))).toEqual({
      pageContext: { pageId: '/pages/services/@service', routeParams: { service: 'listed-drone' } },
    })
    expect(onBeforeRoute(contextAt('/about'))).toBeUndefined()
  })

  it('leave every URL to Vike with the optimisation listed-routes off', () => {
    listUrls('/pages/service-areas/@city', [['/service-areas/listed-city', { city: 'listed-city' }]])
    vi.stubEnv('SITE_BUILD_WITHOUT', 'listed-routes')
    expect(routeOfListed('/service-areas/listed-city')).toBeUndefined()
    expect(onBeforeRoute(contextAt('/service-areas/listed-city'))).toBeUndefined()
  })
})
