import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { copyBuild } from '../../generator/copyBuild.ts'
import { COMPLETE_MARKER } from '../../publisher/Publisher.ts'
import { sourceFingerprint } from '../../publisher/ReleaseBuilder.ts'
import { buildAdminPage } from '../support/buildAdminPage.ts'
import { startSmtpServer } from '../support/smtpServer.ts'

/** The project root. */
export const root = path.resolve(import.meta.dirname, '../..')

/**
 * A new releases folder (under a temp folder named after `name`) whose base is the site
 * playwright.config.ts built, so that a service publishing there makes partial publishes (the full
 * build they would otherwise need is covered by the build tests).
 */
export async function releasesOverE2eBuild(name: string): Promise<string> {
  const releasesDir = path.join(await mkdtemp(path.join(os.tmpdir(), `${name}-`)), 'releases')
  const baseDir = path.join(releasesDir, `.base-${await sourceFingerprint(process.env)}`)
  await copyBuild(path.resolve(root, process.env.E2E_OUT_DIR ?? '.cache/e2e-dist'), baseDir)
  await writeFile(path.join(baseDir, COMPLETE_MARKER), 'e2e')
  return releasesDir
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
  })

export interface AdminService {
  base: string
  tmp: string
  dataDir: string
  child: ChildProcess
  stop: () => void
  /** Stops the service (SIGTERM, waiting for it to exit) and starts it again on the same port and data. */
  restart: () => Promise<void>
}

/** Starts main.ts and resolves once it listens. */
async function spawnService(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'admin-service/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d) => {
      out += d
      if (out.includes('Admin service on')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`admin service exited with ${code}: ${out}`)))
  })
  return child
}

/**
 * A real admin service for a test file: its own process on a free 127.0.0.1 port, a temp data dir and
 * its own build of the admin page. `env` adds to (or overrides) the defaults; it gets the temp folder and
 * the service's address.
 */
export async function startAdminService(
  env: (tmp: string, base: string) => Record<string, string>,
): Promise<AdminService> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'admin-e2e-'))
  const dataDir = path.join(tmp, 'data')
  const webDir = path.join(tmp, 'web')
  buildAdminPage(webDir)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const serviceEnv = {
    ...process.env,
    ADMIN_PORT: String(port),
    ADMIN_HOST: '127.0.0.1',
    ADMIN_DATA_DIR: dataDir,
    ADMIN_WEB_DIR: webDir,
    ...env(tmp, base),
  }
  const service: AdminService = {
    base,
    tmp,
    dataDir,
    child: await spawnService(serviceEnv),
    stop: () => service.child.kill('SIGTERM'),
    restart: async () => {
      const exited = new Promise((resolve) => service.child.once('exit', resolve))
      service.child.kill('SIGTERM')
      await exited
      service.child = await spawnService(serviceEnv)
    },
  }
  return service
}

/**
 * A service over an empty data folder: no seed, the owner's `password`, and no site (SITE_DIR names a
 * folder that does not exist, so nothing is published) unless `env` gives one; `env` adds to these (or
 * overrides them) as in startAdminService.
 */
export function startEmptyAdminService(
  password: string,
  env: (tmp: string, base: string) => Record<string, string> = () => ({}),
): Promise<AdminService> {
  return startAdminService((tmp, base) => ({
    ADMIN_SEED_DIR: path.join(tmp, 'no-seed'),
    ADMIN_PASSWORD: password,
    SITE_DIR: path.join(tmp, 'no-site'),
    ...env(tmp, base),
  }))
}

/** The real SMTP server (tests/support/smtpServer.ts) that a publishing service e-mails. */
export type SmtpSink = Awaited<ReturnType<typeof startSmtpServer>>

/** A service that publishes, with the SMTP server it e-mails. */
export interface PublishingAdminService extends AdminService {
  smtp: SmtpSink
  /** Stops the service, then the SMTP server. */
  close: () => Promise<void>
}

export type PublishingOptions = {
  /** Starts without the seed (no sample portfolio copied into the data folder). */
  unseeded?: boolean
  /** Adds to (or overrides) the environment below, as in startAdminService. */
  env?: (tmp: string, base: string) => Record<string, string>
}

/**
 * A service that publishes and e-mails, for a test of what a delivery, a booking or a payment sends: a new
 * releases folder over the e2e build (releasesOverE2eBuild, its temp folder named after `name`), the owner's
 * `password`, and a real SMTP server of its own that takes every e-mail (the owner's at owner@example.com; a
 * failed send is retried after 0.2 s).
 */
export async function startPublishingAdminService(
  name: string,
  password: string,
  { unseeded = false, env = () => ({}) }: PublishingOptions = {},
): Promise<PublishingAdminService> {
  const smtp = await startSmtpServer()
  try {
    const releasesDir = await releasesOverE2eBuild(name)
    const service = await startAdminService((tmp, base) => ({
      ...(unseeded && { ADMIN_SEED_DIR: path.join(tmp, 'no-seed') }),
      ADMIN_PASSWORD: password,
      ADMIN_RELEASES_DIR: releasesDir,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: 'owner@example.com',
      LEADS_RETRY_MS: '200',
      ...env(tmp, base),
    }))
    const close = async () => {
      service.stop()
      await smtp.stop()
    }
    return Object.assign(service, { smtp, close })
  } catch (error) {
    await smtp.stop()
    throw error
  }
}
