import { useId, useState, type FormEvent } from 'react'
import { Alert, Button, Form, Table } from 'react-bootstrap'
import { parseDollars, plainDollars } from '../../../../content/payments/money.ts'
import { errorFields, errorText } from '../api.ts'
import { updateOrderLines, type OrderLine, type OrderView } from './paymentsApi.ts'

type Row = { description: string; amount: string; quantity: string; discount: boolean }

const rowOf = (line: OrderLine): Row => ({
  description: line.description,
  amount: plainDollars(line.amountCents),
  quantity: String(line.quantity),
  discount: line.discount,
})

/** The lines the owner adds with one click: a rush surcharge and a discount, priced by the owner. */
const RUSH: Row = { description: 'Rush delivery surcharge', amount: '', quantity: '1', discount: false }
const DISCOUNT: Row = { description: 'Discount', amount: '', quantity: '1', discount: true }
const BLANK: Row = { description: '', amount: '', quantity: '1', discount: false }

/**
 * An order's lines as the owner edits them before it is invoiced: each service, a rush surcharge, a
 * discount (taken off; the service refuses one that takes the order below $0), amounts in dollars. A
 * field the service refuses shows its message by the field; `onSaved` refreshes the orders.
 */
export function OrderLinesForm({ order, onSaved }: { order: OrderView; onSaved: () => Promise<unknown> }) {
  const id = useId()
  const [rows, setRows] = useState<Row[]>(() => (order.lines.length ? order.lines.map(rowOf) : [BLANK]))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const change = (index: number, fields: Partial<Row>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...fields } : row)))

  async function save(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    const lines = rows.map((row, i) => {
      const read = row.amount.trim() === '' ? { error: 'is required' } : parseDollars(row.amount)
      if ('error' in read) found[`lines.${i}.amountCents`] = `The amount ${read.error}`
      return {
        description: row.description,
        amountCents: 'cents' in read ? read.cents : 0,
        quantity: Number(row.quantity),
        discount: row.discount,
      }
    })
    setErrors(found)
    if (Object.keys(found).length) return setProblem('Please check the amounts marked below')
    try {
      await updateOrderLines(order.id, lines)
      setProblem(null)
      await onSaved()
    } catch (error) {
      setErrors(errorFields(error))
      setProblem(errorFields(error).lines ?? errorText(error))
    }
  }

  const field = (i: number, name: keyof OrderLine) => errors[`lines.${i}.${name}`]
  return (
    <Form onSubmit={save} noValidate className="mt-2" aria-label={`Lines of the order for ${order.client.name}`}>
      {problem && (
        <Alert variant="danger" role="alert" className="py-1 px-2 small">
          {problem}
        </Alert>
      )}
      <Table size="sm" responsive className="mb-2">
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Amount ($)</th>
            <th scope="col">Quantity</th>
            <th scope="col">Discount</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {(
                [
                  ['description', 'Description', row.description, 'text'],
                  ['amountCents', 'Amount ($)', row.amount, 'decimal'],
                  ['quantity', 'Quantity', row.quantity, 'numeric'],
                ] as const
              ).map(([name, label, value, mode]) => (
                <td key={name}>
                  <Form.Control
                    size="sm"
                    id={`${id}-${i}-${name}`}
                    aria-label={`${label}, line ${i + 1}`}
                    inputMode={mode === 'text' ? undefined : mode}
                    value={value}
                    onChange={(e) =>
                      change(i, {
                        [name === 'amountCents' ? 'amount' : name]: e.target.value,
                      })
                    }
                    isInvalid={Boolean(field(i, name))}
                    aria-describedby={field(i, name) ? `${id}-${i}-${name}-error` : undefined}
                  />
                  <Form.Control.Feedback type="invalid" id={`${id}-${i}-${name}-error`}>
                    {field(i, name)}
                  </Form.Control.Feedback>
                </td>
              ))}
              <td>
                <Form.Check
                  id={`${id}-${i}-discount`}
                  aria-label={`Discount, line ${i + 1}`}
                  checked={row.discount}
                  onChange={(e) => change(i, { discount: e.target.checked })}
                />
              </td>
              <td>
                <Button
                  size="sm"
                  variant="link"
                  disabled={rows.length === 1}
                  onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                >
                  Remove<span className="visually-hidden"> line {i + 1}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="outline-secondary" onClick={() => setRows((all) => [...all, BLANK])}>
          Add a line
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => setRows((all) => [...all, RUSH])}>
          Add a rush surcharge
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => setRows((all) => [...all, DISCOUNT])}>
          Add a discount
        </Button>
        <Button size="sm" type="submit">
          Save lines
        </Button>
      </div>
    </Form>
  )
}
