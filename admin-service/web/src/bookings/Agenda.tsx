import { useState } from 'react'
import { Badge, Button, ButtonGroup, Card, Form } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { bookingStatuses } from '../../../../content/booking/statuses.ts'
import { addOnLabel } from '../../../../content/booking/addOns.ts'
import { servicesCatalog } from '../../../../content/services-catalog.ts'
import { errorText } from '../api.ts'
import { BookingOrder } from './BookingOrder.tsx'
import {
  BOOKINGS_KEY,
  cancelBooking,
  openSlots,
  ORDERS_KEY,
  patchBooking,
  rescheduleBooking,
  torontoDayOf,
  torontoTimeOf,
  type AgendaBooking,
  type BookingsBody,
} from './bookingsApi.ts'
import { torontoDay } from '../../../shared/torontoDate.ts'

const serviceName = (id: string) =>
  id === 'twilight' ? 'Twilight' : (servicesCatalog.find((s) => s.key === id)?.name ?? id)
const statusColour: Record<string, string> = {
  requested: 'warning',
  confirmed: 'primary',
  shot: 'info',
  editing: 'info',
  delivered: 'success',
  cancelled: 'secondary',
}
const dayMs = 86_400_000

/** The bookings of a week (or a day), by day, in Toronto time: each with its address, services, notes and actions. */
export function Agenda({ data }: { data: BookingsBody }) {
  const [week, setWeek] = useState(0)
  const [showCancelled, setShowCancelled] = useState(false)
  const start = Date.now() - ((new Date().getUTCDay() + 6) % 7) * dayMs + week * 7 * dayMs
  const days = Array.from({ length: 7 }, (_, i) => torontoDay(new Date(start + i * dayMs).toISOString()))
  const inWeek = data.bookings
    .filter((b) => days.includes(torontoDay(b.start)) && (showCancelled || b.status !== 'cancelled'))
    .sort((a, b) => a.start.localeCompare(b.start))
  return (
    <section aria-labelledby="agenda-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="agenda-title" className="h4 m-0 me-auto">
          Agenda: {torontoDayOf(new Date(start).toISOString())} to{' '}
          {torontoDayOf(new Date(start + 6 * dayMs).toISOString())}
        </h2>
        <ButtonGroup aria-label="Week">
          <Button variant="outline-secondary" onClick={() => setWeek(week - 1)}>
            Previous week
          </Button>
          <Button variant="outline-secondary" onClick={() => setWeek(0)} disabled={week === 0}>
            This week
          </Button>
          <Button variant="outline-secondary" onClick={() => setWeek(week + 1)}>
            Next week
          </Button>
        </ButtonGroup>
        <Form.Check
          id="agenda-cancelled"
          label="Show cancelled"
          checked={showCancelled}
          onChange={(e) => setShowCancelled(e.currentTarget.checked)}
        />
      </div>
      {inWeek.length === 0 && <p>No bookings this week.</p>}
      {days.map((day) => {
        const list = inWeek.filter((b) => torontoDay(b.start) === day)
        if (list.length === 0) return null
        return (
          <div key={day} className="mb-4">
            <h3 className="h5">{torontoDayOf(list[0]!.start)}</h3>
            {list.map((b) => (
              <BookingCard key={b.id} booking={b} data={data} />
            ))}
          </div>
        )
      })}
    </section>
  )
}

function BookingCard({ booking: b, data }: { booking: AgendaBooking; data: BookingsBody }) {
  const { mutate } = useSWRConfig()
  const [notes, setNotes] = useState(b.ownerNotes)
  const [problem, setProblem] = useState<string | null>(null)
  const [slots, setSlots] = useState<{ start: string }[] | null>(null)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const member = data.settings.team.find((m) => m.id === b.memberId)
  const run = async (action: () => Promise<unknown>) => {
    setProblem(null)
    try {
      await action()
      // A cancellation or an undo changes the booking's order too.
      await Promise.all([mutate(BOOKINGS_KEY), mutate(ORDERS_KEY)])
    } catch (error) {
      setProblem(errorText(error))
    }
  }
  const id = `booking-${b.id}`
  return (
    <Card className="mb-2" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <div className="d-flex flex-wrap gap-2 align-items-baseline">
          <h4 className="h6 m-0" id={`${id}-title`}>
            {torontoTimeOf(b.start)} to {torontoTimeOf(b.end)}: {b.services.map(serviceName).join(', ')}
          </h4>
          <Badge bg={statusColour[b.status]} text={b.status === 'requested' ? 'dark' : undefined}>
            {b.status}
          </Badge>
        </div>
        {b.addOns.length > 0 && (
          <p className="mb-1">
            Add-ons:{' '}
            {b.addOns
              .map(({ id, quantity }) => {
                const addOn = data.settings.addOns.find((a) => a.id === id)
                return addOn ? addOnLabel(addOn, quantity) : id
              })
              .join(', ')}
          </p>
        )}
        <p className="mb-1">
          {b.address} ({b.postal}) · {b.name}, <a href={`tel:${b.phone}`}>{b.phone}</a>,{' '}
          <a href={`mailto:${b.email}`}>{b.email}</a>
          {member ? ` · ${member.name}` : ''}
        </p>
        {b.notes && <p className="mb-1">Access notes: {b.notes}</p>}
        <BookingOrder orderId={b.orderId} title={`${b.name}, ${b.address}`} />
        {problem && (
          <div className="alert alert-danger py-1" role="alert">
            {problem}
          </div>
        )}
        {b.status !== 'cancelled' && (
          <div className="d-flex flex-wrap gap-2 align-items-end mt-2">
            {b.status === 'requested' && (
              <Button size="sm" onClick={() => void run(() => patchBooking(b.id, { status: 'confirmed' }))}>
                Approve
              </Button>
            )}
            <Form.Group controlId={`${id}-status`}>
              <Form.Label className="small mb-0">Status</Form.Label>
              <Form.Select
                size="sm"
                value={b.status}
                onChange={(e) => void run(() => patchBooking(b.id, { status: e.currentTarget.value }))}
              >
                {bookingStatuses
                  .filter((s) => s !== 'cancelled')
                  .map((s) => (
                    <option key={s}>{s}</option>
                  ))}
              </Form.Select>
            </Form.Group>
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() =>
                void openSlots(b, b.manageToken).then(
                  (found) => setSlots(found.filter((s) => s.start !== b.start)),
                  (error: unknown) => setProblem(errorText(error)),
                )
              }
            >
              Reschedule
            </Button>
            {confirmCancel ? (
              <>
                <Button size="sm" variant="danger" onClick={() => void run(() => cancelBooking(b.id))}>
                  Yes, cancel and tell the client
                </Button>
                <Button size="sm" variant="outline-secondary" onClick={() => setConfirmCancel(false)}>
                  Keep
                </Button>
              </>
            ) : (
              <Button size="sm" variant="outline-danger" onClick={() => setConfirmCancel(true)}>
                Cancel booking
              </Button>
            )}
          </div>
        )}
        {slots && (
          <Form.Group controlId={`${id}-move`} className="mt-2">
            <Form.Label className="small mb-0">Move to (the client gets an updated invitation)</Form.Label>
            <Form.Select
              size="sm"
              defaultValue=""
              onChange={(e) => {
                const start = e.currentTarget.value
                if (start) void run(() => rescheduleBooking(b.id, start)).then(() => setSlots(null))
              }}
            >
              <option value="">Choose an open time</option>
              {slots.map((s) => (
                <option key={s.start} value={s.start}>
                  {torontoDayOf(s.start)}, {torontoTimeOf(s.start)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        <Form.Group controlId={`${id}-notes`} className="mt-2">
          <Form.Label className="small mb-0">Your notes</Form.Label>
          <Form.Control as="textarea" rows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        </Form.Group>
        {notes !== b.ownerNotes && (
          <Button size="sm" className="mt-1" onClick={() => void run(() => patchBooking(b.id, { ownerNotes: notes }))}>
            Save notes
          </Button>
        )}
      </Card.Body>
    </Card>
  )
}
