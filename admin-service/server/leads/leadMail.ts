import type { SendMailOptions } from 'nodemailer'
import { company } from '../../../content/company.ts'
import { leadLabels } from '../../../content/leads/labels.ts'
import type { StoredLead } from '../../../content/leads/store.ts'
import { siteConfig } from '../../../content/site-config.ts'
import { AUTO_REPLIED } from '../shared/intake/visitorMail.ts'

/**
 * The Message-ID of a lead's e-mail: the same on every attempt, so a copy sent twice (the service
 * killed between the server's acceptance and recording it) is recognised as one message by mail clients.
 */
const messageId = (lead: StoredLead, kind: string) => `<lead-${lead.id}-${kind}@northframe.leads>`

/** The request as the owner reads it: one line per field given, then the message. */
export function leadSummary(lead: StoredLead): string {
  const lines = [
    ['Listing', lead.listing?.address ?? ''],
    ['Name', lead.name],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ['Services', leadLabels.services(lead.services)],
    ['Area', leadLabels.area(lead.area)],
    ['Size', leadLabels.size(lead.size)],
    ['Preferred date', lead.date],
  ]
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
  return [...lines, '', 'Message:', lead.message || '(none)'].join('\n')
}

/** A buyer's question from a listing's property website, e-mailed to the listing's agent; replying answers the buyer. */
export function agentForward(lead: StoredLead, options: { to: string; from: string }): SendMailOptions {
  const address = lead.listing?.address ?? ''
  return {
    to: options.to,
    from: options.from,
    replyTo: { name: lead.name, address: lead.email },
    subject: questionSubject(lead),
    messageId: messageId(lead, 'agent'),
    date: new Date(lead.receivedAt),
    text: [
      `${lead.name} asked a question about ${address} on its property website, received ${lead.receivedAt}.`,
      '',
      leadSummary(lead),
      '',
      `Reply to this e-mail to answer ${lead.name}. Questions asked on the property website ${siteConfig.name} made for this listing come to you.`,
    ].join('\n'),
  }
}

/** The subject of a listing's question, for the agent and the owner's copy alike: the address and "question". */
const questionSubject = (lead: StoredLead) => `Question about ${lead.listing?.address ?? ''}: ${lead.name}`

/**
 * The owner's notification of a new request, or the owner's copy of a listing's question (said to be one, with
 * whom it went to); replying answers the visitor.
 */
export function ownerNotification(
  lead: StoredLead,
  options: { to: string; from: string; inboxUrl: string },
): SendMailOptions {
  return {
    to: options.to,
    from: options.from,
    replyTo: { name: lead.name, address: lead.email },
    subject: lead.listing
      ? questionSubject(lead)
      : `Quote request: ${lead.name} (${leadLabels.services(lead.services)})`,
    messageId: messageId(lead, 'owner'),
    date: new Date(lead.receivedAt),
    text: [
      lead.listing
        ? `A buyer's question about ${lead.listing.address} from ${lead.name}, received ${lead.receivedAt}, ${
            lead.listing.forwardTo
              ? `sent to the agent (${lead.listing.forwardTo})`
              : 'for you: the listing has no agent'
          }.`
        : `New quote request from ${lead.name}, received ${lead.receivedAt}.`,
      '',
      leadSummary(lead),
      '',
      `Reply to this e-mail to answer ${lead.name}. Status and notes: ${options.inboxUrl}`,
    ].join('\n'),
  }
}

/**
 * The visitor's confirmation (LEADS_AUTOREPLY=1). It repeats nothing the visitor typed but the chosen
 * services, so the form cannot be used to send someone else a message of the sender's making.
 */
export function visitorConfirmation(lead: StoredLead, options: { from: string; replyTo: string }): SendMailOptions {
  return {
    to: lead.email,
    from: options.from,
    replyTo: options.replyTo,
    subject: `We received your quote request - ${siteConfig.name}`,
    messageId: messageId(lead, 'autoreply'),
    headers: AUTO_REPLIED,
    text: [
      'Hello,',
      '',
      `Thank you for asking ${siteConfig.name} for a quote (${leadLabels.services(lead.services)}).`,
      `We reply within ${company.contactResponse} during business hours (${company.hours.label}).`,
      '',
      `If you did not send this request, you can ignore this e-mail. Questions: ${siteConfig.email} or ${siteConfig.phone}.`,
      '',
      siteConfig.name,
    ].join('\n'),
  }
}
