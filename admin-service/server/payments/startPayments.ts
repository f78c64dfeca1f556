import path from 'node:path'
import { InvoiceLinks } from './invoiceLinks.ts'
import { PaymentsStore } from './PaymentsStore.ts'
import { StripeCard, type StripeSettings } from './stripeCard.ts'

/**
 * Opens `<dataDir>/payments.json`; `linkKey` is the invoice links' HMAC key, kept by the caller in the
 * data folder so that links survive restarts; `stripe` turns card payments on. `stop` waits for the
 * writes and releases the file.
 */
export async function startPayments(
  dataDir: string,
  options: { linkKey: Buffer; stripe?: StripeSettings; onLockLost?: (error: Error) => void },
) {
  const links = new InvoiceLinks(options.linkKey)
  const store = await PaymentsStore.open(path.join(dataDir, 'payments.json'), { onLockLost: options.onLockLost })
  const card = options.stripe ? new StripeCard(options.stripe) : undefined
  const stop = () => store.close()
  return { store, links, card, stop }
}
