import type { PortfolioItem } from '../../../content/portfolio/store.ts'
import { type Feature, type FeatureHealth, healthy } from '../shared/lifecycle/Feature.ts'
import { whenUploadsSettled } from './processUpload.ts'
import { sweepUploads } from './sweepUploads.ts'

/** How often uploads no item references any more are looked for (and removed after their grace period). */
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000

/**
 * Sweeps `uploadsDir` of the uploads no item uses (`inUse`) now and every six hours. `stop` ends the
 * sweeps and waits for the uploads being processed; health is the last sweep's.
 */
export function startUploads(
  uploadsDir: string,
  inUse: () => Iterable<PortfolioItem>,
  log: (line: string) => void,
): Promise<Feature<object>> {
  let health: FeatureHealth = healthy
  const sweep = () =>
    sweepUploads(uploadsDir, inUse()).then(
      (removed) => {
        health = healthy
        if (removed.length) log(`Removed ${removed.length} uploads no item uses any more`)
      },
      (error: Error) => {
        health = { ok: false, problem: 'Sweeping unused uploads failed' }
        log(`Sweeping unused uploads failed: ${error.message}`)
      },
    )
  void sweep()
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS).unref()
  return Promise.resolve({
    name: 'uploads',
    routes: {},
    stop: async () => {
      clearInterval(sweeper)
      await whenUploadsSettled()
    },
    health: () => health,
  })
}
