import { useEffect, useState } from 'react'
import { type DeliveryAccess as Access, lockMessages } from '@content/listings/deliveryAccess.ts'

export interface DeliveryAccessProps {
  /** The admin service's answer for this delivery (`/delivery/<token>/access`). */
  url: string
}

/**
 * The delivery page's payment banner: asks the admin service at each visit whether the listing's order is
 * paid, since the page is published once and a payment must open the downloads without a new publish.
 * Shows nothing while it asks, when nothing is owing, or when the service cannot be reached (the downloads
 * themselves then say how to pay).
 */
export function DeliveryAccess({ url }: DeliveryAccessProps) {
  const [access, setAccess] = useState<Access | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch(url, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Access>) : null))
      .then(setAccess)
      .catch(() => {})
    return () => controller.abort()
  }, [url])
  if (!access?.locked) return null
  return (
    <section className="alert alert-warning listing-section" aria-labelledby="delivery-access-heading">
      <h2 id="delivery-access-heading" className="h4">
        {lockMessages.title}
      </h2>
      <p data-testid="delivery-owing">{lockMessages.owing(access.owing)}</p>
      {access.payUrl ? (
        <p>
          <a className="btn btn-primary" href={access.payUrl}>
            Pay now
          </a>
        </p>
      ) : (
        <p>{lockMessages.noInvoice}</p>
      )}
      {access.etransferEmail && <p>{lockMessages.etransfer(access.etransferEmail, access.invoiceNumber)}</p>}
      <p className="mb-0">
        {lockMessages.after} {lockMessages.previews}
      </p>
    </section>
  )
}
