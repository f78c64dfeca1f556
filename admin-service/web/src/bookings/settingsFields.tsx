import { Form } from 'react-bootstrap'

/** The availability form's refused fields, as the service names them (`team.0.weeklyHours.mon.0.end`). */
export type FieldProblems = Record<string, string>

/**
 * Helpers that put the service's message for a field beside its control: `problem(path)` is the first
 * message at or below the path (`problemKey(path)` its field), `invalid(path)` the control's invalid state announced with it (aria-invalid,
 * aria-describedby), `feedback(path)` the message itself.
 */
export function settingsFields(fields: FieldProblems) {
  /** The first refused field at or below the path (`zones.1.prefixes.3` for `zones.1.prefixes`). */
  const problemKey = (path: string) => Object.keys(fields).find((f) => f === path || f.startsWith(`${path}.`))
  const problem = (path: string) => {
    const key = problemKey(path)
    return key ? fields[key] : undefined
  }
  const errorId = (path: string) => `settings-error-${path.replace(/\W/g, '-')}`
  const feedback = (path: string) =>
    problem(path) ? (
      <Form.Control.Feedback type="invalid" id={errorId(path)}>
        {problem(path)}
      </Form.Control.Feedback>
    ) : null
  const invalid = (path: string) =>
    problem(path)
      ? { isInvalid: true, 'aria-invalid': true as const, 'aria-describedby': errorId(path) }
      : { isInvalid: false }
  return { problemKey, problem, errorId, feedback, invalid }
}
export type SettingsFields = ReturnType<typeof settingsFields>

/** A number input's value: NaN when empty, which the service refuses with its message. */
export const numberOr = (value: string) => (value.trim() === '' ? NaN : Number(value))
