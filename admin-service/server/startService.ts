import { randomBytes } from 'node:crypto'
import { cp, mkdir, readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../../generator/index.ts'
import { parseTarget } from '../../publisher/deploy/bucket.ts'
import { SiteDeployer, type DeployerOptions } from '../../publisher/deploy/SiteDeployer.ts'
import type { SendMailOptions } from 'nodemailer'
import { mailTransport } from './shared/mail/mailTransport.ts'
import { ListingSitePublisher } from '../../publisher/ListingSitePublisher.ts'
import { Publisher } from '../../publisher/Publisher.ts'
import { ReleaseBuilder } from '../../publisher/ReleaseBuilder.ts'
import { PortfolioStore } from './portfolio/index.ts'
import { atomicWrite } from '../../lib/atomicWrite.ts'
import { confirmFirstRun, ensureOwnerAccount, SessionStore } from './auth/index.ts'
import { backupAlertByMail, backupFromEnv, BackupScheduler, type BackupSettings } from './backup/index.ts'
import { createApp } from './createApp.ts'
import { type LeadDeliveryConfig, leadDeliveryFromEnv, startLeads } from './leads/index.ts'
import { startBooking, syncOrders } from './booking/index.ts'
import { startListings } from './listings/index.ts'
import { startPayments, stripeFromEnv, testClockFileFromEnv, type StripeSettings } from './payments/index.ts'
import { startAccount } from './account/index.ts'
import { sweepUploads, whenUploadsSettled } from './uploads/index.ts'
import { exists } from '../../lib/exists.ts'

/** How often uploads no item references any more are looked for (and removed after their grace period). */
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000

const serviceRoot = path.resolve(fileURLToPath(import.meta.url), '../..')
const projectRoot = path.resolve(serviceRoot, '..')

export type ServiceConfig = {
  port: number
  host: string
  dataDir: string
  /**
   * Where publishes go (`<releasesDir>/<release>/client`, the live one linked as `current`), or null to
   * serve a fixed `siteDir` and never publish.
   */
  releasesDir: string | null
  siteDir: string
  webDir: string
  seedDir: string
  password?: string
  name?: string
  /** ADMIN_PUBLIC_ORIGIN: see AppOptions.publicOrigin. */
  publicOrigin?: string
  /** SITE_ORIGIN, the one the build uses: see AppOptions.siteOrigin. */
  siteOrigin: string
  proxyHops?: number
  trustedHeader?: string
  /** Where quote requests are sent (SMTP, webhook); see admin-service/README.md. */
  leadDelivery: LeadDeliveryConfig
  /** ADMIN_DEPLOY_*: where each release that goes live is deployed, or undefined to keep releases local. */
  deploy?: DeployerOptions
  /** ADMIN_BACKUP_*: continuous backups of the data folder, or undefined when off. */
  backup?: BackupSettings
  /** First retry of a failed lead delivery (doubling up to 15 min); `LEADS_RETRY_MS`, default 5 s. */
  leadRetryMs?: number
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: card payments, or undefined when off. */
  stripe?: StripeSettings
  /** ADMIN_TEST_CLOCK_FILE: the payments clock of an end-to-end test (payments/testClock.ts). */
  testClockFile?: string
}

/** A whole number from `min` (to `max` when given), or a readable error naming the variable. */
function wholeNumber(value: string, name: string, min: number, max?: number): number {
  const number = Number(value)
  if (value.trim() === '' || !Number.isInteger(number) || number < min || (max !== undefined && number > max)) {
    const range = max === undefined ? `${min} or more` : `from ${min} to ${max}`
    throw new Error(`${name} must be a whole number ${range}, got "${value}"`)
  }
  return number
}

/** The origin of a service without a public one: its own address (loopback for a wildcard address). */
function localOrigin(host: string, port: number): string {
  const address = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`
}

/** Reads the service configuration from the environment (README lists every variable). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const fromRoot = (value: string | undefined, fallback: string) => path.resolve(projectRoot, value || fallback)
  const { siteOrigin } = loadConfig(env).public
  const port = env.ADMIN_PORT ? wholeNumber(env.ADMIN_PORT, 'ADMIN_PORT', 0, 65_535) : 4174
  const host = env.ADMIN_HOST || '127.0.0.1'
  const proxyHops = env.ADMIN_PROXY_HOPS ? wholeNumber(env.ADMIN_PROXY_HOPS, 'ADMIN_PROXY_HOPS', 0, 16) : undefined
  // Without a public origin no proxy is trusted, so every visitor behind one would share one rate limit.
  if (proxyHops && !env.ADMIN_PUBLIC_ORIGIN) {
    throw new Error(
      `ADMIN_PROXY_HOPS=${proxyHops} needs ADMIN_PUBLIC_ORIGIN (the origin the proxy serves, e.g. https://admin.example.com): ` +
        'without it no proxy is trusted and every visitor would count as the proxy',
    )
  }
  const deploy = deployFromEnv(env)
  return {
    port,
    host,
    dataDir: fromRoot(env.ADMIN_DATA_DIR, 'admin-service/data'),
    // Setting SITE_DIR (or ADMIN_PUBLISH=off) serves a site built elsewhere instead of publishing.
    releasesDir: env.SITE_DIR || env.ADMIN_PUBLISH === 'off' ? null : fromRoot(env.ADMIN_RELEASES_DIR, 'dist/releases'),
    siteDir: fromRoot(env.SITE_DIR, 'dist/client'),
    webDir: fromRoot(env.ADMIN_WEB_DIR, 'admin-service/dist-web'),
    seedDir: fromRoot(env.ADMIN_SEED_DIR, 'admin-service/seed'),
    password: env.ADMIN_PASSWORD || undefined,
    name: env.ADMIN_NAME || undefined,
    publicOrigin: env.ADMIN_PUBLIC_ORIGIN || undefined,
    proxyHops,
    trustedHeader: env.ADMIN_TRUSTED_HEADER || undefined,
    siteOrigin,
    // The inbox link in the owner's e-mail: where the owner opens /admin (never the public site's host).
    leadDelivery: leadDeliveryFromEnv(env, env.ADMIN_PUBLIC_ORIGIN || localOrigin(host, port)),
    leadRetryMs: env.LEADS_RETRY_MS ? wholeNumber(env.LEADS_RETRY_MS, 'LEADS_RETRY_MS', 1) : undefined,
    deploy,
    backup: backupFromEnv(env, deploy?.target),
    stripe: stripeFromEnv(env),
    testClockFile: testClockFileFromEnv(env),
  }
}

/** A number of 0 or more (fractions allowed), or a readable error naming the variable. */
function nonNegativeNumber(value: string, name: string): number {
  const number = Number(value)
  if (value.trim() === '' || !Number.isFinite(number) || number < 0)
    throw new Error(`${name} must be a number, 0 or more, got "${value}"`)
  return number
}

/** An http(s) URL, or a readable error naming the variable. */
function httpUrl(value: string, name: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`${name} must be an http(s) URL, got "${value}"`)
  return value
}

/**
 * ADMIN_DEPLOY_TARGET and its settings (README "Deploy"), or undefined when no target is set (the other
 * settings are then ignored); throws an error naming the variable for a malformed one.
 */
export function deployFromEnv(env: NodeJS.ProcessEnv): DeployerOptions | undefined {
  const given = (name: string) => env[name] || undefined
  if (!env.ADMIN_DEPLOY_TARGET) return undefined
  const endpoint = given('ADMIN_DEPLOY_ENDPOINT')
  const purgeUrl = given('ADMIN_DEPLOY_PURGE_URL')
  if (purgeUrl && !env.SITE_ORIGIN)
    throw new Error('ADMIN_DEPLOY_PURGE_URL needs SITE_ORIGIN, to name the pages it purges')
  const grace = given('ADMIN_DEPLOY_GRACE_HOURS')
  const target = parseTarget(
    env.ADMIN_DEPLOY_TARGET,
    { endpoint: endpoint && httpUrl(endpoint, 'ADMIN_DEPLOY_ENDPOINT'), region: given('ADMIN_DEPLOY_REGION') },
    'ADMIN_DEPLOY_TARGET',
  )
  return {
    target,
    graceMs: grace === undefined ? undefined : nonNegativeNumber(grace, 'ADMIN_DEPLOY_GRACE_HOURS') * 3_600_000,
    purge:
      purgeUrl || given('ADMIN_DEPLOY_CLOUDFRONT_ID')
        ? {
            url: purgeUrl && httpUrl(purgeUrl, 'ADMIN_DEPLOY_PURGE_URL'),
            token: given('ADMIN_DEPLOY_PURGE_TOKEN'),
            siteOrigin: env.SITE_ORIGIN || undefined,
            cloudFrontDistribution: given('ADMIN_DEPLOY_CLOUDFRONT_ID'),
          }
        : undefined,
  }
}

/** First start: the seed store and its uploads, or an empty portfolio when no seed exists yet. */
async function seedInitial(config: ServiceConfig, uploadsDir: string): Promise<unknown> {
  const seedFile = path.join(config.seedDir, 'portfolio.json')
  if (!(await exists(seedFile))) return undefined
  const seedUploads = path.join(config.seedDir, 'uploads')
  if (await exists(seedUploads)) await cp(seedUploads, uploadsDir, { recursive: true, force: false })
  return JSON.parse(await readFile(seedFile, 'utf8'))
}

/**
 * Publishes the public site from the store: once at start (quick when a base build of the current
 * sources exists, a full build otherwise), then after every change, debounced; with a deploy target,
 * each release that goes live (a publish or a rollback) is then deployed there.
 */
async function startPublishing(
  releasesDir: string,
  store: PortfolioStore,
  storeFile: string,
  uploadsDir: string,
  deploy: DeployerOptions | undefined,
  log: (line: string) => void,
) {
  const builder = new ReleaseBuilder({
    releasesDir,
    env: { ...process.env, PORTFOLIO_STORE: storeFile, UPLOADS_DIR: uploadsDir },
    log,
  })
  const deployer = deploy ? new SiteDeployer({ ...deploy, log }) : undefined
  const publisher = new Publisher({
    releasesDir,
    build: builder.build,
    log,
    revision: () => store.revision,
    onLive: deployer ? (release, siteDir) => deployer.request(release, siteDir) : undefined,
  })
  await publisher.init()
  store.onChange(() => publisher.schedule())
  publisher.schedule()
  return { builder, publisher, deployer }
}

/**
 * The agents' delivery e-mails, through the quote requests' mail server and sender; none without SMTP_URL.
 * Their links go to `siteOrigin()`, the public site as every e-mail of the service names it.
 */
function agentMailOf(config: ServiceConfig, siteOrigin: () => string) {
  const { smtpUrl, notifyTo, mailFrom } = config.leadDelivery
  if (!smtpUrl || !notifyTo) return undefined
  const transport = mailTransport(smtpUrl)
  return {
    send: (mail: SendMailOptions) => transport.sendMail(mail),
    from: mailFrom ?? notifyTo,
    replyTo: notifyTo,
    siteOrigin,
    retryBaseMs: config.leadRetryMs,
  }
}

/** A secret of the data directory (created once): the device cookies' and the invoice links' HMAC keys. */
async function deviceKey(file: string): Promise<Buffer> {
  const existing = await readFile(file).catch(() => null)
  if (existing?.length === 32) return existing
  const key = randomBytes(32)
  await atomicWrite(file, key)
  return key
}

/**
 * Opens the store and owner account in `dataDir`, then listens. Returns the server and a stop function.
 * The data directory and the releases folder are locked first (leases): a second instance on either
 * fails here with a message naming the holder, before it has changed anything. `onLockLost` hears if a
 * lease is ever lost (the process stalled long enough for another to take over): by default it exits.
 */
export async function startService(
  config: ServiceConfig,
  log: (line: string) => void = console.log,
  onLockLost: (error: Error) => void = (error) => {
    console.error(error.message)
    process.exit(1)
  },
) {
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 })
  const uploadsDir = path.join(config.dataDir, 'uploads')
  await mkdir(uploadsDir, { recursive: true })
  const storeFile = path.join(config.dataDir, 'portfolio.json')
  const store = await PortfolioStore.open(storeFile, {
    initial: () => seedInitial(config, uploadsDir),
    onLockLost,
  })
  let publishing: Awaited<ReturnType<typeof startPublishing>> | null = null
  let leads: Awaited<ReturnType<typeof startLeads>> | null = null
  let listings: Awaited<ReturnType<typeof startListings>> | null = null
  let booking: Awaited<ReturnType<typeof startBooking>> | null = null
  let payments: Awaited<ReturnType<typeof startPayments>> | null = null
  let agentAccounts: Awaited<ReturnType<typeof startAccount>> | null = null
  // Known once the service listens: the origin of the links in e-mails when it serves the site itself.
  let ownOrigin = config.publicOrigin ?? `http://${config.host}:${config.port}`
  /** The public site as every e-mail links it: SITE_ORIGIN behind a proxy, else this service, which serves it. */
  const publicSite = () => (config.publicOrigin ? config.siteOrigin : ownOrigin)
  let backups: BackupScheduler | null = null
  try {
    const ownerFile = path.join(config.dataDir, 'owner.json')
    const firstRunFile = path.join(config.dataDir, 'first-run-password.txt')
    const ensured = await ensureOwnerAccount(ownerFile, { name: config.name, password: config.password, firstRunFile })
    const { generatedPassword } = ensured
    let { account } = ensured
    if (generatedPassword) {
      log(
        `\nAdmin first run: a one-time owner password is in ${firstRunFile} (readable by this user only).\n` +
          `Sign in with it within 24 hours (after that, restart for a new one); only its hash is kept.\n` +
          `To choose the password, restart with ADMIN_PASSWORD=<new password>.\n`,
      )
    }
    const sessions = new SessionStore(undefined, path.join(config.dataDir, 'sessions.json'))
    leads = await startLeads(config.dataDir, config.leadDelivery, {
      retryBaseMs: config.leadRetryMs,
      log,
      onLockLost,
    })
    publishing = config.releasesDir
      ? await startPublishing(config.releasesDir, store, storeFile, uploadsDir, config.deploy, log)
      : null
    // A listing's delivery is a release of its own, made by the same publisher (one publish at a time).
    listings = await startListings(config.dataDir, {
      log,
      onLockLost,
      publisher: publishing ? new ListingSitePublisher(publishing.publisher, publishing.builder) : undefined,
      mail: agentMailOf(config, publicSite),
    })
    booking = await startBooking(config.dataDir, config.leadDelivery, {
      siteOrigin: publicSite,
      adminOrigin: () => ownOrigin,
      retryBaseMs: config.leadRetryMs,
      log,
      onLockLost,
    })
    payments = await startPayments(config.dataDir, {
      linkKey: await deviceKey(path.join(config.dataDir, 'invoice-link.key')),
      stripe: config.stripe,
      clockFile: config.testClockFile,
      delivery: config.leadDelivery,
      origin: () => ownOrigin,
      retryBaseMs: config.leadRetryMs,
      log,
      onLockLost,
    })
    // Bookings whose order the payments store refused before (the booking was kept) get it now.
    await syncOrders(booking.store, payments.store, { log })
    // The agents' sign-in links go through the same mail server and sender as their delivery e-mails.
    agentAccounts = await startAccount(config.dataDir, { log, onLockLost, mail: agentMailOf(config, publicSite) })
    if (config.backup) {
      backups = new BackupScheduler(config.backup, config.dataDir, {
        log,
        alert: backupAlertByMail(config.leadDelivery),
      })
      await backups.start()
    }
    const live = publishing
    const liveBackups = backups
    const liveLeads = leads
    const liveListings = listings
    const liveBooking = booking
    const livePayments = payments
    const liveAgentAccounts = agentAccounts
    const app = createApp({
      store,
      owner: () => account,
      onSignIn: async () => {
        account = await confirmFirstRun(ownerFile, account, firstRunFile)
      },
      sessions,
      deviceKey: await deviceKey(path.join(config.dataDir, 'device-cookie.key')),
      uploadsDir,
      webDir: config.webDir,
      siteDir: live ? () => live.publisher.siteDir : config.siteDir,
      publisher: live?.publisher,
      deployer: live?.deployer,
      publicOrigin: config.publicOrigin,
      siteOrigin: config.siteOrigin,
      proxyHops: config.proxyHops,
      listenHost: config.host,
      trustedHeader: config.trustedHeader,
      leads: liveLeads,
      listings: listings.routes,
      booking: { store: booking.store, siteOrigin: config.publicOrigin ? config.siteOrigin : null },
      backups: backups ?? undefined,
      dataDir: config.dataDir,
      payments: { store: payments.store, links: payments.links, card: payments.card, now: payments.now, log },
      account: { store: agentAccounts.store, mailer: agentAccounts.mailer },
    })
    const server: Server = await new Promise((resolve, reject) => {
      const s = app.listen(config.port, config.host, () => resolve(s))
      s.once('error', reject)
    })
    server.requestTimeout = 120_000
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    const from = config.releasesDir ? `published to ${config.releasesDir}` : `from ${config.siteDir}`
    const url = config.publicOrigin ?? `http://${config.host}:${port}`
    ownOrigin = url
    log(`Admin service on ${url}/admin (listening on ${config.host}:${port}; public site at /, ${from})`)
    const sweep = () =>
      sweepUploads(uploadsDir, store.itemsInUse()).then(
        (removed) => removed.length && log(`Removed ${removed.length} uploads no item uses any more`),
        (error: Error) => log(`Sweeping unused uploads failed: ${error.message}`),
      )
    void sweep()
    const sweeper = setInterval(sweep, SWEEP_EVERY_MS).unref()
    const stop = async () => {
      clearInterval(sweeper)
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await live?.publisher.stop()
      await live?.deployer?.whenIdle()
      live?.builder.close()
      await whenUploadsSettled()
      await sessions.flush()
      await liveLeads.stop()
      await liveListings.stop()
      await liveBooking.stop()
      await livePayments.stop()
      await liveAgentAccounts.stop()
      // Everything is written: a last snapshot if anything changed since the previous one.
      await liveBackups?.stop()
      await store.close()
    }
    return { server, port, stop }
  } catch (error) {
    await publishing?.publisher.stop()
    publishing?.builder.close()
    await leads?.stop()
    await listings?.stop()
    await booking?.stop()
    await payments?.stop()
    await agentAccounts?.stop()
    await backups?.stop(0)
    await store.close()
    throw error
  }
}
