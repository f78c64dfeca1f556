import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import type { BookingSettings } from '../../../content/booking/settings.ts'
import type { StoredBooking } from '../../../content/booking/store.ts'
import { siteConfig } from '../../../content/site-config.ts'
import { serviceName } from './publicView.ts'

const PROD_ID = { company: 'Northframe Media', product: 'Bookings', language: 'EN' }

/** The calendar event's UID: the same for every version of one booking, so calendars update it in place. */
export const eventUid = (booking: StoredBooking) => `booking-${booking.id}@northframe-media`

const summaryOf = (booking: StoredBooking) => `Northframe Media: ${booking.services.map(serviceName).join(', ')} shoot`

/**
 * One booking as an iCalendar object (ical-generator): times in UTC, UID per booking, SEQUENCE raised on
 * every change. `REQUEST` invites (confirmation, update), `CANCEL` takes the event out of the calendar,
 * `PUBLISH` is the downloadable copy. The method here and nodemailer's `icalEvent.method` must match.
 */
export function invitation(
  settings: BookingSettings,
  booking: StoredBooking,
  options: {
    method: 'REQUEST' | 'CANCEL' | 'PUBLISH'
    manageUrl: string
    /** The From address of the e-mail (the organizer of an invitation); null for a download. */
    organizer: string | null
    prepareUrl?: string
  },
): string {
  const calendar = ical({
    prodId: PROD_ID,
    method: ICalCalendarMethod[options.method],
    name: 'Northframe Media booking',
  })
  const member = settings.team.find((m) => m.id === booking.memberId)
  const attendees = [
    { email: booking.email, name: booking.name },
    ...(member?.email ? [{ email: member.email, name: member.name }] : []),
  ].map((a) => ({
    ...a,
    role: ICalAttendeeRole.REQ,
    status: options.method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
    rsvp: false,
  }))
  const lines = [
    `${booking.services.map(serviceName).join(', ')} at ${booking.address} (${booking.postal}).`,
    member ? `Photographer: ${member.name}.` : '',
    booking.notes ? `Access notes: ${booking.notes}` : '',
    options.prepareUrl ? `How to prepare the home: ${options.prepareUrl}` : '',
    `Reschedule or cancel: ${options.manageUrl}`,
    `Questions: ${siteConfig.phone}`,
  ].filter(Boolean)
  calendar.createEvent({
    id: eventUid(booking),
    sequence: booking.sequence,
    start: new Date(booking.start),
    end: new Date(booking.end),
    stamp: new Date(booking.updatedAt),
    summary: summaryOf(booking),
    description: lines.join('\n'),
    location: `${booking.address}, ${booking.postal}`,
    url: options.manageUrl,
    status:
      options.method === 'CANCEL' || booking.status === 'cancelled'
        ? ICalEventStatus.CANCELLED
        : booking.status === 'requested'
          ? ICalEventStatus.TENTATIVE
          : ICalEventStatus.CONFIRMED,
    ...(options.organizer ? { organizer: { name: 'Northframe Media', email: options.organizer } } : {}),
    attendees: options.organizer ? attendees : [],
  })
  return calendar.toString()
}

/** The owner's subscription: every booking given, one event each, with the address and access notes. */
export function bookingCalendar(settings: BookingSettings, bookings: readonly StoredBooking[]): string {
  const calendar = ical({ prodId: PROD_ID, name: 'Northframe Media bookings' })
  for (const booking of bookings) {
    const member = settings.team.find((m) => m.id === booking.memberId)
    calendar.createEvent({
      id: eventUid(booking),
      sequence: booking.sequence,
      start: new Date(booking.start),
      end: new Date(booking.end),
      stamp: new Date(booking.updatedAt),
      summary: `${booking.services.map(serviceName).join(', ')}: ${booking.name}`,
      description: [
        `${booking.name}, ${booking.phone}, ${booking.email}`,
        member ? `Photographer: ${member.name}` : '',
        `Status: ${booking.status}`,
        booking.notes ? `Access notes: ${booking.notes}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      location: `${booking.address}, ${booking.postal}`,
      status: booking.status === 'requested' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}
