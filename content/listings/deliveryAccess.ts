/**
 * The delivery page's lock while the listing's order is unpaid: what the admin service answers at
 * `/delivery/<token>/access` (admin-service/server/listings/deliveryRoutes.ts) and the page's banner shows
 * (templates/islands/DeliveryAccess.tsx), and the sentences both say, in one place.
 */
import type { PreparedPhoto, PreparedWidth } from './prepared.ts'

/** The long edge of a delivery page's photo preview, at most: a gallery size, never a usable print. */
export const PREVIEW_EDGE = 960

/** The gallery copy a photo's preview is made from: the widest within PREVIEW_EDGE (else the narrowest). */
export const previewCopyOf = (photo: PreparedPhoto): PreparedWidth | undefined =>
  photo.web.filter((w) => w.width <= PREVIEW_EDGE).at(-1) ?? photo.web[0]

/** Nothing held back, or the amount owing and the ways to pay it. */
export type DeliveryAccess =
  | { locked: false }
  | {
      locked: true
      /** "$1,130.00". */
      owing: string
      /** The open invoice's page (`/invoice/{token}/`, card and e-transfer), once an invoice is issued. */
      payUrl: string | null
      invoiceNumber: string | null
      /** The studio's Interac e-Transfer address, when set. */
      etransferEmail: string | null
    }

export type LockedAccess = Extract<DeliveryAccess, { locked: true }>

export const lockMessages = {
  title: 'Payment needed',
  owing: (owing: string) => `The downloads open once the invoice is paid: ${owing} is owing.`,
  payAt: (url: string) => `Pay it by card or see how to pay by e-transfer at ${url}`,
  etransfer: (email: string, invoiceNumber: string | null) =>
    `Or send an Interac e-Transfer to ${email}${invoiceNumber ? ` with ${invoiceNumber} as the message` : ''}.`,
  noInvoice: 'The studio will send the invoice by e-mail.',
  after: 'They open as soon as the payment is recorded: no new link is needed.',
  previews: 'Until then the photos below are watermarked previews.',
} as const
