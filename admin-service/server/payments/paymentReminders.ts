import type { PaymentsFile, StoredInvoice } from './paymentsFile.ts'
import { daysBetween, invoiceBalance, torontoDay } from './paymentsView.ts'

/**
 * The reminder an invoice is due on Toronto day `today`: the largest of the settings' `reminderDays` that
 * `today` is at least past its due date, unless a reminder that late (or later) was already queued for it.
 * Null for an invoice with nothing owing (paid, credited in full or void). After a pause of the service
 * only the latest reminder goes, never several at once.
 */
export function reminderDue(state: PaymentsFile, invoice: StoredInvoice, today: string): number | null {
  if (invoiceBalance(state, invoice).owingCents === 0) return null
  const overdue = daysBetween(invoice.dueOn, today)
  const step = Math.max(...state.settings.reminderDays.filter((d) => d <= overdue))
  if (!Number.isFinite(step)) return null
  if (state.reminders.some((r) => r.invoiceId === invoice.id && r.afterDays >= step)) return null
  return step
}

/** The invoices that have a reminder due on `today`. */
export const invoicesToRemind = (state: PaymentsFile, today: string): string[] =>
  state.invoices.filter((i) => reminderDue(state, i, today) !== null).map((i) => i.id)

const NOT_SENT = 'Not sent: the invoice was paid or voided before the reminder went out'

/**
 * `state` with every reminder still waiting to be sent for an invoice that owes nothing any more marked
 * as not sent (so the outbox never sends it); the same object when there is none.
 */
export function withoutStaleReminders(state: PaymentsFile, now: number): PaymentsFile {
  const owes = (invoiceId: string | null) => {
    const invoice = state.invoices.find((i) => i.id === invoiceId)
    return invoice !== undefined && invoiceBalance(state, invoice).owingCents > 0
  }
  const stale = state.mails.filter(
    (m) => m.kind === 'reminder' && m.deliveries.email?.state === 'pending' && !owes(m.invoiceId),
  )
  if (stale.length === 0) return state
  const ids = new Set(stale.map((m) => m.id))
  const doneAt = new Date(now).toISOString()
  return {
    ...state,
    mails: state.mails.map((m) =>
      ids.has(m.id) && m.deliveries.email
        ? {
            ...m,
            deliveries: {
              email: { ...m.deliveries.email, state: 'failed', nextAttemptAt: null, lastError: NOT_SENT, doneAt },
            },
          }
        : m,
    ),
  }
}

export type ReminderTimerOptions = {
  /** The clock (tests move a fake one past the due dates). */
  now?: () => number
  /** Between two checks; an hour unless told. */
  everyMs?: number
  log?: (line: string) => void
}

const HOUR_MS = 3_600_000

/**
 * Queues the reminders that are due, on start and then every hour (`check` runs one at once; two checks
 * never overlap). `queue(invoiceId, now)` decides again inside its write, so a reminder is queued once.
 */
export function startReminderTimer(
  store: { readonly data: PaymentsFile },
  queue: (invoiceId: string, now: number) => Promise<unknown>,
  options: ReminderTimerOptions = {},
) {
  const now = options.now ?? Date.now
  const log = options.log ?? ((line: string) => console.warn(line))
  let running: Promise<void> = Promise.resolve()
  const runOnce = async () => {
    for (const invoiceId of invoicesToRemind(store.data, torontoDay(now()))) {
      try {
        await queue(invoiceId, now())
      } catch (error) {
        log(`Payment reminder for invoice ${invoiceId} not queued: ${(error as Error).message}`)
      }
    }
  }
  const check = () => (running = running.then(runOnce))
  const timer = setInterval(() => void check(), options.everyMs ?? HOUR_MS)
  timer.unref()
  void check()
  return {
    check,
    /** Stops the timer and waits for a check under way. */
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
