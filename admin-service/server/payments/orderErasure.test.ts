import { describe, expect, it } from 'vitest'
import { ERASED_CLIENT } from '../../../content/account/retention.ts'
import { PaymentsStore } from './PaymentsStore.ts'

const NOW = Date.parse('2026-11-28T15:00:00Z')
const avery = { name: 'Avery Agent', email: 'avery@example.com', phone: '+1 416 555 0142' }
const bea = { name: 'Bea Buyer', email: 'bea@example.com', phone: '+1 647 555 0177' }
const orderOf = (client: typeof avery, address = '12 King St W, Toronto') => ({
  client,
  address,
  lines: [{ description: 'Photography, condo', amountCents: 24_900, quantity: 1, discount: false }],
})

describe("PaymentsStore.eraseClient: a client's personal data out of their orders never invoiced", () => {
  it('blanks the client of each un-invoiced order, in its history and deposit receipts too, and keeps invoiced orders whole', async () => {
    const store = PaymentsStore.inMemory()
    // Never invoiced: an order the owner made, renamed, linked to a listing and unlocked...
    const made = await store.createOrder(orderOf({ ...avery, name: 'Avery A.' }), NOW)
    await store.updateOrder(made.id, { client: avery }, { partial: true }, NOW)
    await store.linkListing(made.id, 'listing-avery-1', NOW)
    await store.setUnlocked(made.id, true, NOW)
    // ...and a booking's order, cancelled after its deposit was paid by card.
    const booked = await store.syncBookingOrder(
      { ...orderOf(avery, '9 Birch Rd, Toronto'), id: 'order-booking-1', bookingId: 'booking-1', cancelled: false },
      NOW,
    )
    const deposit = await store.recordDeposit(booked.id, 5_000, 'evt_deposit_1', NOW)
    await store.syncBookingOrder(
      { ...orderOf(avery, '9 Birch Rd, Toronto'), id: booked.id, bookingId: 'booking-1', cancelled: true },
      NOW,
    )
    // Invoiced: one invoice live and part paid, one voided (the invoice keeps the client as issued).
    const paid = await store.createOrder(orderOf(avery, '3 Elm St, Toronto'), NOW)
    const invoice = await store.issueInvoice(paid.id, NOW)
    await store.recordPayment(invoice.id, { amountCents: 10_000, method: 'etransfer', receivedOn: '2026-11-28' }, NOW)
    const voided = await store.createOrder(orderOf(avery, '4 Oak Ave, Toronto'), NOW)
    await store.voidInvoice((await store.issueInvoice(voided.id, NOW)).id, NOW)
    const other = await store.createOrder(orderOf(bea), NOW)

    const erasedIds = [made.id, booked.id]
    const keptIds = [paid.id, voided.id, other.id]
    const kept = () => ({
      orders: store.data.orders.filter((o) => keptIds.includes(o.id)),
      history: store.data.history.filter((h) => h.orderId === null || keptIds.includes(h.orderId)),
      mails: store.data.mails.filter((m) => m.kind !== 'deposit'),
      invoices: store.data.invoices,
      payments: store.data.payments,
    })
    const before = kept()
    const erasedBefore = store.data.orders.filter((o) => erasedIds.includes(o.id))
    expect(store.data.mails.filter((m) => m.kind === 'deposit')).toHaveLength(1)

    expect(await store.eraseClient(' AVERY@example.com', NOW)).toBe(2)

    for (const [i, id] of erasedIds.entries()) {
      const order = store.data.orders.find((o) => o.id === id)!
      expect(order.client).toEqual({ name: ERASED_CLIENT, email: '', phone: '' })
      // What the books need of it stays: what was ordered, where, and what it is linked to.
      const { client: _was, ...rest } = erasedBefore[i]!
      expect(order).toMatchObject(rest)
    }
    expect(store.data.deposits).toEqual([deposit])
    expect(store.data.mails.filter((m) => m.kind === 'deposit')).toEqual([])
    // The history keeps every entry, saying what happened without whom.
    expect(store.data.history.filter((h) => h.orderId === made.id).map((h) => h.summary)).toEqual([
      'Order for Erased client',
      'Order for Erased client changed: 1 lines, $281.37 with HST',
      'Listing created for Erased client',
      'Downloads unlocked for Erased client',
    ])
    expect(store.data.history.filter((h) => h.orderId === booked.id).map((h) => h.summary)).toEqual([
      'Order for Erased client from a booking',
      'Deposit of $50.00 received (card) from Erased client',
      'Booking cancelled for Erased client',
    ])
    expect(kept()).toEqual(before)
    const { orders, history, mails } = store.data
    const rest = JSON.stringify({
      orders: orders.filter((o) => !keptIds.includes(o.id)),
      history: history.filter((h) => h.orderId !== null && erasedIds.includes(h.orderId)),
      mails: mails.filter((m) => m.kind === 'deposit'),
    })
    for (const personal of [avery.email, avery.name, 'Avery A.', avery.phone]) expect(rest).not.toContain(personal)

    // Asked again, or with no address, nothing is left to erase and nothing changes.
    const after = store.data
    expect(await store.eraseClient(avery.email, NOW)).toBe(0)
    expect(await store.eraseClient('  ', NOW)).toBe(0)
    expect(store.data).toBe(after)
  })
})
