import type { SendMailOptions } from 'nodemailer'
import { siteConfig } from '../../../content/site-config.ts'

/**
 * The review request: thanks for the order at its address, the owner's review link, and an opt-out that works in
 * one click, from the e-mail program too (RFC 8058's List-Unsubscribe-Post: the program posts to the link).
 */
export function reviewMail(request: {
  to: string
  name: string
  address: string
  link: string
  optOutUrl: string
  from: string
  replyTo?: string
}): SendMailOptions {
  const firstName = request.name.trim().split(/\s+/)[0] ?? ''
  const text = [
    `Hi${firstName ? ` ${firstName}` : ''},`,
    '',
    `Thank you for choosing ${siteConfig.name}${request.address ? ` for ${request.address}` : ''}.`,
    'If the photos and the service helped your listing, a short review helps other agents find us:',
    '',
    request.link,
    '',
    'It takes a minute, and we read every one. Thank you!',
    '',
    siteConfig.name,
    '',
    `To get no more review requests from us: ${request.optOutUrl}`,
  ].join('\n')
  return {
    from: request.from,
    to: request.to,
    replyTo: request.replyTo,
    subject: `How did we do? A quick review for ${siteConfig.name}`,
    text,
    headers: {
      'List-Unsubscribe': `<${request.optOutUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
