import { expect, test, type Page } from '@playwright/test'
import { waitForIslands } from './helpers.ts'

/** The routes the end-to-end suite visits, and what to do on each so its islands and players run too. */
const ROUTES: { route: string; act?: (page: Page) => Promise<void> }[] = [
  { route: '/' },
  { route: '/about' },
  { route: '/services' },
  { route: '/services/photography' },
  { route: '/services/automation' }, // a redirect page with Vike's inline script
  { route: '/service-areas/toronto' },
  { route: '/service-areas/vaughan' },
  { route: '/faq' },
  { route: '/contact' },
  { route: '/blog' },
  { route: '/blog/drone-photography-best-practices' },
  { route: '/blog/no-such-post' },
  { route: '/no-such-page' },
  { route: '/search?q=drone' },
  { route: '/portfolio/photography', act: (page) => page.locator('#showcase button.gallery-item').first().click() },
  {
    route: '/portfolio/matterport',
    act: async (page) => {
      await page.locator('#showcase button.gallery-item').first().click()
      await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('sandbox', /allow-scripts/)
    },
  },
  { route: '/portfolio/ai-services' },
  {
    route: '/projects/chelster-hall',
    act: async (page) => {
      // The sample film, from the site itself (media-src 'self').
      const video = page.locator('#film video')
      await video.evaluate((v: HTMLVideoElement) => v.play())
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0)
    },
  },
]

test('no Content-Security-Policy violation on any route the end-to-end suite visits', async ({ page }) => {
  test.setTimeout(120_000)
  const violations: string[] = []
  // Reported from every document the page loads (redirects included) through a function that outlives them.
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`,
      ),
    )
  })
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`)
  })
  for (const { route, act } of ROUTES) {
    const response = await page.goto(route)
    expect(response?.headers()['x-frame-options'], route).toBe('DENY')
    await page.waitForLoadState('load')
    await waitForIslands(page)
    await act?.(page)
    // The islands and page services load after `load`; give them a moment to run.
    await page.waitForTimeout(300)
  }
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(1)
  expect(violations).toEqual([])
})
