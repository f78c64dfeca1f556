import { CURRENCY, formatDollars, HST_PERCENT } from '../../../content/payments/money.ts'
import type { InvoiceView } from './paymentsView.ts'

/**
 * The invoice as a PDF (pdfkit, its built-in Helvetica): the same facts as the invoice page, for the
 * client's records and the accountant's. pdfkit (about 25 MiB of a process's memory) loads with the first
 * invoice PDF asked for, not with the service.
 */
export async function invoicePdf(invoice: InvoiceView): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: `Invoice ${invoice.number}` } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const { seller } = invoice
  const right = { width: 100, align: 'right' as const }
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 56, y, { width: 380 })
    doc.text(amount, 456, y, right)
    doc.moveDown(0.3)
  }

  doc.font('Helvetica-Bold').fontSize(18).text(`Invoice ${invoice.number}`)
  if (invoice.status === 'void') doc.fillColor('#b00020').text('VOID').fillColor('black')
  doc
    .moveDown(0.5)
    .fontSize(11)
    .font('Helvetica-Bold')
    .text(seller.legalName || 'The studio')
  doc.font('Helvetica').text(`GST/HST registration number: ${seller.hstNumber || 'not registered'}`)
  doc.moveDown()
  doc.text(`Invoice date: ${invoice.issuedOn}`)
  doc.text(`Due: ${invoice.dueOn}`)
  doc.text(`Billed to: ${invoice.client.name}`)
  if (invoice.address) doc.text(invoice.address)
  doc.moveDown()
  row('Description', 'Amount', true)
  for (const line of invoice.lines) {
    const amount = `${line.discount ? '-' : ''}${formatDollars(line.amountCents * line.quantity)}`
    row(line.quantity > 1 ? `${line.description} (x ${line.quantity})` : line.description, amount)
  }
  doc.moveDown(0.5)
  row('Subtotal', formatDollars(invoice.subtotalCents))
  row(`HST ${HST_PERCENT}% (Ontario)`, formatDollars(invoice.taxCents))
  row(`Total (${CURRENCY})`, formatDollars(invoice.totalCents), true)
  for (const note of invoice.creditNotes) row(`Credit note ${note.number}`, `-${formatDollars(note.totalCents)}`)
  for (const deposit of invoice.deposits)
    row(`Deposit received ${deposit.receivedOn} (${deposit.method})`, `-${formatDollars(deposit.amountCents)}`)
  for (const payment of invoice.payments)
    row(`Payment received ${payment.receivedOn} (${payment.method})`, `-${formatDollars(payment.amountCents)}`)
  row('Amount owing', formatDollars(invoice.owingCents), true)
  if (invoice.status === 'open' && seller.etransferEmail) {
    doc.moveDown()
    doc
      .font('Helvetica')
      .text(`Pay by Interac e-Transfer to ${seller.etransferEmail} with ${invoice.number} as the message.`, 56, doc.y)
  }
  doc.end()
  return done
}
