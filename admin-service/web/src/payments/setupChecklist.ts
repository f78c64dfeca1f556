import type { BookingSettings } from '../../../../content/booking/settings.ts'
import type { PaymentSettingsBody } from './paymentsApi.ts'

/** One thing the studio sets up before it is paid through the site; `target` is where it is set. */
export type SetupItem = {
  key: 'prices' | 'hst' | 'etransfer' | 'card'
  label: string
  done: boolean
  /** A section of /admin (`#bookings`) or the id of a field of the Payments tab's settings form. */
  target: { section: 'bookings' } | { field: string } | null
}

/** The booking settings the checklist reads: the services, their size bands and the add-ons. */
type PricedSettings = Pick<BookingSettings, 'services' | 'sizes' | 'addOns'>

/**
 * Every bookable service has a price for every size band, and every add-on /book offers (twilight too) has
 * one: only then does /book show the whole price before a time is chosen.
 */
export const pricesSet = (booking: PricedSettings) =>
  booking.services.length > 0 &&
  booking.services.every((service) => booking.sizes.every((size) => service.prices[size.id] !== undefined)) &&
  booking.addOns.every((addOn) => !addOn.offered || addOn.priceCents !== null)

/** The set-up checklist: prices, HST number and legal name, e-transfer address, card payments. */
export function setupItems(booking: PricedSettings, payments: PaymentSettingsBody): SetupItem[] {
  return [
    {
      key: 'prices',
      label: 'Prices for every service and size, and for every add-on offered (Bookings, Availability)',
      done: pricesSet(booking),
      target: { section: 'bookings' },
    },
    {
      key: 'hst',
      label: 'Legal name and GST/HST number, printed on every invoice',
      done: payments.legalName.trim() !== '' && payments.hstNumber.trim() !== '',
      target: { field: payments.legalName.trim() === '' ? 'payments-legal-name' : 'payments-hst-number' },
    },
    {
      key: 'etransfer',
      label: 'The address clients send Interac e-Transfers to',
      done: payments.etransferEmail !== '',
      target: { field: 'payments-etransfer' },
    },
    {
      key: 'card',
      label: 'Card payments: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET in the service’s environment',
      done: payments.cardPayments,
      target: null,
    },
  ]
}
