import { useState } from 'react'
import type { Slot } from './bookingApi.ts'
import { dayKey, dayOf, timeOf, zoneOf } from './format.ts'

/**
 * The open times, grouped by day in Toronto time: a day to choose (a native select, quick with the
 * keyboard), then its times as one radio group (arrow keys move between them), and the button that holds
 * the chosen one. `more` loads the following days.
 */
export function SlotPicker(props: {
  prefix: string
  slots: Slot[]
  busy: boolean
  onChoose: (slot: Slot) => void
  more: (() => void) | null
  action: string
}) {
  const { prefix, slots, busy } = props
  const days = [...new Set(slots.map((s) => dayKey(s.start)))]
  const [day, setDay] = useState(days[0] ?? '')
  const [chosen, setChosen] = useState<string | null>(null)
  const [missing, setMissing] = useState(false)
  const shown = days.includes(day) ? day : (days[0] ?? '')
  const times = slots.filter((s) => dayKey(s.start) === shown)
  if (days.length === 0) {
    return (
      <div>
        <p>No open times in these days.</p>
        {props.more && (
          <button type="button" className="btn btn-outline-primary" onClick={props.more} disabled={busy}>
            Show later days
          </button>
        )}
      </div>
    )
  }
  return (
    <div className="booking-slots">
      <div className="mb-3">
        <label className="form-label" htmlFor={`${prefix}day`}>
          Day
        </label>
        <select
          id={`${prefix}day`}
          className="form-select"
          value={shown}
          onChange={(e) => setDay(e.currentTarget.value)}
        >
          {days.map((d) => {
            const first = slots.find((s) => dayKey(s.start) === d)!
            const count = slots.filter((s) => dayKey(s.start) === d).length
            return (
              <option key={d} value={d}>
                {dayOf(first.start)} ({count} {count === 1 ? 'time' : 'times'})
              </option>
            )
          })}
        </select>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">
          Start time on {times[0] ? dayOf(times[0].start) : ''} ({times[0] ? zoneOf(times[0].start) : ''}, Toronto time)
        </legend>
        <div className="booking-times">
          {times.map((slot) => (
            <div className="form-check" key={slot.start}>
              <input
                className="form-check-input"
                type="radio"
                name={`${prefix}time`}
                id={`${prefix}t${slot.start}`}
                value={slot.start}
                checked={chosen === slot.start}
                onChange={() => {
                  setChosen(slot.start)
                  setMissing(false)
                }}
              />
              <label className="form-check-label" htmlFor={`${prefix}t${slot.start}`}>
                {timeOf(slot.start)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {missing && (
        <p className="text-danger" role="alert">
          Choose a start time first.
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => {
            const slot = times.find((s) => s.start === chosen)
            if (slot) props.onChoose(slot)
            else setMissing(true)
          }}
        >
          {props.action}
        </button>
        {props.more && (
          <button type="button" className="btn btn-outline-primary" onClick={props.more} disabled={busy}>
            Show later days
          </button>
        )}
      </div>
    </div>
  )
}
