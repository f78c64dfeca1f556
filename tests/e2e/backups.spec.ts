import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import yauzl from 'yauzl'
import { startS3Server } from '../support/s3Server.ts'
import { startAdminService, type AdminService } from './adminService.ts'

/**
 * The owner's view of the backups, against a real admin service backing up its data folder to a local
 * s3rver bucket: the header says when the data was last backed up, and says so plainly when backups fail;
 * the user menu downloads everything as one ZIP.
 */
const PASSWORD = 'e2e backups orchid lantern'
let service: AdminService
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  s3 = await startS3Server({ bucket: 'backups' })
  service = await startAdminService(() => ({
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_PUBLISH: 'off',
    SITE_DIR: path.resolve(process.env.E2E_OUT_DIR ?? '.cache/e2e-dist', 'client'),
    ADMIN_BACKUP_TARGET: 's3://backups/admin',
    ADMIN_BACKUP_ENDPOINT: s3!.endpoint,
    ADMIN_BACKUP_POLL_MS: '500',
    ...s3!.env,
  }))
})

test.afterAll(async () => {
  service?.stop()
  await s3?.stop()
})

const badge = (page: Page) => page.getByTestId('backup-status')

async function signIn(page: Page) {
  await page.goto(`${service.base}/admin`)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible({ timeout: 30_000 })
}

/** The names of a ZIP file's entries. */
function entryNames(file: string): Promise<string[]> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      const names: string[] = []
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName)
        zip.readEntry()
      })
      zip.on('end', () => resolve(names))
      zip.readEntry()
    }),
  )
}

test('the header shows the last backup, and the user menu downloads all data as a ZIP', async ({ page }) => {
  // The service's first snapshot (every upload of the seed) can take most of a minute on a loaded CI machine.
  test.setTimeout(120_000)
  await signIn(page)
  await expect(badge(page)).toContainText(/Backed up \d{1,2}:\d{2}/, { timeout: 90_000 })

  await page.getByRole('button', { name: 'More sign-out options' }).click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download all data (ZIP)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^northframe-data-\d{4}-\d\d-\d\d\.zip$/)
  const file = await download.path()
  expect((await readFile(file)).subarray(0, 2).toString()).toBe('PK')
  const names = await entryNames(file)
  expect(names).toContain('portfolio.json')
  expect(names).toContain('leads.json')
  expect(names).not.toContain('owner.json')
})

test('a failing backup is shown with its reason and the last success', async ({ page }) => {
  await s3!.stop()
  s3 = undefined
  await signIn(page)
  // A change the backup must copy: the quote-request settings.
  const res = await page.request.put(`${service.base}/api/leads/settings`, {
    headers: { Origin: service.base, 'X-Requested-With': 'XMLHttpRequest' },
    data: { retentionMonths: 12 },
  })
  expect(res.status()).toBe(200)
  await expect(async () => {
    await page.reload()
    await expect(badge(page)).toContainText('Backup failing', { timeout: 2000 })
  }).toPass({ timeout: 60_000 })
  await expect(badge(page)).toContainText('cannot reach')
  await expect(badge(page)).toContainText('last backup')
})
