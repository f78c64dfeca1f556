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

/** On a team's billing contact's account, the member an item is for; null (or absent) on the agent's own. */
type Member = { member?: { id: string; name: string } | null }

export type AccountListing = Member & {
  id: string
  address: { street: string; unit?: string; city: string }
  status: string
  deliveredAt: string | null
  links: { propertyWebsite: string; unbrandedTour: string; deliveryPage: string } | null
}

export type AccountOrder = Member & {
  id: string
  createdAt: string
  status: string
  address: string
  totalCents: number
  owingCents: number
}

export type AccountInvoice = Member & {
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

/** What the agent may change of their profile (`PUT /api/account/profile`); an empty billing e-mail is none. */
export type ProfileFields = { name: string; phone: string; brokerage: string; billingEmail: string }

export type AccountData = {
  /** `headshot` and `logo`: the uploaded files' names, or null when there is none. */
  agent: { id: string; email: string; headshot: string | null; logo: string | null } & ProfileFields
  /** `/book` on the public site, where the agent's details are filled in. */
  bookUrl: string
  bookings: AccountBooking[]
  listings: AccountListing[]
  orders: AccountOrder[]
  invoices: AccountInvoice[]
  /** When the agent asked for their data to be erased, while the owner has not confirmed it yet. */
  deletionRequestedAt: string | null
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
