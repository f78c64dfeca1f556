import { expect, test, type Page } from '@playwright/test'
import { notableProjects } from '../../content/projects/notable.ts'
import { waitForIslands, watchConsole } from './helpers.ts'

// Players are third-party: keep the tests offline and fast.
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\//, (route) => route.abort())
})

const dialog = (page: Page) => page.getByRole('dialog')

test('the lightbox opens from a portfolio page, navigates and closes', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/portfolio/photography')
  await waitForIslands(page)
  const items = page.locator('#showcase button.gallery-item')
  await expect(items).toHaveCount(4)
  await items.nth(1).click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).locator('.lightbox-counter')).toHaveText('2 / 4')
  await expect(dialog(page)).toContainText('Forest Hill Facade')
  const img = dialog(page).locator('.lightbox-media img')
  await expect(img).toHaveAttribute('src', /^\/uploads\//)
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  await page.keyboard.press('ArrowRight')
  await expect(dialog(page).locator('.lightbox-counter')).toHaveText('3 / 4')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(items.nth(1)).toBeFocused()
  expect(problems).toEqual([])
})

test('a 3D tour opens in the lightbox as an allow-listed iframe only', async ({ page }) => {
  await page.goto('/portfolio/matterport')
  await waitForIslands(page)
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.locator('#showcase button.gallery-item').first().click()
  await expect(dialog(page).locator('iframe')).toHaveAttribute('src', /^https:\/\/my\.matterport\.com\/show\/\?m=/)
})

test('an empty portfolio group shows a friendly empty state', async ({ page }) => {
  await page.goto('/portfolio/ai-services')
  await expect(page.locator('#showcase .portfolio-empty')).toContainText('on its way')
  await expect(page.locator('#showcase button.gallery-item')).toHaveCount(0)
})

test('the project gallery opens the lightbox and shows twelve images in four columns', async ({ page }) => {
  const problems = watchConsole(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/projects/chelster-hall')
  await waitForIslands(page)
  const items = page.locator('#gallery button.gallery-item')
  await expect(items).toHaveCount(12)
  const tops = await items.evaluateAll((els) => els.slice(0, 5).map((el) => Math.round(el.getBoundingClientRect().top)))
  expect(new Set(tops.slice(0, 4)).size).toBe(1)
  expect(tops[4]).toBeGreaterThan(tops[0]!)
  await items.nth(11).scrollIntoViewIfNeeded()
  await items.nth(11).click()
  await expect(dialog(page).locator('.lightbox-counter')).toHaveText('12 / 12')
  await expect(dialog(page).getByRole('button', { name: 'Next item' })).toBeDisabled()
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(dialog(page)).toBeHidden()
  expect(problems).toEqual([])
})

test('the video tour is a poster until clicked, then loads the player', async ({ page }) => {
  await page.goto('/projects/chelster-hall')
  await waitForIslands(page)
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.locator('#video-tour button.gallery-item').click()
  await expect(dialog(page).locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
})

test('no project gallery shows more than twelve images', async ({ page }) => {
  for (const project of notableProjects) {
    await page.goto(`/projects/${project.path}`)
    const count = await page.locator('#gallery button.gallery-item').count()
    expect(count, project.path).toBeGreaterThan(0)
    expect(count, project.path).toBeLessThanOrEqual(12)
  }
})
