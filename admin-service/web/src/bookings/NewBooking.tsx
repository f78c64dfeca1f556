import { useState } from 'react'
import { Alert, Button, Col, Form, Row } from 'react-bootstrap'
import useSWR, { useSWRConfig } from 'swr'
import type { StoredLead } from '../../../../content/leads/store.ts'
import {
  MAX_ADD_ON_IMAGES,
  TWILIGHT_ID,
  twilightOffered,
  type ChosenAddOn,
} from '../../../../content/booking/addOns.ts'
import { servicesCatalog } from '../../../../content/services-catalog.ts'
import { errorFields, errorText } from '../api.ts'
import { ErrorSummary, type Failure } from '../ErrorSummary.tsx'
import { fieldProblems, numberOr } from '../fieldProblems.tsx'
import {
  BOOKINGS_KEY,
  createBooking,
  openSlots,
  torontoDayOf,
  torontoIso,
  torontoTimeOf,
  type BookingsBody,
} from './bookingsApi.ts'
import { addOnPriceText } from './priceTexts.ts'

const serviceName = (id: string) =>
  id === 'twilight' ? 'Twilight' : (servicesCatalog.find((s) => s.key === id)?.name ?? id)

/**
 * A booking the owner makes, e.g. from a quote request: the lead prefills the client and services. It takes
 * the add-ons /book offers (twilight is among the services), each with its price: one per shoot ticked, one
 * per image with how many images.
 */
export function NewBooking({ data, onDone }: { data: BookingsBody; onDone: () => void }) {
  const { mutate } = useSWRConfig()
  const leads = useSWR<{ leads: StoredLead[] }>('/api/leads')
  const bookable = [...data.settings.services.map((s) => s.id), ...(twilightOffered(data.settings) ? ['twilight'] : [])]
  const addOns = data.settings.addOns.filter((a) => a.offered && a.id !== TWILIGHT_ID)
  const [form, setForm] = useState({
    leadId: '',
    name: '',
    email: '',
    phone: '',
    address: '',
    notes: '',
    postal: '',
    size: data.settings.sizes[0]!.id,
  })
  const [services, setServices] = useState<string[]>([])
  // Per add-on: "1" when a per-shoot one is ticked, the number of images typed for a per-image one.
  const [quantities, setQuantities] = useState<Record<string, string>>({})
  const [slots, setSlots] = useState<{ start: string }[] | null>(null)
  const [start, setStart] = useState('')
  // A time the owner types instead of an offered one (outside the hours or notice): "YYYY-MM-DDTHH:mm".
  const [other, setOther] = useState('')
  const [fields, setFields] = useState<Record<string, string>>({})
  // Finding times failed (beside its button); booking failed (the summary at the top, fields marked).
  const [slotProblem, setSlotProblem] = useState<string | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const { invalid, feedback, problem, errorId } = fieldProblems(fields, 'new')
  const set = (key: keyof typeof form, value: string) => setForm({ ...form, [key]: value })
  const fromLead = (id: string) => {
    const lead = leads.data?.leads.find((l) => l.id === id)
    if (!lead) return set('leadId', '')
    setForm({
      ...form,
      leadId: id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      notes: lead.message.slice(0, 2000),
    })
    setServices(lead.services.filter((s) => bookable.includes(s)))
  }
  const text = (key: 'name' | 'email' | 'phone' | 'address' | 'postal', label: string) => (
    <Form.Group as={Col} md={6} controlId={`new-${key}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control value={form[key]} {...invalid(key)} onChange={(e) => set(key, e.currentTarget.value)} />
      {feedback(key)}
    </Form.Group>
  )
  const findTimes = async () => {
    setSlotProblem(null)
    try {
      setSlots(await openSlots({ services, sizeId: form.size, postal: form.postal }))
    } catch (error) {
      setSlotProblem(errorText(error))
    }
  }
  // An empty or zero count leaves the add-on out; anything else unreadable goes as is, for the service to refuse.
  const chosenAddOns = (): ChosenAddOn[] =>
    addOns.flatMap(({ id }) => {
      const text = quantities[id] ?? ''
      return text.trim() === '' || Number(text) === 0 ? [] : [{ id, quantity: numberOr(text) }]
    })
  const book = async () => {
    try {
      await createBooking({
        ...form,
        leadId: form.leadId || null,
        services,
        addOns: chosenAddOns(),
        size: form.size,
        start,
      })
      await mutate(BOOKINGS_KEY)
      onDone()
    } catch (error) {
      setFields(errorFields(error))
      setFailure({ text: errorText(error) })
    }
  }
  return (
    <Form noValidate onSubmit={(e) => e.preventDefault()} aria-labelledby="new-title">
      <h2 id="new-title" className="h4">
        New booking
      </h2>
      {failure && <ErrorSummary failure={failure} />}
      <Form.Group controlId="new-lead" className="mb-3">
        <Form.Label>From a quote request</Form.Label>
        <Form.Select value={form.leadId} onChange={(e) => fromLead(e.currentTarget.value)}>
          <option value="">None</option>
          {(leads.data?.leads ?? [])
            .filter((l) => !l.spam)
            .map((l) => (
              <option key={l.id} value={l.id}>
                {l.name} ({l.email}), {torontoDayOf(l.receivedAt)}
              </option>
            ))}
        </Form.Select>
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="fs-6">Services</legend>
        {bookable.map((id) => (
          <Form.Check
            inline
            key={id}
            id={`new-s-${id}`}
            label={serviceName(id)}
            checked={services.includes(id)}
            {...invalid('services')}
            onChange={(e) =>
              setServices(e.currentTarget.checked ? [...services, id] : services.filter((s) => s !== id))
            }
          />
        ))}
        {problem('services') && (
          <div className="invalid-feedback d-block" id={errorId('services')}>
            {problem('services')}
          </div>
        )}
      </fieldset>
      {addOns.length > 0 && (
        <fieldset className="mb-3">
          <legend className="fs-6">Add-ons</legend>
          {addOns.map((addOn) =>
            addOn.per === 'shoot' ? (
              <Form.Check
                key={addOn.id}
                id={`new-a-${addOn.id}`}
                label={`${addOn.name} (${addOnPriceText(addOn)})`}
                checked={quantities[addOn.id] === '1'}
                {...invalid('addOns')}
                onChange={(e) => setQuantities({ ...quantities, [addOn.id]: e.currentTarget.checked ? '1' : '' })}
              />
            ) : (
              <Form.Group
                key={addOn.id}
                controlId={`new-a-${addOn.id}`}
                className="d-flex align-items-center gap-2 mb-2"
              >
                <Form.Label className="mb-0">
                  {addOn.name}: images ({addOnPriceText(addOn)})
                </Form.Label>
                <Form.Control
                  className="w-auto"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_ADD_ON_IMAGES}
                  step={1}
                  placeholder="0"
                  value={quantities[addOn.id] ?? ''}
                  {...invalid('addOns')}
                  onChange={(e) => setQuantities({ ...quantities, [addOn.id]: e.currentTarget.value })}
                />
              </Form.Group>
            ),
          )}
          {problem('addOns') && (
            <div className="invalid-feedback d-block" id={errorId('addOns')}>
              {problem('addOns')}
            </div>
          )}
        </fieldset>
      )}
      <Row className="g-3 mb-3">
        {text('name', 'Name')}
        {text('email', 'E-mail')}
        {text('phone', 'Phone')}
        {text('address', 'Property address')}
        {text('postal', 'Postal code')}
        <Form.Group as={Col} md={6} controlId="new-size">
          <Form.Label>Size</Form.Label>
          <Form.Select value={form.size} {...invalid('size')} onChange={(e) => set('size', e.currentTarget.value)}>
            {data.settings.sizes.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </Form.Select>
          {feedback('size')}
        </Form.Group>
        <Form.Group as={Col} xs={12} controlId="new-notes">
          <Form.Label>Access notes</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={form.notes}
            {...invalid('notes')}
            onChange={(e) => set('notes', e.currentTarget.value)}
          />
          {feedback('notes')}
        </Form.Group>
      </Row>
      <Button variant="outline-primary" onClick={() => void findTimes()}>
        Find open times
      </Button>
      {slots && (
        <Form.Group controlId="new-start" className="mt-3">
          <Form.Label>Time (Toronto)</Form.Label>
          <Form.Select
            value={other ? '' : start}
            {...invalid('start')}
            onChange={(e) => {
              setOther('')
              setStart(e.currentTarget.value)
            }}
          >
            <option value="">Choose an open time</option>
            {slots.map((s) => (
              <option key={s.start} value={s.start}>
                {torontoDayOf(s.start)}, {torontoTimeOf(s.start)}
              </option>
            ))}
          </Form.Select>
          {feedback('start')}
        </Form.Group>
      )}
      {slots && (
        <Form.Group controlId="new-other" className="mt-3">
          <Form.Label>Or another time (Toronto)</Form.Label>
          <Form.Control
            type="datetime-local"
            value={other}
            aria-describedby="new-other-help"
            onChange={(e) => {
              const value = e.currentTarget.value
              setOther(value)
              setStart(value ? torontoIso(value) : '')
            }}
          />
          <Form.Text id="new-other-help">
            You may book before the notice or outside the hours that clients are offered; the photographer must be free
            then. Your bookings are confirmed at once.
          </Form.Text>
        </Form.Group>
      )}
      {slotProblem && (
        <Alert variant="danger" className="mt-3">
          {slotProblem}
        </Alert>
      )}
      {slots && (
        <Button className="mt-3" onClick={() => void book()} disabled={!start}>
          Book and send the invitation
        </Button>
      )}
    </Form>
  )
}
