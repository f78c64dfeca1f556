import { Button, Col, Form, Row } from 'react-bootstrap'
import { TWILIGHT_ID } from '../../../../content/booking/addOns.ts'
import type { AddOn, BookingSettings } from '../../../../content/booking/settings.ts'
import type { FieldHelpers } from '../fieldProblems.tsx'
import { priceKeys, priceText, type PriceTexts } from './priceTexts.ts'
import { useFocusAfterRender } from './useFocusAfterRender.ts'

const ADD = 'settings-addon-add'
const addOnName = (addOn: AddOn) => addOn.name.trim() || 'New add-on'

/**
 * The add-ons as a form: each one's name, price in dollars before HST (empty: confirmed by e-mail), whether it
 * is priced per shoot or per image (/book then asks how many), and whether /book offers it; add one, and
 * remove one but twilight (a shoot of its own: not offered is how it is turned off).
 */
export function AddOnsFields({
  value,
  onChange,
  texts,
  onText,
  fields,
}: {
  value: Pick<BookingSettings, 'addOns'>
  onChange: (patch: Pick<BookingSettings, 'addOns'>) => void
  texts: PriceTexts
  /** A price typed, by its key (`priceTexts.ts`). */
  onText: (key: string, text: string) => void
  fields: FieldHelpers
}) {
  const { addOns } = value
  const { invalid, feedback } = fields
  // Where the keyboard goes once an add-on is added (its name) or removed (Add an add-on).
  const setFocus = useFocusAfterRender()
  const setAddOn = (i: number, patch: Partial<AddOn>) =>
    onChange({ addOns: addOns.map((addOn, j) => (j === i ? { ...addOn, ...patch } : addOn)) })

  return (
    <fieldset className="mb-4" aria-describedby="settings-addons-help">
      <legend className="h5">Add-ons</legend>
      <p className="small text-muted" id="settings-addons-help">
        Prices in dollars before HST, such as 149 or 149.00; an empty price is confirmed by e-mail. /book shows the
        whole price before a time is chosen once every part of the shoot has one.
      </p>
      {addOns.map((addOn, i) => {
        const labelId = `settings-addon-${i}`
        const price = priceText(texts, priceKeys.addOn(addOn.id), addOn.priceCents)
        return (
          <div key={addOn.id} role="group" aria-labelledby={labelId} className="border rounded p-2 mb-2">
            <div className="d-flex flex-wrap gap-2 align-items-start justify-content-between">
              <p className="fw-semibold mb-1" id={labelId}>
                {addOnName(addOn)}
              </p>
              {addOn.id !== TWILIGHT_ID && (
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => {
                    onChange({ addOns: addOns.filter((a) => a.id !== addOn.id) })
                    setFocus(ADD)
                  }}
                >
                  Remove add-on {addOnName(addOn)}
                </Button>
              )}
            </div>
            <Row className="g-2 align-items-end">
              <Form.Group as={Col} md={4} controlId={`settings-addon-${addOn.id}-name`}>
                <Form.Label>Name</Form.Label>
                <Form.Control
                  value={addOn.name}
                  {...invalid(`addOns.${i}.name`)}
                  onChange={(e) => setAddOn(i, { name: e.currentTarget.value })}
                />
                {feedback(`addOns.${i}.name`)}
              </Form.Group>
              <Form.Group as={Col} md={3} controlId={`settings-addon-${addOn.id}-price`}>
                <Form.Label>Price ($, empty: by e-mail)</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={price}
                  {...invalid(`addOns.${i}.priceCents`)}
                  onChange={(e) => onText(priceKeys.addOn(addOn.id), e.currentTarget.value)}
                />
                {feedback(`addOns.${i}.priceCents`)}
              </Form.Group>
              <Form.Group as={Col} md={3} controlId={`settings-addon-${addOn.id}-per`}>
                <Form.Label>Priced</Form.Label>
                <Form.Select
                  value={addOn.per}
                  disabled={addOn.id === TWILIGHT_ID}
                  {...invalid(`addOns.${i}.per`)}
                  onChange={(e) => setAddOn(i, { per: e.currentTarget.value as AddOn['per'] })}
                >
                  <option value="shoot">per shoot</option>
                  <option value="image">per image</option>
                </Form.Select>
                {feedback(`addOns.${i}.per`)}
              </Form.Group>
              <Col md={2}>
                <Form.Check
                  id={`settings-addon-${addOn.id}-offered`}
                  label="Offered on /book"
                  checked={addOn.offered}
                  onChange={(e) => setAddOn(i, { offered: e.currentTarget.checked })}
                />
              </Col>
            </Row>
          </div>
        )
      })}
      <Button
        id={ADD}
        variant="outline-primary"
        disabled={addOns.length >= 20}
        onClick={() => {
          const id = `addon-${Date.now().toString(36)}`
          onChange({ addOns: [...addOns, { id, name: '', priceCents: null, per: 'shoot', offered: true }] })
          setFocus(`settings-addon-${id}-name`)
        }}
      >
        Add an add-on
      </Button>
    </fieldset>
  )
}
