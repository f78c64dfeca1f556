import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { root, startEmptyAdminService, type AdminService } from './adminService.ts'

/**
 * The owner's whole flow on /admin against a real admin service (its own process, temp data dir,
 * free port on 127.0.0.1), not the public-site server of playwright.config.ts.
 */
const PASSWORD = 'e2e owner password'
/** Sign-in verifies scrypt at the production cost, which takes seconds on a busy 2-core machine. */
const SCRYPT_WAIT = 30_000
let service: AdminService
let base = ''
let dataDir = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  service = await startEmptyAdminService(PASSWORD, () => ({ ADMIN_NAME: 'Jordan' }))
  base = service.base
  dataDir = service.dataDir
})

test.afterAll(() => service?.stop())

/** Console errors and CSP violations fail the test. */
function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 401|Upload failed/.test(m.text())) errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('response', (r) => {
    if (r.status() === 404) errors.push(`404 ${r.url()}`)
  })
  return errors
}

const toast = (page: Page) => page.getByTestId('toast')

/**
 * Holds requests matching `url` until `release()`, so that a transient loading state stays on screen
 * until the test has seen it (a fixed delay can fall between two polls of an assertion).
 */
async function holdRequests(page: Page, url: string) {
  let open!: () => void
  const released = new Promise<void>((resolve) => (open = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  // After release the route passes every request straight through.
  return { release: open }
}

test('the owner signs in, adds an uploaded image item, edits it, deletes it and signs out', async ({ page }) => {
  test.setTimeout(90_000)
  const errors = watchErrors(page)

  // Hold the first auth check until the transient state has been seen.
  const authCheck = await holdRequests(page, '**/api/auth/user')
  await page.goto(`${base}/admin`)
  await expect(page.getByText('Checking authentication...')).toBeVisible()
  authCheck.release()
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible()
  const axeSignedOut = await new AxeBuilder({ page }).analyze()
  expect(axeSignedOut.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([])

  // Wrong password → message, stays signed out.
  await page.getByLabel('Password').fill('wrong')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Wrong password', { timeout: SCRYPT_WAIT })

  const portfolioFetch = await holdRequests(page, '**/api/admin/portfolio')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Loading portfolio data...')).toBeVisible({ timeout: SCRYPT_WAIT })
  portfolioFetch.release()
  await expect(page.getByRole('heading', { name: 'Welcome Jordan' })).toBeVisible()

  // Eight services, Photography chosen, empty.
  const servicesNav = page.getByRole('navigation', { name: 'Services' })
  await expect(servicesNav.getByRole('button')).toHaveText([
    'Photography',
    'Video',
    'Drone',
    'Matterport',
    'Editing',
    'Website Design',
    'Brand Apparel',
    'AI Services',
  ])
  await expect(page.getByText('No items found for this service')).toBeVisible()
  const axeMain = await new AxeBuilder({ page }).analyze()
  expect(axeMain.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([])

  // Add New: required fields first.
  await page.getByRole('tab', { name: 'Add New' }).click()
  await page.getByRole('button', { name: 'Add Item' }).click()
  await expect(toast(page)).toContainText('Missing fields')
  await expect(toast(page)).toContainText('Please fill in all required fields')

  // Source label follows the type.
  await page.getByLabel('Type *').selectOption('video')
  await expect(page.getByPlaceholder('Enter YouTube Video ID')).toBeVisible()
  await expect(page.getByLabel('Upload Image')).toHaveCount(0)
  await page.getByLabel('Type *').selectOption('embed')
  await expect(page.getByPlaceholder('Paste iframe embed code')).toBeVisible()
  await page.getByLabel('Type *').selectOption('image')

  await page.getByLabel('Title *').fill('Forest Hill brick house')
  await page.getByLabel('Description *').fill('Front elevation of a detached brick and stone home')
  await page.getByLabel('Category/Tag').fill('Exterior')
  await page.getByLabel('Specifications').fill('1 photo')
  await page
    .getByLabel(/^Alt text/)
    .fill('Brick and stone two-storey detached house with a double garage and a front lawn')
  const uploadButton = page.getByRole('button', { name: 'Upload', exact: true })
  await expect(uploadButton).toBeDisabled()
  await expect(page.getByRole('form', { name: 'Add new item' }).getByText('up to 15 MB')).toBeVisible()
  await page.getByLabel('Upload Image').setInputFiles(path.join(root, 'content/images/photos/brick-stone-house.jpg'))
  await uploadButton.click()
  await expect(toast(page)).toContainText('Upload successful', { timeout: 30_000 })
  await expect(toast(page)).toContainText('Image uploaded and ready to use')
  const source = page.getByLabel('Image URL or path *')
  await expect(source).toHaveValue(/^\/uploads\/[a-f0-9]{32}\.jpg$/)
  const uploaded = await source.inputValue()
  const image = await page.request.get(`${base}${uploaded}`)
  expect(image.headers()['content-type']).toBe('image/jpeg')

  await page.getByRole('button', { name: 'Add Item' }).click()
  await expect(toast(page)).toContainText('Item added')
  await expect(page.getByRole('tab', { name: 'Manage Items', selected: true })).toBeVisible()
  const item = page.getByTestId('admin-item')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('Forest Hill brick house')
  await expect(item).toContainText('image')
  await expect(item).toContainText('Exterior')
  await expect(item).toContainText('1 photo')

  const stored = JSON.parse(await readFile(path.join(dataDir, 'portfolio.json'), 'utf8'))
  const id = stored.photographyPortfolio[0].id as string
  expect(id).toMatch(/^photography-\d{13}$/)

  // Edit keeps the id.
  await page.getByRole('button', { name: 'Edit Forest Hill brick house' }).click()
  await expect(page.getByRole('tab', { name: 'Edit Item' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await page.getByLabel('Title *').fill('Brick house at dusk')
  await page.getByRole('button', { name: 'Update Item' }).click()
  await expect(toast(page)).toContainText('Item updated')
  await expect(item).toContainText('Brick house at dusk')
  await expect(page.getByRole('tab', { name: 'Add New' })).toBeVisible()
  const updated = JSON.parse(await readFile(path.join(dataDir, 'portfolio.json'), 'utf8'))
  expect(updated.photographyPortfolio.map((i: { id: string }) => i.id)).toEqual([id])

  // Delete asks first; dismissing keeps the item.
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Are you sure you want to delete this item?')
    void d.dismiss()
  })
  await page.getByRole('button', { name: 'Delete Brick house at dusk' }).click()
  await expect(item).toHaveCount(1)
  page.once('dialog', (d) => void d.accept())
  await page.getByRole('button', { name: 'Delete Brick house at dusk' }).click()
  await expect(toast(page)).toContainText('Item deleted')
  await expect(page.getByText('No items found for this service')).toBeVisible()

  // At most one toast; F8 focuses the notification region.
  await expect(toast(page)).toHaveCount(1)
  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused()

  // Real log-out.
  await page.getByRole('button', { name: 'Jordan · Log out' }).click()
  await expect(toast(page)).toContainText('Logged out')
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible()
  const after = await page.request.get(`${base}/api/admin/portfolio`)
  expect(after.status()).toBe(401)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible()

  expect(errors).toEqual([])
})

test('the admin page is served with a strict CSP', async ({ request }) => {
  const res = await request.get(`${base}/admin`)
  expect(res.status()).toBe(200)
  const csp = res.headers()['content-security-policy']!
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(res.headers()['cache-control']).toBe('no-cache')
})

/**
 * What the page loads before it runs (the entry script and the chunks it preloads): within the 150 KB gzip
 * budget, and without zod. Every zod schema's object carries `_zod` (zod's internal property, which
 * minifiers keep); a schema imported with plain data (content/booking/settings.ts for `weekdays`) brought
 * the whole library (26 KB gz). A form that does need zod in the browser loads it lazily (`import()`), and
 * calls zod's `config({ jitless: true })` first: the CSP forbids the `new Function` zod otherwise tries.
 */
test('the admin page loads at most 150 KB of JavaScript (gzip) and no zod', async ({ request }) => {
  const html = await (await request.get(`${base}/admin`)).text()
  const urls = [...html.matchAll(/<(?:script|link rel="modulepreload")[^>]*(?:src|href)="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  )
  expect(urls.length).toBeGreaterThan(0)
  let gzipBytes = 0
  for (const url of urls) {
    const res = await request.get(new URL(url, `${base}/admin/`).href)
    expect(res.status(), url).toBe(200)
    const body = await res.body()
    gzipBytes += gzipSync(body).length
    expect(body.toString('utf8').includes('_zod'), `${url} holds zod`).toBe(false)
  }
  console.log(`/admin JavaScript before it runs: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${urls.length} file(s)`)
  expect(gzipBytes).toBeLessThanOrEqual(150 * 1024)
})

test('on a phone, a toast swiped 50 px or more to the right goes, a shorter swipe slides it back', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto(`${base}/admin`)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome Jordan' })).toBeVisible({ timeout: SCRYPT_WAIT })
  await page.getByRole('tab', { name: 'Add New' }).click()
  await page.getByRole('button', { name: 'Add Item' }).click()
  await expect(toast(page)).toContainText('Missing fields')

  // A finger on the screen, through Chromium's touch input (the page sees touch pointer events).
  const cdp = await context.newCDPSession(page)
  const swipe = async (distance: number) => {
    const box = (await toast(page).boundingBox())!
    const [x, y] = [box.x + 30, box.y + box.height / 2]
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    for (let moved = 10; moved <= distance; moved += 10)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + moved, y }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  }
  await swipe(40)
  await expect(toast(page)).toBeVisible()
  await expect(toast(page)).not.toHaveAttribute('style', /translateX/)
  // Well inside the toast's 5 s: only the swipe can have closed it.
  await swipe(70)
  await expect(toast(page)).toHaveCount(0, { timeout: 1000 })
  await context.close()
})

test('“Sign out everywhere” in the user menu ends the owner’s sessions in every browser', async ({ browser }) => {
  test.setTimeout(60_000)
  const signedIn = async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${base}/admin`)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Welcome Jordan' })).toBeVisible({ timeout: SCRYPT_WAIT })
    return { context, page }
  }
  const laptop = await signedIn()
  const phone = await signedIn()
  await laptop.page.getByRole('button', { name: 'More sign-out options' }).click()
  await laptop.page.getByText('Sign out everywhere', { exact: true }).click()
  await expect(toast(laptop.page)).toContainText('Signed out everywhere')
  await expect(laptop.page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible()
  expect((await phone.page.request.get(`${base}/api/admin/portfolio`)).status()).toBe(401)
  await phone.page.reload()
  await expect(phone.page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible()
  await laptop.context.close()
  await phone.context.close()
})
