import { useEffect, useState, type FormEvent } from 'react'
import { Button, Col, Form, Row } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import { afterSaleChoices, LISTING_TEXT as T, listingStatuses } from '../../../../content/listings/limits.ts'
import { errorFields, errorText } from '../api.ts'
import { useToast } from '../toast.tsx'
import {
  createListing,
  LISTINGS_KEY,
  updateListing,
  type Agent,
  type ListingFields,
  type ListingView,
} from './listingsApi.ts'

type Draft = Record<
  | 'street'
  | 'unit'
  | 'city'
  | 'region'
  | 'postalCode'
  | 'price'
  | 'bedrooms'
  | 'bathrooms'
  | 'sizeSqFt'
  | 'description'
  | 'agentId'
  | 'bookingId',
  string
> & {
  status: ListingFields['status']
  afterSale: ListingFields['afterSale']
  copyStudio: boolean
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))
const number = (s: string) => (s.trim() === '' ? null : Number(s))

function draftOf(l?: ListingView): Draft {
  return {
    street: l?.address.street ?? '',
    unit: l?.address.unit ?? '',
    city: l?.address.city ?? 'Toronto',
    region: l?.address.region ?? 'ON',
    postalCode: l?.address.postalCode ?? '',
    price: text(l?.price),
    bedrooms: text(l?.bedrooms),
    bathrooms: text(l?.bathrooms),
    sizeSqFt: text(l?.sizeSqFt),
    description: l?.description ?? '',
    agentId: l?.agentId ?? '',
    bookingId: l?.bookingId ?? '',
    status: l?.status ?? 'draft',
    afterSale: l?.afterSale ?? 'keep',
    copyStudio: l?.copyStudio ?? false,
  }
}

const STATUS_LABEL = { draft: 'Draft', live: 'Live', sold: 'Sold', archived: 'Archived' } as const

/** A listing's details: address, status, price, rooms, size, description, agent, booking and the after-sale choice. */
export function ListingForm({
  listing,
  agents,
  onSaved,
}: {
  listing?: ListingView
  agents: Agent[]
  onSaved: (l: ListingView) => void
}) {
  const [draft, setDraft] = useState(() => draftOf(listing))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const { mutate } = useSWRConfig()
  const toast = useToast()
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }))
  const id = (name: string) => `listing-${listing?.id ?? 'new'}-${name}`
  // Deliver, a sale or the after-sale rule change the stored status: the form shows it at once (saving the
  // form afterwards must not send the old status back), leaving the other fields as they are being edited.
  const stored = listing?.status
  useEffect(() => {
    if (stored) setDraft((d) => ({ ...d, status: stored }))
  }, [stored])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    const fields: Partial<ListingFields> = {
      address: {
        street: draft.street,
        unit: draft.unit,
        city: draft.city,
        region: draft.region,
        postalCode: draft.postalCode,
      },
      status: draft.status,
      price: number(draft.price),
      bedrooms: number(draft.bedrooms),
      bathrooms: number(draft.bathrooms),
      sizeSqFt: number(draft.sizeSqFt),
      description: draft.description,
      agentId: draft.agentId || null,
      bookingId: draft.bookingId || null,
      afterSale: draft.afterSale,
      copyStudio: draft.copyStudio,
    }
    try {
      const { listing: saved } = listing ? await updateListing(listing.id, fields) : await createListing(fields)
      setErrors({})
      toast({ title: listing ? 'Listing saved' : 'Listing created' })
      await mutate(LISTINGS_KEY)
      onSaved(saved)
    } catch (error) {
      setErrors(errorFields(error))
      toast({ title: 'Could not save the listing', description: errorText(error), variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  }

  const field = (name: keyof Draft, label: string, props: Record<string, unknown> = {}, errorKey: string = name) => (
    <Form.Group controlId={id(name)}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={draft[name] as string}
        onChange={(e) => set({ [name]: e.target.value })}
        isInvalid={Boolean(errors[errorKey])}
        {...props}
      />
      <Form.Control.Feedback type="invalid">{errors[errorKey]}</Form.Control.Feedback>
    </Form.Group>
  )

  return (
    <section aria-labelledby={id('heading')}>
      <h2 id={id('heading')} className="h5">
        {listing ? 'Details' : 'New listing'}
      </h2>
      <Form onSubmit={submit} noValidate>
        <Row className="g-3">
          <Col md={8}>
            {field(
              'street',
              'Street address',
              { required: true, maxLength: T.street, autoComplete: 'off' },
              'address.street',
            )}
          </Col>
          <Col md={4}>{field('unit', 'Unit (optional)', { maxLength: T.unit }, 'address.unit')}</Col>
          <Col md={5}>{field('city', 'City', { required: true, maxLength: T.city }, 'address.city')}</Col>
          <Col md={3}>{field('region', 'Province', { maxLength: T.region }, 'address.region')}</Col>
          <Col md={4}>{field('postalCode', 'Postal code', { maxLength: T.postalCode }, 'address.postalCode')}</Col>
          <Col md={4}>
            {field('price', 'Price (CAD, optional)', { type: 'number', min: 1, step: 1000, inputMode: 'numeric' })}
          </Col>
          <Col md={2}>{field('bedrooms', 'Bedrooms', { type: 'number', min: 0, step: 0.5 })}</Col>
          <Col md={2}>{field('bathrooms', 'Bathrooms', { type: 'number', min: 0, step: 0.5 })}</Col>
          <Col md={4}>{field('sizeSqFt', 'Size (sq ft)', { type: 'number', min: 1, step: 1 })}</Col>
          <Col xs={12}>
            {field('description', 'Description', { as: 'textarea', rows: 5, maxLength: T.description })}
          </Col>
          <Col md={6}>
            <Form.Group controlId={id('agent')}>
              <Form.Label>Agent</Form.Label>
              <Form.Select
                value={draft.agentId}
                onChange={(e) => set({ agentId: e.target.value })}
                isInvalid={Boolean(errors.agentId)}
              >
                <option value="">No agent yet</option>
                {agents.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}, {a.brokerage}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">{errors.agentId}</Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col md={6}>{field('bookingId', 'Booking (optional)', { maxLength: T.bookingId })}</Col>
          <Col md={6}>
            <Form.Group controlId={id('status')}>
              <Form.Label>Status</Form.Label>
              <Form.Select
                value={draft.status}
                onChange={(e) => set({ status: e.target.value as Draft['status'] })}
                isInvalid={Boolean(errors.status)}
              >
                {listingStatuses.map((s) => (
                  <option key={s} value={s} disabled={s === 'live' && !listing?.deliveredAt}>
                    {STATUS_LABEL[s]}
                    {s === 'live' && !listing?.deliveredAt ? ' (by Deliver)' : ''}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">{errors.status}</Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col md={6}>
            <fieldset>
              <legend className="form-label fs-6">When sold or archived</legend>
              {afterSaleChoices.map((choice) => (
                <Form.Check
                  key={choice}
                  type="radio"
                  id={id(`after-${choice}`)}
                  name={id('afterSale')}
                  label={
                    choice === 'keep'
                      ? 'Keep the property website with a "Sold" band'
                      : 'Take the property website down'
                  }
                  checked={draft.afterSale === choice}
                  onChange={() => set({ afterSale: choice })}
                />
              ))}
            </fieldset>
          </Col>
          <Col xs={12}>
            <Form.Check
              id={id('copy-studio')}
              label="E-mail me a copy of buyers' questions (they go to the agent either way)"
              checked={draft.copyStudio}
              onChange={(e) => set({ copyStudio: e.target.checked })}
            />
          </Col>
          <Col xs={12}>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : listing ? 'Save details' : 'Create listing'}
            </Button>
          </Col>
        </Row>
      </Form>
    </section>
  )
}
