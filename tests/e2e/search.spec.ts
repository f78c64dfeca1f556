import { expect, test } from '@playwright/test'
import { waitForIslands, watchConsole } from './helpers.ts'

test('/search?q=drone lists the drone service page and the drone blog post', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/search?q=drone')
  await waitForIslands(page)
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('drone')
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('link')
  await expect(results.first()).toBeVisible()
  const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  // The two pages about drones come first, in either order.
  const firstTwo = hrefs.slice(0, 2)
  expect(firstTwo).toContain('/services/drone')
  expect(firstTwo.some((href) => /^\/blog\/[^/]*drone/.test(href ?? ''))).toBe(true)
  expect(problems).toEqual([])
})

test('results appear as you type, update ?q= and are reachable with the arrow keys', async ({ page }) => {
  await page.goto('/search')
  await waitForIslands(page)
  const box = page.getByRole('searchbox', { name: 'Search the site' })
  await expect(page.getByRole('status')).toHaveText('Type to search every page of the site.')
  await box.pressSequentially('photog')
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('link')
  await expect(results.first()).toBeVisible()
  await expect(page).toHaveURL(/\/search\?q=photog$/)
  await expect(page.getByRole('status')).toContainText('“photog”')
  await box.press('ArrowDown')
  await expect(results.first()).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(box).toBeFocused()
  await box.press('Enter')
  await expect(results.first()).toBeFocused()
  await box.fill('zzqxv')
  await expect(page.getByRole('status')).toHaveText('No pages match “zzqxv”.')
  await expect(results).toHaveCount(0)
})

test('Pagefind and its index are fetched only when needed, and a query fetches a few chunks', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(new URL(r.url()).pathname))
  await page.goto('/search')
  await waitForIslands(page)
  expect(requests.filter((p) => p.startsWith('/pagefind/'))).toEqual([])
  await page.getByRole('searchbox', { name: 'Search the site' }).focus()
  await expect.poll(() => requests.includes('/pagefind/pagefind.js')).toBe(true)
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('drone')
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible()
  const chunks = requests.filter((p) => p.startsWith('/pagefind/index/'))
  expect(chunks.length).toBeGreaterThan(0)
  expect(chunks.length).toBeLessThanOrEqual(2)
})

test('without JavaScript the search form submits to /search?q=', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/search')
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('drone')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=drone$/)
  await context.close()
})
