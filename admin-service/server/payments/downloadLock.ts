import { formatDollars } from '../../../content/payments/money.ts'
import type { InvoiceLinks } from './invoiceLinks.ts'
import { orderTerms, type AgentTerms } from './orderTerms.ts'
import type { PaymentsStore } from './PaymentsStore.ts'
import { orderView } from './paymentsView.ts'

/** Whether a delivered listing's downloads are held back, and how its client pays to free them. */
export type DownloadLock =
  | { locked: false }
  | {
      locked: true
      owingCents: number
      /** "$1,130.00". */
      owing: string
      /** The open invoice's number and its client link (`/invoice/{token}/`), once one is issued. */
      invoice: { number: string; path: string } | null
      /** The studio's Interac e-Transfer address, when set. */
      etransferEmail: string | null
    }

/**
 * The lock on the downloads of `listingId`: locked while the owner's "lock downloads" setting is on and the
 * newest order naming the listing has money owing (its open invoices' balance, or, before an invoice is
 * issued, the total of its priced lines), unless its terms (or its agent's, `agents`) are net 30 or the
 * owner unlocked it. A listing no
 * order names is never locked. Read from the store's state as it is now, so a payment frees the downloads
 * at once.
 */
export function downloadLockOf(
  store: PaymentsStore,
  links: InvoiceLinks,
  listingId: string,
  agents?: AgentTerms,
): DownloadLock {
  const state = store.data
  const order = state.orders.findLast((o) => o.listingId === listingId)
  if (!state.settings.lockDownloads || !order || order.unlocked || orderTerms(order, agents) === 'net30')
    return { locked: false }
  const view = orderView(state, order, (id) => links.tokenOf(id))
  if (view.owingCents <= 0) return { locked: false }
  const open = view.invoices.find((i) => i.status === 'open')
  return {
    locked: true,
    owingCents: view.owingCents,
    owing: formatDollars(view.owingCents),
    invoice: open ? { number: open.number, path: `/invoice/${open.token}/` } : null,
    etransferEmail: state.settings.etransferEmail || null,
  }
}
