import type { SendMailOptions } from 'nodemailer'
import { refusalLabels, type RefusalReason } from '../../../shared/intake.ts'
import type { IntakeAlert } from './IntakeWatch.ts'

/** How the owner's alerts name a feature's public doors. */
export type WatchedDoors = {
  /** The doors together, as the subject starts: "Quote form", "Booking", "Agents' sign-in". */
  title: string
  /** One valid request, as the owner reads it: "quote request", "booking request". */
  request: string
  /** The /admin tab that shows these figures, and its address (known once the service listens). */
  tab?: { name: string; url: () => string }
}

const reasonLabel = (reason: RefusalReason, doors: WatchedDoors) =>
  reason === 'invalid' ? `not a valid ${doors.request}` : refusalLabels[reason]

/** The line the service's log gets for an alert. */
export function intakeAlertLine(alert: IntakeAlert, doors: WatchedDoors): string {
  const { summary } = alert
  return alert.kind === 'cap'
    ? `${doors.title}: the hourly limit from all visitors${alert.door ? ` at the ${alert.door} door` : ''} was reached; visitors are turned away until ${summary.capUntil}`
    : `${doors.title}: ${summary.refused} junk requests refused from ${summary.addresses} addresses since ${summary.since}`
}

/**
 * The owner's warning that a feature's doors are being flooded: a global cap was reached (visitors are being
 * turned away until it frees) or many requests were refused as junk within an hour; with the figures, by
 * reason and by door, marked as sent automatically.
 */
export function intakeAlertMail(
  alert: IntakeAlert,
  doors: WatchedDoors,
  options: { to: string; from: string },
): SendMailOptions {
  const { summary } = alert
  const requests = `${doors.request}s`
  const reasons = (Object.entries(summary.byReason) as [RefusalReason, number][])
    .map(([reason, count]) => `  ${count} ${reasonLabel(reason, doors)}`)
    .join('\n')
  const byDoor = Object.entries(summary.byDoor)
    .map(([door, count]) => `${door} ${count}`)
    .join(', ')
  const capLines =
    alert.kind === 'cap'
      ? [
          `The hourly limit on ${requests} from all visitors together was reached${alert.door ? ` at the ${alert.door} door` : ''} at ${summary.capReachedAt}:`,
          `visitors are asked to try again later or to e-mail or call, until ${summary.capUntil}.`,
          '',
        ]
      : []
  return {
    to: options.to,
    from: options.from,
    subject:
      alert.kind === 'cap'
        ? `${doors.title}: the hourly limit was reached`
        : `${doors.title}: many junk requests refused`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      ...capLines,
      `Since ${summary.since}, ${summary.refused} requests that were not ${requests} were refused, from ${summary.addresses} addresses:`,
      reasons || '  (none)',
      ...(byDoor ? [`By door: ${byDoor}.`] : []),
      '',
      `They cost no ${doors.request} its place: only valid requests count toward the limits.`,
      ...(doors.tab ? [`The ${doors.tab.name} tab shows these figures as they change: ${doors.tab.url()}`] : []),
      '',
      'At most one such e-mail an hour is sent.',
    ].join('\n'),
  }
}
