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

test('the index is fetched only when needed, and a query fetches its term’s shard and the records it shows', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(new URL(r.url()).pathname))
  await page.goto('/search')
  await waitForIslands(page)
  const index = () => requests.filter((p) => p.startsWith('/search-index'))
  expect(index()).toEqual([])
  await page.getByRole('searchbox', { name: 'Search the site' }).focus()
  await expect.poll(index).toEqual(['/search-index.json'])
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('drone')
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible()
  // The "dr" shard, then the record chunks of the ten results shown: at most one each, each file once.
  const files = index().slice(1)
  expect(files.length).toBeGreaterThanOrEqual(2)
  expect(files.length).toBeLessThanOrEqual(1 + 10)
  expect(new Set(files).size).toBe(files.length)
  expect(files.every((p) => /^\/search-index\/[0-9a-f]{12}\.json$/.test(p))).toBe(true)
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
