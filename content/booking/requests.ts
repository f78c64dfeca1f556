/**
 * What a visitor sends to the booking API, and what it answers about a field that needs fixing. The
 * admin service validates with these; the /book island shows the messages it gets back.
 */
import { z } from 'zod'
import { isShownName, isSingleLineText, MULTI_LINE } from '../schemas/singleLine.ts'
import { MAX_ADD_ON_IMAGES } from './addOns.ts'
import { bookingMessages } from './messages.ts'

export { bookingMessages }

/** Largest request body the public booking routes read (413 above). */
export const MAX_BOOKING_BYTES = 16 * 1024

export type BookingField = keyof typeof bookingMessages

const line = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message).refine(isSingleLineText, message)

/**
 * The shoot a visitor asks about: services, add-ons (how many images of a per-image one), size band and
 * postal code (checked against the settings later).
 */
export const shootRequest = z.object({
  services: z
    .array(z.string().max(40), { error: bookingMessages.services })
    .min(1, bookingMessages.services)
    .max(12, bookingMessages.services),
  addOns: z
    .array(
      z.object({
        id: z.string({ error: bookingMessages.addOns }).max(40, bookingMessages.addOns),
        quantity: z
          .number({ error: bookingMessages.addOns })
          .int(bookingMessages.addOns)
          .min(1, bookingMessages.addOns)
          .max(MAX_ADD_ON_IMAGES, bookingMessages.addOns),
      }),
      { error: bookingMessages.addOns },
    )
    .max(20, bookingMessages.addOns)
    .default([]),
  size: z.string({ error: bookingMessages.size }).max(40, bookingMessages.size),
  postal: z.string({ error: bookingMessages.postal }).max(10, bookingMessages.postal),
})

export const holdRequest = shootRequest.extend({
  start: z.iso.datetime({ offset: true, error: bookingMessages.start }),
})

export const bookingRequest = z.object({
  holdId: z.string({ error: bookingMessages.holdId }).max(64, bookingMessages.holdId),
  // Shown in the owner's e-mail (its Reply-To) and in "Hello ..." to the client: it may not hide or disguise text.
  name: line(100, bookingMessages.name)
    .transform((v) => v.normalize('NFC'))
    .refine(isShownName, bookingMessages.name),
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
