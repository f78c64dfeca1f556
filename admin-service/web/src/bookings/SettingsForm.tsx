import { useState } from 'react'
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap'
import { useSWRConfig } from 'swr'
import type { BookingSettings } from '../../../../content/booking/settings.ts'
import { weekdays } from '../../../../content/booking/weekdays.ts'
import { servicesCatalog } from '../../../../content/services-catalog.ts'
import { errorFields, errorText } from '../api.ts'
import { ErrorSummary, type Failure } from '../ErrorSummary.tsx'
import { BOOKINGS_KEY, saveBookingSettings, torontoDayOf, type Holiday } from './bookingsApi.ts'
import { fieldProblems, numberOr } from '../fieldProblems.tsx'
import { ZonesFields } from './ZonesFields.tsx'
import { AddOnsFields } from './AddOnsFields.tsx'
import { priceKeys, priceText, readPrices, type PriceTexts } from './priceTexts.ts'

const dayNames: Record<string, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
}
const serviceName = (id: string) => servicesCatalog.find((s) => s.key === id)?.name ?? id

/**
 * The availability settings: rules, each team member's weekly hours, days off and busy feed, each service's
 * durations, buffer and prices by size band, the add-ons (`AddOnsFields`), the service zones and the travel
 * between them (`ZonesFields`); every price is typed in dollars (`priceTexts.ts`) and saved as cents.
 * The service validates; each refused field is shown beside its input by its path (`team.0.weeklyHours.mon.0.end`).
 */
export function SettingsForm({ settings, holidays }: { settings: BookingSettings; holidays: Holiday[] }) {
  const { mutate } = useSWRConfig()
  const [draft, setDraft] = useState<BookingSettings>(settings)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<string | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [priceTexts, setPriceTexts] = useState<PriceTexts>({})
  const typePrice = (key: string, text: string) => setPriceTexts({ ...priceTexts, [key]: text })
  const set = (patch: Partial<BookingSettings>) => setDraft({ ...draft, ...patch })
  const setMember = (m: number, patch: Partial<BookingSettings['team'][number]>) =>
    set({ team: draft.team.map((member, i) => (i === m ? { ...member, ...patch } : member)) })
  /** Makes a catalogue service bookable online (an hour for every size to start with) or not. */
  const setBookable = (id: string, bookable: boolean) =>
    set({
      services: bookable
        ? [
            ...draft.services,
            {
              id,
              durations: Object.fromEntries(draft.sizes.map((size) => [size.id, 60])),
              bufferMinutes: 15,
              prices: {},
            },
          ]
        : draft.services.filter((service) => service.id !== id),
    })
  const fieldHelpers = fieldProblems(fields, 'settings')
  const { problem, errorId, feedback, invalid } = fieldHelpers

  const save = async () => {
    setStatus(null)
    // Prices typed in dollars are read first: one that is not an amount is refused beside its field, unsent.
    const prices = readPrices(draft, priceTexts)
    if (Object.keys(prices.problems).length) {
      setFields(prices.problems)
      setFailure({ text: 'Please check the fields marked below' })
      return
    }
    try {
      await saveBookingSettings(prices.settings)
      setDraft(prices.settings)
      setPriceTexts({})
      setFields({})
      setFailure(null)
      setStatus('Settings saved.')
      await mutate(BOOKINGS_KEY)
    } catch (error) {
      setFields(errorFields(error))
      // A photographer or a zone with upcoming bookings stays (the refusal starts with its name): back in
      // the form where it was, a zone with its travel times.
      const text = errorText(error)
      const refused = /^409: /.test(error instanceof Error ? error.message : '')
      const named = <T extends { id: string; name: string }>(saved: readonly T[], drafted: readonly T[]) =>
        refused
          ? saved.find((s) => !drafted.some((d) => d.id === s.id) && text.startsWith(`${s.name} still has `))
          : undefined
      const member = named(settings.team, draft.team)
      const zone = named(settings.zones, draft.zones)
      if (member) set({ team: putBack(settings.team, draft.team, member) })
      if (zone) {
        const zones = putBack(settings.zones, draft.zones, zone)
        const links = (t: { from: string; to: string }) =>
          (t.from === zone.id || t.to === zone.id) &&
          zones.some((z) => z.id === t.from) &&
          zones.some((z) => z.id === t.to)
        set({ zones, travel: [...draft.travel, ...settings.travel.filter(links)] })
      }
      const back = member ?? zone
      setFailure({ text: back ? `${text} ${back.name} is back in the form.` : text })
    }
  }

  const numberField = (
    key: 'noticeHours' | 'horizonDays' | 'cutoffHours' | 'holdMinutes' | 'stepMinutes',
    label: string,
  ) => (
    <Form.Group as={Col} md={4} controlId={`settings-${key}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="number"
        value={Number.isNaN(draft[key]) ? '' : draft[key]}
        {...invalid(key)}
        onChange={(e) => set({ [key]: numberOr(e.currentTarget.value) })}
      />
      {feedback(key)}
    </Form.Group>
  )

  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
      aria-labelledby="settings-title"
    >
      <h2 id="settings-title" className="h4">
        Availability
      </h2>
      {failure && <ErrorSummary failure={failure} />}
      <Row className="g-3 mb-3">
        {numberField('noticeHours', 'Minimum notice (hours)')}
        {numberField('horizonDays', 'Bookable days ahead')}
        {numberField('cutoffHours', 'Client changes until (hours before)')}
        {numberField('holdMinutes', 'Hold while booking (minutes)')}
        {numberField('stepMinutes', 'Start times every (minutes)')}
        <Form.Group as={Col} md={4} controlId="settings-reminder">
          <Form.Label>Reminder the day before at</Form.Label>
          <Form.Control
            type="time"
            value={draft.reminderTime}
            {...invalid('reminderTime')}
            onChange={(e) => set({ reminderTime: e.currentTarget.value })}
          />
          {feedback('reminderTime')}
        </Form.Group>
        <Form.Group as={Col} md={6} controlId="settings-confirmation">
          <Form.Label>New bookings</Form.Label>
          <Form.Select
            value={draft.confirmation}
            onChange={(e) => set({ confirmation: e.currentTarget.value as BookingSettings['confirmation'] })}
          >
            <option value="instant">Confirmed at once</option>
            <option value="approval">Wait for my approval</option>
          </Form.Select>
        </Form.Group>
      </Row>

      {draft.team.map((member, m) => (
        <Card key={member.id} className="mb-3" role="group" aria-labelledby={`settings-member-${m}`}>
          <Card.Body>
            <div className="d-flex flex-wrap gap-2 align-items-start justify-content-between">
              <h3 className="h5" id={`settings-member-${m}`}>
                {member.name || 'New photographer'}
              </h3>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={draft.team.length === 1}
                title={draft.team.length === 1 ? 'The team needs at least one photographer' : undefined}
                onClick={() => {
                  set({ team: draft.team.filter((x) => x.id !== member.id) })
                  setStatus(`${member.name || 'The new photographer'} is taken off the team when you save.`)
                }}
              >
                Remove {member.name || 'this photographer'}
              </Button>
            </div>
            <Row className="g-2 mb-2">
              <Form.Group as={Col} md={6} controlId={`settings-name-${m}`}>
                <Form.Label>Name</Form.Label>
                <Form.Control
                  value={member.name}
                  {...invalid(`team.${m}.name`)}
                  onChange={(e) => setMember(m, { name: e.currentTarget.value })}
                />
                {feedback(`team.${m}.name`)}
              </Form.Group>
              <Form.Group as={Col} md={6} controlId={`settings-email-${m}`}>
                <Form.Label>E-mail (gets the invitations)</Form.Label>
                <Form.Control
                  type="email"
                  value={member.email}
                  {...invalid(`team.${m}.email`)}
                  onChange={(e) => setMember(m, { email: e.currentTarget.value })}
                />
                {feedback(`team.${m}.email`)}
              </Form.Group>
            </Row>
            <fieldset className="mb-2">
              <legend className="fs-6 mb-0">Shoots</legend>
              {[...draft.services.map((x) => x.id), 'twilight'].map((id) => (
                <Form.Check
                  inline
                  key={id}
                  id={`settings-shoots-${m}-${id}`}
                  label={id === 'twilight' ? 'Twilight' : serviceName(id)}
                  checked={member.services.includes(id)}
                  {...invalid(`team.${m}.services`)}
                  onChange={(e) =>
                    setMember(m, {
                      services: e.currentTarget.checked
                        ? [...member.services, id]
                        : member.services.filter((x) => x !== id),
                    })
                  }
                />
              ))}
              {problem(`team.${m}.services`) && (
                <div className="invalid-feedback d-block" id={errorId(`team.${m}.services`)}>
                  {problem(`team.${m}.services`)}
                </div>
              )}
            </fieldset>
            <Row className="g-2">
              {weekdays.map((day) => {
                const hours = member.weeklyHours[day][0]
                const path = `team.${m}.weeklyHours.${day}`
                const update = (start: string, end: string) => {
                  const team = [...draft.team]
                  team[m] = {
                    ...member,
                    weeklyHours: { ...member.weeklyHours, [day]: start || end ? [{ start, end }] : [] },
                  }
                  set({ team })
                }
                return (
                  <Col md={6} lg={4} key={day}>
                    <fieldset>
                      <legend className="fs-6 mb-0">{dayNames[day]}</legend>
                      <div className="d-flex gap-2">
                        <Form.Control
                          type="time"
                          id={`settings-hours-${m}-${day}-from`}
                          aria-label={`${member.name}: ${dayNames[day]} from`}
                          value={hours?.start ?? ''}
                          {...invalid(path)}
                          onChange={(e) => update(e.currentTarget.value, hours?.end ?? '')}
                        />
                        <Form.Control
                          type="time"
                          id={`settings-hours-${m}-${day}-to`}
                          aria-label={`${member.name}: ${dayNames[day]} to`}
                          value={hours?.end ?? ''}
                          {...invalid(path)}
                          onChange={(e) => update(hours?.start ?? '', e.currentTarget.value)}
                        />
                      </div>
                      {problem(path) && (
                        <div className="invalid-feedback d-block" id={errorId(path)}>
                          {problem(path)}
                        </div>
                      )}
                    </fieldset>
                  </Col>
                )
              })}
            </Row>
            <Form.Group className="mt-2" controlId={`settings-off-${m}`}>
              <Form.Label>Days off (one a line: 2026-12-24 to 2026-12-26, or one day)</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                defaultValue={member.daysOff.map((p) => (p.from === p.to ? p.from : `${p.from} to ${p.to}`)).join('\n')}
                {...invalid(`team.${m}.daysOff`)}
                onChange={(e) => {
                  const daysOff = e.currentTarget.value
                    .split('\n')
                    .map((line) => line.trim())
                    .filter(Boolean)
                    .map((line) => {
                      const [from, to] = line.split(/\s+to\s+/)
                      return { from: from!, to: to ?? from!, reason: '' }
                    })
                  const team = [...draft.team]
                  team[m] = { ...member, daysOff }
                  set({ team })
                }}
              />
              {feedback(`team.${m}.daysOff`)}
            </Form.Group>
            <Form.Group className="mt-2" controlId={`settings-feed-${m}`}>
              <Form.Label>Busy times from a calendar (its secret iCal address, https)</Form.Label>
              <Form.Control
                type="url"
                value={member.busyFeedUrl}
                {...invalid(`team.${m}.busyFeedUrl`)}
                onChange={(e) => {
                  const team = [...draft.team]
                  team[m] = { ...member, busyFeedUrl: e.currentTarget.value }
                  set({ team })
                }}
              />
              {feedback(`team.${m}.busyFeedUrl`)}
            </Form.Group>
          </Card.Body>
        </Card>
      ))}

      <Button
        variant="outline-primary"
        className="mb-4"
        onClick={() =>
          set({
            team: [
              ...draft.team,
              {
                id: `member-${Date.now().toString(36)}`,
                name: '',
                email: '',
                services: [],
                weeklyHours: { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] },
                daysOff: [],
                busyFeedUrl: '',
              },
            ],
          })
        }
      >
        Add a photographer
      </Button>

      <fieldset className="mb-3" aria-describedby="settings-holidays-help">
        <legend className="h5">Statutory holidays</legend>
        <p className="small text-muted" id="settings-holidays-help">
          Ontario&apos;s statutory holidays are closed to online bookings. Tick a day to open it.
        </p>
        {holidays.map((h) => (
          <Form.Check
            key={h.day}
            id={`settings-holiday-${h.day}`}
            label={`Open ${h.name}, ${torontoDayOf(`${h.day}T12:00:00Z`)}`}
            checked={draft.openHolidays.includes(h.day)}
            onChange={(e) =>
              set({
                openHolidays: e.currentTarget.checked
                  ? [...draft.openHolidays, h.day]
                  : draft.openHolidays.filter((day) => day !== h.day),
              })
            }
          />
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">Booked online</legend>
        {servicesCatalog.map((service) => (
          <Form.Check
            inline
            key={service.key}
            id={`settings-bookable-${service.key}`}
            label={service.name}
            checked={draft.services.some((x) => x.id === service.key)}
            onChange={(e) => setBookable(service.key, e.currentTarget.checked)}
          />
        ))}
      </fieldset>
      <h3 className="h5">Services: minutes on site and price (dollars, before HST) by size</h3>
      {draft.services.map((service, s) => (
        <fieldset key={service.id} className="mb-3">
          <legend className="fs-6">{serviceName(service.id)}</legend>
          <Row className="g-2">
            {draft.sizes.map((size) => (
              <Col md={3} key={size.id}>
                <Form.Group controlId={`settings-${service.id}-${size.id}`}>
                  <Form.Label className="small">{size.label}: minutes</Form.Label>
                  <Form.Control
                    type="number"
                    value={service.durations[size.id] ?? ''}
                    {...invalid(`services.${s}.durations.${size.id}`)}
                    onChange={(e) => {
                      const services = [...draft.services]
                      services[s] = {
                        ...service,
                        durations: { ...service.durations, [size.id]: numberOr(e.currentTarget.value) },
                      }
                      set({ services })
                    }}
                  />
                  {feedback(`services.${s}.durations.${size.id}`)}
                </Form.Group>
                <Form.Group controlId={`settings-${service.id}-${size.id}-price`}>
                  <Form.Label className="small">price ($, empty: by e-mail)</Form.Label>
                  <Form.Control
                    inputMode="decimal"
                    value={priceText(priceTexts, priceKeys.service(service.id, size.id), service.prices[size.id])}
                    {...invalid(`services.${s}.prices.${size.id}`)}
                    onChange={(e) => typePrice(priceKeys.service(service.id, size.id), e.currentTarget.value)}
                  />
                  {feedback(`services.${s}.prices.${size.id}`)}
                </Form.Group>
              </Col>
            ))}
          </Row>
        </fieldset>
      ))}

      <AddOnsFields value={draft} onChange={set} texts={priceTexts} onText={typePrice} fields={fieldHelpers} />
      <ZonesFields value={draft} onChange={set} texts={priceTexts} onText={typePrice} fields={fieldHelpers} />
      {status && (
        <Alert variant="success" role="status">
          {status}
        </Alert>
      )}
      <Button type="submit">Save availability</Button>
    </Form>
  )
}

/** `drafted` with `kept`, an item of `saved` it had removed, back in its place. */
function putBack<T extends { id: string }>(saved: readonly T[], drafted: readonly T[], kept: T): T[] {
  return [
    ...saved.flatMap((s) => drafted.find((d) => d.id === s.id) ?? (s.id === kept.id ? [s] : [])),
    ...drafted.filter((d) => !saved.some((s) => s.id === d.id)),
  ]
}
