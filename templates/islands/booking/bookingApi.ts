/** The booking API's answers as the islands read them (admin-service/server/booking/bookingRoutes.ts). */
export type Slot = { start: string; end: string }
export type Price = {
  lines: { label: string; cents: number }[]
  subtotalCents: number
  hstCents: number
  totalCents: number
}
export type Options = {
  services: { id: string; name: string; twilight?: boolean }[]
  /** The add-ons offered besides the services; a per-image one asks how many images. */
  addOns: { id: string; name: string; per: 'shoot' | 'image' }[]
  sizes: { id: string; label: string }[]
  noticeHours: number
  horizonDays: number
  holdMinutes: number
  cutoffHours: number
  confirmation: 'instant' | 'approval'
  today: string
}
export type SlotAnswer = {
  from: string
  to: string
  zone: { name: string }
  minutes: number
  price: Price | null
  slots: Slot[]
}
/** A deposit asked (admin-service/server/payments/deposits.ts), with the path that opens its Stripe page. */
export type Deposit = { amountCents: number; totalCents: number; percent: number; rule: string; checkoutPath: string }
export type ManagedBooking = {
  status: string
  services: { id: string; name: string }[]
  addOns: { id: string; name: string; quantity: number }[]
  size: string
  sizeLabel: string
  postal: string
  address: string
  start: string
  end: string
  photographer: string | null
  price: Price | null
  canChange: boolean
  changeUntil: string
  /** What was paid of the deposit (its day "YYYY-MM-DD"), else the one asked; null when it has neither. */
  deposit: { paid: { amountCents: number; receivedOn: string } | null; asked: Deposit | null } | null
  phone: string
  phoneHref: string
}
/** An answer: its status (0 when the service could not be reached) and JSON body. */
export type Answer<T> = {
  status: number
  body: T & { error?: string; fields?: Record<string, string>; slots?: Slot[] }
}

/** GET or POST JSON; never throws: a network failure is status 0. */
export async function call<T>(url: string, body?: unknown): Promise<Answer<T>> {
  try {
    const res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await res.json().catch(() => ({}))) as Answer<T>['body']
    return { status: res.status, body: json }
  } catch {
    return { status: 0, body: {} as Answer<T>['body'] }
  }
}

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
