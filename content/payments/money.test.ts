import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountMessages,
  amountProblem,
  depositOf,
  formatDollars,
  hstOf,
  MAX_AMOUNT_CENTS,
  parseDollars,
  plainDollars,
  totalsOf,
} from './money.ts'

const cents = fc.integer({ min: 0, max: MAX_AMOUNT_CENTS })

describe('HST', () => {
  it('is 13 % of the subtotal rounded once, half up to the cent, and subtotal + HST = total', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 40 }), (lines) => {
        const subtotal = lines.reduce((sum, line) => sum + line, 0)
        const { subtotalCents, taxCents, totalCents } = totalsOf(subtotal)
        // In hundredths of a cent, the HST is within half a cent of 13 %, and exactly half a cent rounds up.
        const exact = subtotal * 13
        const off = taxCents * 100 - exact
        expect(off).toBeGreaterThanOrEqual(-49)
        expect(off).toBeLessThanOrEqual(50)
        expect(subtotalCents + taxCents).toBe(totalCents)
        expect(subtotalCents).toBe(subtotal)
      }),
      { seed: 47, numRuns: 2000 },
    )
  })

  it('rounds half a cent up and once per invoice, not per line', () => {
    expect(hstOf(1150)).toBe(150) // 149.5 cents
    expect(hstOf(1149)).toBe(149) // 149.37
    expect(hstOf(24900)).toBe(3237)
    // Two 50-cent lines: 6.5 cents of HST each would round to 14 cents line by line; the invoice has 13.
    expect(totalsOf(50 + 50).taxCents).toBe(13)
  })

  it('refuses a subtotal that is no whole number of cents', () => {
    expect(() => hstOf(-1)).toThrow(RangeError)
    expect(() => hstOf(1.5)).toThrow(RangeError)
  })
})

describe('dollars', () => {
  it('reads what an owner types into cents', () => {
    expect(parseDollars('249')).toEqual({ cents: 24900 })
    expect(parseDollars('249.00')).toEqual({ cents: 24900 })
    expect(parseDollars('249.5')).toEqual({ cents: 24950 })
    expect(parseDollars(' $1,249.99 ')).toEqual({ cents: 124999 })
    expect(parseDollars('0.07')).toEqual({ cents: 7 })
    expect(parseDollars('.5')).toEqual({ cents: 50 })
    expect(parseDollars('100000')).toEqual({ cents: MAX_AMOUNT_CENTS })
    expect(parseDollars('')).toEqual({ cents: 0 })
    expect(parseDollars('-0')).toEqual({ cents: 0 })
  })

  it('refuses negative amounts, fractions of a cent, more than $100,000 and anything else, by name', () => {
    expect(parseDollars('-5')).toEqual({ error: amountMessages.negative })
    expect(parseDollars('-0.01')).toEqual({ error: amountMessages.negative })
    expect(parseDollars('249.005')).toEqual({ error: amountMessages.fractionalCents })
    expect(parseDollars('100000.01')).toEqual({ error: amountMessages.tooLarge })
    expect(parseDollars('99999999999999999999')).toEqual({ error: amountMessages.tooLarge })
    for (const junk of ['abc', '1e3', '12,34', '$', '.', '1.2.3', '0x10', 'Infinity'])
      expect(parseDollars(junk), junk).toEqual({ error: amountMessages.notDollars })
  })

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(parseDollars(plainDollars(amount))).toEqual({ cents: amount })
        expect(parseDollars(formatDollars(amount))).toEqual({ cents: amount })
      }),
      { seed: 47, numRuns: 2000 },
    )
    expect(formatDollars(123456789)).toBe('$1,234,567.89')
    expect(plainDollars(-5)).toBe('-0.05')
  })

  it('checks amounts given in cents', () => {
    expect(amountProblem(24900)).toBeNull()
    expect(amountProblem(0)).toBeNull()
    expect(amountProblem(0, { positive: true })).toBe(amountMessages.zero)
    expect(amountProblem(-1)).toBe(amountMessages.negative)
    expect(amountProblem(1.5)).toBe(amountMessages.fractionalCents)
    expect(amountProblem(MAX_AMOUNT_CENTS + 1)).toBe(amountMessages.tooLarge)
    expect(amountProblem('100')).toBe(amountMessages.notCents)
    expect(amountProblem(Number.NaN)).toBe(amountMessages.notCents)
  })
})

describe('a deposit', () => {
  it('is the percentage of the total rounded half up to the cent, and it and the rest add up to the total', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100 }), (total, percent) => {
        const deposit = depositOf(total, percent)
        const exact = total * percent // hundredths of a cent
        expect(deposit * 100 - exact).toBeGreaterThanOrEqual(-49)
        expect(deposit * 100 - exact).toBeLessThanOrEqual(50)
        expect(Number.isInteger(deposit)).toBe(true)
        const rest = total - deposit
        expect(rest).toBeGreaterThanOrEqual(0)
        expect(deposit + rest).toBe(total)
      }),
      { seed: 47, numRuns: 2000 },
    )
  })

  it('rounds half a cent up', () => {
    expect(depositOf(47912, 25)).toBe(11978)
    expect(depositOf(10, 25)).toBe(3) // 2.5 cents
    expect(depositOf(30, 15)).toBe(5) // 4.5 cents
    expect(depositOf(29, 15)).toBe(4) // 4.35 cents
    expect(depositOf(39324, 100)).toBe(39324)
    expect(depositOf(39324, 0)).toBe(0)
  })

  it('refuses a total or a percentage that is not whole or in range', () => {
    expect(() => depositOf(-1, 25)).toThrow(RangeError)
    expect(() => depositOf(10.5, 25)).toThrow(RangeError)
    expect(() => depositOf(100, 101)).toThrow(RangeError)
    expect(() => depositOf(100, 2.5)).toThrow(RangeError)
  })
})
