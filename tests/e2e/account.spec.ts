import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { nuMessages } from '../support/nuChecker.ts'
import { sampleAddress, sampleAgent } from '../support/sampleListing.ts'
import { startPublishingAdminService, type PublishingAdminService, type SmtpSink } from './adminService.ts'
import { axeOf, waitForIslands, watchConsole } from './helpers.ts'

/**
 * The agent's account end to end, in Chromium against a real admin service that e-mails a real SMTP server
 * and publishes a delivered listing: Dana signs in by the e-mailed link, sees her two orders and her
 * delivery, books again from her account with her details filled in (and the access notes of an address she
 * booked before), reschedules that shoot from her account, and signs out. Sam, another agent, sees none of
 * it: neither on his pages nor through the API (404 on Dana's order, listing and invoice). Every /account
 * page (the sign-in form, the account with its profile form, a refused link) has no axe violation of any
 * impact and no Nu checker message, and fits a 320 px screen. Dana then edits her profile by keyboard (a
 * refusal first), her property website shows her new phone once republished, and she downloads her data.
 * Last, both ask to erase their data: Dana's is refused while her shoot is ahead (the refusal names it); Sam's,
 * confirmed, signs him out, erases his order never invoiced and his quote request, and reaches him by e-mail.
 */
const PASSWORD = 'e2e owner password for accounts'
const DANA = sampleAgent.email
const SAM = 'sam@birch.example'
const PAST_ADDRESS = '12 Maple Ave, Toronto'
const PAST_NOTES = 'Lockbox 2468 on the side gate; occupied, cat inside'
const XHR = { 'X-Requested-With': 'XMLHttpRequest' }
let service: PublishingAdminService
let smtp: SmtpSink
let owner: APIRequestContext
/** Dana's things, which Sam must never see. */
const danas = { orders: [] as string[], invoice: '', listing: '', deliveryToken: '', booking: '' }
/** Each /account page's HTML as the browser had it, for the Nu checker. */
const seen = new Map<string, string>()

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  service = await startPublishingAdminService('account', PASSWORD, { unseeded: true })
  smtp = service.smtp
  owner = await apiRequest.newContext({ baseURL: service.base, extraHTTPHeaders: { Origin: service.base, ...XHR } })
  expect((await owner.post('/api/auth/login', { data: { password: PASSWORD } })).status()).toBe(200)

  const agentIdOf = async (data: object) => (await (await owner.post('/api/agents', { data })).json()).agent.id
  const danaId = await agentIdOf(sampleAgent)
  await agentIdOf({ name: 'Sam Seller', brokerage: 'Birch Homes', phone: '+1 416 555 0188', email: SAM })

  // Dana's first shoot, booked through the public API as /book does: its order is her first.
  const booked = await bookThroughApi(DANA, PAST_ADDRESS, PAST_NOTES)
  danas.booking = booked.manageUrl
  // Her second order, made by the owner and invoiced; and one of Sam's.
  const order = async (name: string, email: string, address: string) => {
    const made = await owner.post('/api/orders', {
      data: { client: { name, email }, address, lines: [{ description: 'Photos', amountCents: 30_000 }] },
    })
    expect(made.status()).toBe(201)
    return (await made.json()).id as string
  }
  const second = await order(sampleAgent.name, DANA, '40 Elm St, Toronto')
  const invoice = await owner.post(`/api/orders/${second}/invoice`, { data: {} })
  expect(invoice.status()).toBe(201)
  danas.invoice = (await invoice.json()).id
  await order('Sam Seller', SAM, '9 Birch Rd, Toronto')
  await expect
    .poll(async () => ((await (await owner.get('/api/orders')).json()).orders as { id: string }[]).length)
    .toBe(3)
  danas.orders = ((await (await owner.get('/api/orders')).json()).orders as { id: string; client: { email: string } }[])
    .filter((o) => o.client.email === DANA)
    .map((o) => o.id)
  expect(danas.orders).toHaveLength(2)

  // Her delivery: a listing with one photo, published.
  const made = await owner.post('/api/listings', { data: { address: sampleAddress } })
  danas.listing = (await made.json()).listing.id
  const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#c96' } })
    .jpeg()
    .toBuffer()
  const upload = await owner.post(`/api/listings/${danas.listing}/media`, {
    multipart: { files: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo } },
  })
  expect(upload.status()).toBe(201)
  await owner.put(`/api/listings/${danas.listing}`, {
    data: { agentId: danaId, description: 'Bright corner lot.', bedrooms: 3, bathrooms: 2 },
  })
  expect((await owner.post(`/api/listings/${danas.listing}/deliver`)).status()).toBe(202)
  await expect
    .poll(async () => (await (await owner.get(`/api/listings/${danas.listing}`)).json()).listing.delivery?.state, {
      timeout: 240_000,
    })
    .toBe('live')
  danas.deliveryToken = (await (await owner.get(`/api/listings/${danas.listing}`)).json()).listing.deliveryToken
})

test.afterAll(async () => {
  await owner?.dispose()
  await service?.close()
})

/** A photography booking of a condo at the first open time, made through the public API. */
async function bookThroughApi(email: string, address: string, notes: string) {
  const slots = await (await owner.get('/api/booking/slots?services=photography&size=condo&postal=M4E1A1')).json()
  const hold = await owner.post('/api/booking/holds', {
    data: { services: ['photography'], size: 'condo', postal: 'M4E1A1', start: slots.slots[0].start },
  })
  expect(hold.status()).toBe(201)
  const booked = await owner.post('/api/bookings', {
    data: {
      holdId: (await hold.json()).holdId,
      name: sampleAgent.name,
      email,
      phone: sampleAgent.phone,
      address,
      notes,
      consent: true,
      website: '',
      fillMs: 9000,
    },
  })
  expect(booked.status()).toBe(201)
  return (await booked.json()) as { manageUrl: string }
}

/** The last sign-in link e-mailed to `email`. */
async function linkFor(email: string, count: number) {
  const mails = () => smtp.received.filter((m) => m.to.includes(email) && /sign-in/i.test(m.text))
  await expect.poll(() => mails().length, { timeout: 20_000 }).toBe(count)
  return /https?:\/\/\S+\/account\/sign-in\/[\w-]+/.exec(mails().at(-1)!.text)![0]
}

/** Asks for a sign-in link on /account's form and opens it in the same browser: the account page. */
async function signIn(page: Page, email: string, count: number) {
  await page.goto(`${service.base}/account`)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
  await expect(page.getByText(/a sign-in link is on its way/)).toBeVisible()
  await page.goto(await linkFor(email, count))
  await expect(page).toHaveURL(`${service.base}/account/`)
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
}

/** No axe violation of any impact, and the page's HTML kept for the Nu checker under `name`. */
async function checked(page: Page, name: string) {
  const axe = await (await axeOf(page)).analyze()
  expect(
    axe.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([])
  seen.set(name, await page.content())
}

/** Whether the page is as wide as the screen (nothing wider than it), naming what sticks out. */
async function fitsScreen(page: Page) {
  const { scrollWidth, innerWidth, wider } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    wider: [...document.body.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`)
      .slice(0, 5),
  }))
  expect(scrollWidth, wider.join(', ')).toBe(innerWidth)
}

const section = (page: Page, name: string) => page.getByRole('region', { name })

test('Dana signs in by the e-mailed link, sees two orders and a delivery, books again prefilled, reschedules from her account and signs out', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const problems = watchConsole(page)
  await page.goto(`${service.base}/account`)
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  await checked(page, 'sign-in form')
  await signIn(page, DANA, 1)
  await checked(page, 'account')

  await expect(section(page, 'Orders').getByRole('listitem')).toHaveCount(2)
  await expect(section(page, 'Orders')).toContainText('40 Elm St, Toronto')
  await expect(section(page, 'Orders')).toContainText(PAST_ADDRESS)
  const delivery = section(page, 'Deliveries')
  await expect(delivery.getByRole('link', { name: /^Property website/ })).toHaveCount(1)
  await expect(
    delivery.getByRole('link', { name: 'Delivery page (downloads) of 12 Maple Ave, Toronto' }),
  ).toHaveAttribute('href', new RegExp(`/delivery/${danas.deliveryToken}/$`))
  await expect(section(page, 'Upcoming shoots').getByRole('listitem')).toHaveCount(1)

  // Book again: /book with her name, e-mail and phone in, her brokerage named, and the notes of a past address.
  await page.getByRole('link', { name: 'Book again' }).click()
  await expect(page).toHaveURL(/\/book$/)
  await waitForIslands(page)
  const form = page.locator('[data-island="BookingForm"]')
  await form.getByLabel('Photography').check()
  await form.getByLabel('Postal code').fill('M4E 1A1')
  await form.getByRole('button', { name: 'Show open times' }).click()
  await form.getByRole('radio').first().check()
  await form.getByRole('button', { name: 'Hold this time' }).click()
  await expect(form.getByText(/Held for you for \d+:\d\d more/)).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue(sampleAgent.name)
  await expect(form.getByLabel('E-mail')).toHaveValue(DANA)
  await expect(form.getByLabel('Phone')).toHaveValue(sampleAgent.phone)
  await expect(form.getByText(`Booking as ${sampleAgent.name}, ${sampleAgent.brokerage}`)).toBeVisible()
  await expect(form.getByLabel(/Access notes/)).toHaveValue('')
  await form.getByLabel('Property address').fill(PAST_ADDRESS)
  await expect(form.getByLabel(/Access notes/)).toHaveValue(PAST_NOTES)
  await form.getByLabel(/I agree that/).check()
  // The service takes a booking sent within 3 s of the page's load for a bot's (MIN_FILL_MS): a person takes longer.
  await page.waitForFunction(() => performance.now() > 3500)
  await form.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByRole('heading', { name: 'Your shoot is booked' })).toBeVisible({ timeout: 15_000 })

  // Back in the account: the new shoot is there, and rescheduled through its manage link.
  await page.goto(`${service.base}/account/`)
  const upcoming = section(page, 'Upcoming shoots').getByRole('listitem')
  await expect(upcoming).toHaveCount(2)
  const before = await upcoming.last().locator('p').nth(1).textContent()
  await upcoming
    .last()
    .getByRole('link', { name: /Reschedule or cancel/ })
    .click()
  await expect(page).toHaveURL(/\/book\/manage\/#/)
  await waitForIslands(page)
  await page.getByRole('button', { name: 'Reschedule' }).click()
  const day = page.getByRole('combobox', { name: 'Day' })
  await expect(day).toBeVisible()
  await day.selectOption({ index: (await day.locator('option').count()) - 1 })
  await page.getByRole('radio').last().check()
  await page.getByRole('button', { name: 'Move to this time' }).click()
  await expect(page.getByText('Your booking has moved.')).toBeVisible({ timeout: 15_000 })
  await page.goto(`${service.base}/account/`)
  await expect(upcoming).toHaveCount(2)
  await expect(upcoming.last().locator('p').nth(1)).not.toHaveText(before!)

  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  expect((await page.request.get(`${service.base}/api/account`)).status()).toBe(401)
  await page.goto(`${service.base}/account/`)
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  expect(problems.filter((p) => !p.includes('401'))).toEqual([])
  await context.close()
})

test("Sam, another agent, sees none of Dana's data: not on his pages, 404 from the API", async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, SAM, 1)
  for (const name of ['Upcoming shoots', 'Deliveries', 'Invoices', 'Past shoots']) {
    await expect(section(page, name).getByRole('listitem')).toHaveCount(0)
  }
  await expect(section(page, 'Orders').getByRole('listitem')).toHaveCount(1)
  const text = await page.locator('body').innerText()
  for (const hers of ['Maple', 'Elm St', sampleAgent.name, DANA]) expect(text).not.toContain(hers)
  await checked(page, 'account with one order')
  const api = page.request
  const mine = await (await api.get(`${service.base}/api/account`)).json()
  expect(JSON.stringify(mine)).not.toMatch(new RegExp([...danas.orders, danas.invoice, danas.listing].join('|')))
  for (const [kind, id] of [
    ...danas.orders.map((id) => ['orders', id]),
    ['invoices', danas.invoice],
    ['listings', danas.listing],
  ]) {
    const res = await api.get(`${service.base}/api/account/${kind}/${id}`)
    expect(res.status(), `${kind}/${id}`).toBe(404)
  }
  // The same ids are Dana's own: her session gets them (so the 404s are about whose they are).
  const dana = await browser.newContext()
  const danaPage = await dana.newPage()
  await signIn(danaPage, DANA, 2)
  for (const [kind, id] of [
    ['orders', danas.orders[0]],
    ['invoices', danas.invoice],
    ['listings', danas.listing],
  ]) {
    expect((await danaPage.request.get(`${service.base}/api/account/${kind}/${id}`)).status()).toBe(200)
  }
  await dana.close()
  await context.close()
})

test('/account at 320 px: signed out, signed in and a refused link are no wider than the screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } })
  const page = await context.newPage()
  await page.goto(`${service.base}/account`)
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  await fitsScreen(page)
  await signIn(page, DANA, 3)
  await fitsScreen(page)
  await checked(page, 'account at 320 px')
  const refused = await page.goto(`${service.base}/account/sign-in/${'A'.repeat(43)}`)
  expect(refused!.status()).toBe(410)
  await fitsScreen(page)
  await checked(page, 'refused link')
  await context.close()
})

test('Dana edits her profile by keyboard: the API, /account and her property website after its publish show the new phone; she downloads her data', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const NEW_PHONE = '+1 647 555 0123'
  const context = await browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  await signIn(page, DANA, 4)
  const profile = section(page, 'Your profile')
  await expect(profile.getByLabel('Phone')).toHaveValue(sampleAgent.phone)
  await profile.getByLabel('Phone').focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(NEW_PHONE)
  await page.keyboard.press('Tab')
  await expect(profile.getByLabel('Brokerage', { exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.type('not an address')
  await page.keyboard.press('Enter')
  // Refused: the summary takes the focus and names the field; the phone is not saved either.
  await expect(profile.getByRole('alert')).toBeFocused()
  await expect(profile.getByRole('alert')).toContainText('Billing e-mail (optional): Type an e-mail address')
  await profile.getByRole('link', { name: /^Billing e-mail/ }).press('Enter')
  await expect(profile.getByLabel('Billing e-mail (optional)')).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Enter')
  await expect(profile.getByText('Your profile is saved.')).toBeVisible()

  const account = await (await page.request.get(`${service.base}/api/account`)).json()
  expect(account.agent).toMatchObject({ phone: NEW_PHONE, billingEmail: '', email: DANA })
  await page.reload()
  await expect(section(page, 'Your profile').getByLabel('Phone')).toHaveValue(NEW_PHONE)
  // The newest profile change (the republish it starts records its delivery after it).
  const changes = (await (await owner.get('/api/listings/history?limit=10')).json()).changes as { action: string }[]
  expect(changes.find((c) => c.action === 'agent-update')).toMatchObject({ by: 'agent', after: { phone: NEW_PHONE } })

  // The edit republishes her delivered listing: its property website shows the new phone once live.
  const website = account.listings[0].links.propertyWebsite as string
  await expect.poll(async () => (await page.request.get(website)).text(), { timeout: 120_000 }).toContain(NEW_PHONE)

  const downloading = page.waitForEvent('download')
  await section(page, 'Your data').getByRole('link', { name: 'Download my data (JSON)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('account-data-dana-agent.json')
  const data = JSON.parse(await readFile(await download.path(), 'utf8'))
  expect(data.agent).toMatchObject({ email: DANA, phone: NEW_PHONE })
  expect(data.orders.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining(danas.orders))
  expect(data.invoices.map((i: { id: string }) => i.id)).toEqual([danas.invoice])
  expect(data.listings.map((l: { id: string }) => l.id)).toEqual([danas.listing])
  expect(JSON.stringify(data)).not.toMatch(/Sam Seller|sam@birch|9 Birch Rd/)
  await context.close()
})

test('the Nu checker finds nothing on any /account page seen above', async () => {
  expect([...seen.keys()]).toEqual([
    'sign-in form',
    'account',
    'account with one order',
    'account at 320 px',
    'refused link',
  ])
  const dir = await mkdtemp(path.join(os.tmpdir(), 'account-vnu-'))
  const files: string[] = []
  for (const [name, html] of seen) {
    const file = path.join(dir, `${name.replace(/\W+/g, '-')}.html`)
    await writeFile(file, html)
    files.push(file)
  }
  const messages = await nuMessages(files, { warnings: true })
  expect(messages.map((m) => `${path.basename(m.url)}: ${m.message}`)).toEqual([])
})

test("Sam, as the billing contact of Dana's team, sees her orders, and loses them once she leaves the team", async ({
  browser,
}) => {
  const agents = (await (await owner.get('/api/agents')).json()).agents as { id: string; email: string }[]
  const idOf = (email: string) => agents.find((a) => a.email === email)!.id
  const made = await owner.post('/api/teams', {
    data: { name: 'Lakeside Team', memberIds: [idOf(DANA), idOf(SAM)], billingContactId: idOf(SAM) },
  })
  expect(made.status()).toBe(201)
  const teamId = (await made.json()).team.id as string
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, SAM, 2)
  const orders = section(page, 'Orders')
  await expect(orders).toContainText('40 Elm St, Toronto')
  await expect(orders.getByRole('listitem').filter({ hasText: `for ${sampleAgent.name}` })).toHaveCount(
    danas.orders.length + 1,
  )
  await expect(section(page, 'Invoices')).toContainText(`for ${sampleAgent.name}`)
  const api = page.request
  expect((await api.get(`${service.base}/api/account/orders/${danas.orders[0]}`)).status()).toBe(200)
  expect((await api.get(`${service.base}/api/account/invoices/${danas.invoice}`)).status()).toBe(200)

  const removed = await owner.delete(`/api/teams/${teamId}/members/${idOf(DANA)}`)
  expect(removed.status()).toBe(200)
  await page.reload()
  await expect(orders.getByRole('listitem')).toHaveCount(1)
  await expect(page.locator('main')).not.toContainText(sampleAgent.name)
  for (const [kind, id] of [...danas.orders.map((id) => ['orders', id]), ['invoices', danas.invoice]]) {
    expect((await api.get(`${service.base}/api/account/${kind}/${id}`)).status(), `${kind}/${id}`).toBe(404)
  }
  await context.close()
})

test("Sam asks to erase his data; Dana's request waits for her shoot; Sam's, confirmed, reaches him by e-mail", async ({
  browser,
}) => {
  // Sam once asked for a quote from /contact.
  const quote = await owner.post('/api/leads', {
    data: { name: 'Sam Seller', email: SAM, services: ['photography'], consent: true, website: '', fillMs: 9000 },
  })
  expect(quote.status()).toBe(201)
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, SAM, 3)
  await page.getByRole('button', { name: 'Ask to erase my data' }).click()
  await expect(section(page, 'Your data')).toContainText('Your request is recorded')
  // Dana asks too, through her account's API.
  const dana = await browser.newContext()
  const danaPage = await dana.newPage()
  await signIn(danaPage, DANA, 5)
  const asked = await danaPage.request.post(`${service.base}/api/account/deletion-request`, {
    headers: { Origin: service.base, ...XHR },
    data: {},
  })
  expect(asked.status()).toBe(202)

  type Request = { id: string; email: string; confirmedAt: string | null }
  const requests = (await (await owner.get('/api/agents/deletion-requests')).json()).requests as Request[]
  const idOf = (email: string) => requests.find((r) => r.email === email)!.id
  // Her shoot at 12 Maple Ave is still ahead: refused, naming it, and her account stays.
  const refused = await owner.post(`/api/agents/deletion-requests/${idOf(DANA)}/confirm`, { data: {} })
  expect(refused.status()).toBe(409)
  expect((await refused.json()).error).toContain(PAST_ADDRESS)
  expect((await danaPage.request.get(`${service.base}/api/account`)).status()).toBe(200)

  const confirmed = await owner.post(`/api/agents/deletion-requests/${idOf(SAM)}/confirm`, { data: {} })
  expect(confirmed.status()).toBe(200)
  const told = () => smtp.received.filter((m) => m.to.includes(SAM) && /is erased/.test(m.subject))
  await expect.poll(() => told().length, { timeout: 20_000 }).toBe(1)
  expect(told()[0]!.text).toMatch(/six years from the end of the tax year/)
  // Signed out everywhere; his profile keeps its id and nothing of his.
  expect((await page.request.get(`${service.base}/api/account`)).status()).toBe(401)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  expect(JSON.stringify((await (await owner.get('/api/agents')).json()).agents)).not.toContain(SAM)
  // His order, never invoiced, keeps its address and amount and names nobody; his quote request is gone.
  type Order = { address: string; totalCents: number; client: object }
  const orders = (await (await owner.get('/api/orders')).json()).orders as Order[]
  expect(orders.find((o) => o.address === '9 Birch Rd, Toronto')).toMatchObject({
    client: { name: 'Erased client', email: '', phone: '' },
    totalCents: 33_900,
  })
  expect(JSON.stringify(orders)).not.toContain(SAM)
  const leads = (await (await owner.get('/api/leads')).json()).leads as { email: string }[]
  expect(leads.map((l) => l.email)).not.toContain(SAM)
  await dana.close()
  await context.close()
})
