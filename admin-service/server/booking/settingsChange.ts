import type { BookingSettings } from '../../../content/booking/settings.ts'
import type { BookingsFile, StoredBooking } from '../../../content/booking/store.ts'
import { StillBookedError } from './bookingErrors.ts'
import { withChange } from './bookingHistory.ts'
import { isUpcoming } from './bookingRecords.ts'
import { torontoText } from './torontoTime.ts'

/**
 * The owner's new availability settings (`settings`, already valid) in place: refused while a photographer
 * who leaves the team or a zone that goes still has upcoming bookings.
 */
export function settingsChange(
  state: BookingsFile,
  settings: BookingSettings,
  now: number,
): [BookingsFile, BookingSettings] {
  // A photographer leaves the team only without upcoming bookings (they would have nobody to shoot them),
  // and a zone goes only without upcoming bookings in it (moving or restoring one needs its travel times).
  const upcomingWhere = (needs: (b: StoredBooking) => boolean) =>
    state.bookings.filter((b) => needs(b) && isUpcoming(b, now))
  const members = new Set(settings.team.map((m) => m.id))
  for (const member of state.settings.team.filter((m) => !members.has(m.id))) {
    const upcoming = upcomingWhere((b) => b.memberId === member.id)
    const them = upcoming.length === 1 ? 'it' : 'them'
    if (upcoming.length)
      throw stillBooked(member.name, upcoming, `reschedule ${them} with another photographer or cancel ${them}`)
  }
  const zones = new Set(settings.zones.map((z) => z.id))
  for (const zone of state.settings.zones.filter((z) => !zones.has(z.id))) {
    const upcoming = upcomingWhere((b) => b.zoneId === zone.id)
    const they = upcoming.length === 1 ? 'it has' : 'they have'
    if (upcoming.length)
      throw stillBooked(
        zone.name,
        upcoming,
        `keep the zone until ${they} taken place, or cancel ${upcoming.length === 1 ? 'it' : 'them'},`,
      )
  }
  return [
    withChange({ ...state, settings: settings }, now, 'settings', 'owner', null, 'Availability settings changed'),
    settings,
  ]
}

/** The refusal to remove `what` (a photographer, a zone) while `upcoming` bookings need it. */
function stillBooked(what: string, upcoming: StoredBooking[], instead: string): StillBookedError {
  const which = upcoming.map((b) => `${b.name} on ${torontoText(Date.parse(b.start))}`).join('; ')
  const bookings = `${upcoming.length} upcoming booking${upcoming.length === 1 ? '' : 's'}`
  return new StillBookedError(
    `${what} still has ${bookings} (${which}): ${instead} before removing ${what}`,
    upcoming.map(({ id, start, name }) => ({ id, start, name })),
  )
}
