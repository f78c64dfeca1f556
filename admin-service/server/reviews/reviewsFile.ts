import { z } from 'zod'

const isoTime = z.iso.datetime()

/** What makes an order's client due a review request: its payment in full, or its listing's delivery. */
export const reviewTriggers = ['paid', 'delivered'] as const
export type ReviewTrigger = (typeof reviewTriggers)[number]

/** The owner's settings, as `PUT /api/reviews/settings` takes them (every field; the form sends them all). */
export const reviewSettingsInput = z.strictObject({
  /** The owner's review page (a Google Business profile's "write a review" link); empty: no requests. */
  link: z
    .string()
    .trim()
    .max(500, 'must be at most 500 characters')
    .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(value), {
      message: 'must be an https:// address (your Google Business profile’s review link), or empty to send none',
    }),
  after: z.enum(reviewTriggers, { error: 'must be "paid" or "delivered"' }),
  /** Days after the payment or delivery. */
  delayDays: z.number({ error: 'must be a number of days' }).int('must be whole days').min(1).max(30),
  /** An agent asked is not asked again for this many days, whatever they order meanwhile. */
  quietDays: z.number({ error: 'must be a number of days' }).int('must be whole days').min(30).max(730),
})

export const storedReviewSettings = reviewSettingsInput.extend({
  /** When requests were turned on (a link set): only orders paid or delivered since then are asked about. */
  enabledAt: isoTime.nullable(),
})
export type ReviewSettings = z.infer<typeof storedReviewSettings>

/** One review request sent (queued): the order that made it due and the address it went to. */
export const storedReviewRequest = z.object({
  orderId: z.string().max(64),
  /** The address as the order has it, and its key (`recipientKey`): one agent however the address is written. */
  email: z.string().max(254),
  emailKey: z.string().max(254),
  name: z.string().max(200),
  /** When the order was paid in full or its listing delivered. */
  dueFrom: isoTime,
  queuedAt: isoTime,
})
export type StoredReviewRequest = z.infer<typeof storedReviewRequest>

/** `<data dir>/reviews.json`: the settings, the requests sent and the addresses that asked for none. */
export const reviewsFile = z.object({
  settings: storedReviewSettings,
  requests: z.array(storedReviewRequest),
  optOuts: z.array(z.object({ emailKey: z.string().max(254), at: isoTime })),
})
export type ReviewsFile = z.infer<typeof reviewsFile>

export const defaultReviewSettings = (): ReviewSettings => ({
  link: '',
  after: 'paid',
  delayDays: 3,
  quietDays: 365,
  enabledAt: null,
})

export const emptyReviewsFile = (): ReviewsFile => ({ settings: defaultReviewSettings(), requests: [], optOuts: [] })
