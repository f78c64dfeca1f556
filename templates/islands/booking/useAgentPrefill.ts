import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { type BookingDetails, placeKey } from '@content/account/bookingDetails.ts'
import { call } from './bookingApi.ts'

/**
 * Booking again: for an agent signed in to their account (the admin service's session cookie, sent because
 * /book and the service's API share the site's origin), their details to fill the contact fields with, and for
 * the property address a list of the places they booked that, when one is chosen or typed, fills the access
 * notes with that place's last ones (unless the agent has written notes of their own). Signed out (or with the
 * service unreachable) there are no details and the form is as empty as ever.
 */
export function useAgentPrefill(api: string, listId: string) {
  const [details, setDetails] = useState<BookingDetails | null>(null)
  // The notes this hook last put in, so that a later address replaces them but never the agent's own words.
  const filled = useRef('')

  useEffect(() => {
    void call<{ details: BookingDetails | null }>(`${api}/account/booking-details`).then(({ status, body }) => {
      if (status === 200 && body.details) setDetails(body.details)
    })
  }, [api])

  const onAddress = (event: ChangeEvent<HTMLInputElement>) => {
    const notes = event.currentTarget.form?.elements.namedItem('notes')
    if (!details || !(notes instanceof HTMLTextAreaElement) || (notes.value !== '' && notes.value !== filled.current))
      return
    const key = placeKey(event.currentTarget.value)
    const place = details.places.find((p) => placeKey(p.address) === key)
    filled.current = place?.notes ?? ''
    notes.value = filled.current
  }

  return {
    details,
    /** The value a contact field starts with: the agent's own, or empty. */
    initial: (name: 'name' | 'email' | 'phone') => details?.[name] ?? '',
    /** The property address field's extra props: the list of booked places and the notes it fills in. */
    addressProps: details?.places.length ? { list: listId, onChange: onAddress } : {},
  }
}
