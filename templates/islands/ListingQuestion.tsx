import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { FILL_TIME_FIELD, HONEYPOT_FIELD, submissionFromEntries } from '@content/leads/submission.ts'

export interface ListingQuestionProps {
  /** Where the form posts: the admin service's public `POST /api/leads`. */
  action: string
  /** The listing's id, which makes the lead a question about it (sent to its agent). */
  listing: string
  /** The listing's address, in the form's default message. */
  place: string
  privacyHref: string
}

type Status = 'editing' | 'sending' | 'sent'

const NETWORK_PROBLEM = 'Your question could not be sent: the connection failed. What you typed is still here.'

/**
 * A buyer's question about a listing, for its agent. Server-rendered as a plain HTML form that posts
 * (urlencoded) to the admin service, which answers with the property page again at `#sent` (its note shows by
 * CSS), so it works without JavaScript. Hydrated, it sends JSON with fetch (with the time the buyer took, one
 * of the service's bot checks) and thanks the buyer in place: the buyer never leaves the property website.
 * Fields are checked by the browser before a submit, and by the service, whose message is shown as it says it.
 */
export function ListingQuestion({ action, listing, place, privacyHref }: ListingQuestionProps) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const sent = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('editing')
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    if (status === 'sent') sent.current?.focus()
  }, [status])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === 'sending') return
    const submission = submissionFromEntries(new FormData(form.current!))
    // Time since the page began loading: a person reads and types, a script posts at once.
    submission[FILL_TIME_FIELD] = Math.round(performance.now())
    setProblem(null)
    setStatus('sending')
    try {
      const res = await fetch(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(submission),
      })
      if (res.status === 201) return setStatus('sent')
      const body = (await res.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> }
      const fields = Object.values(body.fields ?? {})
      setProblem([body.error ?? `Your question could not be sent (error ${res.status}).`, ...fields].join(' ').trim())
    } catch {
      setProblem(NETWORK_PROBLEM)
    }
    setStatus('editing')
  }

  if (status === 'sent') {
    return (
      <div className="listing-sent-note" ref={sent} tabIndex={-1} role="status" aria-labelledby={`${id}sent`}>
        <h3 id={`${id}sent`}>Thank you, your question was sent</h3>
        <p className="mb-0">The listing agent will reply to the e-mail address you gave.</p>
      </div>
    )
  }

  return (
    <form ref={form} method="post" action={action} className="row g-3" onSubmit={submit}>
      <input type="hidden" name="listing" value={listing} />
      <div className="col-md-6">
        <label className="form-label" htmlFor={`${id}name`}>
          Name
        </label>
        <input className="form-control" id={`${id}name`} name="name" autoComplete="name" required maxLength={100} />
      </div>
      <div className="col-md-6">
        <label className="form-label" htmlFor={`${id}email`}>
          E-mail
        </label>
        <input
          className="form-control"
          id={`${id}email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
        />
      </div>
      <div className="col-md-6">
        <label className="form-label" htmlFor={`${id}phone`}>
          Phone (optional)
        </label>
        <input className="form-control" id={`${id}phone`} name="phone" type="tel" autoComplete="tel" maxLength={30} />
      </div>
      <div className="col-12">
        <label className="form-label" htmlFor={`${id}message`}>
          Message
        </label>
        <textarea
          className="form-control"
          id={`${id}message`}
          name="message"
          rows={4}
          maxLength={2000}
          defaultValue={`I would like to know more about ${place}.`}
        />
      </div>
      <div className="col-12">
        <div className="form-check">
          <input className="form-check-input" type="checkbox" id={`${id}consent`} name="consent" required />
          <label className="form-check-label" htmlFor={`${id}consent`}>
            I agree that my question is kept to answer it, as the <a href={privacyHref}>privacy policy</a> says.
          </label>
        </div>
      </div>
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}website`}>Leave this empty</label>
        <input id={`${id}website`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="col-12">
        <button type="submit" className="btn btn-primary" disabled={status === 'sending'}>
          {status === 'sending' ? 'Sending...' : 'Send'}
        </button>
      </div>
      <div className="col-12" role="alert">
        {problem && <p className="alert alert-danger mb-0">{problem}</p>}
      </div>
    </form>
  )
}
