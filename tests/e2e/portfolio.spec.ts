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

/** The width (its `w` descriptor) of the candidate the browser chose for `img`, from its picture's srcsets. */
const chosenWidth = (img: HTMLImageElement) => {
  const srcsets = [...(img.parentElement?.querySelectorAll('source') ?? []), img].map((e) => e.getAttribute('srcset'))
  for (const srcset of srcsets)
    for (const candidate of (srcset ?? '').split(',')) {
      const [url, width] = candidate.trim().split(/\s+/)
      if (url && new URL(url, location.href).href === img.currentSrc) return parseInt(width!)
    }
  return 0
}

test('a phone at DPR 3 takes the 1080 px copies for a gallery’s one column and the portfolio’s cards', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.route(/^https:\/\//, (route) => route.abort())
  // An upload at least 1080 px wide (the seed's is 1600): the 1600 px copy before it had a 1080 px one.
  await page.goto('/portfolio/editing')
  const upload = page.locator('.gallery-thumb img[src*="seed-lake-boats-dusk"]')
  await upload.scrollIntoViewIfNeeded()
  await expect.poll(() => upload.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy()
  expect(await upload.evaluate((img) => Math.round(img.getBoundingClientRect().width))).toBe(351)
  expect(await upload.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/seed-lake-boats-dusk-1080w\.webp$/)

  // A card of the site's own photographs (the sample film's poster is 1280 px wide): it took the 1280 px copy
  // for `100vw` (1125 px wanted) before its `sizes` said the card's width and the photos had a 1080 px copy.
  await page.goto('/portfolio')
  const poster = page.locator('#categories img[src*="sample-film-poster"]')
  await poster.scrollIntoViewIfNeeded()
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy()
  expect(await poster.evaluate((img) => Math.round(img.getBoundingClientRect().width))).toBe(351)
  expect(await poster.evaluate(chosenWidth)).toBe(1080)
  await context.close()
})
