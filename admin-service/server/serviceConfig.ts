import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../../generator/index.ts'
import { parseTarget } from '../../publisher/deploy/bucket.ts'
import type { DeployerOptions } from '../../publisher/deploy/SiteDeployer.ts'
import { backupFromEnv, type BackupSettings } from './backup/index.ts'
import { type LeadDeliveryConfig, leadDeliveryFromEnv } from './leads/index.ts'
import { stripeFromEnv, testClockFileFromEnv, type StripeSettings } from './payments/index.ts'

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
