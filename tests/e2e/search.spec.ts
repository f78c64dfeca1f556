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
  expect(hrefs).toContain('/services/drone')
  expect(hrefs.some((href) => /^\/blog\/[^/]*drone/.test(href ?? ''))).toBe(true)
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

test('the search index is fetched only when needed', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(new URL(r.url()).pathname))
  await page.goto('/search')
  await waitForIslands(page)
  expect(requests).not.toContain('/search-index.json')
  await page.getByRole('searchbox', { name: 'Search the site' }).focus()
  await expect.poll(() => requests.includes('/search-index.json')).toBe(true)
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
