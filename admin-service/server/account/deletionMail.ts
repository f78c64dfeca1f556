import type { SendMailOptions } from 'nodemailer'
import { INVOICE_RETENTION } from '../../../content/account/retention.ts'
import { siteConfig } from '../../../content/site-config.ts'
import { AUTO_REPLIED } from '../shared/intake/visitorMail.ts'

/** The e-mail that tells an agent their personal data was erased, and what is kept and for how long. */
export function deletionMail(to: string, name: string): SendMailOptions {
  const text = [
    `Hello ${name},`,
    '',
    `As you asked, ${siteConfig.name} has erased your personal data: your profile (name, brokerage, phone, e-mail addresses, headshot and brokerage logo), your name, e-mail, phone and access notes on your past bookings, your name, e-mail and phone on orders never invoiced, your quote requests, and your sign-in sessions and links.`,
    '',
    INVOICE_RETENTION,
    '',
    'This is the last e-mail about your account. If you book again, a new account starts.',
  ].join('\n')
  return { to, subject: `Your data at ${siteConfig.name} is erased`, text, headers: { ...AUTO_REPLIED } }
}
