import type { BookingDetails } from '@content/account/bookingDetails.ts'

/**
 * For a signed-in agent, above the contact fields: who is booking (name and brokerage, from their account) and
 * the list of the places they booked that the address field offers (useAgentPrefill.ts).
 */
export function PrefillNote({ details, listId }: { details: BookingDetails | null; listId: string }) {
  if (!details) return null
  return (
    <>
      <p className="booking-note">
        Booking as {details.name}
        {details.brokerage && `, ${details.brokerage}`}: your details are filled in from{' '}
        <a href="/account/">your account</a>.
      </p>
      {details.places.length > 0 && (
        <datalist id={listId}>
          {details.places.map((p) => (
            <option key={p.address} value={p.address} />
          ))}
        </datalist>
      )}
    </>
  )
}
