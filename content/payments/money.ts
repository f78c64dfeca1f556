/**
 * Money as the studio bills it: integer cents of Canadian dollars everywhere, Ontario's HST added once
 * per invoice, and the owner's typed dollars read into cents. Plain functions without zod, so the /admin
 * page and the booking pages can use them as they are.
 */

/** The only currency the studio bills in. */
export const CURRENCY = 'CAD'

/** Ontario's HST, in percent of the taxable subtotal. */
export const HST_PERCENT = 13

/** The largest price, discount or payment accepted: $100,000. */
export const MAX_AMOUNT_CENTS = 10_000_000

/** Field messages for an amount (each follows the field's name: "amountCents must not be negative"). */
export const amountMessages = {
  notDollars: 'must be an amount in dollars, such as 249 or 249.00',
  notCents: 'must be a whole number of cents, such as 24900 for $249.00',
  negative: 'must not be negative',
  fractionalCents: 'must be whole cents (two decimals at most)',
  tooLarge: 'must be $100,000 or less',
  zero: 'must be more than $0.00',
} as const

/**
 * The HST on a taxable subtotal: 13 % rounded once, half up to the cent. Integer arithmetic only, so no
 * binary fraction ever decides a cent (0.5 of a cent rounds up: 1,150 cents → 150 cents of HST).
 */
export function hstOf(subtotalCents: number): number {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0)
    throw new RangeError(`A subtotal is a whole number of cents, 0 or more: ${subtotalCents}`)
  return Math.floor((subtotalCents * HST_PERCENT + 50) / 100)
}

/** A subtotal with its HST and total: subtotal + HST = total, always. */
export type Totals = { subtotalCents: number; taxCents: number; totalCents: number }

export function totalsOf(subtotalCents: number): Totals {
  const taxCents = hstOf(subtotalCents)
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents }
}

/**
 * The deposit on an order of `totalCents` (HST included): `percent` % of it, rounded half up to the cent
 * with integers only, never more than the total; the rest owing is `totalCents` minus it, so the two add
 * up to the total to the cent.
 */
export function depositOf(totalCents: number, percent: number): number {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError(`A total is a whole number of cents, 0 or more: ${totalCents}`)
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`A deposit is a whole percentage from 0 to 100: ${percent}`)
  return Math.floor((totalCents * percent + 50) / 100)
}

/** Why an amount in cents is refused (a field message), or null when it is a valid one. */
export function amountProblem(cents: unknown, options: { positive?: boolean } = {}): string | null {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return amountMessages.notCents
  if (cents < 0) return amountMessages.negative
  if (!Number.isInteger(cents)) return amountMessages.fractionalCents
  if (cents > MAX_AMOUNT_CENTS) return amountMessages.tooLarge
  if (cents === 0 && options.positive) return amountMessages.zero
  return null
}

// Dollars as a person types them: "249", "249.5", "249.00", "$1,249.00", "1249.", with a leading sign to
// refuse it by name; more than two decimals are read so that they can be refused by name too.
const DOLLARS = /^([+-]?)\s*\$?\s*((?:\d{1,3}(?:,\d{3})+|\d+)?)(?:\.(\d*))?$/

/**
 * Reads the dollars an owner typed ("249" or "249.00" → 24,900 cents). An empty text is $0 (an empty
 * travel fee is free, never "no price"). Negative amounts, fractions of a cent and amounts over $100,000
 * are refused with a field message.
 */
export function parseDollars(text: string): { cents: number } | { error: string } {
  const trimmed = text.trim()
  if (trimmed === '') return { cents: 0 }
  const match = DOLLARS.exec(trimmed)
  if (!match || (match[2] === '' && !match[3])) return { error: amountMessages.notDollars }
  const [, sign, whole, fraction = ''] = match
  const digits = (whole ?? '').replaceAll(',', '')
  if (sign === '-' && /[1-9]/.test(digits + fraction)) return { error: amountMessages.negative }
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2))) return { error: amountMessages.fractionalCents }
  // Compared as text first: a long string of digits is no safe integer.
  if (digits.replace(/^0+/, '').length > 6) return { error: amountMessages.tooLarge }
  const cents = Number(digits || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
  if (cents > MAX_AMOUNT_CENTS) return { error: amountMessages.tooLarge }
  return { cents }
}

/** "$1,234.56" (a negative amount as "-$1,234.56"). */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',')
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`
}

/** Dollars with two decimals and no grouping, as a spreadsheet reads them: "1234.56". */
export function plainDollars(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
