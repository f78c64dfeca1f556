import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { startSmtpServer } from '../support/smtpServer.ts'
import { startEmptyAdminService, type AdminService } from './adminService.ts'
import { waitForIslands, WCAG_22_AA } from './helpers.ts'

/**
 * Quote requests end to end: the public site built by playwright.config.ts, served by a real admin
 * service (its own process and data dir) that e-mails leads to a real SMTP server on 127.0.0.1
 * (the smtp-server package). Visitors use the form with and without JavaScript; the owner reads
 * the inbox; the mail server goes down and comes back, once across a service restart.
 */
const PASSWORD = 'e2e owner password for leads'
const OWNER = 'owner@northframe.example.com'
const siteDir = path.resolve(process.env.E2E_OUT_DIR ?? '.cache/e2e-dist', 'client')
let service: AdminService
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let api: APIRequestContext

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  smtp = await startSmtpServer()
  service = await startEmptyAdminService(PASSWORD, (_tmp, base) => ({
    ADMIN_NAME: 'Jordan',
    SITE_DIR: siteDir,
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: OWNER,
    LEADS_RETRY_MS: '300',
    // As behind one proxy: requests made by the tests themselves (not the browser) each name their client
    // address in X-Forwarded-For, so the per-address limit of one test does not eat into another's.
    ADMIN_PUBLIC_ORIGIN: base,
    ADMIN_PROXY_HOPS: '1',
  }))
  api = await apiRequest.newContext({ baseURL: service.base })
})

test.afterAll(async () => {
  await api?.dispose()
  service?.stop()
  await smtp?.stop()
})

/** What a bot or script would post: JSON with the site's Origin, from the client address `from`. */
const postLead = (from: string, body: Record<string, unknown>) =>
  api.post('/api/leads', {
    headers: { Origin: service.base, 'X-Forwarded-For': from },
    data: {
      email: 'script@example.com',
      services: ['photography'],
      consent: true,
      website: '',
      fillMs: 8000,
      ...body,
    },
  })

const mailsFor = (name: string) => smtp.received.filter((m) => m.to.includes(OWNER) && m.text.includes(name))

async function signIn(page: Page) {
  await page.goto(`${service.base}/admin#leads`)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Quote requests' })).toBeVisible({ timeout: 30_000 })
}

const visitors = {
  js: {
    name: 'Avery Js-Visitor',
    email: 'avery@example.com',
    phone: '+1 (647) 555-0101',
    message: 'Detached house with a pool.\nListing goes live next Friday.',
  },
  noJs: {
    name: 'Blake NoJs-Visitor',
    email: 'blake@example.com',
    phone: '905-555-0123',
    message: 'Two condos in the same building, both vacant.',
  },
}
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function fillForm(page: Page, who: (typeof visitors)['js'], date: string) {
  await page.getByLabel('Name').fill(who.name)
  await page.getByLabel('E-mail').fill(who.email)
  await page.getByLabel('Phone (optional)').fill(who.phone)
  await page.getByLabel('Preferred date (optional)').fill(date)
  await page.getByLabel('Photography').check()
  await page.getByLabel('Approximate size (optional)').selectOption({ label: '2,000 to 3,500 sq ft' })
  await page.getByLabel('Message (optional)').fill(who.message)
  await page.getByLabel(/I agree that Northframe Media keeps this request/).check()
}

test('a visitor with JavaScript opens the form from a Get a Quote button prefilled and sends it in place', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`${service.base}/services/drone`)
  await page.locator('.cta-band').getByRole('link', { name: 'Get a Quote' }).click()
  await expect(page).toHaveURL(/\/contact\?service=drone#quote$/)
  await waitForIslands(page)
  await expect(page.getByLabel('Drone Imagery')).toBeChecked()
  await expect(page.getByText('You are asking about Drone Imagery.')).toBeVisible()

  // Errors first: each is shown at its field, tied to it, and the first one gets the focus.
  await page.getByRole('button', { name: 'Send Request' }).click()
  const name = page.getByLabel('Name')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Enter your name (up to 100 characters)')
  await expect(page.getByRole('alert')).toContainText('Please check: Name, E-mail, Privacy consent.')
  await expect(page).toHaveURL(/\/contact\?service=drone#quote$/)
  // The form showing its errors is as accessible as the page axe checks on load (a11y.spec.ts).
  const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA).include('#quote').analyze()
  expect(axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')).map((v) => v.id)).toEqual([])

  await fillForm(page, visitors.js, dateIn(10))
  await page.getByLabel('Property area (optional)').selectOption({ label: 'Vaughan' })
  await expect(name).not.toHaveAttribute('aria-invalid')
  // A person takes longer than the 3 s minimum fill time; this keeps the test from being faster.
  await page.waitForFunction(() => performance.now() > 3500)
  await page.getByRole('button', { name: 'Send Request' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, your request is in' })).toBeFocused()
  await expect(page).toHaveURL(/\/contact\?service=drone#quote$/)
  expect(errors).toEqual([])
})

test('a visitor without JavaScript sends the plain form and lands on the thanks page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${service.base}/service-areas/oakville`)
  await page.locator('.cta-band').getByRole('link', { name: 'Get a Quote' }).click()
  await expect(page).toHaveURL(/\/contact\?area=oakville#quote$/)
  await fillForm(page, visitors.noJs, dateIn(20))
  await page.getByLabel('Matterport 3D Tours').check()
  await page.getByLabel('Property area (optional)').selectOption({ label: 'Oakville' })
  await page.getByRole('button', { name: 'Send Request' }).click()
  await expect(page).toHaveURL(`${service.base}/contact/thanks`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You')
  await context.close()
})

test('both leads are in the owner inbox with every field, and each was e-mailed once', async ({ page }) => {
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(2)
  await signIn(page)
  await expect(page.getByTestId('leads-unread')).toHaveText('2 unread')
  await expect(page.getByTestId('leads-no-email')).toHaveCount(0)
  const rows = page.getByTestId('lead-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText(visitors.noJs.name)

  const expectations = [
    { who: visitors.noJs, services: 'Photography, Matterport 3D Tours', area: 'Oakville', date: dateIn(20) },
    { who: visitors.js, services: 'Photography, Drone Imagery', area: 'Vaughan', date: dateIn(10) },
  ]
  for (const [i, e] of expectations.entries()) {
    await rows.nth(i).click()
    const detail = page.getByTestId('lead-detail')
    await expect(detail.getByRole('heading', { name: e.who.name })).toBeVisible()
    for (const text of [e.who.email, e.who.phone, e.services, e.area, '2,000 to 3,500 sq ft', e.date])
      await expect(detail).toContainText(text)
    await expect(detail.locator('.admin-lead-message')).toHaveText(e.who.message)
    await expect(detail.getByTestId('lead-deliveries')).toContainText('E-mail to you: sent')

    const mails = mailsFor(e.who.name)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Quote request: ${e.who.name} (${e.services})`)
    expect(mails[0]!.text).toContain(`Services: ${e.services}`)
    expect(mails[0]!.text).toContain(e.who.message)
    expect(mails[0]!.replyTo).toContain(e.who.email)
  }
  await expect(page.getByTestId('leads-unread')).toHaveCount(0)

  // Status and notes are kept.
  await page.getByLabel('Status').selectOption('contacted')
  await page.getByLabel('Notes').fill('Called back, sending a quote')
  // Saved before the reload: a reload right after the click could cancel the request (it did once).
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && (r.request().postData() ?? '').includes('Called back'),
  )
  await page.getByRole('button', { name: 'Save notes' }).click()
  expect((await saved).ok()).toBe(true)
  await page.reload()
  await rows.nth(1).click()
  await expect(page.getByLabel('Status')).toHaveValue('contacted')
  await expect(page.getByLabel('Notes')).toHaveValue('Called back, sending a quote')

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([])
})

test('with the mail server down a lead is accepted and pending, and is e-mailed once when it is back', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signIn(page)
  await smtp.stop()
  const res = await postLead('198.51.100.10', { name: 'Casey While-Down' })
  expect(res.status()).toBe(201)
  expect(await res.json()).toEqual({ ok: true, id: expect.any(String) })

  await page.reload()
  const row = page.getByTestId('lead-row').filter({ hasText: 'Casey While-Down' })
  await expect(row).toContainText('Notification pending')
  await row.click()
  await expect(page.getByTestId('lead-deliveries')).toContainText(/notification pending \(\d+ attempts so far/)

  await smtp.start()
  await expect.poll(() => mailsFor('Casey While-Down').length, { timeout: 30_000 }).toBe(1)
  await page.reload()
  await expect(page.getByTestId('lead-row').filter({ hasText: 'Casey While-Down' })).not.toContainText('pending')
  await page.waitForTimeout(1500)
  expect(mailsFor('Casey While-Down')).toHaveLength(1)
})

test('a lead pending when the service restarts is e-mailed after the restart, once', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page)
  await smtp.stop()
  expect((await postLead('198.51.100.11', { name: 'Devon Across-Restart' })).status()).toBe(201)
  await service.restart()
  // The session outlives the restart (sessions.json).
  await page.reload()
  await expect(page.getByTestId('lead-row').filter({ hasText: 'Devon Across-Restart' })).toContainText(
    'Notification pending',
  )

  await smtp.start()
  // The retries double from 0.3 s (LEADS_RETRY_MS), so the next one after the SMTP server is back comes up
  // to as long after as the server was down: the restart, the reload and the check above, 15-40 s on a
  // loaded machine (a CI run saw no e-mail within 30 s, once).
  await expect.poll(() => mailsFor('Devon Across-Restart').length, { timeout: 90_000 }).toBe(1)
  await page.waitForTimeout(1500)
  expect(mailsFor('Devon Across-Restart')).toHaveLength(1)
  // Nothing sent earlier went out again.
  for (const name of [visitors.js.name, visitors.noJs.name, 'Casey While-Down']) expect(mailsFor(name)).toHaveLength(1)
})

test('a honeypot-filled or instant submission is stored as spam and e-mails no one', async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const bot = await context.newPage()
  await bot.goto(`${service.base}/contact`)
  await bot.getByLabel('Name').fill('Honey Pot-Bot')
  await bot.getByLabel('E-mail').fill('bot@example.com')
  await bot.getByLabel('Video Production').check()
  await bot.getByLabel(/I agree/).check()
  await bot.locator('input[name="website"]').fill('http://cheap-seo.example', { force: true })
  await bot.getByRole('button', { name: 'Send Request' }).click()
  await expect(bot).toHaveURL(`${service.base}/contact/thanks`)
  await context.close()
  expect((await postLead('198.51.100.12', { name: 'Instant Script-Bot', fillMs: 150 })).status()).toBe(201)

  await signIn(page)
  await expect(page.getByTestId('lead-row').filter({ hasText: /Bot/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Spam (2)' }).click()
  const rows = page.getByTestId('lead-row')
  await expect(rows).toHaveCount(2)
  await rows.filter({ hasText: 'Honey Pot-Bot' }).click()
  await expect(page.getByTestId('lead-detail')).toContainText('it filled in a field hidden from people')
  await rows.filter({ hasText: 'Instant Script-Bot' }).click()
  await expect(page.getByTestId('lead-detail')).toContainText('faster than a person can type')
  await page.waitForTimeout(1500)
  expect(smtp.received.filter((m) => /Bot/.test(m.text))).toEqual([])
})

test('the sixth request in an hour from one address gets 429 with Retry-After', async () => {
  const statuses: number[] = []
  for (let i = 0; i < 6; i++) statuses.push((await postLead('203.0.113.7', { name: `Flood ${i}` })).status())
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  const refused = await postLead('203.0.113.7', { name: 'Flood again' })
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(3000)
  expect((await postLead('203.0.113.8', { name: 'Someone else' })).status()).toBe(201)
})
