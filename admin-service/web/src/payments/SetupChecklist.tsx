import { Alert } from 'react-bootstrap'
import useSWR from 'swr'
import { BOOKINGS_KEY, type BookingsBody } from '../bookings/bookingsApi.ts'
import { PAYMENT_SETTINGS_KEY, type PaymentSettingsBody } from './paymentsApi.ts'
import { setupItems, type SetupItem } from './setupChecklist.ts'

/** The checklist's items once the booking and payment settings are in; null while they load or failed. */
function useSetup(): SetupItem[] | null {
  const bookings = useSWR<BookingsBody>(BOOKINGS_KEY)
  const payments = useSWR<PaymentSettingsBody>(PAYMENT_SETTINGS_KEY)
  if (!bookings.data || !payments.data) return null
  return setupItems(bookings.data.settings, payments.data)
}

/** Goes to where an item is set: the Bookings tab, or the field of the payment settings form (focused). */
function ItemLink({ item }: { item: SetupItem }) {
  const { target } = item
  if (!target) return <>{item.label}</>
  if ('section' in target)
    return (
      <a className="alert-link" href={`#${target.section}`}>
        {item.label}
      </a>
    )
  return (
    <a
      className="alert-link"
      href="#payments"
      onClick={(event) => {
        event.preventDefault()
        const field = document.getElementById(target.field)
        field?.scrollIntoView({ block: 'center' })
        field?.focus()
      }}
    >
      {item.label}
    </a>
  )
}

/** The set-up checklist at the top of the Payments tab: what is left to set, each linked to where; hidden when done. */
export function SetupChecklist() {
  const items = useSetup()
  const left = items?.filter((i) => !i.done) ?? []
  if (left.length === 0) return null
  return (
    <section aria-labelledby="payments-setup-heading" className="mb-4" data-testid="payments-setup">
      <Alert variant="warning" className="mb-0">
        <h2 id="payments-setup-heading" className="h6">
          Set up getting paid ({items!.length - left.length} of {items!.length} done)
        </h2>
        <ul className="mb-0">
          {left.map((item) => (
            <li key={item.key}>
              <ItemLink item={item} />
            </li>
          ))}
        </ul>
      </Alert>
    </section>
  )
}

/** A short notice on the overview while the checklist is not done, linking to the Payments tab. */
export function SetupNotice() {
  const items = useSetup()
  const left = items?.filter((i) => !i.done).length ?? 0
  if (left === 0) return null
  return (
    <Alert variant="warning" className="container py-2" data-testid="payments-setup-notice">
      Getting paid is not set up yet ({left} {left === 1 ? 'step' : 'steps'} left):{' '}
      <a className="alert-link" href="#payments">
        see the Payments tab
      </a>
      .
    </Alert>
  )
}
