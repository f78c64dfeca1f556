import { request as apiRequest, expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { sampleAddress, sampleAgent } from '../support/sampleListing.ts'
import { startPublishingAdminService, type PublishingAdminService, type SmtpSink } from './adminService.ts'
import { expectNoAxeViolations, nuCheckerErrors, waitForIslands } from './helpers.ts'

/**
 * The property website as the agent's buyers meet it, in Chromium against a real admin service that publishes a
 * listing (two photos, no captions) whose agent has a 4:1 brokerage logo: on a 375 px phone the page is no
 * wider than the screen and the header's links are on it, with a 1:4 logo too; the page carries the agent's
 * header and the studio's credit, not the studio's navigation; a buyer's question reaches the agent's e-mail
 * and the buyer stays on the page (with JavaScript and without); captionless photos are "Open photo N of M";
 * ten views from ten browsers count ten, fifty plain fetches of the page none. axe finds no violation of any
 * impact on the page (on a phone and a desktop, with a photo open), nor the Nu checker an error.
 */
const PASSWORD = 'e2e owner password for property sites'
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
// A browser's user agent: Chromium's headless one names itself a headless browser, which the count leaves out.
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
let service: PublishingAdminService
let smtp: SmtpSink
let listing: { id: string; brandedUrl: string }
let agentId: string

test.describe.configure({ mode: 'serial' })

const image = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()

async function ownerApi(request: APIRequestContext) {
  const login = await request.post(`${service.base}/api/auth/login`, {
    headers: { Origin: service.base, 'X-Requested-With': 'XMLHttpRequest' },
    data: { password: PASSWORD },
  })
  expect(login.status()).toBe(200)
  return { Origin: service.base, 'X-Requested-With': 'XMLHttpRequest' }
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000)
  service = await startPublishingAdminService('property-site', PASSWORD)
  smtp = service.smtp
  const request = await playwright.request.newContext()
  const xhr = await ownerApi(request)
  const agent = await request.post(`${service.base}/api/agents`, { headers: xhr, data: sampleAgent })
  agentId = (await agent.json()).agent.id
  const logo = await request.post(`${service.base}/api/agents/${agentId}/images`, {
    headers: xhr,
    multipart: {
      headshot: { name: 'dana.jpg', mimeType: 'image/jpeg', buffer: await image(600, 600, '#a87') },
      logo: { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await image(800, 200, '#234') },
    },
  })
  expect((await logo.json()).agent.logo).toMatchObject({ width: 800, height: 200 })
  const made = await request.post(`${service.base}/api/listings`, { headers: xhr, data: { address: sampleAddress } })
  const id = (await made.json()).listing.id
  for (const colour of ['#c96', '#69c']) {
    const upload = await request.post(`${service.base}/api/listings/${id}/media`, {
      headers: xhr,
      multipart: {
        files: { name: `${colour.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer: await image(1600, 1067, colour) },
      },
    })
    expect(upload.status()).toBe(201)
  }
  await request.put(`${service.base}/api/listings/${id}`, {
    headers: xhr,
    data: { agentId, description: 'Bright corner lot.', bedrooms: 3, bathrooms: 2 },
  })
  expect((await request.post(`${service.base}/api/listings/${id}/deliver`, { headers: xhr })).status()).toBe(202)
  await expect
    .poll(
      async () => (await (await request.get(`${service.base}/api/listings/${id}`)).json()).listing.delivery?.state,
      { timeout: 180_000 },
    )
    .toBe('live')
  listing = (await (await request.get(`${service.base}/api/listings/${id}`)).json()).listing
  await request.dispose()
})

test.afterAll(async () => {
  await service?.close()
})

test('on a 375 px phone the page is no wider than the screen, with a 4:1 logo and a 1:4 one; its own header and footer', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ ...PHONE, userAgent: USER_AGENT })
  const page = await context.newPage()
  const fits = async () => {
    await page.goto(`${service.base}${listing.brandedUrl}`)
    await page.waitForLoadState('load')
    // What sticks out past the screen's right edge, named for the failure's message.
    const wider = await page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
        .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`)
        .slice(0, 5),
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth), wider.join(', ')).toBeLessThanOrEqual(375)
    const header = page.locator('header.property-header')
    for (const control of await header.locator('a, button, img').all()) {
      const box = (await control.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(375)
    }
  }
  await fits()
  // The agent's header, the studio's credit; none of the studio's menu.
  const header = page.getByRole('banner')
  await expect(header.getByText(sampleAgent.name)).toBeVisible()
  await expect(header.getByRole('img', { name: sampleAgent.brokerage })).toBeVisible()
  await expect(header.getByRole('link', { name: sampleAgent.phone })).toHaveAttribute('href', 'tel:+14165550199')
  await expect(header.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', `mailto:${sampleAgent.email}`)
  await expect(page.getByRole('contentinfo')).toContainText('Media by Northframe Media')
  await expect(page.locator('[data-island="Navbar"]')).toHaveCount(0)
  await expect(page.locator('.site-footer')).toHaveCount(0)
  // Captionless photos: named by their place in the gallery, their pictures silent.
  await expect(page.getByRole('button', { name: 'Open photo 2 of 2' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open photo 2 of 2' }).locator('img')).toHaveAttribute('alt', '')
  await expect(page.locator('img[alt*="photo 1"], img[alt*="photo 2"]')).toHaveCount(0)

  // A tall (1:4) logo: republished, the page still fits.
  const request = await playwright.request.newContext()
  const xhr = await ownerApi(request)
  const tall = await request.post(`${service.base}/api/agents/${agentId}/images`, {
    headers: xhr,
    multipart: { logo: { name: 'tall.jpg', mimeType: 'image/jpeg', buffer: await image(200, 800, '#432') } },
  })
  const logo = (await tall.json()).agent.logo
  expect(logo.height).toBeGreaterThan(logo.width)
  // The agent's edit republishes the page by itself: its logo is a new file.
  const logoSrc = () => page.locator('img.property-logo').getAttribute('src')
  const wide = await logoSrc()
  await expect
    .poll(
      async () => {
        await page.reload()
        return logoSrc()
      },
      { timeout: 60_000 },
    )
    .not.toBe(wide)
  expect(
    await page.locator('img.property-logo').evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth),
  ).toBe(true)
  await fits()
  await request.dispose()
  await context.close()
})

test("a buyer's question reaches the agent's e-mail and the buyer stays on the property website", async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ userAgent: USER_AGENT })
  const page = await context.newPage()
  await page.goto(`${service.base}${listing.brandedUrl}`)
  await page.waitForLoadState('load')
  await expect(page.locator('[data-island="ListingQuestion"][data-react-root]')).toBeAttached()
  await page.getByLabel('Name', { exact: true }).fill('Sam Lee')
  await page.getByLabel('E-mail', { exact: true }).fill('sam@example.com')
  await page.getByLabel('Message').fill('Is the basement finished?')
  await page.getByLabel(/I agree/).check()
  // The service's bot check: a person takes a few seconds to write.
  await page.waitForTimeout(3000)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, your question was sent' })).toBeFocused()
  expect(new URL(page.url()).pathname).toBe(listing.brandedUrl)
  await expect
    .poll(() => smtp.received.filter((m) => m.subject.startsWith('Question about 12 Maple Ave')).length, {
      timeout: 30_000,
    })
    .toBe(1)
  const mail = smtp.received.find((m) => m.subject.startsWith('Question about 12 Maple Ave'))!
  expect(mail.to).toEqual([sampleAgent.email])
  expect(mail.subject).toBe('Question about 12 Maple Ave, Toronto, ON M4E 1A1: Sam Lee')
  expect(mail.text).toContain('Is the basement finished?')
  expect(smtp.received.some((m) => /quote request/i.test(m.subject))).toBe(false)
  await context.close()

  // Without JavaScript: the form posts, and the service brings the buyer back to the page's thank-you note.
  const plain = await browser.newContext({ javaScriptEnabled: false, userAgent: USER_AGENT })
  const noScript = await plain.newPage()
  await noScript.goto(`${service.base}${listing.brandedUrl}`)
  await noScript.getByLabel('Name', { exact: true }).fill('Ana Roy')
  await noScript.getByLabel('E-mail', { exact: true }).fill('ana@example.com')
  await noScript.getByLabel(/I agree/).check()
  await noScript.getByRole('button', { name: 'Send' }).click()
  await expect(noScript).toHaveURL(`${service.base}${listing.brandedUrl}#sent`)
  await expect(noScript.locator('#sent')).toBeVisible()
  await expect(noScript.locator('#sent')).toContainText('Thank you, your question was sent')
  await plain.close()
})

test('ten views from ten browsers count ten; fifty plain fetches of the page count none', async ({ browser }) => {
  test.setTimeout(120_000)
  const viewsOf = async () => {
    const request = await apiRequest.newContext()
    await ownerApi(request)
    const counted = (await (await request.get(`${service.base}/api/listings/${listing.id}`)).json()).listing.views
    await request.dispose()
    return counted.total as number
  }
  const before = await viewsOf()
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${service.base}${listing.brandedUrl}`, { headers: { 'User-Agent': USER_AGENT } })
    expect(res.status).toBe(200)
    await res.text()
  }
  expect(await viewsOf()).toBe(before)
  for (let i = 0; i < 10; i++) {
    const context = await browser.newContext({ userAgent: USER_AGENT })
    const page = await context.newPage()
    const counted = page.waitForResponse((r) => r.url().endsWith(`/api/listings/${listing.id}/views`))
    await page.goto(`${service.base}${listing.brandedUrl}`)
    expect((await counted).status()).toBe(204)
    await context.close()
  }
  expect(await viewsOf()).toBe(before + 10)
})

test('axe finds no violation of any impact on the page, on a phone and a desktop, and the Nu checker no error', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const rendered: Record<string, string> = {}
  for (const [name, options] of [
    ['phone', PHONE],
    ['desktop', { viewport: { width: 1280, height: 900 } }],
  ] as const) {
    const context = await browser.newContext({ ...options, userAgent: USER_AGENT })
    const page = await context.newPage()
    await page.goto(`${service.base}${listing.brandedUrl}`)
    await page.waitForLoadState('load')
    await waitForIslands(page)
    await expectNoAxeViolations(page, `the property website on a ${name}`)
    rendered[`property-website-${name}`] = await page.content()
    await page.getByRole('button', { name: 'Open photo 1 of 2' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page, `the property website on a ${name}, a photo open`)
    await context.close()
  }
  expect(await nuCheckerErrors([`${service.base}${listing.brandedUrl}`], rendered)).toEqual([])
})
