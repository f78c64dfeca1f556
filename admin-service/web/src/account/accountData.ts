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

export type AccountOrder = {
  id: string
  createdAt: string
  status: string
  address: string
  totalCents: number
  owingCents: number
}

export type AccountInvoice = {
  id: string
  number: string
  address: string
  issuedOn: string
  dueOn: string
  totalCents: number
  owingCents: number
  status: 'open' | 'paid' | 'void'
  url: string
  pdfUrl: string
}

export type AccountData = {
  agent: { id: string; name: string; brokerage: string; phone: string; email: string }
  /** `/book` on the public site, where the agent's details are filled in. */
  bookUrl: string
  bookings: AccountBooking[]
  listings: AccountListing[]
  orders: AccountOrder[]
  invoices: AccountInvoice[]
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

const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' })

/** A calendar day (`2026-12-01`) as the studio's clients read it. */
export const dayOf = (iso: string) => day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`))

const torontoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})

/** The Toronto day of an instant (`2026-12-01T03:00:00Z` is Nov 30 there). */
export const torontoDayOf = (iso: string) => torontoDay.format(new Date(iso))

/** An order's status in words. */
export const orderStatusText: Record<string, string> = {
  booked: 'Booked',
  invoiced: 'Invoiced',
  'paid-in-part': 'Paid in part',
  paid: 'Paid',
  void: 'Cancelled',
}

/** A listing's street address on one line. */
export const streetOf = (a: AccountListing['address']) => [a.unit, a.street, a.city].filter(Boolean).join(', ')
