import type { SendMailOptions } from 'nodemailer'
import { depositRule } from '../../../content/payments/depositRule.ts'
import { formatDollars, totalsOf } from '../../../content/payments/money.ts'
import { subtotalOf } from '../../../content/payments/requests.ts'
import type { BillTo } from './billingContact.ts'
import { dateText } from './invoicePage.ts'
import { type AgentTerms, billingAddress } from './orderTerms.ts'
import type { PaymentsFile, StoredOrder, StoredPaymentMail } from './paymentsFile.ts'
import { daysBetween, invoiceBalance, torontoDay } from './paymentsView.ts'

export type PaymentsMailConfig = {
  from: string
  /** The studio's address, for the client's replies. */
  replyTo: string
  /** Where the client's invoice link opens: `<origin>/invoice/{token}/`. */
  origin: string
  /** Whether the invoice page offers card payments. */
  card: boolean
  /** The agent profiles: an invoice's e-mails go to its agent's billing e-mail when they gave one (orderTerms.ts). */
  agents?: AgentTerms
  /** Who is billed for an order instead of its client (a team's billing contact: billingContact.ts), if anyone. */
  billTo?: (order: StoredOrder) => BillTo | null
}

const methodNames: Record<string, string> = {
  card: 'card',
  etransfer: 'Interac e-Transfer',
  cheque: 'cheque',
  cash: 'cash',
  other: 'payment',
}

/**
 * The client's e-mail for `mail` (an invoice's go to its agent's billing e-mail when they gave one): the invoice just issued (its amount, due date, link to view and pay it,
 * the PDF and the e-transfer instructions), the receipt for one payment (its amount, method and date,
 * and what is still owing), a reminder that an invoice is past due, or the receipt of a booking's deposit
 * (with what the cancellation rule does with it). Null when its invoice or payment is
 * gone (never, as neither is deleted), and for a reminder whose invoice owes nothing any more (not sent).
 */
export function paymentsMessage(
  data: PaymentsFile,
  mail: StoredPaymentMail,
  token: string,
  config: PaymentsMailConfig,
): SendMailOptions | null {
  if (mail.kind === 'deposit') return depositReceipt(data, mail, config)
  const invoice = data.invoices.find((i) => i.id === mail.invoiceId)
  if (!invoice) return null
  const { owingCents, depositCents } = invoiceBalance(data, invoice)
  const studio = invoice.seller.legalName || 'the studio'
  const page = `${config.origin}/invoice/${token}/`
  const etransfer = invoice.seller.etransferEmail
    ? `Interac e-Transfer to ${invoice.seller.etransferEmail}, with ${invoice.number} as the message.`
    : ''
  const order = data.orders.find((o) => o.id === invoice.orderId)
  const billed = order ? (config.billTo?.(order) ?? null) : null
  const base = {
    from: config.from,
    ...recipients(invoice.client, order ? billingAddress(order, config.agents) : invoice.client.email, billed),
    replyTo: config.replyTo,
    messageId: `<payments-${mail.id}@northframe.payments>`,
    date: new Date(mail.receivedAt),
  }
  const hello = `Hello ${billed?.contact.name ?? invoice.client.name},`
  const forMember = billed
    ? [
        `This is for ${billed.member.name}'s order${invoice.address ? ` at ${invoice.address}` : ''}, sent to you as ${billed.team}'s billing contact (${billed.member.name} has a copy).`,
        '',
      ]
    : []
  if (mail.kind === 'invoice') {
    const due = invoice.dueOn === invoice.issuedOn ? 'due on receipt' : `due ${dateText(invoice.dueOn)}`
    return {
      ...base,
      subject: `Invoice ${invoice.number} from ${studio}: ${formatDollars(invoice.totalCents)}`,
      text: [
        hello,
        '',
        ...forMember,
        `Invoice ${invoice.number} of ${dateText(invoice.issuedOn)} is ${formatDollars(invoice.totalCents)} (HST included), ${due}.`,
        ...(depositCents
          ? [`Your deposit of ${formatDollars(depositCents)} is credited on it: ${formatDollars(owingCents)} is owing.`]
          : []),
        '',
        `View and pay it${config.card ? ' (by card or e-transfer)' : ''}: ${page}`,
        `The invoice as a PDF: ${config.origin}/invoice/${token}.pdf`,
        etransfer ? `\nTo pay by ${etransfer}` : '',
        '',
        `Thank you,\n${studio}`,
      ].join('\n'),
    }
  }
  if (mail.kind === 'reminder') {
    if (owingCents === 0) return null
    const days = daysBetween(invoice.dueOn, torontoDay(Date.parse(mail.receivedAt)))
    return {
      ...base,
      subject: `Reminder: invoice ${invoice.number} is past due, ${formatDollars(owingCents)} owing`,
      text: [
        hello,
        '',
        ...forMember,
        `Invoice ${invoice.number} of ${dateText(invoice.issuedOn)} was due ${dateText(invoice.dueOn)}, ${days} days ago, and ${formatDollars(owingCents)} is still owing on it.`,
        '',
        `View and pay it${config.card ? ' (by card or e-transfer)' : ''}: ${page}`,
        `The invoice as a PDF: ${config.origin}/invoice/${token}.pdf`,
        etransfer ? `\nTo pay by ${etransfer}` : '',
        '',
        'If you have paid it in the last few days, thank you, and please ignore this reminder.',
        '',
        `Thank you,\n${studio}`,
      ].join('\n'),
    }
  }
  const payment = data.payments.find((p) => p.id === mail.paymentId)
  if (!payment) return null
  return {
    ...base,
    subject: `Receipt: ${formatDollars(payment.amountCents)} received on invoice ${invoice.number}`,
    text: [
      hello,
      '',
      ...forMember,
      `We received your ${methodNames[payment.method] ?? 'payment'} of ${formatDollars(payment.amountCents)} on ${dateText(payment.receivedOn)} for invoice ${invoice.number}.`,
      owingCents === 0
        ? `The invoice is paid in full: ${page}`
        : `Still owing on the invoice: ${formatDollars(owingCents)}. View and pay it: ${page}`,
      '',
      `Thank you,\n${studio}`,
    ].join('\n'),
  }
}

/**
 * The e-mail's recipients: the invoice's client at their billing address (`billingAddress`), or, where a
 * team's billing contact is billed, the contact at theirs, with the member in copy (the client the invoice
 * names, whose downloads may wait on its payment).
 */
function recipients(client: { name: string }, clientAddress: string, billed: BillTo | null) {
  if (!billed) return { to: { name: client.name, address: clientAddress } }
  const { contact, member } = billed
  const address = (person: { email: string; billingEmail?: string }) => person.billingEmail || person.email
  return {
    to: { name: contact.name, address: address(contact) },
    cc: { name: member.name, address: address(member) },
  }
}

/** The receipt of a deposit paid by card on a booking's order: what was paid, what is left, the rule. */
function depositReceipt(data: PaymentsFile, mail: StoredPaymentMail, config: PaymentsMailConfig) {
  const deposit = data.deposits.find((d) => d.id === mail.paymentId)
  const order = deposit && data.orders.find((o) => o.id === deposit.orderId)
  if (!deposit || !order) return null
  const studio = data.settings.legalName || 'the studio'
  const total = totalsOf(subtotalOf(order.lines)).totalCents
  return {
    from: config.from,
    to: { name: order.client.name, address: order.client.email },
    replyTo: config.replyTo,
    messageId: `<payments-${mail.id}@northframe.payments>`,
    date: new Date(mail.receivedAt),
    subject: `Receipt: your deposit of ${formatDollars(deposit.amountCents)} is received`,
    text: [
      `Hello ${order.client.name},`,
      '',
      `We received your card payment of ${formatDollars(deposit.amountCents)} on ${dateText(deposit.receivedOn)}, the deposit on your booking${order.address ? ` at ${order.address}` : ''}.`,
      `The rest, ${formatDollars(Math.max(0, total - deposit.amountCents))} of ${formatDollars(total)} (HST included), is invoiced when your media is delivered.`,
      '',
      depositRule,
      '',
      `Thank you,\n${studio}`,
    ].join('\n'),
  }
}
