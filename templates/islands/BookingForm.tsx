import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { bookingMessages } from '@content/booking/messages.ts'
import { addDays, call, type Deposit, type Options, type Slot, type SlotAnswer } from './booking/bookingApi.ts'
import { DepositOffer } from './booking/DepositOffer.tsx'
import { dayKey, lengthOf, money, whenOf } from './booking/format.ts'
import { focusInSight } from './booking/focusInSight.ts'
import { QuoteFormSlot } from './booking/QuoteFormSlot.tsx'
import { SlotPicker } from './booking/SlotPicker.tsx'
import { PrefillNote } from './booking/PrefillNote.tsx'
import { useAgentPrefill } from './booking/useAgentPrefill.ts'
import type { QuoteFormProps } from './QuoteForm.tsx'

export interface BookingFormProps {
  /** The admin service's public booking API, on the site's own origin (deploy/nginx.conf passes it on). */
  api: string
  privacyHref: string
  phone: string
  phoneHref: string
  copy: { noScript: string; unavailable: string; consent: string }
  /** The quote form shown without JavaScript, when the service is down or the area is not booked online. */
  quote: QuoteFormProps
}

type Step = 'start' | 'down' | 'shoot' | 'details' | 'done'
type Held = { holdId: string; expiresAt: string; start: string; end: string }
/** What the visitor asks about: services, add-ons (how many images of a per-image one), size and postal code. */
type Query = { services: string[]; addOns: { id: string; quantity: number }[]; size: string; postal: string }
/** The add-ons as the slots' query writes them: "floor-plan,virtual-staging:3". */
const addOnsParam = (addOns: Query['addOns']) =>
  addOns.map((a) => (a.quantity === 1 ? a.id : `${a.id}:${a.quantity}`)).join(',')
type Done = { status: string; start: string; end: string; manageUrl: string; icsUrl: string; deposit?: Deposit | null }
const DAYS_AT_ONCE = 14

/**
 * The /book island. Server-rendered as the quote form with a word on why (it works without JavaScript);
 * hydrated, it reads the booking options from the admin service (the quote form stays when the service
 * cannot be reached, and only then loads its code: booking/QuoteFormSlot.tsx), then: services, add-ons, size
 * and postal code → the open times with length and the whole price → a hold with its countdown → contact
 * details → the confirmation with the invitation and the manage link.
 */
export function BookingForm(props: BookingFormProps) {
  const prefix = useId()
  const [step, setStep] = useState<Step>('start')
  const [options, setOptions] = useState<Options | null>(null)
  const [answer, setAnswer] = useState<SlotAnswer | null>(null)
  const [query, setQuery] = useState<Query | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [held, setHeld] = useState<Held | null>(null)
  const [done, setDone] = useState<Done | null>(null)
  const [outside, setOutside] = useState(false)
  const [asked, setAsked] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const prefill = useAgentPrefill(props.api, `${prefix}places`)

  useEffect(() => {
    setAsked(new URLSearchParams(location.search).get('service'))
    void call<Options>(`${props.api}/booking/options`).then(({ status, body }) => {
      if (status !== 200 || !Array.isArray(body.services)) return setStep('down')
      setOptions({ ...body, addOns: Array.isArray(body.addOns) ? body.addOns : [] })
      setStep('shoot')
    })
  }, [props.api])

  useEffect(() => {
    if (step === 'details' || step === 'done') focusInSight(heading.current)
  }, [step])

  const loadSlots = async (q: NonNullable<typeof query>, from: string, append: boolean) => {
    setBusy(true)
    const params = new URLSearchParams({
      services: q.services.join(','),
      size: q.size,
      postal: q.postal,
      from,
      to: addDays(from, DAYS_AT_ONCE - 1),
    })
    if (q.addOns.length) params.set('addOns', addOnsParam(q.addOns))
    const { status, body } = await call<SlotAnswer>(`${props.api}/booking/slots?${params}`)
    setBusy(false)
    if (status === 0 || status >= 500) return setStep('down')
    if (status !== 200) {
      setErrors(body.fields ?? {})
      setOutside(body.fields?.postal === bookingMessages.zone)
      setProblem(body.fields ? null : (body.error ?? 'The times could not be loaded.'))
      return
    }
    setErrors({})
    setOutside(false)
    setProblem(null)
    setAnswer(append && answer ? { ...body, from: answer.from, slots: [...answer.slots, ...body.slots] } : body)
  }

  const showTimes = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    // A per-shoot add-on is ticked; a per-image one counts its images (none: left out).
    const addOns = options!.addOns.flatMap(({ id, per }) => {
      const quantity = per === 'shoot' ? (data.getAll('addOns').includes(id) ? 1 : 0) : Number(data.get(`images-${id}`))
      return quantity === 0 ? [] : [{ id, quantity }]
    })
    const q = {
      services: data.getAll('services').map(String),
      addOns,
      size: String(data.get('size') ?? ''),
      postal: String(data.get('postal') ?? ''),
    }
    setQuery(q)
    setAnswer(null)
    void loadSlots(q, options!.today, false)
  }

  const hold = async (slot: Slot) => {
    setBusy(true)
    const { status, body } = await call<Held>(`${props.api}/booking/holds`, { ...query, start: slot.start })
    setBusy(false)
    if (status === 201) {
      setHeld(body)
      setProblem(null)
      return setStep('details')
    }
    if (status === 0 || status >= 500) return setStep('down')
    setProblem(body.fields?.start ?? body.error ?? 'That time could not be held.')
    if (body.slots && answer) {
      // The day's fresh slots replace what was shown of that day.
      const day = dayKey(slot.start)
      const others = answer.slots.filter((s) => dayKey(s.start) !== day)
      setAnswer({ ...answer, slots: [...others, ...body.slots].sort((a, b) => a.start.localeCompare(b.start)) })
    }
  }

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const entry = (name: string) => String(data.get(name) ?? '')
    setBusy(true)
    const { status, body } = await call<Done>(`${props.api}/bookings`, {
      holdId: held!.holdId,
      name: entry('name'),
      email: entry('email'),
      phone: entry('phone'),
      address: entry('address'),
      notes: entry('notes'),
      consent: data.get('consent') === 'on',
      website: entry('website'),
      fillMs: Math.round(performance.now()),
    })
    setBusy(false)
    if (status === 201) {
      setDone(body)
      return setStep('done')
    }
    if (status === 0 || status >= 500) {
      setProblem('The booking could not be sent: the connection failed. Please try again, or call us.')
      return
    }
    if (status === 409) {
      setProblem(body.error ?? 'That time is no longer held for you: choose a time again.')
      setHeld(null)
      setStep('shoot')
      if (query) void loadSlots(query, options!.today, false)
      return
    }
    setErrors(body.fields ?? {})
    setProblem(
      body.fields ? 'Please check the fields marked below.' : (body.error ?? `The booking failed (error ${status}).`),
    )
  }

  const field = (name: string) => ({
    id: `${prefix}${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${prefix}${name}-error` : undefined,
  })
  const fieldError = (name: string) =>
    errors[name] ? (
      <div id={`${prefix}${name}-error`} className="invalid-feedback d-block">
        {errors[name]}
      </div>
    ) : null
  const alert = problem ? (
    <div className="alert alert-warning" role="alert">
      {problem}
    </div>
  ) : null

  if (step === 'start' || step === 'down') {
    return (
      <div className="booking">
        <p className="booking-note" role={step === 'down' ? 'alert' : undefined}>
          {step === 'down' ? props.copy.unavailable : props.copy.noScript} Or call us at{' '}
          <a href={props.phoneHref}>{props.phone}</a>.
        </p>
        <QuoteFormSlot quote={props.quote} shown={step === 'down'} />
      </div>
    )
  }

  if (step === 'done' && done) {
    return (
      <div className="booking">
        <h2 className="h4" tabIndex={-1} ref={heading}>
          {done.status === 'requested' ? 'Your booking request is in' : 'Your shoot is booked'}
        </h2>
        <p>
          {whenOf(done.start, done.end)}.{' '}
          {done.status === 'requested'
            ? 'We confirm it by e-mail within a working day.'
            : 'A confirmation with a calendar invitation is on its way to your e-mail.'}
        </p>
        {done.deposit ? <DepositOffer deposit={done.deposit} /> : null}
        <ul className="booking-links">
          <li>
            <a href={done.icsUrl} download="northframe-booking.ics">
              Add to your calendar (.ics)
            </a>
          </li>
          <li>
            <a href={done.manageUrl}>Reschedule or cancel this booking</a>
          </li>
          <li>
            <a href="/book/prepare/">How to prepare the home</a>
          </li>
        </ul>
      </div>
    )
  }

  if (step === 'details' && held) {
    return (
      <form className="booking quote-form" noValidate onSubmit={confirm}>
        <h2 className="h4" tabIndex={-1} ref={heading}>
          {whenOf(held.start, held.end)}
        </h2>
        <Countdown until={held.expiresAt} onEnd={() => setProblem('Your hold has run out: choose a time again.')} />
        {alert}
        <PrefillNote details={prefill.details} listId={`${prefix}places`} />
        <div className="row g-3">
          {(
            [
              ['name', 'Name', 'text', 'name'],
              ['email', 'E-mail', 'email', 'email'],
              ['phone', 'Phone', 'tel', 'tel'],
              ['address', 'Property address', 'text', 'street-address'],
            ] as const
          ).map(([name, label, type, autoComplete]) => (
            <div className="col-md-6" key={name}>
              <label className="form-label" htmlFor={`${prefix}${name}`}>
                {label}
              </label>
              <input
                className={`form-control${errors[name] ? ' is-invalid' : ''}`}
                type={type}
                autoComplete={autoComplete}
                required
                {...field(name)}
                {...(name === 'address' ? prefill.addressProps : { defaultValue: prefill.initial(name) })}
              />
              {fieldError(name)}
            </div>
          ))}
          <div className="col-12">
            <label className="form-label" htmlFor={`${prefix}notes`}>
              Access notes <span className="quote-optional">(optional: lockbox, occupied or vacant, parking)</span>
            </label>
            <textarea
              className={`form-control${errors.notes ? ' is-invalid' : ''}`}
              rows={3}
              maxLength={2000}
              {...field('notes')}
            />
            {fieldError('notes')}
          </div>
          <div className="quote-trap" aria-hidden="true">
            <label htmlFor={`${prefix}website`}>Leave this empty</label>
            <input id={`${prefix}website`} name="website" tabIndex={-1} autoComplete="off" />
          </div>
          <div className="col-12 form-check ms-2">
            <input
              className={`form-check-input${errors.consent ? ' is-invalid' : ''}`}
              type="checkbox"
              {...field('consent')}
            />
            <label className="form-check-label" htmlFor={`${prefix}consent`}>
              {props.copy.consent} <a href={props.privacyHref}>Privacy policy</a>
            </label>
            {fieldError('consent')}
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2 mt-3">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Confirm booking
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              // The hold is given back: its time opens for others and stops counting against this visitor's.
              void call(`${props.api}/booking/holds/${encodeURIComponent(held.holdId)}/release`, {})
              setHeld(null)
              setStep('shoot')
            }}
          >
            Choose another time
          </button>
        </div>
      </form>
    )
  }

  const o = options!
  return (
    <div className="booking">
      <form className="quote-form" noValidate onSubmit={showTimes}>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">Services</legend>
          <div className="quote-services">
            {o.services.map((s) => (
              <div className="form-check" key={s.id}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  name="services"
                  value={s.id}
                  id={`${prefix}s-${s.id}`}
                  defaultChecked={s.id === asked}
                />
                <label className="form-check-label" htmlFor={`${prefix}s-${s.id}`}>
                  {s.twilight ? 'Twilight (around sunset)' : s.name}
                </label>
              </div>
            ))}
          </div>
          {errors.services && (
            <div id={`${prefix}services-error`} className="invalid-feedback d-block">
              {errors.services}
            </div>
          )}
        </fieldset>
        {o.addOns.length > 0 && (
          <fieldset className="mb-3" aria-describedby={errors.addOns ? `${prefix}addOns-error` : undefined}>
            <legend className="form-label fs-6">
              Add-ons <span className="quote-optional">(optional)</span>
            </legend>
            <div className="quote-services">
              {o.addOns.map((a) =>
                a.per === 'shoot' ? (
                  <div className="form-check" key={a.id}>
                    <input
                      className="form-check-input"
                      type="checkbox"
                      name="addOns"
                      value={a.id}
                      id={`${prefix}a-${a.id}`}
                    />
                    <label className="form-check-label" htmlFor={`${prefix}a-${a.id}`}>
                      {a.name}
                    </label>
                  </div>
                ) : (
                  <div className="d-flex align-items-center gap-2" key={a.id}>
                    <label htmlFor={`${prefix}a-${a.id}`}>{a.name}: images</label>
                    <input
                      className={`form-control form-control-sm w-auto${errors.addOns ? ' is-invalid' : ''}`}
                      aria-invalid={errors.addOns ? true : undefined}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={100}
                      step={1}
                      name={`images-${a.id}`}
                      id={`${prefix}a-${a.id}`}
                      placeholder="0"
                    />
                  </div>
                ),
              )}
            </div>
            {errors.addOns && (
              <div id={`${prefix}addOns-error`} className="invalid-feedback d-block">
                {errors.addOns}
              </div>
            )}
          </fieldset>
        )}
        <div className="row g-3">
          <div className="col-md-6">
            <label className="form-label" htmlFor={`${prefix}size`}>
              Property size
            </label>
            <select className={`form-select${errors.size ? ' is-invalid' : ''}`} {...field('size')}>
              {o.sizes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
            {fieldError('size')}
          </div>
          <div className="col-md-6">
            <label className="form-label" htmlFor={`${prefix}postal`}>
              Postal code
            </label>
            <input
              className={`form-control${errors.postal ? ' is-invalid' : ''}`}
              autoComplete="postal-code"
              maxLength={10}
              {...field('postal')}
            />
            {fieldError('postal')}
          </div>
        </div>
        <button type="submit" className="btn btn-primary mt-3" disabled={busy}>
          Show open times
        </button>
      </form>
      {alert}
      {outside && <QuoteFormSlot quote={props.quote} shown />}
      {answer && query && (
        <section className="mt-4" aria-label="Open times">
          {/* Announced when the times arrive: the focus stays on the form's button. */}
          <p role="status">
            {lengthOf(answer.minutes)} on site, {answer.zone.name}.{' '}
            {answer.price
              ? `Price: ${answer.price.lines.map((l) => `${l.label} ${money(l.cents)}`).join(', ')}, HST ${money(answer.price.hstCents)}, total ${money(answer.price.totalCents)}.`
              : 'Price confirmed by e-mail.'}
          </p>
          <p className="small-muted">
            Choosing a time holds it for you for {o.holdMinutes} minutes while you give your details.
          </p>
          <SlotPicker
            prefix={prefix}
            slots={answer.slots}
            busy={busy}
            onChoose={(slot) => void hold(slot)}
            action="Hold this time"
            more={
              addDays(answer.to, 1) <= addDays(o.today, o.horizonDays)
                ? () => void loadSlots(query, addDays(answer.to, 1), true)
                : null
            }
          />
        </section>
      )}
    </div>
  )
}

/** The hold's time left, every second; screen readers hear it when it runs out, not every tick. */
function Countdown({ until, onEnd }: { until: string; onEnd: () => void }) {
  const [left, setLeft] = useState(() => Date.parse(until) - Date.now())
  const ended = useRef(onEnd)
  ended.current = onEnd
  useEffect(() => {
    const timer = setInterval(() => {
      const next = Date.parse(until) - Date.now()
      setLeft(next)
      if (next <= 0) {
        clearInterval(timer)
        ended.current()
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  const seconds = Math.max(0, Math.ceil(left / 1000))
  return (
    <p className="booking-countdown" role="timer" aria-live="off">
      Held for you for {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, '0')} more
    </p>
  )
}
