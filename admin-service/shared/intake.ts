/**
 * What the owner sees of a feature's public doors (`GET /api/intake` for every feature's; also
 * `GET /api/leads` → `intake` for the quote form and the listings' questions, `GET /api/bookings` →
 * `intake` for holds, bookings and manage links): requests refused as junk and whether a global cap was
 * reached, so a door switched off by a flood is never a silent one. Kept in memory by the service (a
 * restart starts again from nothing).
 */
export type RefusalReason = 'invalid' | 'too-large' | 'type' | 'origin' | 'junk-limit'

export type IntakeSummary = {
  /** When the counts below start: the service's start, or 24 hours ago. */
  since: string
  /** Requests refused in that time that were not quote requests (bad bodies, wrong type, foreign origin...). */
  refused: number
  byReason: Partial<Record<RefusalReason, number>>
  /** The same refusals by the door they came to (its name as the owner reads it). */
  byDoor: Record<string, number>
  /** Each door's refusals by reason, so each is told in its door's words (`doorWords`). */
  reasonsByDoor: Record<string, Partial<Record<RefusalReason, number>>>
  /** How many client addresses sent them (at most the first 10,000 are told apart). */
  addresses: number
  lastRefusedAt: string | null
  /** Valid requests turned away because all addresses together had used the hourly budget. */
  capRefused: number
  /** The last time the global cap was reached, and when it frees again (null when it never was). */
  capReachedAt: string | null
  capUntil: string | null
  /** The door whose cap it was (null when it never was). */
  capDoor: string | null
}

/** Refused requests by reason, as the owner reads them; a door's own words say what was not valid (`doorWords`). */
export const refusalLabels: Record<RefusalReason, string> = {
  invalid: 'not a valid request',
  'too-large': 'too large',
  type: 'not a form or JSON',
  origin: 'from another site',
  'junk-limit': 'after their address sent too many of these',
}

/** The features with public doors, by their folder in admin-service/server, as `GET /api/intake` names them. */
export const intakeFeatures = ['leads', 'booking', 'account', 'listings', 'payments'] as const
export type IntakeFeature = (typeof intakeFeatures)[number]

/**
 * `GET /api/intake` (the owner's): each feature's doors' figures, null for one the service runs without
 * (the agents' sign-in and the property websites' views come with the listings).
 */
export type IntakeFigures = Record<IntakeFeature, IntakeSummary | null>

/** One door in the owner's words: what its valid requests are, and what a request refused as invalid was not. */
export type DoorWords = { requests: string; invalid: string }

/** Each door of the intake guard by the name its feature gives it (`Door.name` in IntakeGuard.ts). */
export const doorWords: Record<string, DoorWords> = {
  'quote form': { requests: 'quote requests', invalid: 'not a valid quote request' },
  holds: { requests: 'requests to hold a time', invalid: 'not a valid request to hold a time' },
  bookings: { requests: 'booking requests', invalid: 'not a valid booking request' },
  'manage link': { requests: 'uses of a manage link', invalid: 'not a valid manage link or change' },
  'booking options': { requests: "reads of the booking form's choices", invalid: 'not a valid read' },
  slots: { requests: 'searches for open times', invalid: 'not a valid search for open times' },
  'calendar feed': { requests: 'reads of the calendar feed', invalid: "not the calendar feed's address" },
  'account sign-in': { requests: 'sign-in link requests', invalid: 'not a valid sign-in link request' },
  'property website views': { requests: 'views of a property website', invalid: 'not a view of a published page' },
  'invoice checkout': { requests: 'card checkouts', invalid: 'not a link to an invoice' },
}

/** `door`'s words, or plain ones for a door not named above. */
export const wordsOf = (door: string): DoorWords =>
  doorWords[door] ?? { requests: `requests at ${door}`, invalid: refusalLabels.invalid }
