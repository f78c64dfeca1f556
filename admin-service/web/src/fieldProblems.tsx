import { Form } from 'react-bootstrap'

/** A form's refused fields as the service names them, by path (`team.0.weeklyHours.mon.0.end`). */
export type FieldProblems = Record<string, string>

/**
 * Helpers that put the service's message for a field beside its control: `problem(path)` is the first
 * message at or below the path (`problemKey(path)` its field), `invalid(path, helpId?)` the control's invalid state
 * announced with it (aria-invalid, aria-describedby: what `ErrorSummary` lists, then the field's help text), `feedback(path)` the
 * message itself. `form` prefixes the messages' ids, unique on the page.
 */
export function fieldProblems(fields: FieldProblems, form: string) {
  const problemKey = (path: string) => Object.keys(fields).find((f) => f === path || f.startsWith(`${path}.`))
  const problem = (path: string) => {
    const key = problemKey(path)
    return key ? fields[key] : undefined
  }
  const errorId = (path: string) => `${form}-error-${path.replace(/\W/g, '-')}`
  const feedback = (path: string) =>
    problem(path) ? (
      <Form.Control.Feedback type="invalid" id={errorId(path)}>
        {problem(path)}
      </Form.Control.Feedback>
    ) : null
  const invalid = (path: string, helpId?: string) => {
    const describedBy = [problem(path) ? errorId(path) : '', helpId ?? ''].join(' ').trim() || undefined
    const described = describedBy ? { 'aria-describedby': describedBy } : {}
    return problem(path)
      ? { isInvalid: true, 'aria-invalid': true as const, ...described }
      : { isInvalid: false, ...described }
  }
  return { problemKey, problem, errorId, feedback, invalid }
}
export type FieldHelpers = ReturnType<typeof fieldProblems>

/** A number input's value: NaN when empty, which the service refuses with its message. */
export const numberOr = (value: string) => (value.trim() === '' ? NaN : Number(value))
