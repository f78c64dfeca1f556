/** Web-vitals thresholds (good / poor) from the spec, section 9; INP replaces the retired FID. */
export const vitalThresholds = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
} as const

export type VitalName = keyof typeof vitalThresholds
export type Rating = 'good' | 'needs-improvement' | 'poor'

export function rateVital(name: VitalName, value: number): Rating {
  const [good, poor] = vitalThresholds[name]
  if (value <= good) return 'good'
  return value <= poor ? 'needs-improvement' : 'poor'
}
