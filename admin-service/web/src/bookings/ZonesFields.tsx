import { useState } from 'react'
import { Button, Card, Col, Form, Row } from 'react-bootstrap'
import type { BookingSettings, Zone } from '../../../../content/booking/settings.ts'
import { numberOr, type FieldHelpers } from '../fieldProblems.tsx'
import { priceKeys, priceText, type PriceTexts } from './priceTexts.ts'
import { useFocusAfterRender } from './useFocusAfterRender.ts'

export type ZoneSettings = Pick<BookingSettings, 'zones' | 'travel' | 'sameZoneMinutes' | 'otherMinutes'>

/** "m5v, L4  l6h" → ["M5V", "L4", "L6H"]: the prefixes as typed, upper-cased; the service checks each one. */
export const parsePrefixes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((prefix) => prefix.toUpperCase())

const ADD_ZONE = 'settings-zone-add'
const zoneName = (zone: Zone) => zone.name.trim() || 'New zone'
const blank = (value: number) => (Number.isNaN(value) ? '' : value)

/**
 * The service zones as a form: each zone's name, postal-code prefixes (comma or space separated), the point
 * its sunset is computed at and its travel fee (dollars; empty: none); add and remove a zone (one must stay);
 * then the travel minutes between each pair of zones and the defaults for a pair without any. The service's
 * message for a field shows beside it (`zones.1.prefixes.3` names the prefix it refused).
 */
export function ZonesFields({
  value,
  onChange,
  texts,
  onText,
  fields,
}: {
  value: ZoneSettings
  onChange: (patch: Partial<ZoneSettings>) => void
  /** The travel fees as typed, in dollars (`priceTexts.ts`). */
  texts: PriceTexts
  onText: (key: string, text: string) => void
  fields: FieldHelpers
}) {
  const { zones, travel } = value
  const { invalid, feedback, problem, problemKey, errorId } = fields
  // The prefixes as typed (separators and all), per zone id; the draft holds them parsed.
  const [prefixText, setPrefixText] = useState<Record<string, string>>(() =>
    Object.fromEntries(zones.map((z) => [z.id, z.prefixes.join(', ')])),
  )
  // Where the keyboard goes once a zone is added (its name) or removed (Add a zone).
  const setFocus = useFocusAfterRender()

  const setZone = (z: number, patch: Partial<Zone>) =>
    onChange({ zones: zones.map((zone, i) => (i === z ? { ...zone, ...patch } : zone)) })
  const addZone = () => {
    const id = `zone-${Date.now().toString(36)}`
    // Sunset is computed at the zone's point: the last zone's is a close start anywhere around Toronto.
    const last = zones.at(-1)
    onChange({
      zones: [
        ...zones,
        {
          id,
          name: '',
          prefixes: [],
          latitude: last?.latitude ?? 43.65,
          longitude: last?.longitude ?? -79.38,
          travelFeeCents: null,
        },
      ],
    })
    setPrefixText({ ...prefixText, [id]: '' })
    setFocus(`settings-zone-${id}-name`)
  }
  const removeZone = (id: string) => {
    onChange({ zones: zones.filter((z) => z.id !== id), travel: travel.filter((t) => t.from !== id && t.to !== id) })
    setFocus(ADD_ZONE)
  }
  /** The minutes between two zones (either way), or empty for the default. */
  const setTravel = (from: string, to: string, text: string) => {
    const at = travel.findIndex((t) => (t.from === from && t.to === to) || (t.from === to && t.to === from))
    const minutes = numberOr(text)
    if (text.trim() === '') onChange({ travel: travel.filter((_, i) => i !== at) })
    else if (at === -1) onChange({ travel: [...travel, { from, to, minutes }] })
    else onChange({ travel: travel.map((t, i) => (i === at ? { ...t, minutes } : t)) })
  }
  /** The message for a zone's first refused prefix, naming it ("M5V: already in another zone"). */
  const prefixProblem = (z: number) => {
    const key = problemKey(`zones.${z}.prefixes`)
    if (!key) return undefined
    const refused = zones[z]!.prefixes[Number(/\.(\d+)$/.exec(key)?.[1])]
    return refused ? `${refused}: ${fields.problem(key)}` : fields.problem(key)
  }
  const pairs = zones.flatMap((a, i) => zones.slice(i + 1).map((b) => [a, b] as const))

  return (
    <section aria-labelledby="settings-zones-title" className="mb-4">
      <h3 id="settings-zones-title" className="h5">
        Service zones
      </h3>
      <p className="text-muted small mb-2">
        A postal code belongs to the zone with its longest matching prefix (M5V before M5); codes outside every zone
        cannot book online.
      </p>
      {problem('zones') && !zones.some((_, z) => problem(`zones.${z}`)) && (
        <div className="invalid-feedback d-block mb-2" id={errorId('zones')}>
          {problem('zones')}
        </div>
      )}
      {zones.map((zone, z) => {
        const control = (key: string) => `settings-zone-${zone.id}-${key}`
        const path = (key: string) => `zones.${z}.${key}`
        const prefixMessage = prefixProblem(z)
        return (
          <Card key={zone.id} className="mb-3" role="group" aria-labelledby={control('title')}>
            <Card.Body>
              <div className="d-flex flex-wrap gap-2 align-items-start justify-content-between">
                <h4 id={control('title')} className="h6 mb-2">
                  {zoneName(zone)}
                </h4>
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={zones.length === 1}
                  title={zones.length === 1 ? 'Bookings need at least one zone' : undefined}
                  onClick={() => removeZone(zone.id)}
                >
                  Remove zone {zoneName(zone)}
                </Button>
              </div>
              <Row className="g-2">
                <Form.Group as={Col} md={6} controlId={control('name')}>
                  <Form.Label>Name</Form.Label>
                  <Form.Control
                    value={zone.name}
                    maxLength={60}
                    {...invalid(path('name'))}
                    onChange={(e) => setZone(z, { name: e.currentTarget.value })}
                  />
                  {feedback(path('name'))}
                </Form.Group>
                <Form.Group as={Col} md={6} controlId={control('prefixes')}>
                  <Form.Label>Postal-code prefixes (comma or space between)</Form.Label>
                  <Form.Control
                    value={prefixText[zone.id] ?? zone.prefixes.join(', ')}
                    autoCapitalize="characters"
                    spellCheck={false}
                    placeholder="M5V, M4, L6H"
                    {...invalid(path('prefixes'))}
                    onChange={(e) => {
                      const text = e.currentTarget.value
                      setPrefixText({ ...prefixText, [zone.id]: text })
                      setZone(z, { prefixes: parsePrefixes(text) })
                    }}
                  />
                  {prefixMessage && (
                    <Form.Control.Feedback type="invalid" id={errorId(path('prefixes'))}>
                      {prefixMessage}
                    </Form.Control.Feedback>
                  )}
                </Form.Group>
                {(['latitude', 'longitude'] as const).map((key) => (
                  <Form.Group as={Col} sm={4} key={key} controlId={control(key)}>
                    <Form.Label>{key === 'latitude' ? 'Latitude' : 'Longitude'} (for sunset)</Form.Label>
                    <Form.Control
                      type="number"
                      step="any"
                      value={blank(zone[key])}
                      {...invalid(path(key))}
                      onChange={(e) => setZone(z, { [key]: numberOr(e.currentTarget.value) })}
                    />
                    {feedback(path(key))}
                  </Form.Group>
                ))}
                <Form.Group as={Col} sm={4} controlId={control('fee')}>
                  <Form.Label>Travel fee ($, empty: none)</Form.Label>
                  <Form.Control
                    inputMode="decimal"
                    value={priceText(texts, priceKeys.travel(zone.id), zone.travelFeeCents)}
                    {...invalid(path('travelFeeCents'))}
                    onChange={(e) => onText(priceKeys.travel(zone.id), e.currentTarget.value)}
                  />
                  {feedback(path('travelFeeCents'))}
                </Form.Group>
              </Row>
            </Card.Body>
          </Card>
        )
      })}
      <Button id={ADD_ZONE} variant="outline-primary" className="mb-3" onClick={addZone}>
        Add a zone
      </Button>

      <fieldset className="mb-3">
        <legend className="h6">Travel minutes between zones (either way; empty: the default below)</legend>
        <Row className="g-2">
          {pairs.map(([a, b]) => {
            const at = travel.findIndex((t) => (t.from === a.id && t.to === b.id) || (t.from === b.id && t.to === a.id))
            const path = `travel.${at}`
            return (
              <Form.Group as={Col} sm={6} lg={4} key={`${a.id} ${b.id}`} controlId={`settings-travel-${a.id}-${b.id}`}>
                <Form.Label className="small">
                  {zoneName(a)} and {zoneName(b)}
                </Form.Label>
                <Form.Control
                  type="number"
                  min={0}
                  value={at === -1 ? '' : blank(travel[at]!.minutes)}
                  {...(at === -1 ? { isInvalid: false } : invalid(path))}
                  onChange={(e) => setTravel(a.id, b.id, e.currentTarget.value)}
                />
                {at !== -1 && feedback(path)}
              </Form.Group>
            )
          })}
        </Row>
      </fieldset>
      <Row className="g-2">
        {(
          [
            ['sameZoneMinutes', 'Travel within one zone (minutes)'],
            ['otherMinutes', 'Travel between zones not set above (minutes)'],
          ] as const
        ).map(([key, label]) => (
          <Form.Group as={Col} sm={6} key={key} controlId={`settings-${key}`}>
            <Form.Label>{label}</Form.Label>
            <Form.Control
              type="number"
              min={0}
              value={blank(value[key])}
              {...invalid(key)}
              onChange={(e) => onChange({ [key]: numberOr(e.currentTarget.value) })}
            />
            {feedback(key)}
          </Form.Group>
        ))}
      </Row>
    </section>
  )
}
