import { cp, mkdir, readFile, stat } from 'node:fs/promises'
import type { Server } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../../generator/config.ts'
import { Publisher } from '../../publisher/Publisher.ts'
import { ReleaseBuilder } from '../../publisher/ReleaseBuilder.ts'
import { PortfolioStore } from '../store/PortfolioStore.ts'
import { ensureOwnerAccount } from './auth/ownerAccount.ts'
import { SessionStore } from './auth/SessionStore.ts'
import { createApp } from './createApp.ts'
import { leadDeliveryFromEnv, type LeadDeliveryConfig } from './leads/channels.ts'
import { startLeads } from './leads/startLeads.ts'
import { whenUploadsSettled } from './uploads/processUpload.ts'

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
  allowedOrigins: string[]
  trustProxy: boolean
  trustedHeader?: string
  /** Where quote requests are sent (SMTP, webhook); see admin-service/README.md. */
  leadDelivery: LeadDeliveryConfig
  /** First retry of a failed lead delivery (doubling up to 15 min); `LEADS_RETRY_MS`, default 5 s. */
  leadRetryMs?: number
}

function positiveInteger(value: string, name: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`)
  return number
}

/** Reads the service configuration from the environment (README lists every variable). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const fromRoot = (value: string | undefined, fallback: string) => path.resolve(projectRoot, value || fallback)
  return {
    port: Number(env.ADMIN_PORT || 4174),
    host: env.ADMIN_HOST || '127.0.0.1',
    dataDir: fromRoot(env.ADMIN_DATA_DIR, 'admin-service/data'),
    // Setting SITE_DIR (or ADMIN_PUBLISH=off) serves a site built elsewhere instead of publishing.
    releasesDir: env.SITE_DIR || env.ADMIN_PUBLISH === 'off' ? null : fromRoot(env.ADMIN_RELEASES_DIR, 'dist/releases'),
    siteDir: fromRoot(env.SITE_DIR, 'dist/client'),
    webDir: fromRoot(env.ADMIN_WEB_DIR, 'admin-service/dist-web'),
    seedDir: fromRoot(env.ADMIN_SEED_DIR, 'admin-service/seed'),
    password: env.ADMIN_PASSWORD || undefined,
    name: env.ADMIN_NAME || undefined,
    allowedOrigins: (env.ADMIN_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: env.ADMIN_TRUST_PROXY === '1',
    trustedHeader: env.ADMIN_TRUSTED_HEADER || undefined,
    leadDelivery: leadDeliveryFromEnv(env, loadConfig(env).public.siteOrigin),
    leadRetryMs: env.LEADS_RETRY_MS ? positiveInteger(env.LEADS_RETRY_MS, 'LEADS_RETRY_MS') : undefined,
  }
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  )

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
 * sources exists, a full build otherwise), then after every change, debounced.
 */
async function startPublishing(
  releasesDir: string,
  store: PortfolioStore,
  storeFile: string,
  uploadsDir: string,
  log: (line: string) => void,
) {
  const builder = new ReleaseBuilder({
    releasesDir,
    env: { ...process.env, PORTFOLIO_STORE: storeFile, UPLOADS_DIR: uploadsDir },
    log,
  })
  const publisher = new Publisher({ releasesDir, build: builder.build, log })
  await publisher.init()
  store.onChange(() => publisher.schedule())
  publisher.schedule()
  return { builder, publisher }
}

/** Opens the store and owner account in `dataDir`, then listens. Returns the server and a stop function. */
export async function startService(config: ServiceConfig, log: (line: string) => void = console.log) {
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 })
  const uploadsDir = path.join(config.dataDir, 'uploads')
  await mkdir(uploadsDir, { recursive: true })
  const storeFile = path.join(config.dataDir, 'portfolio.json')
  const store = await PortfolioStore.open(storeFile, {
    initial: () => seedInitial(config, uploadsDir),
  })
  const { account, generatedPassword } = await ensureOwnerAccount(path.join(config.dataDir, 'owner.json'), {
    name: config.name,
    password: config.password,
  })
  if (generatedPassword) {
    log(
      `\nAdmin first run: one-time owner password\n\n    ${generatedPassword}\n\n` +
        `Only its hash is stored (${path.join(config.dataDir, 'owner.json')}). ` +
        `To change it, restart with ADMIN_PASSWORD=<new password>.\n`,
    )
  }
  const sessions = new SessionStore(undefined, path.join(config.dataDir, 'sessions.json'))
  const leads = await startLeads(config.dataDir, config.leadDelivery, { retryBaseMs: config.leadRetryMs, log })
  const publishing = config.releasesDir
    ? await startPublishing(config.releasesDir, store, storeFile, uploadsDir, log)
    : null
  const app = createApp({
    store,
    owner: account,
    sessions,
    uploadsDir,
    webDir: config.webDir,
    siteDir: publishing ? () => publishing.publisher.siteDir : config.siteDir,
    publisher: publishing?.publisher,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    trustedHeader: config.trustedHeader,
    leads,
  })
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s))
    s.once('error', reject)
  })
  server.requestTimeout = 120_000
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const from = config.releasesDir ? `published to ${config.releasesDir}` : `from ${config.siteDir}`
  log(`Admin service on http://${config.host}:${port}/admin (public site at http://${config.host}:${port}/, ${from})`)
  const stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await publishing?.publisher.stop()
    publishing?.builder.close()
    await whenUploadsSettled()
    await sessions.flush()
    await leads.stop()
    await store.close()
  }
  return { server, port, stop }
}
