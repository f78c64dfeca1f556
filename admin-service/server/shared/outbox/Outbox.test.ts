import { describe, expect, it } from 'vitest'
import type { OutboxDelivery as Delivery } from '../../../../content/outbox/delivery.ts'
import { Outbox, type OutboxStore } from './Outbox.ts'

type Kind = 'sms' | 'fax' | 'courier'
type Item = { id: string; receivedAt: string; deliveries: Partial<Record<Kind, Delivery>> }

const pending = (): Delivery => ({
  state: 'pending',
  attempts: 0,
  nextAttemptAt: new Date().toISOString(),
  lastError: null,
  doneAt: null,
})

/** A store of something else than leads: the outbox knows only this shape. */
function memoryStore(items: Item[]): OutboxStore<Item, Kind> & { items: Item[] } {
  const listeners = new Set<() => void>()
  return {
    items,
    get outbox() {
      return items
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async setDelivery(id, kind, delivery) {
      const item = items.find((i) => i.id === id)
      if (item) item.deliveries = { ...item.deliveries, [kind]: delivery }
      for (const listener of listeners) listener()
    },
  }
}

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('Outbox (generic)', () => {
  it("takes the kinds an item may hold and the opt-in ones from its caller's options", async () => {
    const store = memoryStore([])
    const outbox = new Outbox(
      store,
      { sms: async () => {}, courier: async () => {} },
      { possibleKinds: ['sms', 'fax', 'courier'], optIn: ['courier'], label: 'Parcel', log: () => {} },
    )
    // New items get every configured channel but the opt-in ones; an opt-in one is there when asked for.
    expect(outbox.kinds).toEqual(['sms'])
    expect(outbox.has('courier')).toBe(true)
    expect(outbox.has('fax')).toBe(false)
    // Without an opt-in list every configured channel is a default.
    const plain = new Outbox(store, { sms: async () => {}, courier: async () => {} }, { possibleKinds: [], label: 'P' })
    expect(plain.kinds).toEqual(['sms', 'courier'])
  })

  it('gives up a pending kind whose channel is gone in its own lane, and delivers the others', async () => {
    const lines: string[] = []
    const sent: string[] = []
    const store = memoryStore([
      { id: 'a', receivedAt: new Date().toISOString(), deliveries: { fax: pending(), courier: pending() } },
    ])
    const outbox = new Outbox(
      store,
      {
        courier: async (item) => {
          sent.push(item.id)
        },
      },
      { possibleKinds: ['sms', 'fax', 'courier'], optIn: ['courier'], label: 'Parcel', log: (l) => lines.push(l) },
    )
    outbox.start()
    await until(() => store.items[0]!.deliveries.fax?.state === 'failed')
    await until(() => store.items[0]!.deliveries.courier?.state === 'sent')
    await outbox.stop()
    expect(store.items[0]!.deliveries.fax).toMatchObject({ state: 'failed', lastError: 'fax is no longer configured' })
    expect(sent).toEqual(['a'])
  })

  it('retries a failing channel under its label without holding back another lane', async () => {
    const lines: string[] = []
    let smsCalls = 0
    let answerFax = () => {}
    const store = memoryStore([
      { id: 'b', receivedAt: new Date().toISOString(), deliveries: { sms: pending(), fax: pending() } },
    ])
    const outbox = new Outbox(
      store,
      {
        sms: async () => {
          smsCalls++
          if (smsCalls < 3) throw new Error('no signal')
        },
        // Does not answer until the end: it must not delay the sms lane.
        fax: () => new Promise<void>((resolve) => (answerFax = resolve)),
      },
      { possibleKinds: ['sms', 'fax'], label: 'Parcel', retryBaseMs: 20, log: (l) => lines.push(l) },
    )
    outbox.start()
    await until(() => store.items[0]!.deliveries.sms?.state === 'sent')
    expect(store.items[0]!.deliveries.sms?.attempts).toBe(3)
    expect(store.items[0]!.deliveries.fax?.state).toBe('pending')
    expect(lines[0]).toMatch(/^Parcel b: sms delivery failed \(attempt 1: no signal\); next try in 0.02 s$/)
    answerFax()
    await outbox.stop()
    expect(store.items[0]!.deliveries.fax?.state).toBe('sent')
  })
})
