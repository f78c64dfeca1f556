import { createTransport } from 'nodemailer'

/**
 * The service's one SMTP transport, for `SMTP_URL`: every feature's e-mail goes through it. Short
 * timeouts: a hung server delays only this attempt, which its outbox retries later anyway.
 */
export const mailTransport = (smtpUrl: string) =>
  createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
