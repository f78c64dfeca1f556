// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAnalytics, trackEvent } from './analytics.ts'

const scripts = () => [...document.querySelectorAll('script')].map((s) => s.src)

afterEach(() => {
  document.head.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('createAnalytics', () => {
  it('returns null and adds no third-party script when no provider is configured', () => {
    expect(createAnalytics({ ga4Id: '', plausibleDomain: '' })).toBeNull()
    expect(scripts()).toEqual([])
  })

  it('loads gtag.js for a GA4 id and sends events through gtag', () => {
    const send = createAnalytics({ ga4Id: 'G-TEST123', plausibleDomain: '' })
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123'])
    send!({ name: 'page_view', params: { page_path: '/' } })
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => [...a])
    expect(layer.at(-1)).toEqual(['event', 'page_view', { page_path: '/' }])
  })

  it('loads Plausible for a domain and reports page views as pageview', () => {
    const send = createAnalytics({ ga4Id: '', plausibleDomain: 'example.com' })
    expect(scripts()).toEqual(['https://plausible.io/js/script.manual.js'])
    expect(document.querySelector('script')?.dataset.domain).toBe('example.com')
    send!({ name: 'page_view' })
    const queue = (window as unknown as { plausible: { q: unknown[][] } }).plausible.q
    expect(queue.at(-1)).toEqual(['pageview'])
  })
})

describe('trackEvent', () => {
  const lead = { name: 'generate_lead', params: { form: 'quote', services: 'drone' } }

  it('sends generate_lead through gtag when GA4 is configured', () => {
    vi.stubGlobal('__PUBLIC_ENV__', { ga4Id: 'G-TEST123', plausibleDomain: '' })
    createAnalytics({ ga4Id: 'G-TEST123', plausibleDomain: '' })
    trackEvent(lead)
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => [...a])
    expect(layer.at(-1)).toEqual(['event', 'generate_lead', { form: 'quote', services: 'drone' }])
  })

  it('sends it as a Plausible custom event with props', () => {
    vi.stubGlobal('__PUBLIC_ENV__', { ga4Id: '', plausibleDomain: 'example.com' })
    createAnalytics({ ga4Id: '', plausibleDomain: 'example.com' })
    trackEvent(lead)
    const queue = (window as unknown as { plausible: { q: unknown[][] } }).plausible.q
    expect(queue.at(-1)).toEqual(['generate_lead', { props: { form: 'quote', services: 'drone' } }])
  })

  it('does nothing without a provider', () => {
    vi.stubGlobal('__PUBLIC_ENV__', { ga4Id: '', plausibleDomain: '' })
    const before = (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length
    trackEvent(lead)
    expect((window as unknown as { dataLayer?: unknown[] }).dataLayer?.length).toBe(before)
    expect(scripts()).toEqual([])
  })
})
