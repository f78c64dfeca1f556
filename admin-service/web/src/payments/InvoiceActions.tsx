import { useId, useState, type FormEvent } from 'react'
import { Button, ButtonGroup, Col, Form, Row } from 'react-bootstrap'
import { formatDollars, parseDollars } from '../../../../content/payments/money.ts'
import { errorFields, errorText } from '../api.ts'
import { OutcomeAlert, type Outcome } from '../OutcomeAlert.tsx'
import { torontoToday } from '../../../shared/torontoDate.ts'
import { issueCreditNote, recordPayment, voidInvoice, type InvoiceView } from './paymentsApi.ts'

const METHODS = [
  ['etransfer', 'Interac e-Transfer'],
  ['cheque', 'Cheque'],
  ['cash', 'Cash'],
  ['other', 'Other'],
] as const

type ActionOutcome = Outcome & { field?: string }

/** An amount typed in dollars ("249" or "249.00"), or the reason it is refused. */
function dollarsOf(text: string): { cents: number } | { error: string } {
  if (text.trim() === '') return { error: 'Enter the amount in dollars' }
  const read = parseDollars(text)
  return 'error' in read ? { error: `The amount ${read.error}` } : read
}

/**
 * What the owner does with an open invoice: record a payment received (method, amount in dollars, date),
 * issue a credit note, void it, copy its pay link. `onChanged` refreshes the orders and the summary; the
 * service's refusal (an overpayment says what is owing) shows by the form.
 */
export function InvoiceActions({ invoice, onChanged }: { invoice: InvoiceView; onChanged: () => Promise<unknown> }) {
  const id = useId()
  const [open, setOpen] = useState<'pay' | 'credit' | null>(null)
  const [method, setMethod] = useState('etransfer')
  const [amount, setAmount] = useState('')
  const [receivedOn, setReceivedOn] = useState(torontoToday)
  const [description, setDescription] = useState('')
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null)
  const payLink = `${location.origin}/invoice/${invoice.token}/`

  async function run(action: () => Promise<unknown>, done: string, field?: string) {
    try {
      await action()
      setOutcome({ ok: true, text: done })
      setOpen(null)
      setAmount('')
      setDescription('')
      await onChanged()
    } catch (error) {
      const fields = errorFields(error)
      const detail = fields.amountCents ?? fields.lines ?? fields['lines.0.amountCents'] ?? fields.receivedOn
      setOutcome({ ok: false, text: detail ? `${errorText(error)}: amount ${detail}` : errorText(error), field })
    }
  }

  function pay(event: FormEvent) {
    event.preventDefault()
    const read = dollarsOf(amount)
    if ('error' in read) return setOutcome({ ok: false, text: read.error, field: 'pay' })
    void run(
      () => recordPayment(invoice.id, { amountCents: read.cents, method, receivedOn }),
      `${formatDollars(read.cents)} recorded on ${invoice.number}`,
      'pay',
    )
  }

  function credit(event: FormEvent) {
    event.preventDefault()
    const read = dollarsOf(amount)
    if ('error' in read) return setOutcome({ ok: false, text: read.error, field: 'credit' })
    void run(
      () => issueCreditNote(invoice.id, { description, amountCents: read.cents }),
      `Credit note issued on ${invoice.number}`,
      'credit',
    )
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(payLink)
      setOutcome({ ok: true, text: `Pay link of ${invoice.number} copied` })
    } catch {
      setOutcome({ ok: false, text: `Copy it by hand: ${payLink}` })
    }
  }

  const amountField = (form: string, label: string) => {
    const failed = outcome && !outcome.ok && outcome.field === form
    return (
      <Form.Group as={Col} sm={4} controlId={`${id}-${form}-amount`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          isInvalid={Boolean(failed)}
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? `${id}-outcome` : undefined}
        />
      </Form.Group>
    )
  }

  return (
    <div className="mt-2">
      <ButtonGroup size="sm" className="flex-wrap" aria-label={`Invoice ${invoice.number}`}>
        <Button
          variant="outline-primary"
          aria-expanded={open === 'pay'}
          onClick={() => setOpen(open === 'pay' ? null : 'pay')}
        >
          Record a payment
        </Button>
        <Button
          variant="outline-secondary"
          aria-expanded={open === 'credit'}
          onClick={() => setOpen(open === 'credit' ? null : 'credit')}
        >
          Credit note
        </Button>
        <Button variant="outline-secondary" onClick={() => void copy()}>
          Copy pay link
        </Button>
        {invoice.paidCents === 0 && (
          <Button
            variant="outline-danger"
            onClick={() => {
              if (confirm(`Void invoice ${invoice.number}? It keeps its number.`))
                void run(() => voidInvoice(invoice.id), `Invoice ${invoice.number} voided`)
            }}
          >
            Void
          </Button>
        )}
      </ButtonGroup>
      {open === 'pay' && (
        <Form onSubmit={pay} noValidate className="mt-2" aria-label={`Record a payment on ${invoice.number}`}>
          <Row className="g-2 align-items-end">
            <Form.Group as={Col} sm={4} controlId={`${id}-method`}>
              <Form.Label>Method</Form.Label>
              <Form.Select value={method} onChange={(e) => setMethod(e.target.value)}>
                {METHODS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            {amountField('pay', 'Amount ($)')}
            <Form.Group as={Col} sm={4} controlId={`${id}-received`}>
              <Form.Label>Received on</Form.Label>
              <Form.Control type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} />
            </Form.Group>
          </Row>
          <Button type="submit" size="sm" className="mt-2">
            Record payment
          </Button>
        </Form>
      )}
      {open === 'credit' && (
        <Form onSubmit={credit} noValidate className="mt-2" aria-label={`Credit note on ${invoice.number}`}>
          <Row className="g-2 align-items-end">
            <Form.Group as={Col} sm={8} controlId={`${id}-credit-description`}>
              <Form.Label>What it corrects</Form.Label>
              <Form.Control value={description} onChange={(e) => setDescription(e.target.value)} />
            </Form.Group>
            {amountField('credit', 'Amount before HST ($)')}
          </Row>
          <Button type="submit" size="sm" className="mt-2">
            Issue credit note
          </Button>
        </Form>
      )}
      <OutcomeAlert outcome={outcome} id={`${id}-outcome`} className="py-1 px-2 mt-2 mb-0 small" />
    </div>
  )
}
