import { expect, test, type Page } from '@playwright/test'
import { startS3Server } from '../support/s3Server.ts'
import { freePort, startAdminService, type AdminService, releasesOverE2eBuild } from './adminService.ts'

/**
 * The owner's view of the CDN deploy, against a real admin service that deploys each release to a
 * local s3rver bucket. The bucket's port is chosen before s3rver runs there: the service starts with
 * its bucket unreachable, so its first deploy fails, and the s3rver started afterwards lets Retry deploy
 * succeed. Its releases folder starts with the site playwright.config.ts built as the base.
 */
const PASSWORD = 'e2e cdn deploy password'
let service: AdminService
let s3Port: number
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const releasesDir = await releasesOverE2eBuild('cdn-e2e')
  s3Port = await freePort()
  service = await startAdminService(() => ({
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_RELEASES_DIR: releasesDir,
    ADMIN_DEPLOY_TARGET: 's3://site/www',
    ADMIN_DEPLOY_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    // s3rver's built-in account.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  }))
})

test.afterAll(async () => {
  service?.stop()
  await s3?.stop()
})

const status = (page: Page) => page.getByTestId('publish-status')

test('the CDN badge: a failed deploy with its error, Retry deploy, then Deploying and On the CDN', async ({ page }) => {
  test.setTimeout(150_000)
  await page.goto(`${service.base}/admin`)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible({ timeout: 30_000 })

  // The release published at start is live here, but the bucket cannot be reached.
  await expect(status(page)).toContainText('Live', { timeout: 90_000 })
  await expect(status(page)).toContainText('CDN deploy failed', { timeout: 60_000 })
  await expect(status(page)).toContainText(`cannot reach http://127.0.0.1:${s3Port} (ECONNREFUSED)`)
  expect((await page.request.get(`${service.base}/`)).status()).toBe(200)

  s3 = await startS3Server({ port: s3Port })
  await status(page).getByRole('button', { name: 'Retry deploy' }).click()
  await expect(page.getByTestId('toast')).toContainText('Deploying to the CDN again')
  // The first deploy to the empty bucket uploads the whole site: seconds, seen by the 1 s poll.
  await expect(status(page)).toContainText('Deploying to the CDN')
  await expect(status(page).getByRole('button', { name: 'Retry deploy' })).toHaveCount(0)
  await expect(status(page)).toContainText(/On the CDN · \d{1,2}:\d{2}/, { timeout: 90_000 })
  await expect(status(page)).not.toContainText('CDN deploy failed')
  expect(await s3.read('www/index.html')).toContain('</html>')

  // An edit goes live here and then on the CDN.
  const title = 'Long Pool Villa at Dusk'
  const added = await page.request.post(`${service.base}/api/portfolio/photography`, {
    headers: { Origin: service.base, 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      id: 'cdn-e2e-villa',
      title,
      description: 'Twilight exterior from the terrace',
      type: 'image',
      src: '/uploads/seed-villa-long-pool.jpg',
      alt: 'Two-storey white modern house behind a long swimming pool',
    },
  })
  expect(added.status()).toBe(201)
  await expect(async () => {
    expect(await s3!.read('www/portfolio/photography/index.html')).toContain(title)
  }).toPass({ timeout: 30_000 })
  await page.reload()
  await expect(status(page)).toContainText(/On the CDN · \d{1,2}:\d{2}/, { timeout: 30_000 })
})
