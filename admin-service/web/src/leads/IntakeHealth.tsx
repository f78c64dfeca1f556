import { Alert } from 'react-bootstrap'
import useSWR from 'swr'
import {
  refusalLabels,
  type IntakeFeature,
  type IntakeFigures,
  type IntakeSummary,
  type RefusalReason,
} from '../../../shared/intake.ts'
import { formatTime } from './leadsApi.ts'

/** Every feature's doors' figures (the owner's). */
export const INTAKE_KEY = '/api/intake'

/**
 * A feature's public doors' health above its page (the quote form's above the inbox, the booking doors'
 * above the agenda): a warning while (or since) an hourly cap on all visitors turned people away, and how
 * many requests were refused as junk, by reason or door, so a flooded door is never a silent one.
 */
export function IntakeHealth({ intake, what = 'quote requests' }: { intake: IntakeSummary; what?: string }) {
  const doors = Object.entries(intake.byDoor)
  const reasons =
    doors.length > 1
      ? doors.map(([door, count]) => `${count} at ${door}`).join(', ')
      : (Object.entries(intake.byReason) as [RefusalReason, number][])
          .map(([reason, count]) => `${count} ${refusalLabels[reason]}`)
          .join(', ')
  return (
    <>
      {intake.capReachedAt && intake.capUntil && (
        <Alert variant="warning" data-testid="intake-cap">
          The hourly limit on {what} from all visitors together was reached at {formatTime(intake.capReachedAt)}:{' '}
          {intake.capRefused} visitors were asked to try again later or to e-mail or call
          {Date.parse(intake.capUntil) > Date.now() ? `, until ${formatTime(intake.capUntil)}` : ''}.
        </Alert>
      )}
      {intake.refused > 0 && (
        <Alert variant="secondary" data-testid="intake-refused">
          Since {formatTime(intake.since)}, {intake.refused} requests that were not {what} were refused, from{' '}
          {intake.addresses} {intake.addresses === 1 ? 'address' : 'addresses'} ({reasons}). They do not count toward
          the limits on real requests.
        </Alert>
      )}
    </>
  )
}

/**
 * The doors of `doors`' features, from `GET /api/intake`, each with IntakeHealth in its own words (`what`: a
 * valid request at its doors), fetched again every minute; nothing while they load, or if they cannot.
 */
export function WatchedDoors({ doors }: { doors: { feature: IntakeFeature; what: string }[] }) {
  const { data } = useSWR<IntakeFigures>(INTAKE_KEY, { refreshInterval: 60_000 })
  if (!data) return null
  return (
    <>
      {doors.map(({ feature, what }) => {
        const intake = data[feature]
        return intake && <IntakeHealth key={feature} intake={intake} what={what} />
      })}
    </>
  )
}
