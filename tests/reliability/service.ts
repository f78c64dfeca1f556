/**
 * The admin service as the suite drives it: the real app (createApp) over a file-backed PortfolioStore
 * and persisted sessions in a fresh data directory, listening on 127.0.0.1, plus a small HTTP client.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { build } from 'esbuild'
import http from 'node:http'
import https from 'node:https'
import zlib from 'node:zlib'
import { mkdtemp, mkdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { hashPassword } from '../../admin-service/server/auth/password.ts'
import { SessionStore } from '../../admin-service/server/auth/SessionStore.ts'
import { createApp, type AppOptions } from '../../admin-service/server/createApp.ts'
import { RemoteImageError } from '../../admin-service/server/uploads/fetchRemoteImage.ts'
import { whenUploadsSettled } from '../../admin-service/server/uploads/processUpload.ts'
import { PortfolioStore } from '../../admin-service/server/portfolio/PortfolioStore.ts'

export const PASSWORD = 'reliability suite password'

/**
 * admin-service/server/main.ts bundled with esbuild into `outfile` (what tsx does file by file; packages
 * stay imports from node_modules), so each of many restarts costs about 0.5 s of CPU instead of 1.3 s.
 * Every path the service uses is passed in the environment, so the bundle's own location does not matter.
 */
export async function bundleMain(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(import.meta.dirname, '../../admin-service/server/main.ts')],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  })
}
// A cheaper scrypt cost than production (SCRYPT_COST) so the suite spends its time on the service.
export const cheapHash = (password = PASSWORD) => hashPassword(password, { N: 2 ** 12, r: 8, p: 1 })

const created: string[] = []

/** A fresh folder under the system temp dir, removed by `removeTempDirs`. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `reliability-${prefix}-`))
  created.push(dir)
  return dir
}

/** Removes the folders `tempDir` made in this test file; call last in its `afterAll`. */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
}

export type Reply = { status: number; headers: http.IncomingHttpHeaders; text: string }

/**
 * One HTTP(S) request over a keep-alive agent (an https.Agent for an https `base`); the body is read in
 * full and decompressed. `localAddress` sends it from another loopback address (127.0.0.2...).
 */
export function send(
  agent: http.Agent,
  base: URL,
  options: {
    method?: string
    path: string
    headers?: Record<string, string>
    body?: string | Buffer
    localAddress?: string
  },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = (base.protocol === 'https:' ? https : http).request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        localAddress: options.localAddress,
        method: options.method ?? 'GET',
        path: options.path,
        // An explicit length: Node's client would send a DELETE body unframed, corrupting the connection.
        headers:
          options.body === undefined
            ? options.headers
            : { 'content-length': String(Buffer.byteLength(options.body)), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks)
            const encoding = res.headers['content-encoding']
            const bytes =
              encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text: bytes.toString('utf8') })
          } catch (error) {
            reject(error)
          }
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** Starts the service in a fresh data dir (or `dataDir`); `stop()` closes the server and the store. */
export async function startService(options: Partial<AppOptions> & { dataDir?: string; sockets?: number } = {}) {
  const dataDir = options.dataDir ?? (await tempDir('data'))
  const uploadsDir = path.join(dataDir, 'uploads')
  await mkdir(uploadsDir, { recursive: true })
  const storeFile = path.join(dataDir, 'portfolio.json')
  const store = options.store ?? (await PortfolioStore.open(storeFile, { logger: { warn() {}, error() {} } }))
  const sessions = options.sessions ?? new SessionStore(undefined, path.join(dataDir, 'sessions.json'))
  const app = createApp({
    owner: { name: 'Owner', passwordHash: await cheapHash(), credentialVersion: 1 },
    // The suite never reaches past 127.0.0.1: an https image address in an item is refused as unreachable.
    fetchImage: async () => {
      throw new RemoteImageError('could not be reached')
    },
    ...options,
    store,
    sessions,
    uploadsDir,
  })
  const server = http.createServer(app.callback())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.sockets ?? 32 })
  /** Headers a browser on the admin page sends with a state-changing request. */
  const xhr = { Origin: base.origin, 'X-Requested-With': 'XMLHttpRequest' }
  const request = (o: Parameters<typeof send>[2]) => send(agent, base, o)
  const json = (method: string, url: string, body: unknown, cookie: string) =>
    request({
      method,
      path: url,
      headers: { ...xhr, 'Content-Type': 'application/json', Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const signIn = async (): Promise<string> => {
    const res = await request({
      method: 'POST',
      path: '/api/auth/login',
      headers: { ...xhr, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    })
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`)
    return String(res.headers['set-cookie']?.[0]).split(';')[0]!
  }
  const stop = async () => {
    agent.destroy()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await whenUploadsSettled()
    await sessions.flush()
    await store.close()
  }
  return { app, server, base, agent, xhr, store, storeFile, dataDir, uploadsDir, request, json, signIn, stop }
}

/** A multipart body with each buffer as a part of the field `field`. */
export function multipart(files: Buffer[], filename: string, type: string, field = 'file') {
  const boundary = '----reliability-suite-boundary'
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      f,
      Buffer.from('\r\n'),
    ]),
  )
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

const root = path.resolve(import.meta.dirname, '../..')
const running = new Set<ChildProcess>()

/** Kills what `spawnMain` started and is still running; call in `afterAll`. */
export async function killSpawned(): Promise<void> {
  await Promise.all([...running].map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL'))))
}

/**
 * Runs the real service (admin-service/server/main.ts) in its own process with `env` on top of the
 * current environment, on a free 127.0.0.1 port. Resolves once it listens (`base`), or with its exit
 * code and output when it exits first (`exited`); rejects with its output when it does neither within
 * `startTimeoutMs` (a start takes 1-5 s even on a busy machine: this only catches one that hangs).
 * `script`: a bundle of main.ts (`bundleMain`) to run with plain node instead of main.ts through tsx.
 */
export async function spawnMain(
  env: Record<string, string>,
  options: { script?: string; startTimeoutMs?: number } = {},
) {
  const args = options.script ? [options.script] : ['--import', 'tsx', 'admin-service/server/main.ts']
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ADMIN_PORT: '0', ADMIN_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  const base = await new Promise<URL | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`main.ts did not start within ${options.startTimeoutMs ?? 120_000} ms:\n${output}`))
    }, options.startTimeoutMs ?? 120_000)
    const onData = (d: Buffer) => {
      output += d
      const m = /listening on 127\.0\.0\.1:(\d+)/.exec(output)
      if (m) {
        clearTimeout(timer)
        resolve(new URL(`http://127.0.0.1:${m[1]}`))
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then(() => {
      clearTimeout(timer)
      resolve(null)
    })
  })
  /** Stops the service as a process manager would (SIGTERM) and waits for it. */
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    return exited
  }
  /** Kills the service as a crash would (SIGKILL) and waits for it. */
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
  }
  return { child, base, exited, output: () => output, stop, kill }
}

/**
 * `spawnMain` over `dataDir` as the owner set it up (an owner.json holding `cheapHash()`, so no
 * ADMIN_PASSWORD; no seed, no admin page), with `env` on top, signed in with PASSWORD.
 * `origin` is the service's address without a trailing slash; `headers` are what the admin page sends
 * with a JSON request (Origin, X-Requested-With, Content-Type and the session cookie).
 */
export async function spawnSignedIn(
  dataDir: string,
  env: Record<string, string> = {},
  options: Parameters<typeof spawnMain>[1] = {},
) {
  const service = await spawnMain(
    {
      ADMIN_DATA_DIR: dataDir,
      ADMIN_SEED_DIR: path.join(dataDir, 'no-seed'),
      ADMIN_WEB_DIR: path.join(dataDir, 'no-web'),
      ADMIN_PASSWORD: '',
      ...env,
    },
    options,
  )
  if (!service.base) throw new Error(`main.ts exited with ${await service.exited}:\n${service.output()}`)
  const origin = service.base.origin
  const json = { Origin: origin, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ password: PASSWORD }),
  })
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`)
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!
  return { ...service, origin, cookie, headers: { ...json, Cookie: cookie } }
}
