import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { cameraPhoto } from '../support/photos.ts'
import { sampleAgent } from '../support/sampleListing.ts'
import { startPublishingAdminService, type PublishingAdminService, type SmtpSink } from './adminService.ts'
import { expectNoAxeViolations, nuCheckerErrors } from './helpers.ts'
import { lighthouseAudit } from './lighthouse.ts'

/**
 * Getting paid without a card, in Chromium against a real admin service (its own process, data, releases
 * and payments clock) and a real SMTP server. An agent on due-on-receipt terms gets a delivery whose
 * downloads wait for payment: the invoice e-mail's link opens the invoice, which names the e-transfer
 * address and the invoice number to put in the message; the owner records the e-transfer in the Payments
 * tab, a receipt goes out, and the ZIP downloads. An agent on net-30 terms (set on the agent) downloads at
 * once, and is reminded 7 and then 14 days after the due date as the service's clock
 * (`ADMIN_TEST_CLOCK_FILE`, read at start) is moved past it and the service restarted; a credit note then
 * corrects their invoice. The ledger CSV's invoice rows add up to the invoices to the cent. On the money
 * pages (the invoice, the locked delivery page, the Payments tab) axe (every impact) and the Nu HTML
 * checker find nothing, and Lighthouse (mobile) gives the invoice 100 in accessibility and best practices
 * and fails no SEO audit but is-crawlable (the page is noindex, docs/decisions.md). Last, the owner edits
 * an order's lines in the tab before invoicing it (a rush surcharge, a discount), and not after.
 */
const PASSWORD = 'e2e owner password for the ledger'
const DAY_MS = 86_400_000
const netAgent = {
  name: 'Sam Seller',
  brokerage: 'Harbour Realty',
  phone: '+1 416 555 0142',
  email: 'sam@harbour.example',
}
let service: PublishingAdminService
let smtp: SmtpSink
let clockFile: string
/** The money pages as the first test saw them: their addresses, and their documents once rendered. */
const moneyUrls: string[] = []
const moneyPages: Record<string, string> = {}
let openInvoiceUrl: string | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  service = await startPublishingAdminService('payments-ledger', PASSWORD, {
    env: (tmp) => {
      clockFile = path.join(tmp, 'clock.txt')
      writeFileSync(clockFile, new Date().toISOString())
      return { ADMIN_TEST_CLOCK_FILE: clockFile }
    },
  })
  smtp = service.smtp
})

test.afterAll(async () => {
  await service?.close()
})

/** The owner's API with the page's session, as /admin calls it. */
function ownerApi(request: APIRequestContext) {
  const headers = { Origin: service.base, 'X-Requested-With': 'XMLHttpRequest' }
  const call = async (method: 'get' | 'post' | 'put', url: string, data?: unknown, status = 200) => {
    const response = await request[method](`${service.base}${url}`, { headers, data })
    expect(response.status(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(status)
    return response.json()
  }
  return { call, headers }
}

type Invoice = { id: string; number: string; token: string; issuedOn: string; dueOn: string; totalCents: number }

/**
 * An agent's order of photography, its listing made from it ("Create listing from this booking"), one
 * photo and the details, delivered and live; then its invoice issued. Returns the invoice and the
 * delivery page's address.
 */
async function deliverAndInvoice(page: Page, agent: typeof sampleAgent, address: string) {
  const { call, headers } = ownerApi(page.request)
  const { id: orderId } = await call(
    'post',
    '/api/orders',
    {
      client: { name: agent.name, email: agent.email },
      address,
      lines: [
        { description: 'Photography, detached house', amountCents: 34_900 },
        { description: 'Floor plan', amountCents: 12_500 },
      ],
    },
    201,
  )
  const { listingId } = await call('post', `/api/orders/${orderId}/listing`, undefined, 201)
  await call('put', `/api/listings/${listingId}`, {
    description: 'Bright rooms and a garden.',
    bedrooms: 3,
    bathrooms: 2,
  })
  const upload = await page.request.post(`${service.base}/api/listings/${listingId}/media`, {
    headers,
    multipart: { files: { name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: await cameraPhoto(1600, 1067) } },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  await call('post', `/api/listings/${listingId}/deliver`, undefined, 202)
  await expect
    .poll(async () => (await call('get', `/api/listings/${listingId}`)).listing.deliveryUrl, { timeout: 180_000 })
    .toMatch(/^\/delivery\/[A-Za-z0-9_-]{32}\/$/)
  const { listing } = await call('get', `/api/listings/${listingId}`)
  const invoice: Invoice = await call('post', `/api/orders/${orderId}/invoice`, undefined, 201)
  return { orderId, invoice, deliveryUrl: listing.deliveryUrl as string }
}

/** The messages the SMTP server received for `to` whose subject matches `subject`. */
const mailsTo = (to: string, subject: RegExp) =>
  smtp.received.filter((m) => m.to.includes(to) && subject.test(m.subject))

/** What the delivery page's print ZIP link answers (its status), fetched as the agent's browser would. */
async function zipStatus(page: Page, deliveryUrl: string): Promise<number> {
  await page.goto(`${service.base}${deliveryUrl}`)
  const href = await page
    .getByRole('region', { name: 'Print size' })
    .getByRole('link', { name: /Download all \(ZIP/ })
    .getAttribute('href')
  return (await page.request.get(new URL(href!, page.url()).href)).status()
}

/** Moves the service's payments clock to `days` after now and restarts the service (the clock is read at start). */
async function moveClock(days: number) {
  writeFileSync(clockFile, new Date(Date.now() + days * DAY_MS).toISOString())
  await service.restart()
}

test('an e-transfer the owner records unlocks the downloads; a net-30 agent is reminded; the ledger adds up', async ({
  page,
}) => {
  test.setTimeout(600_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`${service.base}/admin#payments`)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible({ timeout: 30_000 })
  const { call } = ownerApi(page.request)
  await call('put', '/api/payments/settings', {
    legalName: 'North Frame Media Inc.',
    hstNumber: '123456789 RT0001',
    etransferEmail: 'pay@northframe.example',
  })
  await call('post', '/api/agents', sampleAgent, 201)
  const { agent: sam } = await call('post', '/api/agents', netAgent, 201)
  // Net-30 terms are the agent's: set on the profile, every order of theirs follows them.
  expect((await call('put', `/api/agents/${sam.id}`, { terms: 'net30' })).agent.terms).toBe('net30')

  // Dana pays on receipt: the delivery's downloads wait for the invoice to be paid.
  const dana = await deliverAndInvoice(page, sampleAgent, '12 Maple Ave, Toronto, ON M4E 1A1')
  expect(dana.invoice.totalCents).toBe(53_562) // $474.00 + 13 % HST $61.62
  expect(dana.invoice.dueOn).toBe(dana.invoice.issuedOn)
  await expect.poll(() => mailsTo(sampleAgent.email, /^Invoice /).length, { timeout: 30_000 }).toBe(1)
  const invoiceMail = mailsTo(sampleAgent.email, /^Invoice /)[0]!
  expect(invoiceMail.subject).toBe(`Invoice ${dana.invoice.number} from North Frame Media Inc.: $535.62`)
  const invoiceUrl = invoiceMail.text.match(/https?:\/\/\S+\/invoice\/[A-Za-z0-9_.-]+\//)![0]
  expect(new URL(invoiceUrl).pathname).toBe(`/invoice/${dana.invoice.token}/`)

  // The invoice page, from the e-mail's link: the e-transfer address and the number to put in the message.
  const client = await page.context().newPage()
  await client.goto(invoiceUrl)
  await expect(client.getByRole('heading', { level: 1 })).toContainText(dana.invoice.number)
  await expect(client.getByText('pay@northframe.example')).toBeVisible()
  const etransfer = client.getByText(/Interac e-Transfer/).first()
  await expect(etransfer.locator('xpath=ancestor-or-self::*[self::p or self::li or self::section][1]')).toContainText(
    dana.invoice.number,
  )
  await expect(client.getByText('$535.62').first()).toBeVisible()
  await expectNoAxeViolations(client, 'invoice page')
  moneyUrls.push(invoiceUrl)
  expect(await zipStatus(client, dana.deliveryUrl)).toBe(402)
  await expect(client.getByText(/\$535\.62/).first()).toBeVisible()
  await expectNoAxeViolations(client, 'locked delivery page')
  moneyPages['locked-delivery'] = await client.content()
  moneyUrls.push(`${service.base}${dana.deliveryUrl}`)

  // The owner records the e-transfer in the Payments tab: the receipt goes out, the ZIP downloads.
  await page.reload()
  const order = page.getByTestId('payments-order').filter({ hasText: sampleAgent.name })
  await expect(order.getByTestId('order-owing')).toHaveText('Owing $535.62 of $535.62')
  await order.getByRole('button', { name: 'Record a payment' }).click()
  const form = page.getByRole('form', { name: `Record a payment on ${dana.invoice.number}` })
  await form.getByLabel('Method').selectOption('etransfer')
  await form.getByLabel('Amount ($)').fill('535.62')
  await form.getByRole('button', { name: 'Record payment' }).click()
  // Paid in full, the invoice takes no more payments: its actions go, the payment is listed.
  await expect(order.getByTestId('order-owing')).toHaveText('Owing $0.00 of $535.62')
  await expect(order.getByRole('listitem')).toContainText([/^\$535\.62 by e-Transfer, /])
  await expect.poll(() => mailsTo(sampleAgent.email, /^Receipt: /).length, { timeout: 30_000 }).toBe(1)
  expect(mailsTo(sampleAgent.email, /^Receipt: /)[0]!.text).toContain('The invoice is paid in full')
  expect(await zipStatus(client, dana.deliveryUrl)).toBe(200)

  // Sam is on net 30: the invoice is due 30 days after issue, and the downloads work at once.
  const net = await deliverAndInvoice(page, netAgent, '48 Birch Cres, Toronto, ON M4E 2B2')
  const due = new Date(Date.parse(`${net.invoice.issuedOn}T00:00:00Z`) + 30 * DAY_MS).toISOString().slice(0, 10)
  expect(net.invoice.dueOn).toBe(due)
  expect(await zipStatus(client, net.deliveryUrl)).toBe(200)
  await expect.poll(() => mailsTo(netAgent.email, /^Invoice /).length, { timeout: 30_000 }).toBe(1)
  expect(mailsTo(netAgent.email, /^Reminder: /)).toEqual([])

  // Eight days past the due date: the first reminder; fifteen: the second. Dana, who paid, gets none.
  await moveClock(38)
  await expect.poll(() => mailsTo(netAgent.email, /^Reminder: /).length, { timeout: 30_000 }).toBe(1)
  const first = mailsTo(netAgent.email, /^Reminder: /)[0]!
  expect(first.subject).toBe(`Reminder: invoice ${net.invoice.number} is past due, $535.62 owing`)
  expect(first.text).toContain(', 8 days ago, and $535.62 is still owing on it.')
  expect(first.text).toContain(`/invoice/${net.invoice.token}/`)
  await moveClock(45)
  await expect.poll(() => mailsTo(netAgent.email, /^Reminder: /).length, { timeout: 30_000 }).toBe(2)
  expect(mailsTo(netAgent.email, /^Reminder: /)[1]!.text).toContain(', 15 days ago, and $535.62 is still owing')
  expect(mailsTo(sampleAgent.email, /^Reminder: /)).toEqual([])

  // A credit note on Sam's invoice, issued in the tab: $125 of floor plan not delivered, with its HST.
  await page.reload()
  const netOrder = page.getByTestId('payments-order').filter({ hasText: netAgent.name })
  await netOrder.getByRole('button', { name: 'Credit note' }).click({ timeout: 30_000 })
  const credit = page.getByRole('form', { name: `Credit note on ${net.invoice.number}` })
  await credit.getByLabel('What it corrects').fill('Floor plan not delivered')
  await credit.getByLabel('Amount before HST ($)').fill('125')
  await credit.getByRole('button', { name: 'Issue credit note' }).click()
  await expect(netOrder.getByRole('status')).toHaveText(`Credit note issued on ${net.invoice.number}`)
  await expect(netOrder.getByTestId('order-owing')).toHaveText('Owing $394.37 of $535.62')
  await expectNoAxeViolations(page, 'Payments tab')
  moneyPages['payments-tab'] = await page.content()
  openInvoiceUrl = `${service.base}/invoice/${net.invoice.token}/`
  const { creditNotes } = await call('get', `/api/invoices/${net.invoice.id}`)
  expect(creditNotes).toHaveLength(1)
  expect(creditNotes[0]).toMatchObject({ subtotalCents: 12_500, taxCents: 1_625, totalCents: 14_125 })
  expect(creditNotes[0].number).toMatch(/^NF-CN-\d{4}-0001$/)

  // The ledger: one row per invoice, credit note and payment; the invoices' totals are theirs to the cent.
  const csv = await page.request.get(`${service.base}/api/ledger.csv`)
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  const [header, ...rows] = (await csv.text())
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','))
  expect(header).toEqual(['type', 'number', 'date', 'client', 'subtotal', 'hst', 'total', 'method'])
  const cents = (dollars: string) => Math.round(Number(dollars) * 100)
  const { orders } = await call('get', '/api/orders')
  const invoices: Invoice[] = orders.flatMap((o: { invoices: Invoice[] }) => o.invoices)
  const invoiceRows = rows.filter((r) => r[0] === 'invoice')
  expect(invoiceRows.map((r) => [r[1], cents(r[6]!)]).sort()).toEqual(
    invoices.map((i) => [i.number, i.totalCents]).sort(),
  )
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  expect(sum(invoiceRows.map((r) => cents(r[6]!)))).toBe(sum(invoices.map((i) => i.totalCents)))
  expect(sum(invoiceRows.map((r) => cents(r[6]!)))).toBe(2 * 53_562)
  expect(rows.filter((r) => r[0] === 'credit-note')).toEqual([
    ['credit-note', creditNotes[0].number, creditNotes[0].issuedOn, netAgent.name, '-125.00', '-16.25', '-141.25', ''],
  ])
  expect(rows.filter((r) => r[0] === 'payment')).toEqual([
    ['payment', dana.invoice.number, dana.invoice.issuedOn, sampleAgent.name, '', '', '535.62', 'etransfer'],
  ])
  expect(errors).toEqual([])
})

test('the money pages: the Nu HTML checker finds no error; Lighthouse gives the invoice 100', async () => {
  test.setTimeout(240_000)
  expect(Object.keys(moneyPages).sort(), 'the first test ran').toEqual(['locked-delivery', 'payments-tab'])
  // The invoice (paid by now) and the delivery page as served; the locked page and the tab as rendered.
  expect(await nuCheckerErrors([...moneyUrls, openInvoiceUrl!], moneyPages)).toEqual([])
  const invoice = await lighthouseAudit(openInvoiceUrl!)
  expect(invoice.failing).toEqual(['seo: is-crawlable'])
  expect(invoice.scores).toMatchObject({ accessibility: 100, 'best-practices': 100 })
})

test('the owner edits an order before invoicing: a rush surcharge and a discount; then it is invoiced', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto(`${service.base}/admin#payments`)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible({ timeout: 30_000 })
  const { call } = ownerApi(page.request)
  const client = { name: 'Robin Realtor', email: 'robin@example.com' }
  const lines = [{ description: 'Photography, condo', amountCents: 24_900 }]
  await call('post', '/api/orders', { client, address: '7 Elm St, Toronto', lines }, 201)
  await page.reload()
  const order = page.getByTestId('payments-order').filter({ hasText: client.name })
  await order.getByRole('button', { name: 'Edit lines' }).click()
  const form = page.getByRole('form', { name: `Lines of the order for ${client.name}` })
  await form.getByRole('button', { name: 'Add a rush surcharge' }).click()
  await form.getByLabel('Amount ($), line 2').fill('75')
  await form.getByRole('button', { name: 'Add a discount' }).click()
  // A negative amount is refused by the field; a discount larger than the order by the service.
  await form.getByLabel('Amount ($), line 3').fill('-50')
  await form.getByRole('button', { name: 'Save lines' }).click()
  await expect(form.getByText('The amount must not be negative')).toBeVisible()
  await form.getByLabel('Amount ($), line 3').fill('400')
  await form.getByRole('button', { name: 'Save lines' }).click()
  await expect(form.getByRole('alert')).toHaveText('The discounts are more than the order')
  await expectNoAxeViolations(page, 'order lines refused')
  await form.getByLabel('Amount ($), line 3').fill('50.00')
  await form.getByRole('button', { name: 'Save lines' }).click()
  // $249 + $75 - $50 = $274, HST $35.62.
  await expect(order.getByTestId('order-owing')).toHaveText('Owing $309.62 of $309.62')
  await order.getByRole('button', { name: 'Issue invoice' }).click()
  await expect(order.getByRole('table', { name: /^Invoice NF-\d{4}-\d{4} of / })).toBeVisible()
  await expect(order.getByRole('button', { name: 'Edit lines' })).toHaveCount(0)
  const { orders } = await call('get', '/api/orders')
  const robin = orders.find((o: { client: { name: string } }) => o.client.name === client.name)
  expect(robin.invoices[0]).toMatchObject({ subtotalCents: 27_400, taxCents: 3_562, totalCents: 30_962 })
  // Invoiced: the lines are the invoice's now, and a credit note corrects them.
  const late = await page.request.patch(`${service.base}/api/orders/${robin.id}`, {
    headers: ownerApi(page.request).headers,
    data: { lines },
  })
  expect(late.status()).toBe(409)
})
