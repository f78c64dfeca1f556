import { Alert } from 'react-bootstrap'
import { refusalLabels, type IntakeSummary, type RefusalReason } from '../../../shared/intake.ts'
import { formatTime } from './leadsApi.ts'

/**
 * The quote form's health above the inbox: a warning while (or since) the hourly cap on all visitors
 * turned people away, and how many requests were refused as junk, so a flooded form is never a silent one.
 */
export function IntakeHealth({ intake }: { intake: IntakeSummary }) {
  const reasons = (Object.entries(intake.byReason) as [RefusalReason, number][])
    .map(([reason, count]) => `${count} ${refusalLabels[reason]}`)
    .join(', ')
  return (
    <>
      {intake.capReachedAt && intake.capUntil && (
        <Alert variant="warning" data-testid="intake-cap">
          The hourly limit on quote requests from all visitors together was reached at {formatTime(intake.capReachedAt)}
          : {intake.capRefused} visitors were asked to try again later or to e-mail or call
          {Date.parse(intake.capUntil) > Date.now() ? `, until ${formatTime(intake.capUntil)}` : ''}.
        </Alert>
      )}
      {intake.refused > 0 && (
        <Alert variant="secondary" data-testid="intake-refused">
          Since {formatTime(intake.since)}, {intake.refused} requests that were not quote requests were refused, from{' '}
          {intake.addresses} {intake.addresses === 1 ? 'address' : 'addresses'} ({reasons}). They do not count toward
          the limits on real requests.
        </Alert>
      )}
    </>
  )
}
