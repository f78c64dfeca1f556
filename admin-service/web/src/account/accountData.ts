/** What `GET /api/account` answers (admin-service/server/account/accountView.ts), as the page reads it. */
export type AccountBooking = {
  id: string
  status: string
  services: { id: string; name: string }[]
  address: string
  start: string
  end: string
  canChange: boolean
  manageUrl: string
}

export type AccountListing = {
  id: string
  address: { street: string; unit?: string; city: string }
  status: string
  deliveredAt: string | null
  links: { propertyWebsite: string; unbrandedTour: string; deliveryPage: string } | null
}

export type AccountData = {
  agent: { id: string; name: string; brokerage: string; phone: string; email: string }
  bookings: AccountBooking[]
  listings: AccountListing[]
  orders: unknown[]
  invoices: unknown[]
}

export const ACCOUNT_KEY = '/api/account'

const when = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** A shoot's start as the studio's clients read it (Toronto time). */
export const shootTime = (iso: string) => when.format(new Date(iso))

/** A listing's street address on one line. */
export const streetOf = (a: AccountListing['address']) => [a.unit, a.street, a.city].filter(Boolean).join(', ')
