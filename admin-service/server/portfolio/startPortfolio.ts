import { cp, mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { exists } from '../../../lib/exists.ts'
import { type Feature, healthy } from '../shared/lifecycle/Feature.ts'
import { PortfolioStore } from './PortfolioStore.ts'

/** First start: the seed store and its uploads, or an empty portfolio when no seed exists yet. */
async function seedInitial(seedDir: string, uploadsDir: string): Promise<unknown> {
  const seedFile = path.join(seedDir, 'portfolio.json')
  if (!(await exists(seedFile))) return undefined
  const seedUploads = path.join(seedDir, 'uploads')
  if (await exists(seedUploads)) await cp(seedUploads, uploadsDir, { recursive: true, force: false })
  return JSON.parse(await readFile(seedFile, 'utf8'))
}

/**
 * Opens the portfolio store (`<data dir>/portfolio.json`, under its lease; seeded from `seedDir` on the
 * first start) beside its uploads folder (`<data dir>/uploads`). `stop` writes what is pending and
 * releases the file.
 */
export async function startPortfolio(
  dataDir: string,
  options: { seedDir: string; onLockLost?: (error: Error) => void },
): Promise<Feature<{ store: PortfolioStore; uploadsDir: string }> & { store: PortfolioStore; storeFile: string }> {
  const uploadsDir = path.join(dataDir, 'uploads')
  await mkdir(uploadsDir, { recursive: true })
  const storeFile = path.join(dataDir, 'portfolio.json')
  const store = await PortfolioStore.open(storeFile, {
    initial: () => seedInitial(options.seedDir, uploadsDir),
    onLockLost: options.onLockLost,
  })
  return {
    name: 'portfolio',
    routes: { store, uploadsDir },
    store,
    storeFile,
    stop: () => store.close(),
    health: () => healthy,
  }
}
