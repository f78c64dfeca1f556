import type { SendMailOptions } from 'nodemailer'
import { mailTransport } from './mailTransport.ts'

/** The mail settings every feature's e-mails use: SMTP_URL, the owner's address (replies) and the sender. */
export type MailSettings = { smtpUrl: string | null; notifyTo: string | null; mailFrom: string | null }

/**
 * The service's mail server and sender for a feature's e-mails (the agents' delivery and sign-in
 * e-mails, the owner's alerts), replies going to the owner; undefined without SMTP_URL and an owner's address.
 */
export function serviceMail(settings: MailSettings, retryBaseMs?: number) {
  const { smtpUrl, notifyTo, mailFrom } = settings
  if (!smtpUrl || !notifyTo) return undefined
  const transport = mailTransport(smtpUrl)
  return {
    send: (mail: SendMailOptions) => transport.sendMail(mail),
    from: mailFrom ?? notifyTo,
    replyTo: notifyTo,
    /** The owner's address, where the service's alerts go. */
    owner: notifyTo,
    retryBaseMs,
  }
}
