import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { createApp } from './createApp.ts'
import { startAccount } from './account/index.ts'
import { startAuth } from './auth/index.ts'
import { startBackup } from './backup/index.ts'
import { startBooking, syncOrders } from './booking/index.ts'
import { startLeads } from './leads/index.ts'
import { startListings } from './listings/index.ts'
import { startPayments } from './payments/index.ts'
import { startPortfolio } from './portfolio/index.ts'
import { startPublish } from './publish/index.ts'
import { startUploads } from './uploads/index.ts'
import type { ServiceConfig } from './serviceConfig.ts'
import { routesOf } from './shared/lifecycle/Feature.ts'
import { Features } from './shared/lifecycle/Features.ts'
import { listen } from './shared/http/listen.ts'
import { serviceMail } from './shared/mail/serviceMail.ts'
import { dataKey } from './shared/persistence/dataKey.ts'
import { startReviews } from './reviews/index.ts'

export { configFromEnv, deployFromEnv, type ServiceConfig } from './serviceConfig.ts'

/**
 * Starts the service's features over `dataDir`, in order, then listens; returns the server and a stop
 * function (the server closes, then the features stop, last started first). Each store's file is locked
 * first (a lease): a second instance fails at start with a message naming the holder, before it has
 * changed anything, and a feature failing to start stops the ones already started. `onLockLost` hears if
 * a lease is ever lost (the process stalled long enough for another to take over): by default it exits.
 */
export async function startService(
  config: ServiceConfig,
  log: (line: string) => void = console.log,
  onLockLost: (error: Error) => void = (error) => {
    console.error(error.message)
    process.exit(1)
  },
) {
  const { dataDir, leadDelivery: delivery, leadRetryMs: retryBaseMs } = config
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  // The origin of the links in e-mails, known once the service listens when it serves the site itself.
  let ownOrigin = config.publicOrigin ?? `http://${config.host}:${config.port}`
  const publicSite = () => (config.publicOrigin ? config.siteOrigin : ownOrigin)
  const origins = {
    siteOrigin: publicSite,
    adminOrigin: () => ownOrigin,
    manageOrigin: config.publicOrigin ? config.siteOrigin : null,
  }
  const mail = serviceMail(delivery, retryBaseMs)
  const common = { log, onLockLost, retryBaseMs }
  const features = new Features()
  try {
    const portfolio = await features.start(() => startPortfolio(dataDir, { ...common, seedDir: config.seedDir }))
    const inUse = () => portfolio.store.itemsInUse()
    const uploads = await features.start(() => startUploads(portfolio.routes.uploadsDir, inUse, log))
    const auth = await features.start(() => startAuth(dataDir, { ...config, log }))
    const leads = await features.start(() => startLeads(dataDir, delivery, common))
    const publish = await features.start(() => startPublish({ ...config, log, portfolio }))
    const agentMail = mail && { ...mail, siteOrigin: publicSite }
    const listings = await features.start(() =>
      startListings(dataDir, { ...common, publisher: publish.listings, mail: agentMail }),
    )
    const booking = await features.start(() => startBooking(dataDir, delivery, { ...common, ...origins }))
    const payments = await features.start(async () => {
      const linkKey = await dataKey(path.join(dataDir, 'invoice-link.key'))
      return startPayments(dataDir, {
        ...common,
        linkKey,
        stripe: config.stripe,
        clockFile: config.testClockFile,
        delivery,
        origin: origins.adminOrigin,
        agents: listings.store,
      })
    })
    // Bookings whose order the payments store refused before (the booking was kept) get it now.
    await syncOrders(booking.store, payments.store, { log })
    const account = await features.start(() => startAccount(dataDir, { ...common, mail }))
    const reviews = await features.start(() =>
      startReviews(dataDir, {
        ...common,
        sources: { payments: payments.store, listings: listings.store },
        mail,
        origin: origins.adminOrigin,
      }),
    )
    const backup = await features.start(() => startBackup(dataDir, config.backup, { delivery, log }))
    const app = createApp({
      ...routesOf(portfolio, uploads, auth, leads, publish, listings, booking, payments, account, reviews, backup),
      ...{ webDir: config.webDir, publicOrigin: config.publicOrigin, siteOrigin: config.siteOrigin },
      ...{ proxyHops: config.proxyHops, listenHost: config.host, trustedHeader: config.trustedHeader },
      health: () => features.health(),
    })
    const { server, port } = await listen(app, config.host, config.port)
    ownOrigin = config.publicOrigin ?? `http://${config.host}:${port}`
    const from = config.releasesDir ? `published to ${config.releasesDir}` : `from ${config.siteDir}`
    log(`Admin service on ${ownOrigin}/admin (listening on ${config.host}:${port}; public site at /, ${from})`)
    const stop = async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await features.stop()
    }
    return { server, port, stop }
  } catch (error) {
    await features.stop().catch(() => {})
    throw error
  }
}
