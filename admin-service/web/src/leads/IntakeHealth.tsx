import { Alert } from 'react-bootstrap'
import useSWR from 'swr'
import {
  refusalLabels,
  wordsOf,
  type IntakeFeature,
  type IntakeFigures,
  type IntakeSummary,
  type RefusalReason,
} from '../../../shared/intake.ts'
import { formatTime } from './leadsApi.ts'

/** Every feature's doors' figures (the owner's). */
export const INTAKE_KEY = '/api/intake'

/** How many were refused for each reason, in `door`'s words ("4 not a valid booking request, 2 from another site"). */
function reasonsText(reasons: Partial<Record<RefusalReason, number>>, door: string | null): string {
  return (Object.entries(reasons) as [RefusalReason, number][])
    .map(
      ([reason, count]) => `${count} ${reason === 'invalid' && door ? wordsOf(door).invalid : refusalLabels[reason]}`,
    )
    .join(', ')
}

/**
 * A feature's public doors' health above its page (the quote form's above the inbox, the booking doors'
 * above the agenda...): a warning while (or since) an hourly cap on all visitors turned people away, and how
 * many requests were refused as junk, door by door and by reason, each in its door's words (`doorWords`),
 * so a flooded door is never a silent one.
 */
export function IntakeHealth({ intake }: { intake: IntakeSummary }) {
  const doors = Object.keys(intake.byDoor)
  const only = doors.length === 1 ? doors[0]! : null
  const since = `Since ${formatTime(intake.since)}`
  const from = `from ${intake.addresses} ${intake.addresses === 1 ? 'address' : 'addresses'}`
  const notCounted = 'They do not count toward the limits on real requests.'
  return (
    <>
      {intake.capReachedAt && intake.capUntil && (
        <Alert variant="warning" data-testid="intake-cap">
          The hourly limit on {intake.capDoor ? wordsOf(intake.capDoor).requests : 'requests'} from all visitors
          together was reached at {formatTime(intake.capReachedAt)}: {intake.capRefused} visitors were asked to try
          again later or to e-mail or call
          {Date.parse(intake.capUntil) > Date.now() ? `, until ${formatTime(intake.capUntil)}` : ''}.
        </Alert>
      )}
      {intake.refused > 0 && (
        <Alert variant="secondary" data-testid="intake-refused">
          {doors.length > 1 ? (
            <>
              {since}, {intake.refused} requests were refused as junk, {from}. {notCounted}
              <ul className="mb-0 mt-2">
                {doors.map((door) => (
                  <li key={door}>
                    {door}: {intake.byDoor[door]} ({reasonsText(intake.reasonsByDoor[door] ?? {}, door)})
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              {since}, {intake.refused} requests that were not {only ? wordsOf(only).requests : 'valid requests'} were
              refused, {from} ({reasonsText(intake.byReason, only)}). {notCounted}
            </>
          )}
        </Alert>
      )}
    </>
  )
}

/**
 * The doors of `features`, from `GET /api/intake`, each feature's with IntakeHealth, fetched again every
 * minute; nothing while they load, or if they cannot.
 */
export function WatchedDoors({ features }: { features: IntakeFeature[] }) {
  const { data } = useSWR<IntakeFigures>(INTAKE_KEY, { refreshInterval: 60_000 })
  if (!data) return null
  return (
    <>
      {features.map((feature) => {
        const intake = data[feature]
        return intake && <IntakeHealth key={feature} intake={intake} />
      })}
    </>
  )
}
