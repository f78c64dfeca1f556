import type { SendMailOptions } from 'nodemailer'
import type { BookingSettings } from '../../../content/booking/settings.ts'
import type { StoredMail } from '../../../content/booking/store.ts'
import { siteConfig } from '../../../content/site-config.ts'
import { AUTO_REPLIED } from '../shared/intake/visitorMail.ts'
import { invitation } from './invitation.ts'
import { addOnsOf, manageUrl, serviceName } from './publicView.ts'
import { torontoText } from './torontoTime.ts'

export type BookingMailConfig = {
  from: string
  /** The owner's address: the owner's copy of every change. */
  ownerTo: string
  /** The public site's origin (manage links, the preparation page). */
  siteOrigin: string
  /** Where the owner opens the agenda. */
  agendaUrl: string
}

/** The page of the site that says how to prepare the home. */
export const PREPARE_PATH = '/book/prepare/'

const subjects: Record<StoredMail['kind'], (when: string, services: string) => string> = {
  confirmation: (when, services) => `Your ${services} shoot is booked: ${when}`,
  update: (when, services) => `Your ${services} shoot has moved to ${when}`,
  cancellation: (when, services) => `Cancelled: your ${services} shoot on ${when}`,
  reminder: (when, services) => `Tomorrow: your ${services} shoot, ${when}`,
  owner: (when, services) => `Booking: ${services}, ${when}`,
}

/**
 * One e-mail of the outbox as nodemailer sends it. The client's confirmation and update carry the
 * invitation (METHOD:REQUEST, same UID, the booking's SEQUENCE), the cancellation METHOD:CANCEL, each
 * also as nodemailer's `icalEvent` with the same method so calendars show the buttons they should; the
 * photographer is copied. The Message-ID is the mail's own: a copy sent again after a crash is one message.
 */
export function bookingMessage(
  settings: BookingSettings,
  mail: StoredMail,
  token: string,
  config: BookingMailConfig,
): SendMailOptions {
  const { booking } = mail
  const services = booking.services.map(serviceName).join(', ')
  const addOns = addOnsOf(settings, booking)
    .map((a) => a.name)
    .join(', ')
  const when = torontoText(Date.parse(booking.start))
  const until = torontoText(Date.parse(booking.end), {
    weekday: undefined,
    year: undefined,
    month: undefined,
    day: undefined,
  })
  const manage = manageUrl(config.siteOrigin, token)
  const prepare = `${config.siteOrigin}${PREPARE_PATH}`
  const member = settings.team.find((m) => m.id === booking.memberId)
  // A booking awaiting the owner's approval is a request: its first e-mail must not say it is booked.
  const subject =
    mail.kind === 'confirmation' && booking.status === 'requested'
      ? `Request received: your ${services} shoot, ${when} (we confirm it within a working day)`
      : subjects[mail.kind](when, services)
  const base = {
    from: config.from,
    subject,
    messageId: `<booking-${mail.id}@northframe.bookings>`,
    date: new Date(mail.receivedAt),
  }
  if (mail.kind === 'owner') {
    return {
      ...base,
      to: config.ownerTo,
      cc: member?.email || undefined,
      replyTo: { name: booking.name, address: booking.email },
      subject: `${booking.status === 'cancelled' ? 'Cancelled' : booking.sequence > 0 ? 'Changed' : 'New'} booking: ${services}, ${when}`,
      text: [
        `${booking.name}, ${booking.phone}, ${booking.email}`,
        `${services} for a ${settings.sizes.find((s) => s.id === booking.sizeId)?.label ?? booking.sizeId}`,
        ...(addOns ? [`Add-ons: ${addOns}`] : []),
        `${when} to ${until}`,
        `${booking.address}, ${booking.postal}`,
        member ? `Photographer: ${member.name}` : '',
        `Status: ${booking.status}`,
        booking.notes ? `Access notes: ${booking.notes}` : '',
        '',
        `Agenda: ${config.agendaUrl}`,
      ]
        .filter((line, i, all) => line !== '' || all[i - 1] !== '')
        .join('\n'),
    }
  }
  const method = mail.kind === 'cancellation' ? 'CANCEL' : 'REQUEST'
  const ics = invitation(settings, booking, { method, manageUrl: manage, organizer: config.from, prepareUrl: prepare })
  const requested = booking.status === 'requested'
  const body =
    mail.kind === 'cancellation'
      ? [
          `Your ${services} shoot on ${when} at ${booking.address} is cancelled.`,
          `To book again: ${config.siteOrigin}/book/`,
        ]
      : [
          mail.kind === 'reminder'
            ? `A reminder: we shoot ${services} tomorrow, ${when} to ${until}, at ${booking.address}.`
            : requested
              ? `We have your request for ${services} on ${when} to ${until} at ${booking.address}. We confirm it by e-mail within a working day.`
              : `We will be at ${booking.address} on ${when} to ${until} for ${services}.`,
          addOns ? `With: ${addOns}.` : '',
          member ? `Your photographer: ${member.name}.` : '',
          booking.price
            ? `Price: $${(booking.price.totalCents / 100).toFixed(2)} including HST.`
            : 'Price: confirmed by e-mail before the shoot.',
          `How to prepare the home: ${prepare}`,
          `To reschedule or cancel (until ${settings.cutoffHours} hours before): ${manage}`,
        ]
  return {
    ...base,
    to: booking.email,
    cc: member?.email || undefined,
    replyTo: config.ownerTo,
    // Sent to an address the visitor typed: an automatic answer, which other responders must not answer.
    headers: AUTO_REPLIED,
    text: [
      `Hello ${booking.name},`,
      '',
      ...body.filter(Boolean),
      '',
      `Questions? Call ${siteConfig.phone}.`,
      'Northframe Media',
    ].join('\n'),
    ...(mail.kind === 'reminder' ? {} : { icalEvent: { method, filename: 'invite.ics', content: ics } }),
  }
}
