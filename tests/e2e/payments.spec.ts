import { expect, test } from '@playwright/test'
import { startEmptyAdminService, type AdminService } from './adminService.ts'
import { expectNoAxeViolations } from './helpers.ts'

/**
 * The Payments tab of /admin in Chromium against a real admin service (its own process and data): the
 * set-up checklist and the overview's notice, an order and its invoice made through the API, an
 * e-transfer recorded in the tab (an overpayment refused with the service's message), what is owing
 * dropping, the settings filled in, and axe finding nothing at all on the tab.
 */
const PASSWORD = 'e2e owner password for payments'
/** Sign-in verifies scrypt at the production cost, which takes seconds on a busy 2-core machine. */
const SCRYPT_WAIT = 30_000
let service: AdminService

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  service = await startEmptyAdminService(PASSWORD)
})

test.afterAll(() => service?.stop())

test('the owner records an e-transfer in the Payments tab and sees what is owing drop', async ({ page }) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const base = service.base

  await page.goto(`${base}/admin`)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The overview says getting paid is not set up, and leads to the tab.
  const notice = page.getByTestId('payments-setup-notice')
  await expect(notice).toContainText('Getting paid is not set up yet (4 steps left)', { timeout: SCRYPT_WAIT })
  await notice.getByRole('link', { name: 'see the Payments tab' }).click()
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible()
  const checklist = page.getByTestId('payments-setup')
  await expect(checklist.getByRole('listitem')).toHaveText([
    'Prices for every service and size, and for every add-on offered (Bookings, Availability)',
    'Legal name and GST/HST number, printed on every invoice',
    'The address clients send Interac e-Transfers to',
    'Card payments: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET in the service’s environment',
  ])
  await expect(page.getByText('No orders yet.')).toBeVisible()
  await expectNoAxeViolations(page, 'empty tab')

  // The checklist's item focuses its field; the settings saved, those items go.
  await checklist.getByRole('link', { name: /Legal name and GST\/HST number/ }).click()
  await expect(page.getByLabel('Legal name')).toBeFocused()
  await page.getByLabel('Legal name').fill('North Frame Media Inc.')
  await page.getByLabel('GST/HST number').fill('123456789 RT0001')
  await page.getByLabel('E-transfer address').fill('pay@northframe.example')
  await page.getByRole('button', { name: 'Save payment settings' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Payment settings saved' })).toBeVisible()
  await expect(checklist).toContainText('Set up getting paid (2 of 4 done)')
  await expect(checklist.getByRole('listitem')).toHaveCount(2)

  // An order and its invoice, made through the API with the page's session.
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Origin: base }
  const created = await page.request.post(`${base}/api/orders`, {
    headers,
    data: {
      client: { name: 'Avery Agent', email: 'avery@example.com' },
      address: '12 King St W, Toronto',
      lines: [{ description: 'Photography, condo', amountCents: 24900 }],
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const issued = await page.request.post(`${base}/api/orders/${id}/invoice`, { headers })
  expect(issued.status()).toBe(201)
  const invoice = (await issued.json()) as { number: string; totalCents: number }
  expect(invoice.totalCents).toBe(28137)

  await page.reload()
  const order = page.getByTestId('payments-order')
  await expect(order.getByRole('heading', { name: 'Avery Agent, 12 King St W, Toronto' })).toBeVisible()
  await expect(order.getByTestId('order-owing')).toHaveText('Owing $281.37 of $281.37')
  const figures = page.getByRole('region', { name: 'Money' })
  await expect(figures.getByText('Outstanding').locator('..')).toContainText('$281.37')

  // More than is owing: refused with the service's message, shown by the field.
  await order.getByRole('button', { name: 'Record a payment' }).click()
  const form = page.getByRole('form', { name: `Record a payment on ${invoice.number}` })
  await form.getByLabel('Method').selectOption('etransfer')
  await form.getByLabel('Amount ($)').fill('300')
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(order.getByRole('alert')).toHaveText(
    'The payment is more than the invoice owes: amount is more than the $281.37 owing on this invoice',
  )
  await expect(form.getByLabel('Amount ($)')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page, 'payment form refused')

  // $100 by e-transfer, typed as dollars: the owing drops, the figures follow.
  await form.getByLabel('Amount ($)').fill('100.00')
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(order.getByRole('status')).toHaveText(`$100.00 recorded on ${invoice.number}`)
  await expect(order.getByTestId('order-owing')).toHaveText('Owing $181.37 of $281.37')
  await expect(order.getByTestId('invoice-owing')).toHaveText('$181.37')
  await expect(order.getByRole('listitem')).toContainText([/\$100\.00 by e-Transfer/])
  await expect(order.getByText('Paid in part')).toBeVisible()
  await expect(figures.getByText('Outstanding').locator('..')).toContainText('$181.37')
  await expect(figures.getByText('Paid this month').locator('..')).toContainText('$100.00')

  // The HST return's figures and the ledger for the period.
  const hst = page.getByRole('table', { name: /^HST for / })
  await expect(hst.getByRole('row', { name: /HST charged on invoices/ })).toContainText('$32.37')
  const ledger = page.getByRole('link', { name: /Export the ledger \(CSV\)/ })
  const href = await ledger.getAttribute('href')
  expect(href).toMatch(/^\/api\/ledger\.csv\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/)
  const csv = await page.request.get(`${base}${href}`)
  expect(await csv.text()).toContain(`invoice,${invoice.number},`)
  await page.getByLabel('By', { exact: true }).selectOption('quarter')
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('0')
  await expect(page.getByRole('table', { name: /^HST for Q\d \d{4}/ })).toBeVisible()

  // Downloads unlocked for this order before it is paid.
  await order.getByRole('button', { name: 'Unlock downloads' }).click()
  await expect(order.getByRole('button', { name: 'Downloads unlocked (lock again)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expectNoAxeViolations(page, 'order paid in part')
  expect(errors).toEqual([])
})
