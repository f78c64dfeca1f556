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
  await expect(dialog(page)).toContainText('Brick and Stone Facade')
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

test('the project gallery shows its own photographs in four columns and opens the lightbox', async ({ page }) => {
  const problems = watchConsole(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/projects/chelster-hall')
  await waitForIslands(page)
  const items = page.locator('#gallery button.gallery-item')
  await expect(items).toHaveCount(2)
  const [first, second] = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))
  expect(Math.round(first!.top)).toBe(Math.round(second!.top))
  expect(first!.width).toBeLessThan(1280 / 4)
  await items.nth(1).click()
  await expect(dialog(page).locator('.lightbox-counter')).toHaveText('2 / 2')
  await expect(dialog(page).getByRole('button', { name: 'Next item' })).toBeDisabled()
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(dialog(page)).toBeHidden()
  expect(problems).toEqual([])
})

test('the sample film on a project page is a labelled <video> that loads nothing but its poster until played', async ({
  page,
}) => {
  const films: string[] = []
  page.on('request', (r) => r.url().endsWith('.mp4') && films.push(r.url()))
  await page.goto('/projects/chelster-hall')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('iframe')).toHaveCount(0)
  const video = page.locator('#film video')
  await expect(page.locator('#film figcaption')).toContainText('Sample film')
  await video.scrollIntoViewIfNeeded()
  expect(films).toEqual([])
  await video.evaluate((v: HTMLVideoElement) => v.play())
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.2)
  expect(films.length).toBeGreaterThan(0)
})

test('no project gallery shows more than twelve images', async ({ page }) => {
  for (const project of notableProjects) {
    await page.goto(`/projects/${project.path}`)
    const count = await page.locator('#gallery button.gallery-item').count()
    expect(count, project.path).toBe(project.gallery.length)
    expect(count, project.path).toBeLessThanOrEqual(12)
  }
})
