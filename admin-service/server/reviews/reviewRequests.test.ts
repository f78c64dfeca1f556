import { describe, expect, it } from 'vitest'
import { PaymentsStore } from '../payments/index.ts'
import { dueReviewRequests, reviewCandidates, type ReviewCandidate } from './reviewRequests.ts'
import { emptyReviewsFile, type ReviewsFile } from './reviewsFile.ts'

const DAY = 86_400_000
const t0 = Date.parse('2026-05-04T14:00:00Z')
const iso = (time: number) => new Date(time).toISOString()

/** Requests on since t0, three days after, one a year per agent. */
const on = (patch: Partial<ReviewsFile> = {}): ReviewsFile => ({
  ...emptyReviewsFile(),
  settings: {
    link: 'https://g.page/r/northframe/review',
    after: 'paid',
    delayDays: 3,
    quietDays: 365,
    enabledAt: iso(t0),
  },
  ...patch,
})
const dana = (orderId: string, dueFrom: number, email = 'dana@example.com'): ReviewCandidate => ({
  orderId,
  email,
  name: 'Dana Agent',
  address: '12 Maple Ave, Toronto',
  dueFrom: iso(dueFrom),
})

describe('reviewCandidates', () => {
  it('are the orders paid in full, since their last payment; an order owing money is none', async () => {
    const store = PaymentsStore.inMemory()
    const order = async (email: string) => {
      const made = await store.createOrder(
        {
          client: { name: 'Dana Agent', email },
          address: '12 Maple Ave',
          lines: [{ description: 'Photos', amountCents: 20000 }],
        },
        t0,
      )
      return store.issueInvoice(made.id, t0)
    }
    const paid = await order('dana@example.com')
    const half = await order('sam@example.com')
    await store.recordPayment(paid.id, { amountCents: 10000, method: 'etransfer', receivedOn: '2026-05-05' }, t0 + DAY)
    await store.recordPayment(
      paid.id,
      { amountCents: paid.totalCents - 10000, method: 'etransfer', receivedOn: '2026-05-06' },
      t0 + 2 * DAY,
    )
    await store.recordPayment(
      half.id,
      { amountCents: 10000, method: 'etransfer', receivedOn: '2026-05-06' },
      t0 + 2 * DAY,
    )
    expect(reviewCandidates(store.data, [], 'paid')).toEqual([
      {
        orderId: paid.orderId,
        email: 'dana@example.com',
        name: 'Dana Agent',
        address: '12 Maple Ave',
        dueFrom: iso(t0 + 2 * DAY),
      },
    ])
    // By delivery instead: the order whose listing was delivered, since then, paid or not.
    const data = {
      ...store.data,
      orders: store.data.orders.map((o) => (o.id === half.orderId ? { ...o, listingId: 'L1' } : o)),
    }
    expect(reviewCandidates(data, [{ id: 'L1', deliveredAt: iso(t0 + 3 * DAY) }], 'delivered')).toMatchObject([
      { orderId: half.orderId, email: 'sam@example.com', dueFrom: iso(t0 + 3 * DAY) },
    ])
  })
})

describe('dueReviewRequests', () => {
  it('asks once the delay has passed, and not a week after it', () => {
    const paidAt = t0 + DAY
    expect(dueReviewRequests([dana('A', paidAt)], on(), paidAt + 3 * DAY - 60_000)).toEqual([])
    expect(dueReviewRequests([dana('A', paidAt)], on(), paidAt + 3 * DAY)).toMatchObject([
      { orderId: 'A', emailKey: 'dana@example.com' },
    ])
    expect(dueReviewRequests([dana('A', paidAt)], on(), paidAt + 11 * DAY)).toEqual([])
  })

  it('asks nothing while off, nor about orders paid before requests were turned on', () => {
    const off = on({ settings: { ...on().settings, link: '', enabledAt: null } })
    expect(dueReviewRequests([dana('A', t0 + DAY)], off, t0 + 5 * DAY)).toEqual([])
    expect(dueReviewRequests([dana('A', t0 - DAY)], on(), t0 + 2 * DAY)).toEqual([])
  })

  it('asks an agent once per order and once in the quiet period, however their address is written', () => {
    const first = dueReviewRequests(
      [dana('A', t0 + DAY), dana('B', t0 + 2 * DAY, 'Dana+work@Example.com')],
      on(),
      t0 + 6 * DAY,
    )
    // One request for the two orders: the latest.
    expect(first.map((r) => r.orderId)).toEqual(['B'])
    const asked = on({
      requests: [{ ...first[0]!, queuedAt: iso(t0 + 6 * DAY) }].map(
        ({ orderId, email, emailKey, name, dueFrom, queuedAt }) => ({
          orderId,
          email,
          emailKey,
          name,
          dueFrom,
          queuedAt,
        }),
      ),
    })
    expect(dueReviewRequests([dana('B', t0 + 2 * DAY)], asked, t0 + 7 * DAY)).toEqual([])
    expect(dueReviewRequests([dana('C', t0 + 100 * DAY)], asked, t0 + 104 * DAY)).toEqual([])
    expect(dueReviewRequests([dana('D', t0 + 370 * DAY)], asked, t0 + 374 * DAY)).toMatchObject([{ orderId: 'D' }])
  })

  it('never asks an agent who opted out', () => {
    const optedOut = on({ optOuts: [{ emailKey: 'dana@example.com', at: iso(t0) }] })
    expect(dueReviewRequests([dana('A', t0 + DAY, 'DANA@example.com')], optedOut, t0 + 5 * DAY)).toEqual([])
  })
})
