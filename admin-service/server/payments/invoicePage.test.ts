import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import axe from 'axe-core'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { testApp } from '../../../tests/support/testApp.ts'
import { InvoiceLinks } from './invoiceLinks.ts'
import { PaymentsStore } from './PaymentsStore.ts'

const run = promisify(execFile)

/** An app with one invoice of $348.00 + $45.24 HST (one payment of $100 recorded), and its client link. */
async function withInvoice() {
  const store = PaymentsStore.inMemory()
  const links = new InvoiceLinks(Buffer.alloc(32, 9))
  await store.setSettings({
    legalName: 'North Frame Media Inc.',
    hstNumber: '123456789 RT0001',
    etransferEmail: 'pay@northframe.example',
  })
  const order = await store.createOrder({
    client: { name: 'Avery <Agent>', email: 'avery@example.com' },
    address: '12 King St W, Toronto',
    lines: [
      { description: 'Photography, condo', amountCents: 24900 },
      { description: 'Floor plan', amountCents: 9900 },
    ],
  })
  const invoice = await store.issueInvoice(order.id)
  await store.recordPayment(invoice.id, { amountCents: 10000, method: 'etransfer', receivedOn: '2026-11-29' })
  const app = await testApp({ payments: { store, links } })
  return { ...app, invoice, token: links.tokenOf(invoice.id) }
}

describe('the client invoice', () => {
  it('is a printable, unindexed page reached by its signed link only', async () => {
    const { request, invoice, token } = await withInvoice()
    const res = await request().get(`/invoice/${token}/`)
    expect(res.status).toBe(200)
    expect(res.headers['x-robots-tag']).toBe('noindex')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/)
    const { document } = new JSDOM(res.text).window
    expect(document.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex')
    // The text as read, a space between elements.
    const text = new JSDOM(res.text.replaceAll('<', ' <')).window.document.body.textContent!.replace(/\s+/g, ' ')
    for (const fact of [
      `Invoice ${invoice.number}`,
      'North Frame Media Inc.',
      'GST/HST registration number: 123456789 RT0001',
      'Billed to Avery <Agent> 12 King St W, Toronto',
      'Photography, condo',
      'Subtotal $348.00',
      'HST (13%, Ontario) $45.24',
      'Total (CAD) $393.24',
      'Amount owing: $293.24',
      `Interac e-Transfer to pay@northframe.example , with ${invoice.number} as the message`,
    ])
      expect(text).toContain(fact)
    // No card button without Stripe; the PDF link is the same token's.
    expect(document.querySelector('form')).toBeNull()
    expect(document.querySelector('a')?.getAttribute('href')).toBe(`/invoice/${token}.pdf`)

    expect((await request().get(`/invoice/${token}`)).headers.location).toBe(`/invoice/${token}/`)
    // A token altered by one character, another invoice's id with this MAC, or junk: 404.
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    for (const bad of [altered, `AAAAAAAAAAAAAAAA${token.slice(16)}`, 'x', `${token}x`])
      expect((await request().get(`/invoice/${bad}/`)).status, bad).toBe(404)
    expect((await request().get(`/invoice/${altered}.pdf`)).status).toBe(404)
  })

  it('has nothing axe finds', async () => {
    const { request, token } = await withInvoice()
    const { window } = new JSDOM((await request().get(`/invoice/${token}/`)).text, { runScripts: 'outside-only' })
    window.eval(axe.source)
    const results = await (window as unknown as { axe: typeof axe }).axe.run(window.document, {
      // jsdom lays nothing out, so colours cannot be measured here.
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
  })

  it('is a PDF with the number, the HST number, 13 % HST and the total (read back by pdftotext)', async () => {
    const { request, invoice, token } = await withInvoice()
    const res = await request()
      .get(`/invoice/${token}.pdf`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = []
        response.on('data', (c: Buffer) => chunks.push(c))
        response.on('end', () => done(null, Buffer.concat(chunks)))
      })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const dir = await mkdtemp(path.join(os.tmpdir(), 'invoice-pdf-'))
    try {
      const file = path.join(dir, 'invoice.pdf')
      await writeFile(file, res.body as Buffer)
      const { stdout } = await run(process.env.PDFTOTEXT_PATH ?? 'pdftotext', ['-layout', file, '-'])
      const text = stdout.replace(/[ \t]+/g, ' ')
      expect(text).toContain(`Invoice ${invoice.number}`)
      expect(text).toContain('GST/HST registration number: 123456789 RT0001')
      expect(text).toMatch(/HST 13% \(Ontario\) \$45\.24/)
      expect(text).toMatch(/Total \(CAD\) \$393\.24/)
      expect(text).toMatch(/Amount owing \$293\.24/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
