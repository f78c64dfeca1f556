import { expect, test, type Page } from '@playwright/test'
import { startAdminService, type AdminService, releasesOverE2eBuild } from './adminService.ts'

/**
 * The owner's view of publishing, against a real admin service that publishes the site. Its releases
 * folder starts with the site playwright.config.ts built as the base, so publishes are partial (the
 * full build they would otherwise need is covered by the build tests).
 */
const PASSWORD = 'e2e publish password'
let service: AdminService

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const releasesDir = await releasesOverE2eBuild('publish-e2e')
  service = await startAdminService(() => ({ ADMIN_PASSWORD: PASSWORD, ADMIN_RELEASES_DIR: releasesDir }))
})

test.afterAll(() => service?.stop())

const status = (page: Page) => page.getByTestId('publish-status')

async function signIn(page: Page) {
  await page.goto(`${service.base}/admin`)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible({ timeout: 30_000 })
}

test('a change goes live on the public site within seconds; the owner can roll it back', async ({ page }) => {
  test.setTimeout(150_000)
  await signIn(page)
  // The publish made at start (partial, from the base) is live.
  await expect(status(page)).toContainText('Live', { timeout: 90_000 })
  const before = await page.request.get(`${service.base}/portfolio/photography`)
  expect(before.status()).toBe(200)

  await page.getByRole('tab', { name: 'Add New' }).click()
  await page.getByLabel('Title *').fill('Harbourfront Penthouse Twilight')
  await page.getByLabel('Description *').fill('Twilight exterior from the terrace')
  await page.getByLabel('Image URL or path *').fill('/uploads/seed-villa-long-pool.jpg')
  await page.getByLabel(/^Alt text/).fill('Two-storey white modern house behind a long swimming pool')
  await page.getByRole('button', { name: 'Add Item' }).click()
  await expect(page.getByTestId('toast')).toContainText('Item added')

  await expect(async () => {
    const res = await page.request.get(`${service.base}/portfolio/photography`)
    expect(await res.text()).toContain('Harbourfront Penthouse Twilight')
  }).toPass({ timeout: 30_000 })
  await expect(status(page)).toContainText('Live', { timeout: 30_000 })

  page.once('dialog', (dialog) => void dialog.accept())
  await status(page).getByRole('button', { name: 'Roll back' }).click()
  await expect(page.getByTestId('toast')).toContainText('Previous version restored')
  const rolledBack = await page.request.get(`${service.base}/portfolio/photography`)
  expect(rolledBack.status()).toBe(200)
  expect(await rolledBack.text()).not.toContain('Harbourfront Penthouse Twilight')
})

test('a failed publish is shown with its error and a Retry that publishes again', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page)
  await expect(status(page)).toContainText('Live', { timeout: 60_000 })
  // A real build failure cannot be provoked from the browser: answer the status poll as after one.
  let failed = true
  await page.route('**/api/publish/status', async (route) => {
    if (!failed) return route.continue()
    const real = await (await route.fetch()).json()
    await route.fulfill({ json: { ...real, state: 'failed', lastError: 'site check found 1 problem(s)' } })
  })
  await page.reload()
  await expect(status(page)).toContainText('Site publish failed', { timeout: 30_000 })
  await expect(status(page)).toContainText('site check found 1 problem(s)')
  failed = false
  await status(page).getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('toast')).toContainText('Publishing again')
  await expect(status(page)).toContainText('Live', { timeout: 60_000 })
})
