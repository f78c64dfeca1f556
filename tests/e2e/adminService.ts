import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** The project root. */
export const root = path.resolve(import.meta.dirname, '../..')

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
}

/**
 * A real admin service for a test file: its own process on a free 127.0.0.1 port, a temp data dir and
 * its own build of the admin page. `env` adds to (or overrides) the defaults.
 */
export async function startAdminService(env: (tmp: string) => Record<string, string>): Promise<AdminService> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'admin-e2e-'))
  const dataDir = path.join(tmp, 'data')
  const webDir = path.join(tmp, 'web')
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '-c', 'admin-service/web/vite.config.ts', '--logLevel', 'warn'],
    { cwd: root, env: { ...process.env, ADMIN_WEB_OUT_DIR: webDir }, stdio: 'inherit' },
  )
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'admin-service/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ADMIN_PORT: String(port),
      ADMIN_HOST: '127.0.0.1',
      ADMIN_DATA_DIR: dataDir,
      ADMIN_WEB_DIR: webDir,
      ...env(tmp),
    },
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
  return { base: `http://127.0.0.1:${port}`, tmp, dataDir, child, stop: () => child.kill('SIGTERM') }
}
