import { expect, test, type Page } from '@playwright/test'
import { waitForIslands, watchConsole } from './helpers.ts'

/** Hosts of the YouTube and Matterport players and their assets. */
const thirdParty = { test: (url: string) => /youtube|ytimg|googlevideo|matterport/i.test(new URL(url).hostname) }

async function openPage(page: Page, route: string) {
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  await page.goto(route)
  await waitForIslands(page)
  return requests
}

test('photography: a featured item opens the lightbox at that item; arrows navigate; Escape closes and returns focus', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await openPage(page, '/services/photography')
  const grid = page.getByRole('list', { name: 'Featured Work' })
  const items = grid.getByRole('button')
  const total = await items.count()
  expect(total).toBe(5)

  const first = items.first()
  await first.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  await expect(dialog.locator('.lightbox-counter')).toHaveText(`1 / ${total}`)
  await expect(dialog.getByRole('button', { name: 'Previous item' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
  const firstTitle = await dialog.locator('.lightbox-title').textContent()

  await page.keyboard.press('ArrowRight')
  await expect(dialog.locator('.lightbox-counter')).toHaveText(`2 / ${total}`)
  await expect(dialog.locator('.lightbox-title')).not.toHaveText(firstTitle!)
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.locator('.lightbox-counter')).toHaveText(`1 / ${total}`)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(first).toBeFocused()
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  expect(problems).toEqual([])
})

test('lightbox opens at the clicked item, disables next at the end, and closes on backdrop click', async ({ page }) => {
  await openPage(page, '/services/photography')
  const items = page.getByRole('list', { name: 'Featured Work' }).getByRole('button')
  const last = items.last()
  await last.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('.lightbox-counter')).toHaveText('5 / 5')
  await expect(dialog.getByRole('button', { name: 'Next item' })).toBeDisabled()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.locator('.lightbox-counter')).toHaveText('5 / 5')
  await dialog.getByRole('button', { name: 'Previous item' }).click()
  await expect(dialog.locator('.lightbox-counter')).toHaveText('4 / 5')
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()
  await expect(last).toBeFocused()
})

test('dots jump to an item (five items show five dots) and Tab stays inside the dialog', async ({ page }) => {
  await openPage(page, '/services/photography')
  await page.getByRole('list', { name: 'Featured Work' }).getByRole('button').first().click()
  const dialog = page.getByRole('dialog')
  const dots = dialog.locator('.lightbox-dot')
  await expect(dots).toHaveCount(5)
  await dots.nth(3).click()
  await expect(dialog.locator('.lightbox-counter')).toHaveText('4 / 5')
  await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true')
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
  }
})

test('the sample film downloads nothing until it is opened, then plays from the site in a <video>', async ({
  page,
}) => {
  const requests = await openPage(page, '/services/video')
  await page.waitForLoadState('networkidle')
  expect(requests.filter((u) => thirdParty.test(u) || u.endsWith('.mp4'))).toEqual([])
  await expect(page.locator('video, iframe')).toHaveCount(0)

  const grid = page.getByRole('list', { name: 'Featured Films' })
  await expect(grid.getByRole('button').first()).toHaveAccessibleName(/^Sample film/)
  await grid.getByRole('button').first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('.lightbox-category')).toHaveText('Sample film')
  const video = dialog.locator('video')
  await expect(video).toHaveAttribute('src', '/media/sample-property-film.mp4')
  await expect(video).toHaveAttribute('poster', /\/assets\/static\/sample-film-poster\./)
  // The film really plays: Chromium decodes it and its clock moves.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThan(1)
  await video.evaluate((v: HTMLVideoElement) => v.play())
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.2)
  expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(26)
  await page.keyboard.press('Escape')
  await expect(page.locator('video')).toHaveCount(0)
  // The other films are kinds of film: cards with an icon, no picture and nothing to play.
  const card = grid.getByRole('button').nth(1)
  await expect(card.locator('img')).toHaveCount(0)
  await expect(card.locator('.no-picture svg')).toBeVisible()
  expect(requests.filter((u) => thirdParty.test(u))).toEqual([])
})

test('the sample 3D tour is a card until opened, then an https Matterport iframe; it says it is a sample', async ({
  page,
}) => {
  await page.route(/matterport\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>tour</p>' }),
  )
  const requests = await openPage(page, '/services/matterport')
  await page.waitForLoadState('networkidle')
  expect(requests.filter((u) => thirdParty.test(u))).toEqual([])
  const tour = page.getByRole('list', { name: 'Try a 3D Tour' }).getByRole('button').first()
  await expect(tour).toHaveAccessibleName('Sample tour Sample 3D Tour')
  await tour.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('.lightbox-counter')).toHaveText('1 / 5')
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/my\.matterport\.com\/show\/\?m=\w{11}$/)
  await expect(dialog).toContainText('Matterport’s public demo model')
})
