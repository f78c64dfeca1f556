/**
 * What a visitor sends to the booking API, and what it answers about a field that needs fixing. The
 * admin service validates with these; the /book island shows the messages it gets back.
 */
import { z } from 'zod'

/** Largest request body the public booking routes read (413 above). */
export const MAX_BOOKING_BYTES = 16 * 1024

export const bookingMessages = {
  services: 'Choose at least one service that can be booked online',
  size: 'Choose the property’s size from the list',
  postal: 'Enter the property’s postal code, like M5V 2T6',
  zone: 'We do not book that area online yet: send a quote request and we will answer within hours',
  start: 'Choose one of the times offered',
  from: 'Enter a date like 2026-12-24',
  to: 'Enter a date like 2026-12-24, after the first',
  holdId: 'Choose a time again: this one is no longer held for you',
  name: 'Enter your name (up to 100 characters)',
  email: 'Enter an e-mail address like name@example.com',
  phone: 'Enter a phone number we can call on the day',
  address: 'Enter the property’s street address',
  notes: 'Keep the access notes under 2,000 characters',
  consent: 'Please agree to the privacy policy so we can book your shoot',
} as const
export type BookingField = keyof typeof bookingMessages

// eslint-disable-next-line no-control-regex
const SINGLE_LINE = /^[^\u0000-\u001f\u007f\u2028\u2029]*$/
// eslint-disable-next-line no-control-regex
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/
const line = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message).regex(SINGLE_LINE, message)

/** The shoot a visitor asks about: services, size band and postal code (checked against the settings later). */
export const shootRequest = z.object({
  services: z
    .array(z.string().max(40), { error: bookingMessages.services })
    .min(1, bookingMessages.services)
    .max(12, bookingMessages.services),
  size: z.string({ error: bookingMessages.size }).max(40, bookingMessages.size),
  postal: z.string({ error: bookingMessages.postal }).max(10, bookingMessages.postal),
})

export const holdRequest = shootRequest.extend({
  start: z.iso.datetime({ offset: true, error: bookingMessages.start }),
})

export const bookingRequest = z.object({
  holdId: z.string({ error: bookingMessages.holdId }).max(64, bookingMessages.holdId),
  name: line(100, bookingMessages.name),
  email: z
    .string({ error: bookingMessages.email })
    .trim()
    .max(254, bookingMessages.email)
    .pipe(z.email(bookingMessages.email)),
  phone: line(30, bookingMessages.phone).regex(/^\+?[0-9 ().-]{7,24}$/, bookingMessages.phone),
  address: line(200, bookingMessages.address),
  notes: z
    .string({ error: bookingMessages.notes })
    .max(2000, bookingMessages.notes)
    .regex(MULTI_LINE, bookingMessages.notes)
    .default(''),
  consent: z.literal(true, { error: bookingMessages.consent }),
})
export type BookingRequest = z.infer<typeof bookingRequest>

/** One message per field, from a zod error of the schemas above. */
export function bookingFieldErrors(error: z.ZodError): Partial<Record<BookingField, string>> {
  const fields: Partial<Record<BookingField, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && field in bookingMessages) fields[field as BookingField] ??= issue.message
  }
  return fields
}
