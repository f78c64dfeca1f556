import { describe, expect, it } from 'vitest'
import type { Feature } from './Feature.ts'
import { Features } from './Features.ts'

/** A feature that records its stop in `stops` and reports `problem` when given. */
function feature(name: string, stops: string[], options: { problem?: string; stopsAfterOthers?: boolean } = {}) {
  return async (): Promise<Feature<object>> => ({
    name,
    routes: {},
    stopsAfterOthers: options.stopsAfterOthers,
    stop: async () => void stops.push(name),
    health: () => (options.problem ? { ok: false, problem: options.problem } : { ok: true }),
  })
}

describe('Features', () => {
  it('stops the started features, last first, when one fails to start, and passes its error on', async () => {
    const stops: string[] = []
    const features = new Features()
    await features.start(feature('a', stops))
    await features.start(feature('b', stops))
    await expect(features.start(() => Promise.reject(new Error('c is broken')))).rejects.toThrow('c is broken')
    expect(stops).toEqual(['b', 'a'])
  })

  it('stops last started first, a feature that stops after the others last, and every one when one fails', async () => {
    const stops: string[] = []
    const features = new Features()
    await features.start(feature('store', stops))
    await features.start(feature('backup', stops, { stopsAfterOthers: true }))
    await features.start(async () => ({
      ...(await feature('mail', stops)()),
      stop: () => Promise.reject(new Error('x')),
    }))
    await features.start(feature('leads', stops))
    await expect(features.stop()).rejects.toThrow('Some features did not stop cleanly')
    expect(stops).toEqual(['leads', 'store', 'backup'])
  })

  it('is healthy when every feature is, and names what is wrong otherwise', async () => {
    const features = new Features()
    await features.start(feature('leads', []))
    expect(features.health()).toEqual({ ok: true, features: { leads: { ok: true } } })
    await features.start(feature('backup', [], { problem: 'The last backup of the data failed' }))
    expect(features.health()).toEqual({
      ok: false,
      features: { leads: { ok: true }, backup: { ok: false, problem: 'The last backup of the data failed' } },
    })
  })
})
