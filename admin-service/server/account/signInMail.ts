import type { SendMailOptions } from 'nodemailer'
import { siteConfig } from '../../../content/site-config.ts'
import { AUTO_REPLIED } from '../shared/intake/visitorMail.ts'

/**
 * The sign-in e-mail: the link and what it is for, nothing the visitor typed but the address it goes to
 * (anyone can type someone else's address), marked as sent automatically.
 */
export function signInMail(to: string, link: string, from: string): SendMailOptions {
  const text = [
    `Here is your link to sign in to your ${siteConfig.name} account:`,
    '',
    link,
    '',
    'It works once, for 15 minutes, in the browser where you asked for it.',
    'If you did not ask for it, ignore this e-mail: nobody can sign in without opening the link.',
  ].join('\n')
  return { from, to, subject: `Sign in to ${siteConfig.name}`, text, headers: { ...AUTO_REPLIED } }
}
