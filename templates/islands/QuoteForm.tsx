import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { LEAD_LIMITS, leadAreas, leadFieldLabels as labels, leadServices, leadSizes } from '@content/leads/fields.ts'
import type { LeadField } from '@content/leads/schema.ts'
import { FILL_TIME_FIELD, HONEYPOT_FIELD, submissionFromEntries } from '@content/leads/submission.ts'
import { trackEvent } from '../client/analytics.ts'
import { describedBy, Field, FieldError, fieldIds, InputField, SelectField, type FieldErrors } from './quote/fields.tsx'

export interface QuoteFormProps {
  /** Where the form posts: the admin service's public `POST /api/leads`. */
  action: string
  privacyHref: string
  copy: { intro: string; consent: string; submit: string; successTitle: string; successText: string; reply: string }
}

type Status = 'editing' | 'sending' | 'sent'

const fieldOrder = Object.keys(labels) as LeadField[]
const NETWORK_PROBLEM =
  'Your request could not be sent: the connection failed. What you typed is still here; please try again.'

type Schema = typeof import('@content/leads/schema.ts')
let schema: Promise<Schema> | undefined
/**
 * The shared schema (zod/mini, about 6 KB gz), loaded when the visitor first focuses a field or sends, not
 * with the form: a visitor who only reads /contact downloads none of it. A failed load is tried again.
 */
function loadSchema(): Promise<Schema> {
  schema ??= import('@content/leads/schema.ts').catch((error: unknown) => {
    schema = undefined
    throw error
  })
  return schema
}

const ignoreFailedLoad = () => {}
// Focus moves into a field well before a visitor sends: time enough to fetch the schema.
const prefetchSchema = () => void loadSchema().catch(ignoreFailedLoad)

/**
 * The quote request form. Server-rendered as a plain HTML form that posts (urlencoded) to the admin
 * service and lands on /contact/thanks, so it works without JavaScript. Hydrated, it reads
 * `?service=` and `?area=` (the prefilled variant every "Get a Quote" button opens), validates with the
 * shared schema (loaded on the first focus or submit: `loadSchema`), sends JSON with fetch and shows
 * success or each field's error in place.
 */
export function QuoteForm({ action, privacyHref, copy }: QuoteFormProps) {
  const prefix = useId()
  const form = useRef<HTMLFormElement>(null)
  const sent = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('editing')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [asked, setAsked] = useState<string | null>(null)
  // Between a submit and the schema's arrival, a second submit is the same one.
  const submitting = useRef(false)

  useEffect(() => {
    const element = form.current!
    // Hydrated: the island shows its own messages instead of the browser's bubbles.
    element.noValidate = true
    const query = new URLSearchParams(location.search)
    const service = leadServices.find((s) => s.value === query.get('service'))
    const area = leadAreas.find((a) => a.value === query.get('area'))
    if (service) {
      element.querySelector<HTMLInputElement>(`input[name="services"][value="${service.value}"]`)!.checked = true
      setAsked(service.label)
    }
    if (area) (element.elements.namedItem('area') as HTMLSelectElement).value = area.value
    const today = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
    ;(element.elements.namedItem('date') as HTMLInputElement).min = today
  }, [])

  useEffect(() => {
    if (status === 'sent') sent.current?.focus()
  }, [status])

  const readForm = () => {
    const submission = submissionFromEntries(new FormData(form.current!))
    // Time since the page began loading: a person reads and types, a script posts at once.
    submission[FILL_TIME_FIELD] = Math.round(performance.now())
    return submission
  }

  const showErrors = (found: FieldErrors) => {
    setErrors(found)
    const first = fieldOrder.find((f) => found[f])
    if (!first) return
    const target =
      first === 'services'
        ? form.current!.querySelector<HTMLInputElement>('input[name="services"]')
        : document.getElementById(fieldIds(prefix, first).input)
    target?.focus()
  }

  // Once a field has been reported, it is checked again as it changes, so a fixed field clears at once.
  const recheck = () => {
    if (Object.keys(errors).length === 0) return
    const submission = readForm()
    void loadSchema().then(({ leadInput, leadFieldErrors }) => {
      const parsed = leadInput.safeParse(submission)
      const now = parsed.success ? {} : leadFieldErrors(parsed.error)
      setErrors((shown) =>
        Object.fromEntries(Object.keys(shown).flatMap((f) => (now[f as LeadField] ? [[f, now[f as LeadField]]] : []))),
      )
    }, ignoreFailedLoad)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === 'sending' || submitting.current) return
    submitting.current = true
    try {
      await validateAndSend()
    } finally {
      submitting.current = false
    }
  }

  const validateAndSend = async () => {
    setProblem(null)
    const submission = readForm()
    let validation: Schema
    try {
      validation = await loadSchema()
    } catch {
      return setProblem(NETWORK_PROBLEM)
    }
    const parsed = validation.leadInput.safeParse(submission)
    if (!parsed.success) return showErrors(validation.leadFieldErrors(parsed.error))
    setErrors({})
    setStatus('sending')
    try {
      const res = await fetch(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(submission),
      })
      const body = (await res.json().catch(() => ({}))) as { error?: string; fields?: FieldErrors }
      if (res.status === 201) {
        setStatus('sent')
        trackEvent({ name: 'generate_lead', params: { form: 'quote', services: parsed.data.services.join(',') } })
        return
      }
      setStatus('editing')
      // Field errors speak for themselves; anything else (too many requests, too long) is said as the service says it.
      if (body.fields && Object.keys(body.fields).length > 0) showErrors(body.fields)
      else setProblem(body.error ?? `Your request could not be sent (error ${res.status}). Please try again.`)
    } catch {
      setStatus('editing')
      setProblem(NETWORK_PROBLEM)
    }
  }

  if (status === 'sent') {
    return (
      <div className="quote-sent" ref={sent} tabIndex={-1} role="status" aria-labelledby={`${prefix}sent`}>
        <h3 id={`${prefix}sent`}>{copy.successTitle}</h3>
        <p className="mb-0">{copy.successText}</p>
      </div>
    )
  }

  const invalid = fieldOrder.filter((f) => errors[f])
  const fieldProps = (field: LeadField) => ({ prefix, field, label: labels[field], errors })
  return (
    <form
      ref={form}
      className="quote-form"
      method="post"
      action={action}
      onSubmit={submit}
      onChange={recheck}
      onFocus={prefetchSchema}
      aria-describedby={`${prefix}intro`}
    >
      <p id={`${prefix}intro`} className="quote-context">
        {asked ? `You are asking about ${asked}. Add other services or details below.` : copy.intro}
      </p>
      <div className="row g-3">
        <InputField {...fieldProps('name')} autoComplete="name" required maxLength={LEAD_LIMITS.name} />
        <InputField
          {...fieldProps('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={LEAD_LIMITS.email}
        />
        <InputField {...fieldProps('phone')} optional type="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} />
        <InputField {...fieldProps('date')} optional type="date" autoComplete="off" />

        <fieldset
          className="col-12"
          aria-describedby={errors.services ? fieldIds(prefix, 'services').error : undefined}
        >
          <legend className="form-label fs-6">{labels.services}</legend>
          <div className="quote-services">
            {leadServices.map((s) => (
              <div className="form-check" key={s.value}>
                <input
                  className={`form-check-input${errors.services ? ' is-invalid' : ''}`}
                  type="checkbox"
                  name="services"
                  value={s.value}
                  id={`${prefix}service-${s.value}`}
                  aria-invalid={errors.services ? true : undefined}
                />
                <label className="form-check-label" htmlFor={`${prefix}service-${s.value}`}>
                  {s.label}
                </label>
              </div>
            ))}
          </div>
          <FieldError prefix={prefix} field="services" errors={errors} />
        </fieldset>

        <SelectField {...fieldProps('area')} options={leadAreas} empty="Choose an area" autoComplete="address-level2" />
        <SelectField {...fieldProps('size')} options={leadSizes} empty="Not sure" autoComplete="off" />
        <Field
          prefix={prefix}
          field="message"
          label={labels.message}
          optional
          hint="The address, property type, listing date, anything we should know."
          errors={errors}
          className="col-12"
        >
          <textarea
            id={fieldIds(prefix, 'message').input}
            className={`form-control${errors.message ? ' is-invalid' : ''}`}
            name="message"
            rows={4}
            maxLength={LEAD_LIMITS.message}
            {...describedBy(prefix, 'message', errors, true)}
          />
        </Field>

        <div className="quote-trap" aria-hidden="true">
          <label htmlFor={`${prefix}trap`}>Leave this field empty</label>
          <input id={`${prefix}trap`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className="col-12">
          <div className="form-check">
            <input
              id={fieldIds(prefix, 'consent').input}
              className={`form-check-input${errors.consent ? ' is-invalid' : ''}`}
              type="checkbox"
              name="consent"
              required
              {...describedBy(prefix, 'consent', errors)}
            />
            <label className="form-check-label" htmlFor={fieldIds(prefix, 'consent').input}>
              {copy.consent} <a href={privacyHref}>privacy policy</a>.
            </label>
          </div>
          <FieldError prefix={prefix} field="consent" errors={errors} />
        </div>

        <div className="col-12 quote-actions">
          <button className="btn btn-primary btn-lg" type="submit" disabled={status === 'sending'}>
            {status === 'sending' ? 'Sending...' : copy.submit}
          </button>
          <p className="small-muted mb-0">{copy.reply}</p>
        </div>
        <div className="col-12" role="alert">
          {(problem || invalid.length > 0) && (
            <div className="alert alert-danger mb-0">
              {problem && <p className="mb-0">{problem}</p>}
              {invalid.length > 0 && <p className="mb-0">Please check: {invalid.map((f) => labels[f]).join(', ')}.</p>}
            </div>
          )}
        </div>
      </div>
    </form>
  )
}
