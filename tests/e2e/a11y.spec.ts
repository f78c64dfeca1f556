import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { axeOf, waitForIslands, WCAG_22_AA } from './helpers.ts'
import { expectLighthouseClean } from './lighthouse.ts'

/** The site playwright.config.ts builds and serves. */
const clientDir = path.resolve(process.env.E2E_OUT_DIR ?? '.cache/e2e-dist', 'client')
const SHARDS = 4

/**
 * Every page of the built output (read when the test runs, after the web server has built the site).
 * Redirect pages are left out: they forward at once to their target, which is a route of its own.
 */
function builtRoutes(): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => rel.endsWith('.html'))
    .filter((rel) => !/http-equiv="refresh"/i.test(readFileSync(path.join(clientDir, rel), 'utf8')))
    .map((rel) => {
      const route = rel.split(path.sep).join('/')
      return route === 'index.html' ? '/' : `/${route.replace(/(\/index)?\.html$/, '')}`
    })
    .sort()
}

for (let shard = 0; shard < SHARDS; shard++) {
  test(`axe: no serious or critical violations on every route (part ${shard + 1} of ${SHARDS})`, async ({ page }) => {
    const routes = builtRoutes().filter((_, i) => i % SHARDS === shard)
    test.setTimeout(20_000 + routes.length * 15_000)
    const failures: string[] = []
    for (const route of routes) {
      await test.step(route, async () => {
        await page.goto(route)
        await waitForIslands(page)
        // Measure what visitors see once entrance animations (0.6 s reveals) have finished. Looping
        // animations (the hero's scroll cue) never finish, so they are left out of the wait.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => Number.isFinite(a.effect?.getComputedTiming().iterations ?? 1))
              .map((a) => a.finished.catch(() => null)),
          ),
        )
        const { violations } = await (
          await axeOf(page)
        )
          .withTags(WCAG_22_AA)
          // WCAG 2.5.3 Label in Name: axe ships the rule as experimental, off unless named.
          .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
          .analyze()
        for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          failures.push(`${route} [${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
        }
      })
    }
    expect(routes.length).toBeGreaterThan(0)
    expect(failures).toEqual([])
  })
}

test('axe: /search with results has no serious or critical violations', async ({ page }) => {
  await page.goto('/search?q=drone')
  await waitForIslands(page)
  await expect(page.getByRole('status')).toContainText('match')
  const { violations } = await (await axeOf(page)).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})

// Lighthouse's own axe run, on a phone, of pages with text in bands below the first screen: a style that
// keeps off-screen content from being laid out (`content-visibility`) made it measure such text against the
// wrong background, which the runs above (the content laid out first) cannot see.
for (const route of ['/', '/about']) {
  test(`Lighthouse mobile: ${route} scores 100 in accessibility, best practices and SEO`, async ({ baseURL }) => {
    test.setTimeout(180_000)
    await expectLighthouseClean(`${baseURL}${route}`)
  })
}
