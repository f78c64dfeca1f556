/**
 * The phone Lighthouse's mobile runs emulate (a Moto G Power: 412 x 823 CSS px at DPR 1.75), as a Playwright
 * context's options: the pages' byte budgets (scripts/bench-bytes.mjs) and the browser tests of what such a
 * phone fetches use the same screen.
 */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}
