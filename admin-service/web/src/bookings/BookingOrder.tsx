import { useState } from 'react'
import { Badge, Button } from 'react-bootstrap'
import useSWR, { useSWRConfig } from 'swr'
import { formatDollars } from '../../../../content/payments/money.ts'
import { errorText } from '../api.ts'
import { createListingFromOrder, LISTINGS_KEY, listingHash } from '../listings/listingsApi.ts'
import { ORDERS_KEY, type BookingOrderView } from './bookingsApi.ts'

const STATUS_TEXT: Record<BookingOrderView['status'], string> = {
  booked: 'booked',
  invoiced: 'invoiced',
  'paid-in-part': 'paid in part',
  paid: 'paid',
  void: 'void',
}
const STATUS_BG: Record<BookingOrderView['status'], string> = {
  booked: 'secondary',
  invoiced: 'warning',
  'paid-in-part': 'info',
  paid: 'success',
  void: 'dark',
}

/** The listing a 409 answer names (`{error, listingId}`): the order had one already. */
function existingListing(error: unknown): string | null {
  const json = /^409: (\{.*\})$/s.exec(error instanceof Error ? error.message : '')?.[1]
  if (!json) return null
  try {
    const { listingId } = JSON.parse(json) as { listingId?: unknown }
    return typeof listingId === 'string' ? listingId : null
  } catch {
    return null
  }
}

/**
 * A booking's order on its card: status, total and what is owing, its invoices' client pages, and its listing
 * ("Open listing"), or "Create listing from this booking", which makes the draft and opens it.
 */
export function BookingOrder({ orderId, title }: { orderId: string | null; title: string }) {
  const orders = useSWR<{ orders: BookingOrderView[] }>(ORDERS_KEY)
  const { mutate } = useSWRConfig()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!orderId) return null
  const order = orders.data?.orders.find((o) => o.id === orderId)
  if (!order) return orders.data ? <p className="small text-danger mb-1">Order {orderId} not found.</p> : null
  const openListing = async (listingId: string) => {
    await Promise.all([mutate(LISTINGS_KEY), mutate(ORDERS_KEY)])
    location.hash = listingHash(listingId)
  }
  const create = async () => {
    setProblem(null)
    setBusy(true)
    try {
      await openListing((await createListingFromOrder(order.id)).listingId)
    } catch (error) {
      // Made meanwhile (another tab): open the one it has.
      const existing = existingListing(error)
      if (existing) await openListing(existing)
      else setProblem(errorText(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-1 small">
      <span>
        Order{' '}
        <Badge bg={STATUS_BG[order.status]} text={order.status === 'invoiced' ? 'dark' : undefined}>
          {STATUS_TEXT[order.status]}
        </Badge>{' '}
        {order.totalCents
          ? `${formatDollars(order.totalCents)}, ${formatDollars(order.owingCents)} owing`
          : 'not priced yet'}
      </span>
      {order.invoices.map((i) => (
        <a key={i.id} href={`/invoice/${i.token}/`} target="_blank" rel="noreferrer">
          Invoice {i.number}
        </a>
      ))}
      {order.listingId ? (
        <a href={listingHash(order.listingId)} aria-label={`Open the listing of ${title}`}>
          Open listing
        </a>
      ) : (
        <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => void create()}>
          Create listing from this booking
        </Button>
      )}
      {problem && (
        <span className="text-danger" role="alert">
          {problem}
        </span>
      )}
    </div>
  )
}
