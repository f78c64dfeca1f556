import { useState } from 'react'
import { Badge, Button, Card, Table } from 'react-bootstrap'
import { formatDollars } from '../../../../content/payments/money.ts'
import { errorText } from '../api.ts'
import { AmountHeader } from './AmountHeader.tsx'
import { InvoiceActions } from './InvoiceActions.tsx'
import { dayText } from '../../../shared/torontoDate.ts'
import { OrderLinesForm } from './OrderLinesForm.tsx'
import { issueInvoice, setUnlocked, type OrderView } from './paymentsApi.ts'

const STATUS: Record<OrderView['status'], [string, string]> = {
  booked: ['Not invoiced', 'secondary'],
  invoiced: ['Invoiced', 'info'],
  'paid-in-part': ['Paid in part', 'warning'],
  paid: ['Paid', 'success'],
  void: ['Void', 'dark'],
}

const METHOD: Record<string, string> = {
  etransfer: 'e-Transfer',
  cheque: 'cheque',
  cash: 'cash',
  other: 'other',
  card: 'card',
}

/**
 * One order: its client, status and owing, its deposits, its invoices (with what the owner does with an open
 * one) and payments.
 */
function OrderCard({ order, onChanged }: { order: OrderView; onChanged: () => Promise<unknown> }) {
  const [problem, setProblem] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)
  const [label, bg] = STATUS[order.status]
  const headingId = `order-${order.id}`
  const act = async (action: () => Promise<unknown>) => {
    try {
      await action()
      setProblem(null)
      await onChanged()
    } catch (error) {
      setProblem(errorText(error))
    }
  }
  const live = order.invoices.some((i) => i.status !== 'void')
  // The invoices' Deposit column, where the order has one: total less credited, deposit and paid is owing.
  const deposited = order.deposits.length > 0
  return (
    <Card as="section" aria-labelledby={headingId} className="mb-3" data-testid="payments-order">
      <Card.Body>
        <div className="d-flex flex-wrap gap-2 align-items-baseline">
          <h3 id={headingId} className="h6 mb-0 me-auto">
            {order.client.name}
            {order.address && <span className="fw-normal text-body-secondary">, {order.address}</span>}
          </h3>
          <Badge bg={bg} text={bg === 'warning' || bg === 'info' ? 'dark' : undefined}>
            {label}
          </Badge>
          <span data-testid="order-owing">
            Owing {formatDollars(order.owingCents)} of {formatDollars(order.totalCents)}
          </span>
        </div>
        <div className="d-flex flex-wrap gap-2 mt-2">
          {!live && (
            <>
              <Button size="sm" onClick={() => void act(() => issueInvoice(order.id))}>
                Issue invoice
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                aria-expanded={editing}
                onClick={() => setEditing(!editing)}
              >
                Edit lines
              </Button>
            </>
          )}
          <Button
            size="sm"
            variant="outline-secondary"
            aria-pressed={order.unlocked}
            onClick={() => void act(() => setUnlocked(order.id, !order.unlocked))}
          >
            {order.unlocked ? 'Downloads unlocked (lock again)' : 'Unlock downloads'}
          </Button>
        </div>
        {order.deposits.length > 0 && (
          <ul className="small mt-2 mb-0" aria-label="Deposits">
            {order.deposits.map((d) => (
              <li key={d.id}>
                Deposit {formatDollars(d.amountCents)} by {METHOD[d.method] ?? d.method}, {dayText(d.receivedOn)}
                {live ? ', credited on the invoice' : ', credited when the order is invoiced'}
              </li>
            ))}
          </ul>
        )}
        {problem && (
          <div className="alert alert-danger py-1 px-2 mt-2 mb-0 small" role="alert">
            {problem}
          </div>
        )}
        {!live && editing && (
          <OrderLinesForm
            order={order}
            onSaved={async () => {
              setEditing(false)
              await onChanged()
            }}
          />
        )}
        {order.invoices.map((invoice) => (
          <div key={invoice.id} className="mt-3">
            <Table size="sm" responsive className="mb-1">
              <caption className="caption-top">
                Invoice {invoice.number} of {dayText(invoice.issuedOn)}, due {dayText(invoice.dueOn)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Status</th>
                  <AmountHeader>Total</AmountHeader>
                  <AmountHeader>Credited</AmountHeader>
                  {deposited && <AmountHeader>Deposit</AmountHeader>}
                  <AmountHeader>Paid</AmountHeader>
                  <AmountHeader>Owing</AmountHeader>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{invoice.status}</td>
                  <td className="text-end">{formatDollars(invoice.totalCents)}</td>
                  <td className="text-end">{formatDollars(invoice.creditedCents)}</td>
                  {deposited && <td className="text-end">{formatDollars(invoice.depositCents)}</td>}
                  <td className="text-end">{formatDollars(invoice.paidCents)}</td>
                  <td className="text-end" data-testid="invoice-owing">
                    {formatDollars(invoice.owingCents)}
                  </td>
                </tr>
              </tbody>
            </Table>
            {(invoice.payments.length > 0 || invoice.creditNotes.length > 0) && (
              <ul className="small mb-1">
                {invoice.payments.map((p) => (
                  <li key={p.id}>
                    {formatDollars(p.amountCents)} by {METHOD[p.method] ?? p.method}, {dayText(p.receivedOn)}
                  </li>
                ))}
                {invoice.creditNotes.map((c) => (
                  <li key={c.id}>
                    Credit note {c.number}: {formatDollars(c.totalCents)}, {dayText(c.issuedOn)}
                  </li>
                ))}
              </ul>
            )}
            {invoice.status === 'open' && <InvoiceActions invoice={invoice} onChanged={onChanged} />}
          </div>
        ))}
      </Card.Body>
    </Card>
  )
}

/** The orders, newest first, each with its invoices and payments. */
export function OrdersList({ orders, onChanged }: { orders: OrderView[]; onChanged: () => Promise<unknown> }) {
  return (
    <section aria-labelledby="payments-orders-heading" className="mb-4">
      <h2 id="payments-orders-heading" className="h5">
        Orders
      </h2>
      {orders.length === 0 ? (
        <p className="text-body-secondary">No orders yet.</p>
      ) : (
        orders.map((order) => <OrderCard key={order.id} order={order} onChanged={onChanged} />)
      )}
    </section>
  )
}
