import type { SendMailOptions } from 'nodemailer'
import { depositRule } from '../../../content/payments/depositRule.ts'
import { formatDollars, totalsOf } from '../../../content/payments/money.ts'
import { subtotalOf } from '../../../content/payments/requests.ts'
import { dateText } from './invoicePage.ts'
import { type AgentTerms, billingAddress } from './orderTerms.ts'
import type { PaymentsFile, StoredInvoice, StoredPaymentMail } from './paymentsFile.ts'
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
  const base = {
    from: config.from,
    to: { name: invoice.client.name, address: invoiceAddress(data, invoice, config.agents) },
    replyTo: config.replyTo,
    messageId: `<payments-${mail.id}@northframe.payments>`,
    date: new Date(mail.receivedAt),
  }
  if (mail.kind === 'invoice') {
    const due = invoice.dueOn === invoice.issuedOn ? 'due on receipt' : `due ${dateText(invoice.dueOn)}`
    return {
      ...base,
      subject: `Invoice ${invoice.number} from ${studio}: ${formatDollars(invoice.totalCents)}`,
      text: [
        `Hello ${invoice.client.name},`,
        '',
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
        `Hello ${invoice.client.name},`,
        '',
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
      `Hello ${invoice.client.name},`,
      '',
      `We received your ${methodNames[payment.method] ?? 'payment'} of ${formatDollars(payment.amountCents)} on ${dateText(payment.receivedOn)} for invoice ${invoice.number}.`,
      owingCents === 0
        ? `The invoice is paid in full: ${page}`
        : `Still owing on the invoice: ${formatDollars(owingCents)}. View and pay it: ${page}`,
      '',
      `Thank you,\n${studio}`,
    ].join('\n'),
  }
}

/** Where an invoice's e-mails go: its order's billing address, else the client's e-mail printed on it. */
function invoiceAddress(data: PaymentsFile, invoice: StoredInvoice, agents: AgentTerms | undefined) {
  const order = data.orders.find((o) => o.id === invoice.orderId)
  return order ? billingAddress(order, agents) : invoice.client.email
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
