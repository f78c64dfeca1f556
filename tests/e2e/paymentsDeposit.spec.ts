import { execFileSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { photoJpeg } from '../support/photos.ts'
import { paidEvent, stripeStandIn } from '../support/stripeStandIn.ts'
import { startPublishingAdminService, type PublishingAdminService, type SmtpSink } from './adminService.ts'
import { expectAccessible, waitForIslands, watchConsole } from './helpers.ts'

/**
 * Getting paid for a booking end to end, in Chromium against a real admin service (its own process, data and
 * releases) with a real SMTP server: a visitor books a condo shoot on /book and pays a 25 % deposit by card
 * (the Checkout Session made by the SDK against a local stand-in for Stripe's API, STRIPE_API_BASE; Stripe's
 * page answered by the browser's route; the paid event signed with the SDK's generateTestHeaderString); the
 * owner marks the shoot shot, creates the listing from the booking, delivers it and invoices the order (the
 * deposit credited); the delivery page shows watermarked previews and the ZIP answers 402; the agent pays the
 * rest by card from the invoice; the ZIP downloads; the client has a receipt for each payment and the ledger CSV
 * lists the invoice and both card payments; the invoice PDF, read back with pdftotext, holds the number, the
 * HST number, 13 % HST, the total and the deposit.
 */
const PASSWORD = 'e2e owner password for deposits'
const SECRET = 'whsec_e2e_deposit'
const HST_NUMBER = '123456789 RT0001'
const CLIENT = { name: 'Dana Deposit', email: 'dana.deposit@example.com' }
/** Photography of a condo at $249.00 + HST $32.37 = $281.37; downtown has no travel fee in the sample settings. */
const PHOTOGRAPHY_CENTS = 24900
const TOTAL = '$281.37'
/** 25 % of $281.37 = $70.3425, half up: $70.34; the rest $211.03. */
const DEPOSIT = '$70.34'
const REST = '$211.03'
let service: PublishingAdminService
let smtp: SmtpSink
let stripe: Awaited<ReturnType<typeof stripeStandIn>>
let owner: APIRequestContext

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  stripe = await stripeStandIn()
  service = await startPublishingAdminService('payments-deposit', PASSWORD, {
    unseeded: true,
    env: () => ({
      STRIPE_SECRET_KEY: 'sk_test_e2e_deposit',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${stripe.port}`,
    }),
  })
  smtp = service.smtp
  owner = await apiRequest.newContext({
    baseURL: service.base,
    extraHTTPHeaders: { Origin: service.base, 'X-Requested-With': 'XMLHttpRequest' },
  })
  expect((await owner.post('/api/auth/login', { data: { password: PASSWORD } })).status()).toBe(200)
  // The service publishes the site into its releases when it starts: /book is served once that is live.
  await expect.poll(async () => (await fetch(`${service.base}/book/`)).status, { timeout: 240_000 }).toBe(200)
})

test.afterAll(async () => {
  await owner?.dispose()
  await service?.close()
  await stripe?.close()
})

/** Stripe's event for a paid Checkout Session, sent to the service's webhook as Stripe would. */
async function stripePays(eventId: string, reference: string, amountCents: number) {
  const event = paidEvent(SECRET, eventId, reference, amountCents)
  const res = await fetch(`${service.base}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.header },
    body: event.payload,
  })
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ received: true, recorded: true })
}

/** Stripe's hosted page, answered in the browser (the service only ever sends the client there). */
async function stripePage(page: Page) {
  await page.route('https://checkout.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe Checkout</title><p>Pay</p>' }),
  )
}

test('a booking with a 25 % deposit by card, delivered locked, paid by card, then downloaded', async ({ page }) => {
  test.setTimeout(420_000)
  const problems = watchConsole(page)
  // The owner's prices and payment settings: photography priced, a 25 % deposit, the studio's HST number.
  const { settings } = await (await owner.get('/api/bookings')).json()
  settings.services = settings.services.map((s: { id: string }) =>
    s.id === 'photography' ? { ...s, prices: { condo: PHOTOGRAPHY_CENTS } } : s,
  )
  expect((await owner.put('/api/booking/settings', { data: settings })).status()).toBe(200)
  const paySettings = { legalName: 'North Frame Media Inc.', hstNumber: HST_NUMBER, depositPercent: 25 }
  expect((await owner.put('/api/payments/settings', { data: paySettings })).status()).toBe(200)

  // The visitor books on /book.
  await stripePage(page)
  await page.goto(`${service.base}/book?service=photography`)
  await waitForIslands(page)
  await expect(page.getByLabel('Photography')).toBeChecked()
  await page.getByLabel('Property size').selectOption({ label: 'Condo or apartment' })
  await page.getByLabel('Postal code').fill('M5V 2T6')
  await page.getByRole('button', { name: 'Show open times' }).click()
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Hold this time' }).click()
  await page.getByLabel('Name', { exact: true }).fill(CLIENT.name)
  await page.getByLabel('E-mail', { exact: true }).fill(CLIENT.email)
  await page.getByLabel('Phone', { exact: true }).fill('+1 416 555 0142')
  await page.getByLabel('Property address').fill('12 Maple Ave, Toronto')
  await page.getByLabel(/I agree that Northframe Media keeps these details/).check()
  // The service takes a form filled in under 3 s for a bot's: a person's pace.
  await expect.poll(() => page.evaluate(() => performance.now()), { timeout: 10_000 }).toBeGreaterThan(3500)
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByRole('heading', { name: 'Your shoot is booked' })).toBeVisible({ timeout: 15_000 })

  // The confirmation asks the deposit, with what the cancellation rule does with it.
  const offer = page.getByRole('region', { name: `Deposit: ${DEPOSIT}` })
  await expect(offer).toContainText(`A deposit of 25% of the ${TOTAL} total (HST included) secures your shoot.`)
  await expect(offer).toContainText('Cancel up to 24 hours before the shoot and it is refunded to your card in full')
  await expectAccessible(page, '/book, the confirmation with its deposit')
  const { orders } = await (await owner.get('/api/orders')).json()
  expect(orders).toHaveLength(1)
  const orderId = orders[0].id as string
  const bookingId = orders[0].bookingId as string

  // "Pay the deposit": Stripe's page, for a Checkout Session of the deposit naming the order.
  await offer.getByRole('button', { name: 'Pay the deposit' }).click()
  await expect(page).toHaveTitle('Stripe Checkout')
  expect(stripe.received).toHaveLength(1)
  const session = stripe.received[0]!.fields
  expect(session.get('client_reference_id')).toBe(orderId)
  expect(session.get('line_items[0][price_data][unit_amount]')).toBe('7034')
  expect(session.get('line_items[0][price_data][currency]')).toBe('cad')
  await stripePays('evt_e2e_deposit', orderId, 7034)
  expect(await (await owner.get(`/api/orders/${orderId}`)).json()).toMatchObject({
    totalCents: 28137,
    depositCents: 7034,
    owingCents: 21103,
  })
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(CLIENT.email) && m.subject.includes('deposit')).length, {
      timeout: 30_000,
    })
    .toBe(1)
  const receipt = smtp.received.find((m) => m.subject.includes('deposit'))!
  expect(receipt.subject).toBe(`Receipt: your deposit of ${DEPOSIT} is received`)
  expect(receipt.text).toContain(`The rest, ${REST} of ${TOTAL} (HST included), is invoiced`)

  // The owner: shot, the listing from the booking, two photos, delivered, invoiced.
  expect((await owner.patch(`/api/bookings/${bookingId}`, { data: { status: 'shot' } })).status()).toBe(200)
  const made = await owner.post(`/api/orders/${orderId}/listing`)
  expect(made.status()).toBe(201)
  const { listingId } = await made.json()
  const upload = await owner.post(`/api/listings/${listingId}/media`, {
    multipart: {
      files: { name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: await photoJpeg(1600, 1067, 30) },
    },
  })
  expect(upload.status()).toBe(201)
  const listingOf = async () => (await (await owner.get(`/api/listings/${listingId}`)).json()).listing
  // What a delivery needs that a booking does not say: the agent's brokerage and phone, the home's details.
  const agent = await owner.put(`/api/agents/${(await listingOf()).agentId}`, {
    data: { brokerage: 'Lakeside Realty', phone: '+1 416 555 0142' },
  })
  expect(agent.status()).toBe(200)
  const details = { description: 'Bright condo.', bedrooms: 2, bathrooms: 1 }
  expect((await owner.put(`/api/listings/${listingId}`, { data: details })).status()).toBe(200)
  expect((await owner.post(`/api/listings/${listingId}/deliver`)).status()).toBe(202)
  await expect.poll(async () => (await listingOf()).delivery.state, { timeout: 240_000 }).toBe('live')
  const issued = await owner.post(`/api/orders/${orderId}/invoice`)
  expect(issued.status()).toBe(201)
  const invoice = await issued.json()
  expect(invoice).toMatchObject({ totalCents: 28137, taxCents: 3237, depositCents: 7034, owingCents: 21103 })

  // The delivery page: payment needed, watermarked previews, the ZIP refused with 402.
  const delivery = await page.context().newPage()
  await stripePage(delivery)
  const deliveryUrl = `${service.base}${(await listingOf()).deliveryUrl}`
  await delivery.goto(deliveryUrl)
  await waitForIslands(delivery)
  await expect(delivery.getByTestId('delivery-owing')).toHaveText(
    `The downloads open once the invoice is paid: ${REST} is owing.`,
  )
  const zip = delivery.getByRole('region', { name: 'MLS size' }).getByRole('link', { name: /Download all \(ZIP/ })
  const zipUrl = new URL((await zip.getAttribute('href'))!, deliveryUrl).href
  expect((await delivery.request.get(zipUrl)).status()).toBe(402)
  const preview = delivery.locator('img[src*="/previews/"]').first()
  const previewUrl = new URL((await preview.getAttribute('src'))!, deliveryUrl).href
  const watermarked = await (await delivery.request.get(previewUrl)).body()
  await expectAccessible(delivery, 'the locked delivery page')

  // The agent pays the rest by card from the invoice, which shows the deposit received.
  const payNow = await delivery.getByRole('link', { name: 'Pay now' }).getAttribute('href')
  expect(payNow).toMatch(new RegExp(`/invoice/${invoice.token}/$`))
  await delivery.goto(`${service.base}/invoice/${invoice.token}/`)
  await expect(delivery.getByRole('heading', { name: `Invoice ${invoice.number}` })).toBeVisible()
  await expect(delivery.getByText(`Deposit of ${DEPOSIT} received`)).toBeVisible()
  await expect(delivery.getByText(`Amount owing: ${REST}`)).toBeVisible()
  await delivery.getByRole('button', { name: `Pay ${REST} by card` }).click()
  await expect(delivery).toHaveTitle('Stripe Checkout')
  expect(stripe.received).toHaveLength(2)
  expect(stripe.received[1]!.fields.get('client_reference_id')).toBe(invoice.id)
  expect(stripe.received[1]!.fields.get('line_items[0][price_data][unit_amount]')).toBe('21103')
  await stripePays('evt_e2e_rest', invoice.id, 21103)

  // Paid: the ZIP downloads at once, the previews are the clean photos.
  await delivery.goto(deliveryUrl)
  await waitForIslands(delivery)
  await expect(delivery.getByTestId('delivery-owing')).toHaveCount(0)
  const [download] = await Promise.all([delivery.waitForEvent('download'), zip.click()])
  const file = path.join(service.tmp, download.suggestedFilename())
  await download.saveAs(file)
  expect(download.suggestedFilename()).toMatch(/-mls\.zip$/)
  const clean = await (await delivery.request.get(previewUrl)).body()
  expect(clean.equals(watermarked)).toBe(false)
  expect((await (await owner.get(`/api/orders/${orderId}`)).json()).status).toBe('paid')

  // A receipt for each payment; the ledger lists the invoice and both card payments on it, to the cent.
  const receipts = () =>
    smtp.received.filter((m) => m.to.includes(CLIENT.email) && m.subject.startsWith('Receipt: ')).map((m) => m.subject)
  await expect.poll(() => receipts().length, { timeout: 30_000 }).toBe(2)
  expect(receipts()).toEqual([
    `Receipt: your deposit of ${DEPOSIT} is received`,
    `Receipt: ${REST} received on invoice ${invoice.number}`,
  ])
  // Each row's type, number, total and method (columns 1, 2, 7 and 8), below the header.
  const ledger = (await (await owner.get('/api/ledger.csv')).text()).trim().split(/\r?\n/).slice(1)
  expect(ledger.map((line) => line.split(',')).map((r) => [r[0], r[1], r[6], r[7]])).toEqual([
    ['invoice', invoice.number, '281.37', ''],
    ['payment', invoice.number, '70.34', 'card'],
    ['payment', invoice.number, '211.03', 'card'],
  ])

  // The invoice PDF, read back as text.
  const pdf = await delivery.request.get(`${service.base}/invoice/${invoice.token}.pdf`)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const pdfFile = path.join(service.tmp, 'invoice.pdf')
  await writeFile(pdfFile, await pdf.body())
  const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' })
  expect(text).toContain(`Invoice ${invoice.number}`)
  expect(text).toContain(`GST/HST registration number: ${HST_NUMBER}`)
  expect(text).toMatch(/HST 13% \(Ontario\)\s+\$32\.37/)
  expect(text).toMatch(/Total \(CAD\)\s+\$281\.37/)
  expect(text).toMatch(new RegExp(`Deposit received \\d{4}-\\d{2}-\\d{2} \\(card\\)\\s+-\\${DEPOSIT}`))
  expect(text).toMatch(/Amount owing\s+\$0\.00/)
  expect(problems).toEqual([])
})
