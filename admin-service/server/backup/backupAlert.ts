import type { LeadDeliveryConfig } from '../leads/index.ts'
import { mailTransport } from '../shared/mail/mailTransport.ts'
import type { BackupAlert } from './BackupScheduler.ts'

/** The failing-backups e-mail goes where lead notifications go (SMTP_URL to LEADS_NOTIFY_TO), if anywhere. */
export function backupAlertByMail(config: LeadDeliveryConfig): BackupAlert | undefined {
  if (!config.smtpUrl || !config.notifyTo) return undefined
  const transport = mailTransport(config.smtpUrl)
  const to = config.notifyTo
  const from = config.mailFrom ?? to
  return async ({ subject, text }) => {
    await transport.sendMail({ from, to, subject, text })
  }
}
