import { TZDate } from '@date-fns/tz'
import type { BookingSettings } from '../../../../content/booking/settings.ts'
import type { BookingChange, StoredBooking } from '../../../../content/booking/store.ts'
import type { IntakeSummary } from '../../../shared/intake.ts'
import { apiRequest } from '../api.ts'
import { TORONTO_TIME_ZONE } from '../../../shared/torontoDate.ts'

/** `GET /api/bookings` (admin-service/server/booking/bookingRoutes.ts). */
export type AgendaBooking = StoredBooking & { manageToken: string; canChange: boolean }
/** A statutory holiday of the coming year, and whether the owner has opened it to bookings. */
export type Holiday = { day: string; name: string; open: boolean }

export type BookingsBody = {
  bookings: AgendaBooking[]
  settings: BookingSettings
  holidays: Holiday[]
  feeds: { memberId: string; fetchedAt: string | null; error: string | null; busyCount: number }[]
  feedPath: string
  /** What the booking doors refused as junk, and whether a global cap was reached. */
  intake: IntakeSummary | null
  /** Newest first; `undoable`: a booking's last change, which `undoBooking` takes back. */
  history: (Omit<BookingChange, 'before'> & { undoable: boolean })[]
  mails: {
    id: string
    kind: string
    bookingId: string
    at: string
    delivery: { state: string; lastError: string | null } | null
  }[]
}

export const BOOKINGS_KEY = '/api/bookings'
export const ORDERS_KEY = '/api/orders'

/** What a booking's card shows of its order (`GET /api/orders`, admin-service/server/payments/paymentsView.ts). */
export type BookingOrderView = {
  id: string
  status: 'booked' | 'invoiced' | 'paid-in-part' | 'paid' | 'void'
  bookingId: string | null
  bookingCancelled: boolean
  listingId: string | null
  totalCents: number
  owingCents: number
  invoices: { id: string; number: string; token: string; status: string }[]
}

export const patchBooking = (id: string, patch: { status?: string; ownerNotes?: string }) =>
  apiRequest<{ booking: StoredBooking }>('PATCH', `${BOOKINGS_KEY}/${encodeURIComponent(id)}`, patch)
export const undoBooking = (id: string) =>
  apiRequest<{ booking: StoredBooking }>('POST', `${BOOKINGS_KEY}/${encodeURIComponent(id)}/undo`)
export const cancelBooking = (id: string) => apiRequest('POST', `${BOOKINGS_KEY}/${encodeURIComponent(id)}/cancel`)
export const rescheduleBooking = (id: string, start: string) =>
  apiRequest('POST', `${BOOKINGS_KEY}/${encodeURIComponent(id)}/reschedule`, { start })
export const saveBookingSettings = (settings: BookingSettings) => apiRequest('PUT', '/api/booking/settings', settings)
export const rotateFeed = () => apiRequest<{ feedPath: string }>('POST', '/api/booking/feed/rotate')
export const createBooking = (body: Record<string, unknown>) => apiRequest('POST', `${BOOKINGS_KEY}/owner`, body)

/** The open starts for a shoot (the public slots route; `manage` lets a booking's own time count as free). */
export async function openSlots(shoot: { services: string[]; sizeId: string; postal: string }, manage?: string) {
  const today = new Date().toISOString().slice(0, 10)
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
  const params = new URLSearchParams({
    services: shoot.services.join(','),
    size: shoot.sizeId,
    postal: shoot.postal,
    from: today,
    to,
  })
  if (manage) params.set('manage', manage)
  const res = await fetch(`/api/booking/slots?${params}`, { headers: { Accept: 'application/json' } })
  const body = (await res.json()) as {
    slots?: { start: string; end: string }[]
    error?: string
    fields?: Record<string, string>
  }
  if (!res.ok) throw new Error(Object.values(body.fields ?? {})[0] ?? body.error ?? `Error ${res.status}`)
  return body.slots ?? []
}

const toronto = { timeZone: TORONTO_TIME_ZONE } as const
const dayFormat = new Intl.DateTimeFormat('en-CA', { ...toronto, weekday: 'long', month: 'long', day: 'numeric' })
const timeFormat = new Intl.DateTimeFormat('en-CA', {
  ...toronto,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})
export const torontoDayOf = (iso: string) => dayFormat.format(new Date(iso))
export const torontoTimeOf = (iso: string) => timeFormat.format(new Date(iso))
/** A `datetime-local` value ("2026-12-02T06:30") read as Toronto's clock, as an ISO instant. */
export function torontoIso(local: string): string {
  const [y, m, d, h, min] = local.split(/[-T:]/).map(Number) as [number, number, number, number, number]
  return new Date(new TZDate(y, m - 1, d, h, min, toronto.timeZone).getTime()).toISOString()
}
