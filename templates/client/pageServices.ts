import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
import { createAnalytics } from './analytics.ts'
import { rateVital, type VitalName } from './vitals.ts'

/** Delay after `load` before web vitals are observed (spec section 7). */
const VITALS_DELAY_MS = 1000

/** Page view on every load, then web-vitals observed from 1 s after load (spec section 7). */
export function startPageServices(): void {
  // Both are build-time constants: without a provider the minifier drops the analytics code.
  const configured = __PUBLIC_ENV__.ga4Id !== '' || __PUBLIC_ENV__.plausibleDomain !== ''
  const send = configured ? createAnalytics(__PUBLIC_ENV__) : null
  send?.({ name: 'page_view', params: { page_path: location.pathname, page_title: document.title } })
  const report = (metric: Metric) => {
    const rating = rateVital(metric.name as VitalName, metric.value)
    document.documentElement.dataset[`vital${metric.name}`] = rating
    send?.({
      name: 'web_vitals',
      params: {
        metric_name: metric.name,
        metric_value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
        metric_rating: rating,
        metric_id: metric.id,
      },
    })
  }
  setTimeout(() => {
    for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(report)
  }, VITALS_DELAY_MS)
}
