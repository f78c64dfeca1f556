import path from 'node:path'
import { InvoiceLinks } from './invoiceLinks.ts'
import { PaymentsStore } from './PaymentsStore.ts'

/**
 * Opens `<dataDir>/payments.json`; `linkKey` is the invoice links' HMAC key, kept by the caller in the
 * data folder so that links survive restarts. `stop` waits for the writes and releases the file.
 */
export async function startPayments(
  dataDir: string,
  options: { linkKey: Buffer; onLockLost?: (error: Error) => void },
) {
  const links = new InvoiceLinks(options.linkKey)
  const store = await PaymentsStore.open(path.join(dataDir, 'payments.json'), { onLockLost: options.onLockLost })
  const stop = () => store.close()
  return { store, links, stop }
}
