import { useState } from 'react'
import { call, type Deposit } from './bookingApi.ts'
import { money } from './format.ts'

/**
 * The deposit asked, on the confirmation and on the manage page: its amount, what the cancellation rule does
 * with it, and "Pay the deposit", which asks the service for a Stripe Checkout page and goes there (Stripe
 * brings the client back to the booking's manage page).
 */
export function DepositOffer({ deposit }: { deposit: Deposit }) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const pay = async () => {
    setBusy(true)
    setProblem(null)
    const { status, body } = await call<{ url: string }>(deposit.checkoutPath, {})
    if (status === 200 && typeof body.url === 'string') return location.assign(body.url)
    setBusy(false)
    setProblem(
      status === 0 ? 'The connection failed. Please try again, or call us.' : (body.error ?? `Error ${status}.`),
    )
  }

  return (
    <section className="booking-deposit" aria-labelledby="booking-deposit-heading">
      <h3 className="h5" id="booking-deposit-heading">
        Deposit: {money(deposit.amountCents)}
      </h3>
      <p>
        A deposit of {deposit.percent}% of the {money(deposit.totalCents)} total (HST included) secures your shoot.{' '}
        {deposit.rule}
      </p>
      {problem ? (
        <div className="alert alert-warning" role="alert">
          {problem}
        </div>
      ) : null}
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void pay()}>
        {busy ? 'Opening the secure payment page...' : 'Pay the deposit'}
      </button>
    </section>
  )
}
