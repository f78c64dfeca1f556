import { randomBytes } from 'node:crypto'
import { pendingDelivery, type OutboxDelivery } from '../../../content/outbox/delivery.ts'
import { amountProblem, formatDollars, totalsOf } from '../../../content/payments/money.ts'
import {
  creditNoteInput,
  orderInput,
  paymentInput,
  paymentSettingsPatch,
  subtotalOf,
  type PaymentMethod,
  type PaymentSettings,
  type PaymentTerms,
} from '../../../content/payments/requests.ts'
import { GroupCommit } from '../shared/persistence/GroupCommit.ts'
import type { StoreLogger } from '../shared/persistence/openJsonFile.ts'
import { openStore } from '../shared/persistence/openStore.ts'
import {
  emptyPaymentsFile,
  paymentsFile,
  type BookingOrder,
  type PaymentChange,
  type PaymentsFile,
  type StoredCreditNote,
  type StoredDeposit,
  type StoredInvoice,
  type StoredOrder,
  type StoredPayment,
  type StoredPaymentMail,
} from './paymentsFile.ts'
import {
  AlreadyInvoicedError,
  AmountConflictError,
  InvalidPaymentsInputError,
  InvoicedOrderError,
  InvoiceVoidError,
  ListingExistsError,
  PaymentsNotFoundError,
  paymentsMessages,
  ZeroInvoiceError,
} from './paymentsErrors.ts'
import { eraseClientChange } from './orderErasure.ts'
import { reminderDue, withoutStaleReminders } from './paymentReminders.ts'
import { addDays, daysBetween, invoiceBalance, torontoDay } from './paymentsView.ts'

type Schema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } }
}
type Issue = { path: PropertyKey[]; message: string }

/** Parses a request body, or throws one field message per invalid field ("lines.0.amountCents"). */
function parse<T>(schema: Schema<T>, input: unknown): T {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message
  throw new InvalidPaymentsInputError(paymentsMessages.invalid, fields)
}

const newId = () => randomBytes(12).toString('base64url')

/** Sent and failed e-mails kept for the owner's view; pending ones are all kept. */
const FINISHED_MAILS_KEPT = 500

/** `state` with an e-mail to the client queued (pending, due now), and the oldest finished ones dropped. */
function withMail(
  state: PaymentsFile,
  kind: StoredPaymentMail['kind'],
  invoiceId: string | null,
  paymentId: string | null,
  now: number,
): PaymentsFile {
  const at = new Date(now).toISOString()
  const mail: StoredPaymentMail = {
    id: newId(),
    receivedAt: at,
    kind,
    invoiceId,
    paymentId,
    deliveries: { email: pendingDelivery(at) },
  }
  return { ...state, mails: pruneMails([...state.mails, mail]) }
}

function pruneMails(mails: StoredPaymentMail[]): StoredPaymentMail[] {
  const finished = mails.filter((m) => m.deliveries.email?.state !== 'pending')
  if (finished.length <= FINISHED_MAILS_KEPT) return mails
  const drop = new Set(finished.slice(0, finished.length - FINISHED_MAILS_KEPT).map((m) => m.id))
  return mails.filter((m) => !drop.has(m.id))
}

/** "NF-2026-0001", "NF-CN-2026-0001": the series' prefix, the year and the number in it. */
const numberOf = (prefix: string, year: string, n: number) => `${prefix}-${year}-${String(n).padStart(4, '0')}`

/**
 * Orders, invoices, credit notes and payments: one JSON file (`payments.json`) written like the other
 * stores (atomic, fsync'ed, rotating backups, one owner by lease) through a group commit. Every change is
 * decided inside its write against the state the writes before it left, so numbers are handed out in
 * order and two payments racing for one invoice are checked one after the other; it resolves only once it
 * is on disk, with its history entry and its e-mail to the client (an invoice's link, a payment's receipt)
 * written in the same document.
 */
export class PaymentsStore {
  readonly #writes: GroupCommit<PaymentsFile>

  private constructor(writes: GroupCommit<PaymentsFile>) {
    this.#writes = writes
  }

  /** A store in memory, for tests and for an app built without a data directory. */
  static inMemory(initial: PaymentsFile = emptyPaymentsFile()): PaymentsStore {
    return new PaymentsStore(GroupCommit.inMemory(paymentsFile.parse(initial)))
  }

  /** Opens `file` under its lease; a missing file starts empty, a corrupt one from its newest good backup. */
  static async open(
    file: string,
    options: { logger?: StoreLogger; onLockLost?: (error: Error) => void } = {},
  ): Promise<PaymentsStore> {
    const writes = await openStore(file, paymentsFile, {
      label: 'Payments store',
      initial: emptyPaymentsFile,
      backups: 5,
      logger: options.logger,
      onLockLost: options.onLockLost,
    })
    return new PaymentsStore(writes)
  }

  /** The whole state. Treat as read-only. */
  get data(): PaymentsFile {
    return this.#writes.data
  }

  get settings(): PaymentSettings {
    return this.#writes.data.settings
  }

  /** The outbox's view (admin-service/server/shared/outbox/Outbox.ts): the e-mails to clients. */
  get outbox(): readonly StoredPaymentMail[] {
    return this.#writes.data.mails
  }

  /** The outcome of an e-mail's delivery attempt (the outbox calls it). */
  setDelivery(id: string, kind: 'email', delivery: OutboxDelivery): Promise<void> {
    return this.#writes.commit((state) => {
      const mails = state.mails.map((m) => (m.id === id ? { ...m, deliveries: { [kind]: delivery } } : m))
      return [{ ...state, mails: pruneMails(mails) }, undefined]
    })
  }

  /** Called after every write with the new state. */
  onChange(listener: (data: PaymentsFile) => void): () => void {
    return this.#writes.onChange(listener)
  }

  async createOrder(input: unknown, now = Date.now()): Promise<StoredOrder> {
    const parsed = parse(orderInput, input)
    const order: StoredOrder = {
      id: newId(),
      createdAt: new Date(now).toISOString(),
      ...parsed,
      bookingId: null,
      listingId: null,
      unlocked: false,
      bookingCancelledAt: null,
    }
    return this.#commit(now, (state) => [
      { ...state, orders: [...state.orders, order] },
      order,
      {
        action: 'order',
        orderId: order.id,
        amountCents: totalsOf(subtotalOf(order.lines)).totalCents,
        summary: `Order for ${order.client.name}`,
      },
    ])
  }

  /**
   * Changes an order before it is invoiced: `PUT` (`partial` false) gives the whole order as
   * `POST /api/orders` takes it, `PATCH` the fields to change (its lines, say: a rush surcharge, a
   * discount); the result is checked as a whole (discounts never take it below $0). Refused while the
   * order has an invoice that is not void: an issued invoice is never edited, a credit note corrects it.
   */
  updateOrder(orderId: string, input: unknown, options: { partial?: boolean } = {}, now = Date.now()) {
    return this.#commit(now, (state) => {
      const order = orderIn(state, orderId)
      if (state.invoices.some((i) => i.orderId === orderId && i.voidedAt === null))
        throw new InvoicedOrderError(paymentsMessages.invoicedOrder)
      const given = input && typeof input === 'object' && !Array.isArray(input) ? input : {}
      const { client, address, lines, terms } = order
      const fields = parse(orderInput, options.partial ? { client, address, lines, terms, ...given } : input)
      const changed: StoredOrder = { ...order, ...fields }
      return [
        { ...state, orders: state.orders.map((o) => (o.id === orderId ? changed : o)) },
        changed,
        {
          action: 'order',
          orderId,
          amountCents: totalsOf(subtotalOf(changed.lines)).totalCents,
          summary: `Order for ${changed.client.name} changed: ${changed.lines.length} lines, ${formatDollars(totalsOf(subtotalOf(changed.lines)).totalCents)} with HST`,
        },
      ]
    })
  }

  /**
   * Makes a booking's order, or brings it up to date: created once under the id the booking chose (a repeat
   * finds it and creates nothing), then only its booking's cancellation follows (set, or cleared by an
   * undo); nothing is written when nothing changes. Its lines are the booking's priced parts, possibly none.
   */
  syncBookingOrder(order: BookingOrder, now = Date.now()): Promise<StoredOrder> {
    const at = new Date(now).toISOString()
    return this.#commit(now, (state) => {
      const stored = state.orders.find((o) => o.id === order.id)
      if (!stored) {
        const made: StoredOrder = {
          id: order.id,
          createdAt: at,
          client: order.client,
          address: order.address,
          lines: order.lines,
          terms: 'due-on-receipt',
          bookingId: order.bookingId,
          listingId: null,
          unlocked: false,
          bookingCancelledAt: order.cancelled ? at : null,
        }
        const summary = `Order for ${made.client.name} from a booking`
        const amountCents = totalsOf(subtotalOf(made.lines)).totalCents
        return [
          { ...state, orders: [...state.orders, made] },
          made,
          { action: 'order', orderId: made.id, amountCents, summary },
        ]
      }
      if (order.cancelled === (stored.bookingCancelledAt !== null)) return [state, stored, null]
      const changed = { ...stored, bookingCancelledAt: order.cancelled ? at : null }
      return [
        { ...state, orders: state.orders.map((o) => (o.id === order.id ? changed : o)) },
        changed,
        {
          action: 'order',
          orderId: order.id,
          summary: `Booking ${order.cancelled ? 'cancelled' : 'restored'} for ${stored.client.name}`,
        },
      ]
    })
  }

  /** Names the listing made for an order; refused (409, with the listing's id) when it already has one. */
  linkListing(orderId: string, listingId: string, now = Date.now()): Promise<StoredOrder> {
    return this.#commit(now, (state) => {
      const order = orderIn(state, orderId)
      if (order.listingId !== null) throw new ListingExistsError(paymentsMessages.hasListing, order.listingId)
      const changed = { ...order, listingId }
      return [
        { ...state, orders: state.orders.map((o) => (o.id === orderId ? changed : o)) },
        changed,
        { action: 'order', orderId, summary: `Listing created for ${order.client.name}` },
      ]
    })
  }

  /**
   * Issues the order's invoice with the next number of the year (Toronto time) in the owner's series, the
   * seller's and the client's details as they are now, and its due date (net-30 orders: the settings'
   * days after issue; others on receipt). `termsOf` gives an order's terms (orderTerms.ts: its own, or its
   * agent's). Refused while the order has an invoice that is not void.
   */
  issueInvoice(
    orderId: string,
    now = Date.now(),
    termsOf: (order: StoredOrder) => PaymentTerms = (order) => order.terms,
  ): Promise<StoredInvoice> {
    return this.#commit(now, (state) => {
      const order = orderIn(state, orderId)
      if (state.invoices.some((i) => i.orderId === orderId && i.voidedAt === null))
        throw new AlreadyInvoicedError(paymentsMessages.alreadyInvoiced)
      if (totalsOf(subtotalOf(order.lines)).totalCents === 0) throw new ZeroInvoiceError(paymentsMessages.zeroInvoice)
      const { settings } = state
      const issuedOn = torontoDay(now)
      const year = issuedOn.slice(0, 4)
      const n = (state.counters.invoice[year] ?? 0) + 1
      const invoice: StoredInvoice = {
        id: newId(),
        number: numberOf(settings.invoicePrefix, year, n),
        orderId,
        issuedAt: new Date(now).toISOString(),
        issuedOn,
        dueOn: termsOf(order) === 'net30' ? addDays(issuedOn, settings.netTermsDays) : issuedOn,
        seller: {
          legalName: settings.legalName,
          hstNumber: settings.hstNumber,
          etransferEmail: settings.etransferEmail,
        },
        client: order.client,
        address: order.address,
        lines: order.lines,
        ...totalsOf(subtotalOf(order.lines)),
        voidedAt: null,
      }
      return [
        withMail(
          {
            ...state,
            counters: { ...state.counters, invoice: { ...state.counters.invoice, [year]: n } },
            invoices: [...state.invoices, invoice],
          },
          'invoice',
          invoice.id,
          null,
          now,
        ),
        invoice,
        {
          action: 'invoice',
          orderId,
          invoiceId: invoice.id,
          number: invoice.number,
          amountCents: invoice.totalCents,
          summary: `Invoice ${invoice.number} issued to ${invoice.client.name}`,
        },
      ]
    })
  }

  /** Voids an invoice: it keeps its number; refused once a payment is recorded on it (a credit note corrects it). */
  voidInvoice(invoiceId: string, now = Date.now()): Promise<StoredInvoice> {
    return this.#commit(now, (state) => {
      const invoice = openInvoiceIn(state, invoiceId)
      if (state.payments.some((p) => p.invoiceId === invoiceId))
        throw new AmountConflictError(paymentsMessages.paidInvoice)
      const voided = { ...invoice, voidedAt: new Date(now).toISOString() }
      return [
        { ...state, invoices: state.invoices.map((i) => (i.id === invoiceId ? voided : i)) },
        voided,
        {
          action: 'void',
          orderId: invoice.orderId,
          invoiceId,
          number: invoice.number,
          amountCents: invoice.totalCents,
          summary: `Invoice ${invoice.number} voided`,
        },
      ]
    })
  }

  /**
   * Issues a credit note on an invoice, numbered in its own series (`<prefix>-CN-<year>-0001`), with
   * the HST on its lines rounded once; its total may not exceed what the invoice has left to credit.
   */
  async issueCreditNote(invoiceId: string, input: unknown, now = Date.now()): Promise<StoredCreditNote> {
    const { lines } = parse(creditNoteInput, input)
    return this.#commit(now, (state) => {
      const invoice = openInvoiceIn(state, invoiceId)
      const totals = totalsOf(lines.reduce((sum, l) => sum + l.amountCents, 0))
      const left = invoice.totalCents - invoiceBalance(state, invoice).creditedCents
      if (totals.totalCents > left)
        throw new InvalidPaymentsInputError(paymentsMessages.invalid, {
          lines: paymentsMessages.creditTooLarge(formatDollars(left)),
        })
      const issuedOn = torontoDay(now)
      const year = issuedOn.slice(0, 4)
      const n = (state.counters.creditNote[year] ?? 0) + 1
      const note: StoredCreditNote = {
        id: newId(),
        number: numberOf(`${state.settings.invoicePrefix}-CN`, year, n),
        invoiceId,
        issuedAt: new Date(now).toISOString(),
        issuedOn,
        lines,
        ...totals,
      }
      return [
        {
          ...state,
          counters: { ...state.counters, creditNote: { ...state.counters.creditNote, [year]: n } },
          creditNotes: [...state.creditNotes, note],
        },
        note,
        {
          action: 'credit-note',
          orderId: invoice.orderId,
          invoiceId,
          number: note.number,
          amountCents: note.totalCents,
          summary: `Credit note ${note.number} on invoice ${invoice.number}`,
        },
      ]
    })
  }

  /** Records a payment the owner received (e-transfer, cheque, cash...); part payments yes, overpayments no. */
  async recordPayment(invoiceId: string, input: unknown, now = Date.now()): Promise<StoredPayment> {
    const parsed = parse(paymentInput, input)
    return this.#pay(invoiceId, { ...parsed, reference: null }, now) as Promise<StoredPayment>
  }

  /**
   * Records a card payment reported by Stripe's event `eventId`: once per event (a replayed event
   * resolves to null and changes nothing).
   */
  recordCardPayment(invoiceId: string, amountCents: number, eventId: string, now = Date.now()) {
    return this.#pay(
      invoiceId,
      { amountCents, method: 'card', receivedOn: torontoDay(now), reference: eventId },
      now,
      (state) => state.payments.some((p) => p.reference === eventId),
    )
  }

  /**
   * Records the deposit Stripe's event `eventId` reports paid by card on an order: once per event (a
   * replayed event resolves to null and changes nothing). Refused when the order already has its deposit,
   * or when the amount is more than the order owes (an invoice paid meanwhile); the caller reports it for
   * the owner to refund from Stripe's dashboard. A cancelled booking's order takes it still: the money was
   * taken, and the cancellation rule says what becomes of it (docs/decisions.md, "Deposits").
   */
  recordDeposit(orderId: string, amountCents: number, eventId: string, now = Date.now()) {
    return this.#commit(now, (state): [PaymentsFile, StoredDeposit | null, Draft | null] => {
      if (state.deposits.some((d) => d.reference === eventId)) return [state, null, null]
      const order = orderIn(state, orderId)
      if (state.deposits.some((d) => d.orderId === orderId))
        throw new AmountConflictError(paymentsMessages.depositTaken)
      const problem = amountProblem(amountCents, { positive: true })
      if (problem) throw new InvalidPaymentsInputError(paymentsMessages.invalid, { amountCents: problem })
      const live = state.invoices.find((i) => i.orderId === orderId && i.voidedAt === null)
      const owingCents = live ? invoiceBalance(state, live).owingCents : totalsOf(subtotalOf(order.lines)).totalCents
      if (amountCents > owingCents)
        throw new AmountConflictError(paymentsMessages.depositOverOwing(formatDollars(owingCents)))
      const deposit: StoredDeposit = {
        id: newId(),
        orderId,
        amountCents,
        method: 'card',
        receivedOn: torontoDay(now),
        recordedAt: new Date(now).toISOString(),
        reference: eventId,
      }
      return [
        withMail({ ...state, deposits: [...state.deposits, deposit] }, 'deposit', null, deposit.id, now),
        deposit,
        {
          action: 'payment',
          orderId,
          invoiceId: live?.id ?? null,
          amountCents,
          summary: `Deposit of ${formatDollars(amountCents)} received (card) from ${order.client.name}`,
        },
      ]
    })
  }

  /** Lets an order's downloads go before it is paid (or locks them again). */
  setUnlocked(orderId: string, unlocked: boolean, now = Date.now()): Promise<StoredOrder> {
    return this.#commit(now, (state) => {
      const order = orderIn(state, orderId)
      const changed = { ...order, unlocked }
      return [
        { ...state, orders: state.orders.map((o) => (o.id === orderId ? changed : o)) },
        changed,
        {
          action: 'unlock',
          orderId,
          summary: unlocked
            ? `Downloads unlocked for ${order.client.name}`
            : `Downloads locked for ${order.client.name}`,
        },
      ]
    })
  }

  /**
   * Queues the reminder e-mail an unpaid invoice is due on the Toronto day of `now` (paymentReminders.ts
   * decides which, inside this write, so each is queued once); resolves to its days after the due date, or
   * null when none is due.
   */
  queueReminder(invoiceId: string, now = Date.now()): Promise<number | null> {
    return this.#commit(now, (state) => {
      const invoice = state.invoices.find((i) => i.id === invoiceId)
      const today = torontoDay(now)
      const afterDays = invoice ? reminderDue(state, invoice, today) : null
      if (!invoice || afterDays === null) return [state, null, null]
      const { owingCents } = invoiceBalance(state, invoice)
      const next = { ...state, reminders: [...state.reminders, { invoiceId, afterDays, on: today }] }
      return [
        withMail(next, 'reminder', invoiceId, null, now),
        afterDays,
        {
          action: 'reminder',
          orderId: invoice.orderId,
          invoiceId,
          number: invoice.number,
          amountCents: owingCents,
          summary: `Reminder to ${invoice.client.name}: invoice ${invoice.number}, ${formatDollars(owingCents)} owing, ${daysBetween(invoice.dueOn, today)} days after its due date`,
        },
      ]
    })
  }

  /** Changes the fields given; the others keep theirs. */
  async setSettings(input: unknown, now = Date.now()): Promise<PaymentSettings> {
    const patch = parse(paymentSettingsPatch, input)
    return this.#commit(now, (state) => {
      const settings = { ...state.settings, ...patch }
      return [
        { ...state, settings },
        settings,
        { action: 'settings', summary: `Payment settings changed: ${Object.keys(patch).join(', ') || 'nothing'}` },
      ]
    })
  }

  /**
   * Erases the personal data of the client with `email` from each of their orders that has no invoice
   * (orderErasure.ts `eraseClientChange`: an invoiced order keeps it, as its invoice does); resolves to how many
   * were erased.
   */
  eraseClient(email: string, now = Date.now()): Promise<number> {
    return this.#commit(now, (state) => [...eraseClientChange(state, email), null])
  }

  /** Waits for queued writes, then releases the file lock. */
  close(): Promise<void> {
    return this.#writes.close()
  }

  #pay(
    invoiceId: string,
    payment: { amountCents: number; method: PaymentMethod; receivedOn: string; reference: string | null },
    now: number,
    alreadyRecorded?: (state: PaymentsFile) => boolean,
  ): Promise<StoredPayment | null> {
    return this.#commit(now, (state) => {
      if (alreadyRecorded?.(state)) return [state, null, null]
      const invoice = openInvoiceIn(state, invoiceId)
      const { owingCents } = invoiceBalance(state, invoice)
      if (payment.amountCents > owingCents)
        throw new AmountConflictError(paymentsMessages.overpaid, {
          amountCents: paymentsMessages.overpayment(formatDollars(owingCents)),
        })
      const stored: StoredPayment = { id: newId(), invoiceId, recordedAt: new Date(now).toISOString(), ...payment }
      return [
        withMail({ ...state, payments: [...state.payments, stored] }, 'receipt', invoiceId, stored.id, now),
        stored,
        {
          action: 'payment',
          orderId: invoice.orderId,
          invoiceId,
          number: invoice.number,
          amountCents: stored.amountCents,
          summary: `${formatDollars(stored.amountCents)} received (${stored.method}) on invoice ${invoice.number}`,
        },
      ]
    }) as Promise<StoredPayment | null>
  }

  /** Applies a change and appends its history entry in the same write (none when the change returns null). */
  #commit<R>(now: number, change: (state: PaymentsFile) => [PaymentsFile, R, Draft | null]): Promise<R> {
    return this.#writes.commit((state) => {
      const [changed, result, draft] = change(state)
      // A payment, credit note or void that leaves nothing owing stops the reminders not yet sent.
      const next = changed === state ? state : withoutStaleReminders(changed, now)
      if (!draft) return [next, result]
      const entry: PaymentChange = {
        id: (state.history.at(-1)?.id ?? 0) + 1,
        at: new Date(now).toISOString(),
        orderId: null,
        invoiceId: null,
        number: null,
        amountCents: null,
        ...draft,
      }
      return [{ ...next, history: [...next.history, entry] }, result]
    })
  }
}

type Draft = Partial<Omit<PaymentChange, 'id' | 'at' | 'action' | 'summary'>> &
  Pick<PaymentChange, 'action' | 'summary'>

function orderIn(state: PaymentsFile, orderId: string): StoredOrder {
  const order = state.orders.find((o) => o.id === orderId)
  if (!order) throw new PaymentsNotFoundError(paymentsMessages.noOrder)
  return order
}

function openInvoiceIn(state: PaymentsFile, invoiceId: string): StoredInvoice {
  const invoice = state.invoices.find((i) => i.id === invoiceId)
  if (!invoice) throw new PaymentsNotFoundError(paymentsMessages.noInvoice)
  if (invoice.voidedAt !== null) throw new InvoiceVoidError(paymentsMessages.voidInvoice)
  return invoice
}
