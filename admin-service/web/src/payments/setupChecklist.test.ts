import { describe, expect, it } from 'vitest'
import { defaultPaymentSettings } from '../../../../content/payments/requests.ts'
import { setupItems } from './setupChecklist.ts'

const sizes = [
  { id: 'condo', label: 'Condo' },
  { id: 'house', label: 'House' },
]
const service = (prices: Record<string, number>) => ({ id: 'photography', durations: {}, bufferMinutes: 0, prices })
const settings = { ...defaultPaymentSettings(), cardPayments: false }
const done = (items: ReturnType<typeof setupItems>) => items.filter((i) => i.done).map((i) => i.key)

describe('the set-up checklist', () => {
  it('lists everything on a fresh install', () => {
    expect(done(setupItems({ sizes, services: [service({})], addOns: [] }, settings))).toEqual([])
  })

  it('counts prices set only when every service has one for every size', () => {
    expect(done(setupItems({ sizes, services: [service({ condo: 24900 })], addOns: [] }, settings))).toEqual([])
    expect(done(setupItems({ sizes, services: [service({ condo: 24900, house: 0 })], addOns: [] }, settings))).toEqual([
      'prices',
    ])
  })

  it('needs both the legal name and the HST number, the e-transfer address and the card keys', () => {
    const some = { ...settings, legalName: 'North Frame Media Inc.', etransferEmail: 'pay@northframe.example' }
    const items = setupItems({ sizes, services: [], addOns: [] }, some)
    expect(done(items)).toEqual(['etransfer'])
    expect(items.find((i) => i.key === 'hst')!.target).toEqual({ field: 'payments-hst-number' })
    const all = { ...some, hstNumber: '123456789 RT0001', cardPayments: true }
    expect(done(setupItems({ sizes, services: [service({ condo: 1, house: 2 })], addOns: [] }, all))).toEqual([
      'prices',
      'hst',
      'etransfer',
      'card',
    ])
  })
})
