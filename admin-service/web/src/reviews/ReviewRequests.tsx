import { useState, type FormEvent } from 'react'
import { Button, Col, Form, Row } from 'react-bootstrap'
import useSWR, { useSWRConfig } from 'swr'
import { apiRequest, errorFields, errorText } from '../api.ts'
import { fieldProblems, numberOr, type FieldProblems } from '../fieldProblems.tsx'
import { OutcomeAlert, type Outcome } from '../OutcomeAlert.tsx'
import { FetchFailed, Status } from '../LoadState.tsx'

export const REVIEWS_KEY = '/api/reviews'

export type ReviewSettings = {
  link: string
  after: 'paid' | 'delivered'
  delayDays: number
  quietDays: number
  enabledAt: string | null
}
export type ReviewsBody = {
  settings: ReviewSettings
  sends: boolean
  requests: { orderId: string; name: string; email: string; queuedAt: string }[]
  optOuts: number
}

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-CA', { timeZone: 'America/Toronto', dateStyle: 'medium' })

/**
 * Review requests (`/api/reviews`): the owner's review link, after what and how many days an agent is asked,
 * how long before the same agent is asked again, whether e-mails can go (a mail server), the latest requests
 * and how many agents opted out. The service's message for a refused field shows beside it.
 */
export function ReviewRequests() {
  const reviews = useSWR<ReviewsBody>(REVIEWS_KEY)
  if (reviews.error) return <FetchFailed what="Failed to fetch review requests" error={reviews.error} />
  if (!reviews.data) return <Status text="Loading review requests..." />
  return <ReviewRequestsForm reviews={reviews.data} />
}

function ReviewRequestsForm({ reviews }: { reviews: ReviewsBody }) {
  const { mutate } = useSWRConfig()
  const { settings } = reviews
  const [link, setLink] = useState(settings.link)
  const [after, setAfter] = useState(settings.after)
  const [delayDays, setDelayDays] = useState(String(settings.delayDays))
  const [quietDays, setQuietDays] = useState(String(settings.quietDays))
  const [problems, setProblems] = useState<FieldProblems>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const f = fieldProblems(problems, 'reviews')

  async function save(event: FormEvent) {
    event.preventDefault()
    try {
      const body = { link, after, delayDays: numberOr(delayDays), quietDays: numberOr(quietDays) }
      const saved = await apiRequest<ReviewSettings>('PUT', `${REVIEWS_KEY}/settings`, body)
      setProblems({})
      setOutcome({ ok: true, text: saved.link ? 'Review requests are on' : 'Review requests are off' })
      await mutate(REVIEWS_KEY)
    } catch (error) {
      setProblems(errorFields(error))
      setOutcome({ ok: false, text: errorText(error) })
    }
  }

  return (
    <section aria-labelledby="reviews-heading" className="mb-4">
      <h2 id="reviews-heading" className="h5">
        Review requests
      </h2>
      <p className="text-muted small">
        One e-mail to the agent, a few days after an order, asking for a review at your link; never twice in the quiet
        period, and each has a link to stop them.
        {reviews.sends ? '' : ' No mail server is set up (SMTP_URL): none are sent.'}
      </p>
      <Form onSubmit={save} noValidate aria-labelledby="reviews-heading">
        <Form.Group controlId="reviews-link" className="mb-3">
          <Form.Label>Review link</Form.Label>
          <Form.Control
            type="url"
            value={link}
            placeholder="https://g.page/r/…/review"
            onChange={(e) => setLink(e.target.value)}
            {...f.invalid('link', 'reviews-link-help')}
          />
          <Form.Text id="reviews-link-help" muted>
            Your Google Business profile’s “Ask for reviews” link. Empty: no requests.
          </Form.Text>
          {f.feedback('link')}
        </Form.Group>
        <Row>
          <Form.Group as={Col} sm={6} controlId="reviews-after" className="mb-3">
            <Form.Label>Ask after</Form.Label>
            <Form.Select
              value={after}
              onChange={(e) => setAfter(e.target.value as ReviewSettings['after'])}
              {...f.invalid('after')}
            >
              <option value="paid">the order is paid</option>
              <option value="delivered">the listing is delivered</option>
            </Form.Select>
            {f.feedback('after')}
          </Form.Group>
          <Form.Group as={Col} sm={6} controlId="reviews-delay" className="mb-3">
            <Form.Label>Days after</Form.Label>
            <Form.Control
              inputMode="numeric"
              value={delayDays}
              onChange={(e) => setDelayDays(e.target.value)}
              {...f.invalid('delayDays')}
            />
            {f.feedback('delayDays')}
          </Form.Group>
          <Form.Group as={Col} sm={6} controlId="reviews-quiet" className="mb-3">
            <Form.Label>Ask an agent again after (days)</Form.Label>
            <Form.Control
              inputMode="numeric"
              value={quietDays}
              onChange={(e) => setQuietDays(e.target.value)}
              {...f.invalid('quietDays')}
            />
            {f.feedback('quietDays')}
          </Form.Group>
        </Row>
        <OutcomeAlert outcome={outcome} />
        <Button type="submit">Save review requests</Button>
      </Form>
      <h3 className="h6 mt-4">Latest requests</h3>
      {reviews.requests.length ? (
        <ul className="list-unstyled small">
          {reviews.requests.map((r) => (
            <li key={r.orderId}>
              {r.name} ({r.email}), {dateText(r.queuedAt)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="small text-muted">None sent yet.</p>
      )}
      <p className="small text-muted">
        {reviews.optOuts === 1 ? '1 agent asked' : `${reviews.optOuts} agents asked`} for no review requests.
      </p>
    </section>
  )
}
