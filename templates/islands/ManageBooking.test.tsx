// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderIsland } from '../../tests/support/islandPage.tsx'
import type { Deposit, ManagedBooking } from './booking/bookingApi.ts'
import { DEPOSIT_CHECK, ManageBooking } from './ManageBooking.tsx'

const TOKEN = 'tok-123'
const asked: Deposit = {
  amountCents: 11978,
  totalCents: 47912,
  percent: 25,
  rule: 'The deposit is credited on your invoice.',
  checkoutPath: `/api/bookings/manage/${TOKEN}/deposit`,
}
const paid = { amountCents: 11978, receivedOn: '2026-11-30' }

/** A confirmed booking as `GET /api/bookings/manage/{token}` answers it (server/booking/bookingRoutes.ts). */
const booking = (deposit: ManagedBooking['deposit'], status = 'confirmed'): ManagedBooking => ({
  status,
  services: [{ id: 'photography', name: 'Photography' }],
  addOns: [],
  size: 'condo',
  sizeLabel: 'Condo or apartment',
  postal: 'M5V 2T6',
  address: '1 Front St W, Toronto',
  start: '2026-12-07T15:00:00.000Z',
  end: '2026-12-07T16:00:00.000Z',
  photographer: 'Daniel Reyes',
  price: null,
  canChange: true,
  changeUntil: '2026-12-06T15:00:00.000Z',
  deposit,
  phone: '+1 (416) 555-0147',
  phoneHref: 'tel:+14165550147',
})

/** An answer whose body is read within the same turn of promises: the fake timers below see each reading end. */
const reply = (body: unknown, status = 200) => ({ status, json: async () => body }) as unknown as Response

let container: HTMLDivElement
let unmount = () => {}
let requests: { url: string; method: string }[]

/**
 * Renders the island at `/book/manage/{search}#tok-123` over a service whose manage link answers each of
 * `answers` in turn (the last one again after), and whose deposit checkout answers a Stripe page's address.
 */
async function render(answers: ManagedBooking[], search = '') {
  history.replaceState(null, '', `/book/manage/${search}#${TOKEN}`)
  requests = []
  let read = 0
  ;({ container, unmount } = await renderIsland(
    <ManageBooking api="/api" phone="+1 (416) 555-0147" phoneHref="tel:" noScript="" />,
    async (url, init) => {
      requests.push({ url, method: init?.method ?? 'GET' })
      if (url === `/api/bookings/manage/${TOKEN}`) return reply(answers[Math.min(read++, answers.length - 1)])
      if (url === asked.checkoutPath && init?.method === 'POST')
        return reply({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
      return reply({ error: 'Not found' }, 404)
    },
  ))
  await vi.waitFor(() => expect(container.querySelector('dl')).not.toBeNull())
}

/** The booking's facts as term → description. */
const facts = () =>
  Object.fromEntries(
    [...container.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  )
const status = () => container.querySelector('[role="status"]')?.textContent ?? null
const payButton = () => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Pay the deposit')

afterEach(() => {
  unmount()
  vi.useRealTimers()
})

describe('the manage page’s deposit', () => {
  it('shows the deposit asked, not paid yet, with "Pay the deposit" opening its Stripe page', async () => {
    await render([booking({ paid: null, asked })])
    expect(facts().Deposit).toBe('$119.78, not paid yet')
    const region = container.querySelector('section[aria-labelledby="booking-deposit-heading"]')!
    expect(region.querySelector('h3')!.textContent).toBe('Deposit: $119.78')
    expect(region.textContent).toContain('A deposit of 25% of the $479.12 total (HST included) secures your shoot.')
    // jsdom does not navigate: the page asks for the Stripe page, then goes there (which jsdom only reports).
    const navigation = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => payButton()!.click())
    await vi.waitFor(() => expect(requests).toContainEqual({ url: asked.checkoutPath, method: 'POST' }))
    navigation.mockRestore()
    expect(status()).toBeNull()
  })

  it('shows the deposit paid with its amount and day, and asks nothing more', async () => {
    await render([booking({ paid, asked: null })])
    expect(facts().Deposit).toBe('$119.78, paid Monday, November 30')
    expect(payButton()).toBeUndefined()
    expect(status()).toBeNull()
  })

  it('shows no deposit on a booking that has none', async () => {
    await render([booking(null)])
    expect(facts()).not.toHaveProperty('Deposit')
    expect(payButton()).toBeUndefined()
  })

  it('thanks the client back from Stripe’s page paid, once: the address loses its ?deposit=paid', async () => {
    await render([booking({ paid, asked: null })], '?deposit=paid')
    expect(status()).toBe(
      'Thank you: your deposit is paid ($119.78, paid Monday, November 30). A receipt is on its way to your e-mail.',
    )
    expect(location.search).toBe('')
    expect(location.hash).toBe(`#${TOKEN}`)
  })

  it('says the card payment went through before it is recorded, and reads the booking again until it is', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await render(
      [booking({ paid: null, asked }), booking({ paid: null, asked }), booking({ paid, asked: null })],
      '?deposit=paid',
    )
    expect(status()).toBe(
      'Thank you: your card payment went through. The deposit shows here as paid once the payment is confirmed.',
    )
    expect(facts().Deposit).toBe('$119.78, not paid yet')
    for (let i = 0; i < 2; i++) await act(async () => vi.advanceTimersByTimeAsync(DEPOSIT_CHECK.everyMs))
    expect(facts().Deposit).toBe('$119.78, paid Monday, November 30')
    expect(status()).toMatch(/^Thank you: your deposit is paid/)
    expect(payButton()).toBeUndefined()
    // Recorded: no further reading.
    await act(async () => vi.advanceTimersByTimeAsync(DEPOSIT_CHECK.everyMs * DEPOSIT_CHECK.times))
    expect(requests.filter((r) => r.url === `/api/bookings/manage/${TOKEN}`)).toHaveLength(3)
  })

  it('stops reading the booking again after its few tries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await render([booking({ paid: null, asked })], '?deposit=paid')
    await act(async () => vi.advanceTimersByTimeAsync(DEPOSIT_CHECK.everyMs * (DEPOSIT_CHECK.times + 3)))
    expect(requests.filter((r) => r.url === `/api/bookings/manage/${TOKEN}`)).toHaveLength(1 + DEPOSIT_CHECK.times)
  })
})
