import { createHash } from 'node:crypto'
import { CURRENCY, formatDollars, HST_PERCENT } from '../../../content/payments/money.ts'
import type { InvoiceView } from './paymentsView.ts'
import { escapeHtml } from '../../../lib/escape.ts'
import { dayText } from '../../shared/torontoDate.ts'

const STYLE = `body{font-family:system-ui,sans-serif;color:#1a1a1a;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{padding:.4rem .5rem;border-bottom:1px solid #ccc;text-align:left}
td.amount,th.amount{text-align:right;font-variant-numeric:tabular-nums}tfoot th{font-weight:600}
.owing{font-size:1.25rem;font-weight:700}.pay{border:1px solid #1a1a1a;padding:1rem;margin:1.5rem 0}
a{color:#0b4f8a}.status{font-weight:700}
@media print{a[href$=".pdf"],.pay form{display:none}body{margin:0}}`

/**
 * The page's Content-Security-Policy: nothing but its own style, no script at all; its one form (pay by
 * card) posts here and is sent on to Stripe's hosted Checkout page. `connect-src 'self'` lets a crawler's
 * tools read this origin's robots.txt from the page (Lighthouse does); with no script it allows nothing else.
 */
export const invoicePageCsp =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "connect-src 'self'; form-action 'self' https://checkout.stripe.com; frame-ancestors 'none'; base-uri 'none'"

/** A calendar day as people read it: "November 29, 2026". */
export const dateText = dayText

/**
 * The client's invoice (`/invoice/{token}/`): everything the CRA asks of an invoice of $150 or more (the
 * studio's legal name and GST/HST number, the date, the client, each service with its amount, the HST
 * rate and amount, the total), what is paid (the booking's deposit first) and owing, and how to pay: by e-transfer to the studio's
 * address with the invoice number as the message, or by card where card payments are set up (back from
 * Stripe's page, `cardReturned`, while its webhook is on the way: that the payment is being confirmed).
 * Printable; no script.
 */
export function invoicePage(
  invoice: InvoiceView,
  options: { pdfHref: string; checkoutAction: string | null; cardReturned?: boolean },
): string {
  const e = escapeHtml
  const lines = invoice.lines
    .map(
      (l) =>
        `<tr><td>${e(l.description)}</td><td class="amount">${l.quantity}</td>` +
        `<td class="amount">${l.discount ? '-' : ''}${formatDollars(l.amountCents * l.quantity)}</td></tr>`,
    )
    .join('\n')
  const credits = invoice.creditNotes
    .map((c) => `<li>Credit note ${e(c.number)} of ${dateText(c.issuedOn)}: ${formatDollars(c.totalCents)}</li>`)
    .join('')
  const payments = [
    ...invoice.deposits.map(
      (d) => `<li>Deposit of ${formatDollars(d.amountCents)} received ${dateText(d.receivedOn)} (${e(d.method)})</li>`,
    ),
    ...invoice.payments.map(
      (p) => `<li>${formatDollars(p.amountCents)} received ${dateText(p.receivedOn)} (${e(p.method)})</li>`,
    ),
  ].join('')
  const seller = invoice.seller
  const pay =
    invoice.status !== 'open'
      ? ''
      : `<section class="pay" aria-labelledby="pay-heading"><h2 id="pay-heading">How to pay ${formatDollars(invoice.owingCents)}</h2>
${
  options.cardReturned
    ? '<p role="status">Thank you: your card payment is being confirmed. Reload this page in a moment to see it as paid.</p>'
    : ''
}
${
  seller.etransferEmail
    ? `<p><strong>Interac e-Transfer</strong> to <strong>${e(seller.etransferEmail)}</strong>, with <strong>${e(invoice.number)}</strong> as the message.</p>`
    : ''
}
${
  options.checkoutAction
    ? `<form method="post" action="${e(options.checkoutAction)}"><button type="submit">Pay ${formatDollars(invoice.owingCents)} by card</button></form>`
    : ''
}
<p>Cheque payable to ${e(seller.legalName || 'the studio')}, with the invoice number on it.</p></section>`
  const status =
    invoice.status === 'void' ? 'Void' : invoice.status === 'paid' ? 'Paid' : `Due ${dateText(invoice.dueOn)}`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">
<meta name="description" content="Invoice ${e(invoice.number)} from ${e(seller.legalName || 'the studio')} to ${e(invoice.client.name)}, ${formatDollars(invoice.totalCents)}. ${status}.">
<title>Invoice ${e(invoice.number)} - ${e(seller.legalName)}</title><style>${STYLE}</style></head>
<body><main>
<h1>Invoice ${e(invoice.number)}</h1>
<p class="status">${status}</p>
<p><strong>${e(seller.legalName)}</strong><br>GST/HST registration number: ${e(seller.hstNumber || 'not registered')}</p>
<dl><dt>Invoice date</dt><dd>${dateText(invoice.issuedOn)}</dd><dt>Due</dt><dd>${dateText(invoice.dueOn)}</dd>
<dt>Billed to</dt><dd>${e(invoice.client.name)}${invoice.address ? `<br>${e(invoice.address)}` : ''}</dd></dl>
<table><caption>Services</caption><thead><tr><th scope="col">Description</th><th scope="col" class="amount">Quantity</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${lines}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Subtotal</th><td class="amount">${formatDollars(invoice.subtotalCents)}</td></tr>
<tr><th scope="row" colspan="2">HST (${HST_PERCENT}%, Ontario)</th><td class="amount">${formatDollars(invoice.taxCents)}</td></tr>
<tr><th scope="row" colspan="2">Total (${CURRENCY})</th><td class="amount">${formatDollars(invoice.totalCents)}</td></tr></tfoot></table>
${credits ? `<h2>Credit notes</h2><ul>${credits}</ul>` : ''}
${payments ? `<h2>Payments</h2><ul>${payments}</ul>` : ''}
<p class="owing">Amount owing: ${formatDollars(invoice.owingCents)}</p>
${pay}
<p><a href="${e(options.pdfHref)}">Download this invoice as a PDF</a></p>
</main></body></html>
`
}
