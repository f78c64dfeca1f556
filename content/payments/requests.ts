/**
 * What the owner sends to the payments API (orders, credit notes, payments, settings), validated by the
 * admin service and shown by /admin with the same field messages. Amounts are integer cents (money.ts).
 */
import { z } from 'zod'
import { amountProblem } from './money.ts'

/** How a payment the owner records was received; card payments come from Stripe's webhook. */
export const manualMethods = ['etransfer', 'cheque', 'cash', 'other'] as const
export const paymentMethods = [...manualMethods, 'card'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/** A client's terms: pay on receipt, or 30 days (net 30) for volume clients. */
export const paymentTerms = ['due-on-receipt', 'net30'] as const
export type PaymentTerms = (typeof paymentTerms)[number]

/** An amount in integer cents: never negative, fractional or over $100,000 (`positive`: never $0 either). */
export const amountCents = (options: { positive?: boolean } = {}) =>
  z.unknown().transform((value, ctx) => {
    const problem = amountProblem(value, options)
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem })
      return z.NEVER
    }
    return value as number
  })

const text = (max: number) => z.string().trim().max(max, `must be ${max} characters at most`)
const required = (max: number) => text(max).min(1, 'is required')
const isoDay = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' })

export const lineInput = z.strictObject({
  description: required(300),
  amountCents: amountCents(),
  quantity: z.number().int().min(1).max(1000).default(1),
  /** A discount line: its amount is taken off the subtotal. */
  discount: z.boolean().default(false),
})

export const clientInput = z.strictObject({
  name: required(200),
  email: z.email({ error: 'must be an e-mail address' }).max(254),
  phone: text(40).default(''),
})

export const orderInput = z
  .strictObject({
    client: clientInput,
    address: text(300).default(''),
    lines: z.array(lineInput).min(1, 'needs at least one line').max(100),
    terms: z.enum(paymentTerms).default('due-on-receipt'),
  })
  .refine((order) => subtotalOf(order.lines) >= 0, {
    message: 'The discounts are more than the order',
    path: ['lines'],
  })

/** The lines' subtotal: each amount times its quantity, discounts taken off. */
export function subtotalOf(lines: readonly { amountCents: number; quantity?: number; discount?: boolean }[]): number {
  return lines.reduce((sum, l) => sum + (l.discount ? -1 : 1) * l.amountCents * (l.quantity ?? 1), 0)
}

export const creditNoteInput = z.strictObject({
  lines: z
    .array(z.strictObject({ description: required(300), amountCents: amountCents({ positive: true }) }))
    .min(1, 'needs at least one line')
    .max(100),
})

export const paymentInput = z.strictObject({
  amountCents: amountCents({ positive: true }),
  method: z.enum(manualMethods, { error: `must be one of ${manualMethods.join(', ')}` }),
  receivedOn: isoDay,
})

export const paymentSettings = z.strictObject({
  /** The studio's legal name, printed on every invoice. */
  legalName: text(200),
  /** The GST/HST registration number (business number + RT + account), or empty until registered. */
  hstNumber: z
    .string()
    .trim()
    .regex(/^(\d{9} ?RT ?\d{4})?$/, 'must be a GST/HST number such as 123456789 RT0001'),
  invoicePrefix: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,8}$/, 'must be 1 to 8 capital letters or digits, such as NF'),
  etransferEmail: z.union([z.literal(''), z.email({ error: 'must be an e-mail address' }).max(254)]),
  depositPercent: z.number().int().min(0).max(100),
  /** Days after an invoice is due when a reminder is e-mailed. */
  reminderDays: z.array(z.number().int().min(1).max(365)).max(10),
  /** Downloads stay locked while an invoice has money owing (net-30 clients aside). */
  lockDownloads: z.boolean(),
  netTermsDays: z.number().int().min(1).max(120),
})
export type PaymentSettings = z.infer<typeof paymentSettings>

/** A PUT of the settings may send only some fields; the rest keep theirs. */
export const paymentSettingsPatch = paymentSettings.partial()

/** A fresh install's settings: nothing the studio must fill in is made up. */
export const defaultPaymentSettings = (): PaymentSettings => ({
  legalName: '',
  hstNumber: '',
  invoicePrefix: 'NF',
  etransferEmail: '',
  depositPercent: 0,
  reminderDays: [7, 14, 30],
  lockDownloads: true,
  netTermsDays: 30,
})
