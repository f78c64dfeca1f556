import type { Feature, FeatureHealth } from './Feature.ts'

/** What `/api/health` answers: every feature's health, ok when all are. */
export type ServiceHealth = { ok: boolean; features: Record<string, FeatureHealth> }

/**
 * The service's features, started one after the other. When a start fails, the features already started
 * stop, last started first, and the start's error goes on: nothing is left holding a file's lease or a
 * timer. `stop()` stops them all in that order (but those that stop after the others); `health()` gathers
 * each one's.
 */
export class Features {
  readonly #started: Feature<object>[] = []

  async start<F extends Feature<object>>(starting: () => Promise<F>): Promise<F> {
    try {
      const feature = await starting()
      this.#started.push(feature)
      return feature
    } catch (error) {
      // The start's error is the one that explains what happened; a stop failing after it adds nothing.
      await this.stop().catch(() => {})
      throw error
    }
  }

  /** Stops every started feature, last started first; one failing to stop does not keep the others running. */
  async stop(): Promise<void> {
    const errors: unknown[] = []
    const started = this.#started.splice(0).reverse()
    const order = [...started.filter((f) => !f.stopsAfterOthers), ...started.filter((f) => f.stopsAfterOthers)]
    for (const feature of order) await feature.stop().catch((error: unknown) => errors.push(error))
    if (errors.length) throw new AggregateError(errors, 'Some features did not stop cleanly')
  }

  health(): ServiceHealth {
    const features = Object.fromEntries(this.#started.map((feature) => [feature.name, feature.health()]))
    return { ok: Object.values(features).every((health) => health.ok), features }
  }
}
