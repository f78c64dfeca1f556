import { Alert } from 'react-bootstrap'

/** What an action came to, in words for the owner. */
export type Outcome = { ok: boolean; text: string }

/**
 * An action's outcome under its form: a success announced politely (`status`), a failure at once (`alert`);
 * nothing before the first action.
 */
export function OutcomeAlert({
  outcome,
  id,
  className = 'py-2',
}: {
  outcome: Outcome | null
  id?: string
  className?: string
}) {
  if (!outcome) return null
  return (
    <Alert
      id={id}
      variant={outcome.ok ? 'success' : 'danger'}
      role={outcome.ok ? 'status' : 'alert'}
      className={className}
    >
      {outcome.text}
    </Alert>
  )
}
