import { sampleBookingSettings } from '../../content/booking/sampleSettings.ts'
import { bookingSettings, type BookingSettings } from '../../content/booking/settings.ts'

const day = [{ start: '08:00', end: '18:00' }]

/**
 * The sample settings with two photographers working every day 8:00-18:00: Daniel (every service) and
 * Marcus (drone only, so a drone slot may go to either). Tests change what they need with `patch`.
 */
export function testBookingSettings(patch: Partial<BookingSettings> = {}): BookingSettings {
  const hours = { sun: day, mon: day, tue: day, wed: day, thu: day, fri: day, sat: day }
  return bookingSettings.parse({
    ...sampleBookingSettings,
    team: [
      { ...sampleBookingSettings.team[0]!, weeklyHours: hours, email: 'daniel@example.com' },
      {
        id: 'marcus-lee',
        name: 'Marcus Lee',
        email: 'marcus@example.com',
        services: ['drone'],
        weeklyHours: hours,
        daysOff: [],
      },
    ],
    ...patch,
  })
}

/** A client's details as the booking store takes them with a hold (`BookingStore.book`). */
export const testBookingDetails = {
  name: 'Priya Shah',
  email: 'priya@example.com',
  phone: '+1 416 555 0199',
  address: '1 Front St W, Toronto',
  notes: 'Lockbox 1234',
  consent: true as const,
}

/** The same client as /book's form sends them to `POST /api/bookings`: the spam trap empty, filled in 9 s. */
export const testBookingForm = { ...testBookingDetails, notes: '', consent: true, website: '', fillMs: 9000 }
