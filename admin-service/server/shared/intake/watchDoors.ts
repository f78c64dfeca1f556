import { MailQueue, type SendMail } from '../outbox/MailQueue.ts'
import { intakeAlertLine, intakeAlertMail, type WatchedDoors } from './intakeAlertMail.ts'
import { IntakeWatch } from './IntakeWatch.ts'

/** The owner's e-mail: the service's mail server and sender (shared/mail/serviceMail.ts) and the owner's address. */
export type OwnerMail = { send: SendMail; from: string; owner: string; retryBaseMs?: number }

/** An alert is news for the hour until the next one of its kind may come. */
const ALERT_WORTH_MS = 60 * 60_000

/**
 * A feature's public doors watched for the owner: the IntakeWatch its doors of the intake guard report to
 * (what /admin shows), and its alerts (a global cap reached, junk past the threshold; each kind at most once
 * an hour, IntakeWatch.ts) written to the log and e-mailed to the owner (intakeAlertMail.ts) through the
 * feature's own queue of them (`alerts`, shared/outbox/MailQueue.ts: kept in memory like the watch's
 * figures, retried for the hour). Without `mail`, the log alone hears them. The feature stops `alerts`.
 */
export function watchDoors(
  doors: WatchedDoors,
  options: { mail?: OwnerMail; log: (line: string) => void; now?: () => number },
): { watch: IntakeWatch; alerts: MailQueue } {
  const { mail, log } = options
  const watch = new IntakeWatch(options.now)
  const alerts = new MailQueue(mail?.send, {
    label: `${doors.title} alert`,
    giveUpMs: ALERT_WORTH_MS,
    retryBaseMs: mail?.retryBaseMs,
    log,
    now: options.now,
  })
  watch.onAlert = (alert) => {
    log(intakeAlertLine(alert, doors))
    if (mail) alerts.queue(intakeAlertMail(alert, doors, { to: mail.owner, from: mail.from }))
  }
  return { watch, alerts }
}
