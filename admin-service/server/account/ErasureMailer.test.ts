import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { agentFields } from '../../../tests/support/accountApp.ts'
import { startSmtpServer } from '../../../tests/support/smtpServer.ts'
import { BookingStore } from '../booking/index.ts'
import { LeadStore } from '../leads/index.ts'
import { ListingStore } from '../listings/ListingStore.ts'
import { InvoiceLinks, PaymentsStore } from '../payments/index.ts'
import { mailTransport } from '../shared/mail/mailTransport.ts'
import { confirmDeletion } from './agentDeletion.ts'
import { startAccount } from './startAccount.ts'

describe('the e-mail telling an agent their data was erased', () => {
  it('is sent by the service started again after it stopped before delivering it (a real SMTP server)', async () => {
    const smtp = await startSmtpServer()
    // The mail server is down while the owner confirms: the first attempt fails and is retried in an hour.
    await smtp.stop()
    const transport = mailTransport(smtp.url)
    const mail = {
      send: (message: Parameters<typeof transport.sendMail>[0]) => transport.sendMail(message),
      from: 'studio@example.com',
      owner: 'owner@example.com',
      retryBaseMs: 3_600_000,
    }
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'accounts-'))
    const log = () => {}
    const listings = ListingStore.inMemory()
    const dana = await listings.addAgent(agentFields('Dana Agent', 'dana@example.com'))
    const sources = {
      listings,
      bookings: BookingStore.inMemory(),
      payments: { store: PaymentsStore.inMemory(), links: new InvoiceLinks(randomBytes(32)) },
      leads: LeadStore.inMemory(),
    }

    const first = await startAccount(dataDir, { log, mail })
    const request = await first.store.requestDeletion(dana.id)
    await confirmDeletion({ store: first.store, sources }, request.id)
    await vi.waitFor(() => expect(first.store.outbox[0]?.deliveries.email.attempts).toBe(1), { timeout: 10_000 })
    await first.stop()
    expect(smtp.received).toEqual([])
    const onDisk = JSON.parse(await readFile(path.join(dataDir, 'accounts.json'), 'utf8'))
    expect(onDisk.erasureMails).toEqual([
      expect.objectContaining({
        to: 'dana@example.com',
        name: 'Dana Agent',
        deliveries: { email: expect.objectContaining({ state: 'pending' }) },
      }),
    ])

    await smtp.start()
    const second = await startAccount(dataDir, { log, mail })
    try {
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 })
      const [told] = smtp.received
      expect(told!.to).toEqual(['dana@example.com'])
      expect(told!.subject).toBe('Your data at Northframe Media is erased')
      expect(told!.text).toMatch(/^Hello Dana Agent,/)
      expect(told!.text).toMatch(/six years from the end of the tax year/)
      // Sent, it leaves the file, with the last copy of her address there.
      await vi.waitFor(() => expect(second.store.outbox).toEqual([]))
      expect(JSON.stringify(second.store.data)).not.toContain('dana@example.com')
    } finally {
      await second.stop()
      await smtp.stop()
      transport.close()
    }
  })
})
