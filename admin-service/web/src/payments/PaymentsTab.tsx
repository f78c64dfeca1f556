import { Col, Container, Row } from 'react-bootstrap'
import useSWR, { useSWRConfig } from 'swr'
import { FetchFailed, Status } from '../LoadState.tsx'
import { MoneyOverview } from './MoneyOverview.tsx'
import { OrdersList } from './OrdersList.tsx'
import { ORDERS_KEY, PAYMENT_SETTINGS_KEY, type OrderView, type PaymentSettingsBody } from './paymentsApi.ts'
import { torontoToday } from '../../../shared/torontoDate.ts'
import { PaymentSettingsForm } from './PaymentSettingsForm.tsx'
import { SetupChecklist } from './SetupChecklist.tsx'
import { ReviewRequests } from '../reviews/ReviewRequests.tsx'

/**
 * The Payments section (`/admin#payments`): the set-up checklist until it is done, the money at a glance
 * and the HST return's figures per month or quarter with the ledger CSV, the orders with their invoices
 * and payments (record a payment, credit note, void, pay link, unlock downloads), the settings and the
 * review requests that follow a paid order.
 */
export function PaymentsTab() {
  const { mutate } = useSWRConfig()
  const orders = useSWR<{ orders: OrderView[] }>(ORDERS_KEY)
  const settings = useSWR<PaymentSettingsBody>(PAYMENT_SETTINGS_KEY)
  const error = orders.error ?? settings.error
  if (error) return <FetchFailed what="Failed to fetch payments" error={error} />
  if (!orders.data || !settings.data) return <Status text="Loading payments..." />
  const refresh = () =>
    Promise.all([
      mutate(ORDERS_KEY),
      mutate((key) => typeof key === 'string' && key.startsWith('/api/payments/summary')),
    ])
  return (
    <Container>
      <h1 className="h3 mb-3">Payments</h1>
      <SetupChecklist />
      <MoneyOverview today={torontoToday()} />
      <Row className="g-4">
        <Col lg={7}>
          <OrdersList orders={orders.data.orders} onChanged={refresh} />
        </Col>
        <Col lg={5}>
          <PaymentSettingsForm settings={settings.data} />
          <ReviewRequests />
        </Col>
      </Row>
    </Container>
  )
}
