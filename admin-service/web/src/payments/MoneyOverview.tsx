import { useState } from 'react'
import { Card, Col, Form, Row, Table } from 'react-bootstrap'
import useSWR from 'swr'
import { formatDollars } from '../../../../content/payments/money.ts'
import { errorText } from '../api.ts'
import { AmountHeader } from './AmountHeader.tsx'
import { dayText } from '../../../shared/torontoDate.ts'
import { ledgerHref, summaryKey, type PaymentsSummary } from './paymentsApi.ts'
import { recentPeriods, type PeriodKind } from './periods.ts'

function Figure({ title, amount, note }: { title: string; amount: number; note: string }) {
  return (
    <Col md={4}>
      <Card className="h-100">
        <Card.Body>
          <h3 className="h6 text-body-secondary">{title}</h3>
          <p className="fs-4 mb-1">{formatDollars(amount)}</p>
          <p className="small text-body-secondary mb-0">{note}</p>
        </Card.Body>
      </Card>
    </Col>
  )
}

/**
 * The money at a glance: outstanding, overdue (each invoice with its days past due), paid this month, and
 * for the chosen month or quarter the HST charged, the HST on credit notes and the net (the HST return's
 * figures), with the ledger CSV of that period.
 */
export function MoneyOverview({ today }: { today: string }) {
  const [kind, setKind] = useState<PeriodKind>('month')
  const periods = recentPeriods(kind, today)
  const [chosen, setChosen] = useState(0)
  const period = periods[chosen] ?? periods[0]!
  const range = { from: period.from, to: period.to }
  const summary = useSWR<PaymentsSummary>(summaryKey(range), { keepPreviousData: true })
  if (summary.error)
    return (
      <div className="alert alert-danger" role="alert">
        Failed to fetch the summary: {errorText(summary.error)}
      </div>
    )
  const data = summary.data
  return (
    <section aria-labelledby="payments-money-heading" className="mb-4">
      <h2 id="payments-money-heading" className="h5">
        Money
      </h2>
      {!data ? (
        <p role="status">Loading the summary...</p>
      ) : (
        <>
          <Row className="g-3 mb-3">
            <Figure
              title="Outstanding"
              amount={data.outstanding.owingCents}
              note={`${data.outstanding.count} unpaid ${data.outstanding.count === 1 ? 'invoice' : 'invoices'}`}
            />
            <Figure
              title="Overdue"
              amount={data.overdue.owingCents}
              note={`${data.overdue.invoices.length} past the due date`}
            />
            <Figure
              title="Paid this month"
              amount={data.paidThisMonth.amountCents}
              note={`${data.paidThisMonth.count} ${data.paidThisMonth.count === 1 ? 'payment' : 'payments'}`}
            />
          </Row>
          {data.overdue.invoices.length > 0 && (
            <Table size="sm" responsive className="mb-3">
              <caption className="caption-top">Overdue invoices</caption>
              <thead>
                <tr>
                  <th scope="col">Invoice</th>
                  <th scope="col">Client</th>
                  <th scope="col">Due</th>
                  <th scope="col">Days overdue</th>
                  <AmountHeader>Owing</AmountHeader>
                </tr>
              </thead>
              <tbody>
                {data.overdue.invoices.map((i) => (
                  <tr key={i.invoiceId}>
                    <td>{i.number}</td>
                    <td>{i.client}</td>
                    <td>{dayText(i.dueOn)}</td>
                    <td>{i.daysOverdue}</td>
                    <td className="text-end">{formatDollars(i.owingCents)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
      <h3 className="h6 mt-4" id="payments-hst-heading">
        HST return
      </h3>
      <Row className="g-2 align-items-end mb-2">
        <Form.Group as={Col} sm={4} controlId="payments-period-kind">
          <Form.Label>By</Form.Label>
          <Form.Select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as PeriodKind)
              setChosen(0)
            }}
          >
            <option value="month">Month</option>
            <option value="quarter">Quarter</option>
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} sm={4} controlId="payments-period">
          <Form.Label>Period</Form.Label>
          <Form.Select value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
            {periods.map((p, i) => (
              <option key={p.from} value={i}>
                {p.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Col sm={4}>
          <a className="btn btn-outline-secondary" href={ledgerHref(range)} download>
            Export the ledger (CSV) for {period.label}
          </a>
        </Col>
      </Row>
      {data && (
        <Table size="sm" className="w-auto" aria-describedby="payments-hst-heading">
          <caption className="caption-top">
            HST for {period.label} ({dayText(data.period.from)} to {dayText(data.period.to)})
          </caption>
          <tbody>
            {(
              [
                ['Sales before tax', data.period.salesCents],
                ['HST charged on invoices', data.period.hstChargedCents],
                ['HST on credit notes', data.period.creditNoteHstCents],
                ['Net HST', data.period.netHstCents],
                ['Payments received', data.period.receivedCents],
              ] as const
            ).map(([label, cents]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="text-end">{formatDollars(cents)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  )
}
