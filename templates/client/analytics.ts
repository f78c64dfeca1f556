/**
 * Analytics provider chosen at build time (ANALYTICS_GA4_ID or ANALYTICS_PLAUSIBLE_DOMAIN). With
 * neither set, nothing here makes a network request.
 */
export interface AnalyticsEvent {
  name: string
  params?: Record<string, string | number>
}

type Sender = (event: AnalyticsEvent) => void

function loadScript(src: string, attrs: Record<string, string> = {}) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  for (const [k, v] of Object.entries(attrs)) script.setAttribute(k, v)
  document.head.append(script)
}

function ga4(id: string): Sender {
  const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void }
  w.dataLayer = w.dataLayer ?? []
  w.gtag = function gtag() {
    // Google's tag library reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer.push(arguments)
  }
  w.gtag('js', new Date())
  w.gtag('config', id, { send_page_view: false })
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)
  return (event) => w.gtag('event', event.name, event.params ?? {})
}

function plausible(domain: string): Sender {
  const w = window as unknown as { plausible: ((...args: unknown[]) => void) & { q?: unknown[] } }
  w.plausible =
    w.plausible ?? Object.assign((...args: unknown[]) => (w.plausible.q = w.plausible.q ?? []).push(args), {})
  loadScript('https://plausible.io/js/script.manual.js', { 'data-domain': domain })
  return (event) =>
    event.name === 'page_view' ? w.plausible('pageview') : w.plausible(event.name, { props: event.params })
}

export function createAnalytics(env: { ga4Id: string; plausibleDomain: string }): Sender | null {
  if (env.ga4Id) return ga4(env.ga4Id)
  if (env.plausibleDomain) return plausible(env.plausibleDomain)
  return null
}

/**
 * Sends one event (such as `generate_lead`) through the provider the page services started. Without a
 * provider configured at build time this is empty and the minifier drops it.
 */
export function trackEvent(event: AnalyticsEvent): void {
  const w = window as unknown as {
    gtag?: (...args: unknown[]) => void
    plausible?: (name: string, options?: { props?: AnalyticsEvent['params'] }) => void
  }
  if (__PUBLIC_ENV__.ga4Id) w.gtag?.('event', event.name, event.params ?? {})
  else if (__PUBLIC_ENV__.plausibleDomain) w.plausible?.(event.name, { props: event.params })
}
