import { useState, type FormEvent } from 'react'
import { Button, Col, Form, Row } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { errorFields, errorText } from '../api.ts'
import { fieldProblems, numberOr, type FieldProblems } from '../fieldProblems.tsx'
import { OutcomeAlert, type Outcome } from '../OutcomeAlert.tsx'
import { PAYMENT_SETTINGS_KEY, savePaymentSettings, type PaymentSettingsBody } from './paymentsApi.ts'

/** "7, 14, 30" → [7, 14, 30]; a part that is not a number is sent as it is, for the service to refuse. */
const daysList = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : NaN))

/**
 * The studio's payment settings (`PUT /api/payments/settings`): what every invoice prints (legal name,
 * GST/HST number, e-transfer address, number prefix), net terms in days and the reminders' days after the
 * due date. The service's message for a refused field shows beside it.
 */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettingsBody }) {
  const { mutate } = useSWRConfig()
  const [legalName, setLegalName] = useState(settings.legalName)
  const [hstNumber, setHstNumber] = useState(settings.hstNumber)
  const [etransferEmail, setEtransferEmail] = useState(settings.etransferEmail)
  const [invoicePrefix, setInvoicePrefix] = useState(settings.invoicePrefix)
  const [netTermsDays, setNetTermsDays] = useState(String(settings.netTermsDays))
  const [reminderDays, setReminderDays] = useState(settings.reminderDays.join(', '))
  const [problems, setProblems] = useState<FieldProblems>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const f = fieldProblems(problems, 'payments-settings')

  async function save(event: FormEvent) {
    event.preventDefault()
    try {
      await savePaymentSettings({
        legalName,
        hstNumber,
        etransferEmail,
        invoicePrefix,
        netTermsDays: numberOr(netTermsDays),
        reminderDays: daysList(reminderDays),
      })
      setProblems({})
      setOutcome({ ok: true, text: 'Payment settings saved' })
      await mutate(PAYMENT_SETTINGS_KEY)
    } catch (error) {
      setProblems(errorFields(error))
      setOutcome({ ok: false, text: errorText(error) })
    }
  }

  const field = (
    id: string,
    path: string,
    label: string,
    value: string,
    set: (v: string) => void,
    help?: string,
    type = 'text',
  ) => (
    <Form.Group as={Col} md={6} controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={value}
        onChange={(e) => set(e.target.value)}
        {...f.invalid(path, help ? `${id}-help` : undefined)}
      />
      {help && (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      )}
      {f.feedback(path)}
    </Form.Group>
  )

  return (
    <section aria-labelledby="payments-settings-heading" className="mb-4">
      <h2 id="payments-settings-heading" className="h5">
        Payment settings
      </h2>
      <Form onSubmit={save} noValidate aria-labelledby="payments-settings-heading">
        <Row>
          {field('payments-legal-name', 'legalName', 'Legal name', legalName, setLegalName)}
          {field(
            'payments-hst-number',
            'hstNumber',
            'GST/HST number',
            hstNumber,
            setHstNumber,
            'Such as 123456789 RT0001',
          )}
          {field(
            'payments-etransfer',
            'etransferEmail',
            'E-transfer address',
            etransferEmail,
            setEtransferEmail,
            undefined,
            'email',
          )}
          {field('payments-prefix', 'invoicePrefix', 'Invoice number prefix', invoicePrefix, setInvoicePrefix)}
          {field('payments-net-days', 'netTermsDays', 'Net terms (days)', netTermsDays, setNetTermsDays)}
          {field(
            'payments-reminder-days',
            'reminderDays',
            'Reminders (days after the due date)',
            reminderDays,
            setReminderDays,
            'Such as 7, 14, 30',
          )}
        </Row>
        <OutcomeAlert outcome={outcome} />
        <Button type="submit">Save payment settings</Button>
      </Form>
    </section>
  )
}
