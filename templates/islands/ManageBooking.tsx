import { useEffect, useId, useRef, useState } from 'react'
import { DEPOSIT_PAID } from '@content/booking/depositReturn.ts'
import { addDays, call, type ManagedBooking, type Slot, type SlotAnswer } from './booking/bookingApi.ts'
import { DepositOffer } from './booking/DepositOffer.tsx'
import { dayKey, dayOf, money, whenOf } from './booking/format.ts'
import { focusInSight } from './booking/focusInSight.ts'
import { SlotPicker } from './booking/SlotPicker.tsx'

export interface ManageBookingProps {
  api: string
  phone: string
  phoneHref: string
  noScript: string
}

type Step = 'start' | 'missing' | 'down' | 'view' | 'reschedule' | 'cancel'

/** Back from Stripe's page before its webhook has told the service: the booking is read again this often. */
export const DEPOSIT_CHECK = { everyMs: 2000, times: 5 } as const
type Paid = NonNullable<NonNullable<ManagedBooking['deposit']>['paid']>
/** A day "YYYY-MM-DD" as the booking pages write it ("Monday, November 30"). */
const dayText = (day: string) => dayOf(`${day}T12:00:00Z`)
const paidText = (paid: Paid) => `${money(paid.amountCents)}, paid ${dayText(paid.receivedOn)}`

/**
 * The manage page's island: reads the signed token from the address's fragment (never sent to a server
 * with the page, never in a Referer), shows the booking and lets the client move it to another open time
 * or cancel it until the cut-off; after it, or for a cancelled booking, it says so and gives the number.
 * It shows the deposit paid, or the one asked with "Pay the deposit"; back from Stripe's page paid
 * (`?deposit=paid`), it thanks the client and reads the booking again until the payment is recorded.
 */
export function ManageBooking(props: ManageBookingProps) {
  const prefix = useId()
  const [step, setStep] = useState<Step>('start')
  const [token, setToken] = useState('')
  const [booking, setBooking] = useState<ManagedBooking | null>(null)
  const [answer, setAnswer] = useState<SlotAnswer | null>(null)
  const [busy, setBusy] = useState(false)
  // An object, new at each say(): the same text said again (a second refusal) takes the focus again too.
  const [message, setMessage] = useState<{ text: string } | null>(null)
  const say = (text: string) => setMessage({ text })
  const heading = useRef<HTMLHeadingElement>(null)
  const base = `${props.api}/bookings/manage/${encodeURIComponent(token)}`

  useEffect(() => {
    const found = location.hash.slice(1)
    const paying = location.search.slice(1).split('&').includes(DEPOSIT_PAID)
    // Said once: a reload of the page does not thank again.
    if (paying) history.replaceState(history.state, '', `${location.pathname}${location.hash}`)
    setToken(found)
    if (!found) return setStep('missing')
    let checks = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = async () => {
      const { status, body } = await call<ManagedBooking>(`${props.api}/bookings/manage/${encodeURIComponent(found)}`)
      if (status !== 200) {
        if (checks === 0) setStep(status === 404 ? 'missing' : 'down')
        return
      }
      setBooking(body)
      // A second reading only updates what is shown: the client may be choosing a new time meanwhile.
      if (checks === 0) setStep('view')
      if (!paying) return
      const paid = body.deposit?.paid
      if (paid)
        return setMessage({
          text: `Thank you: your deposit is paid (${paidText(paid)}). A receipt is on its way to your e-mail.`,
        })
      if (checks === 0)
        setMessage({
          text: 'Thank you: your card payment went through. The deposit shows here as paid once the payment is confirmed.',
        })
      if (checks++ < DEPOSIT_CHECK.times) timer = setTimeout(() => void load(), DEPOSIT_CHECK.everyMs)
    }
    void load()
    return () => clearTimeout(timer)
  }, [props.api])

  useEffect(() => {
    if (message) focusInSight(heading.current)
  }, [message])

  const loadSlots = async (from: string, append: boolean) => {
    if (!booking) return
    setBusy(true)
    const params = new URLSearchParams({
      services: booking.services.map((s) => s.id).join(','),
      size: booking.size,
      postal: booking.postal,
      from,
      to: addDays(from, 13),
      manage: token,
    })
    const { status, body } = await call<SlotAnswer>(`${props.api}/booking/slots?${params}`)
    setBusy(false)
    if (status !== 200) return setStep('down')
    setAnswer(append && answer ? { ...body, from: answer.from, slots: [...answer.slots, ...body.slots] } : body)
  }

  const after = async (status: number, body: ManagedBooking & { error?: string }, done: string) => {
    setBusy(false)
    if (status === 200) {
      setBooking(body)
      setStep('view')
      say(done)
    } else if (status === 0 || status >= 500) setStep('down')
    else {
      say(body.error ?? `That did not work (error ${status}).`)
      const fresh = await call<ManagedBooking>(base)
      if (fresh.status === 200) setBooking(fresh.body)
      setStep('view')
    }
  }

  const reschedule = async (slot: Slot) => {
    setBusy(true)
    const hold = await call<{ holdId: string }>(`${props.api}/booking/holds`, {
      services: booking!.services.map((s) => s.id),
      size: booking!.size,
      postal: booking!.postal,
      start: slot.start,
      manage: token,
    })
    if (hold.status !== 201) {
      setBusy(false)
      say(hold.body.fields?.start ?? hold.body.error ?? 'That time could not be held.')
      return
    }
    const { status, body } = await call<ManagedBooking>(`${base}/reschedule`, { holdId: hold.body.holdId })
    await after(status, body, 'Your booking has moved. An updated calendar invitation is on its way to your e-mail.')
  }

  const cancel = async () => {
    setBusy(true)
    const { status, body } = await call<ManagedBooking>(`${base}/cancel`, {})
    await after(
      status,
      body,
      'Your booking is cancelled. A cancellation for your calendar is on its way to your e-mail.',
    )
  }

  const callUs = (
    <a href={props.phoneHref} className="text-nowrap">
      {props.phone}
    </a>
  )
  if (step === 'start' || step === 'missing' || step === 'down') {
    const text =
      step === 'start'
        ? props.noScript
        : step === 'missing'
          ? 'This manage link is not valid. Use the link in your confirmation e-mail, or call us.'
          : 'Your booking cannot be shown right now. Please try again in a few minutes, or call us.'
    return (
      <p className="booking-note" role={step === 'start' ? undefined : 'alert'}>
        {text} Phone: {callUs}.
      </p>
    )
  }
  const b = booking!
  return (
    <div className="booking">
      <h2 className="h4" tabIndex={-1} ref={heading}>
        {b.status === 'cancelled' ? 'Cancelled: ' : ''}
        {b.services.map((s) => s.name).join(', ')}
      </h2>
      {message && (
        <div className="alert alert-info" role="status">
          {message.text}
        </div>
      )}
      <dl className="booking-facts">
        {b.addOns.length > 0 && (
          <>
            <dt>Add-ons</dt>
            <dd>{b.addOns.map((a) => a.name).join(', ')}</dd>
          </>
        )}
        <dt>When</dt>
        <dd>{whenOf(b.start, b.end)}</dd>
        <dt>Where</dt>
        <dd>
          {b.address} ({b.postal}), {b.sizeLabel}
        </dd>
        {b.photographer && (
          <>
            <dt>Photographer</dt>
            <dd>{b.photographer}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>{b.status}</dd>
        {b.deposit && (
          <>
            <dt>Deposit</dt>
            <dd>
              {b.deposit.paid ? paidText(b.deposit.paid) : `${money(b.deposit.asked!.amountCents)}, not paid yet`}
            </dd>
          </>
        )}
      </dl>
      {b.deposit?.asked && b.status !== 'cancelled' && <DepositOffer deposit={b.deposit.asked} />}
      {b.status === 'cancelled' ? (
        <p>
          To book again, <a href="/book/">choose a new time</a> or call us at {callUs}.
        </p>
      ) : !b.canChange ? (
        <p className="booking-note" role="note">
          This booking is too close to change online. To reschedule or cancel it, please call us at {callUs}.
        </p>
      ) : step === 'cancel' ? (
        <div>
          <p>Cancel this shoot? Your calendar gets a cancellation.</p>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void cancel()}>
              Yes, cancel the booking
            </button>
            <button type="button" className="btn btn-outline-primary" onClick={() => setStep('view')}>
              Keep it
            </button>
          </div>
        </div>
      ) : step === 'reschedule' && answer ? (
        <section aria-label="Open times">
          <SlotPicker
            prefix={prefix}
            slots={answer.slots.filter((s) => s.start !== b.start)}
            busy={busy}
            onChoose={(slot) => void reschedule(slot)}
            action="Move to this time"
            more={() => void loadSlots(addDays(answer.to, 1), true)}
          />
          <button type="button" className="btn btn-link mt-2" onClick={() => setStep('view')}>
            Keep the current time
          </button>
        </section>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => {
              setStep('reschedule')
              void loadSlots(dayKey(new Date().toISOString()), false)
            }}
          >
            Reschedule
          </button>
          <button type="button" className="btn btn-outline-danger" onClick={() => setStep('cancel')}>
            Cancel booking
          </button>
        </div>
      )}
    </div>
  )
}
