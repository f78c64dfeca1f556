// The admin service as the benchmarks start it (bench-publish, bench-listing, bench-booking, bench-admin):
// main.ts through tsx from the repository's root on 127.0.0.1 (BENCH_PORT: a port of one's own on a shared
// machine; otherwise a free one), over the data folder `<tmp>/data` (a fresh one unless the script filled
// it), `env` on top (a releases folder, a site folder...), signed in unless `signIn` is false. The service
// is stopped and `tmp` removed when the script exits (also on Ctrl-C). Every line the service prints goes
// to `onLine` (its log: deploy timings...).
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

/**
 * @param {{ tmp: string, password: string, env?: Record<string, string>, onLine?: (line: string) => void, signIn?: boolean }} options
 */
export async function startBenchService({ tmp, password, env = {}, onLine = () => {}, signIn = true }) {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort()
  const base = `http://127.0.0.1:${port}`
  const service = spawn(process.execPath, ['--import', 'tsx', 'admin-service/server/main.ts'], {
    cwd: root,
    env: {
      // The allocator settings `npm run admin` starts the service with (admin-service/README.md).
      MALLOC_ARENA_MAX: '2',
      MALLOC_TRIM_THRESHOLD_: String(1024 * 1024),
      ...process.env,
      ADMIN_PORT: String(port),
      ADMIN_HOST: '127.0.0.1',
      ADMIN_DATA_DIR: path.join(tmp, 'data'),
      ADMIN_PASSWORD: password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  process.on('exit', () => {
    service.kill('SIGTERM')
    rmSync(tmp, { recursive: true, force: true, maxRetries: 5 })
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1))
  await new Promise((resolve, reject) => {
    let out = ''
    service.stdout.on('data', (d) => {
      out += d
      const lines = out.split('\n')
      out = lines.pop()
      for (const line of lines) {
        onLine(line)
        if (line.includes('Admin service on')) resolve()
      }
    })
    service.once('exit', (code) => reject(new Error(`admin service exited with ${code}`)))
  })
  const json = { Origin: base, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }
  /** Stops the service (it releases its locks) and waits for it. */
  const stop = () =>
    new Promise((resolve) => {
      if (service.exitCode !== null || service.signalCode !== null) return resolve()
      service.once('exit', resolve)
      service.kill('SIGTERM')
    })
  if (!signIn) return { base, service, json, cookie: null, stop }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ password }),
  })
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`)
  const cookie = login.headers.get('set-cookie').split(';')[0]
  return { base, service, json, cookie, stop }
}
