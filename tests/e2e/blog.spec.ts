import { expect, test } from '@playwright/test'
import { waitForIslands, watchConsole } from './helpers.ts'

const cards = '[data-island="BlogFilter"] article.blog-card'

test('search with a nonsense term shows the empty state; Reset Filters restores every post', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/blog')
  await waitForIslands(page)
  const all = await page.locator(cards).count()
  expect(all).toBe(7)
  const search = page.getByPlaceholder('Search articles...')
  await search.fill('zqxv-no-such-article')
  await expect(page.locator(cards)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible()
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible()
  await expect(page).toHaveURL(/\?q=zqxv-no-such-article$/)
  await page.getByRole('button', { name: 'Drone' }).click()
  await page.getByRole('button', { name: 'Reset Filters' }).click()
  await expect(page.locator(cards)).toHaveCount(all)
  await expect(search).toHaveValue('')
  await expect(page.getByRole('button', { name: 'All Posts' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\/blog$/)
  expect(problems).toEqual([])
})

test('a category button narrows the list; search is case-insensitive and the URL keeps the filter', async ({
  page,
}) => {
  await page.goto('/blog')
  await waitForIslands(page)
  await page.getByRole('button', { name: 'Marketing' }).click()
  await expect(page.locator(cards)).toHaveCount(3)
  for (const badge of await page.locator(`${cards} .badge-soft`).allTextContents()) expect(badge).toBe('Marketing')
  await page.getByPlaceholder('Search articles...').fill('LUXURY')
  await expect(page.locator(cards)).toHaveCount(1)
  await expect(page.locator(cards).getByRole('heading')).toHaveText(
    'Marketing Luxury Properties in the Greater Toronto Area',
  )
  await expect(page).toHaveURL(/\?q=LUXURY&category=Marketing$/)

  await page.reload()
  await waitForIslands(page)
  await expect(page.locator(cards)).toHaveCount(1)
  await expect(page.getByPlaceholder('Search articles...')).toHaveValue('LUXURY')
  await expect(page.getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'true')
})

test('copy link puts the page address on the clipboard and confirms for 2 seconds', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const problems = watchConsole(page)
  await page.goto('/blog/drone-photography-best-practices')
  await waitForIslands(page)
  const button = page.getByRole('button', { name: 'Copy link' })
  await button.click()
  await expect(page.getByRole('button', { name: 'Link copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/blog/drone-photography-best-practices`,
  )
  await page.waitForTimeout(1500)
  await expect(page.getByRole('button', { name: 'Link copied!' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 1500 })
  expect(problems).toEqual([])
})

test('a post links back to the blog and to two related posts', async ({ page }) => {
  await page.goto('/blog/virtual-staging-trends')
  await waitForIslands(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Virtual Staging Trends Reshaping Real Estate Marketing',
  )
  await expect(page.locator('.blog-related article')).toHaveCount(2)
  await page.locator('.blog-related a.card-more').first().click()
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('an unknown post shows Post Not Found with status 404', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found')
  await expect(page.getByText("The blog post you're looking for doesn't exist or has been moved.")).toBeVisible()
  await page.getByRole('link', { name: 'Return to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.locator(cards)).toHaveCount(7)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the list shows every post and each post is readable', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.locator(cards)).toHaveCount(7)
    await page
      .locator(cards)
      .first()
      .getByRole('link', { name: /Read More/ })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The Ultimate Guide to Real Estate Photography in Toronto',
    )
    await expect(page.locator('.blog-body h2').first()).toBeVisible()
  })
})
