import { ListingSitePublisher } from '../../../publisher/ListingSitePublisher.ts'
import { Publisher } from '../../../publisher/Publisher.ts'
import { ReleaseBuilder } from '../../../publisher/ReleaseBuilder.ts'
import { type DeployerOptions, SiteDeployer } from '../../../publisher/deploy/SiteDeployer.ts'
import type { PortfolioStore } from '../portfolio/index.ts'
import { type Feature, type FeatureHealth, healthy } from '../shared/lifecycle/Feature.ts'

type PublishRoutes = { siteDir: string | (() => string | null); publisher?: Publisher; deployer?: SiteDeployer }

/**
 * Publishes the public site from the portfolio store into `releasesDir`: once at start (quick when a base
 * build of the current sources exists, a full build otherwise; on a fresh install a full build without
 * AVIF, then at once a build with it in the background: ReleaseBuilder's `quickFirstPublish`), then after
 * every change, debounced; with
 * `deploy`, each release that goes live (a publish or a rollback) is then deployed there. Without
 * `releasesDir` the fixed `siteDir` is served and nothing is published. `listings` publishes a listing's
 * delivery as a release of its own through the same publisher (one publish at a time).
 */
export async function startPublish(options: {
  releasesDir: string | null
  siteDir: string
  portfolio: { store: PortfolioStore; storeFile: string; routes: { uploadsDir: string } }
  deploy?: DeployerOptions
  log: (line: string) => void
}): Promise<Feature<PublishRoutes> & { listings?: ListingSitePublisher }> {
  const { releasesDir, portfolio, log } = options
  if (!releasesDir)
    return { name: 'publish', routes: { siteDir: options.siteDir }, stop: async () => {}, health: () => healthy }
  const builder = new ReleaseBuilder({
    releasesDir,
    env: { ...process.env, PORTFOLIO_STORE: portfolio.storeFile, UPLOADS_DIR: portfolio.routes.uploadsDir },
    quickFirstPublish: true,
    log,
  })
  const deployer = options.deploy ? new SiteDeployer({ ...options.deploy, log }) : undefined
  const publisher = new Publisher({
    releasesDir,
    build: builder.build,
    log,
    revision: () => portfolio.store.revision,
    onLive: deployer ? (release, siteDir) => deployer.request(release, siteDir) : undefined,
  })
  try {
    await publisher.init()
  } catch (error) {
    builder.close()
    throw error
  }
  portfolio.store.onChange(() => publisher.schedule())
  publisher.schedule()
  const health = (): FeatureHealth =>
    publisher.getStatus().state === 'failed'
      ? { ok: false, problem: 'The last publish of the site failed' }
      : deployer?.getStatus().state === 'failed'
        ? { ok: false, problem: 'The last deploy of the site failed' }
        : healthy
  return {
    name: 'publish',
    routes: { siteDir: () => publisher.siteDir, publisher, deployer },
    listings: new ListingSitePublisher(publisher, builder),
    stop: async () => {
      await publisher.stop()
      await deployer?.whenIdle()
      builder.close()
    },
    health,
  }
}
