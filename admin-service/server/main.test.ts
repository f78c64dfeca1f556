import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readdir, readFile, stat, writeFile, mkdir } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { portfolioData } from '../../content/portfolio/store.ts'
import { compileMain } from '../../tests/support/compiledMain.ts'

const root = path.resolve(import.meta.dirname, '../..')
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})
// main.ts compiled once, so that none of the four starts compiles it again (tests/support/compiledMain.ts).
let main: Awaited<ReturnType<typeof compileMain>>
beforeAll(async () => {
  main = await compileMain()
}, 60_000)
afterAll(() => main?.remove())

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
  })

/** Starts `main.ts` (compiled) in a child process on 127.0.0.1 and waits until it listens. */
async function startMain(env: Record<string, string>) {
  const port = await freePort()
  const child = spawn(process.execPath, [main.file], {
    cwd: root,
    env: { ...process.env, ADMIN_PORT: String(port), ADMIN_HOST: '127.0.0.1', ADMIN_PUBLISH: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`main.ts did not start:\n${output}`)), 30_000)
    child.stdout!.on('data', () => {
      if (output.includes('Admin service on')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`main.ts exited with ${code}:\n${output}`)))
  })
  const base = `http://127.0.0.1:${port}`
  const headers = { Origin: base, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }
  return { child, base, headers, output: () => output }
}

const signIn = async (base: string, headers: Record<string, string>, password: string) => {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ password }) })
  expect(res.status).toBe(200)
  return res.headers.get('set-cookie')!.split(';')[0]!
}

describe('main.ts', () => {
  it('writes a one-time password to a 0600 file on first run, stores only its hash, and seeds the store', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-data-'))
    const seedDir = await mkdtemp(path.join(os.tmpdir(), 'admin-seed-'))
    const seed = JSON.parse(
      JSON.stringify(
        portfolioData.parse({
          photographyPortfolio: [
            { id: 'photography-1', title: 'Seeded', description: 'd', type: 'image', src: '/uploads/seed.jpg' },
          ],
          videoPortfolio: [],
          dronePortfolio: [],
          matterportPortfolio: [],
          editingPortfolio: [],
          webDesignPortfolio: [],
          brandApparelPortfolio: [],
          aiServicesPortfolio: [],
        }),
      ),
    )
    await writeFile(path.join(seedDir, 'portfolio.json'), JSON.stringify(seed))
    await mkdir(path.join(seedDir, 'uploads'))
    await writeFile(path.join(seedDir, 'uploads', 'seed.jpg'), 'x')
    const { base, headers, output } = await startMain({
      ADMIN_DATA_DIR: dataDir,
      ADMIN_SEED_DIR: seedDir,
      ADMIN_PASSWORD: '',
      ADMIN_NAME: 'Riley',
    })
    const passwordFile = path.join(dataDir, 'first-run-password.txt')
    expect(output()).toContain(passwordFile)
    const password = (await readFile(passwordFile, 'utf8')).trim()
    expect(password).toHaveLength(20)
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600)
    expect(output()).not.toContain(password)
    const owner = await readFile(path.join(dataDir, 'owner.json'), 'utf8')
    expect(owner).not.toContain(password)
    expect(JSON.parse(owner)).toMatchObject({
      name: 'Riley',
      passwordHash: expect.stringMatching(/^scrypt\$32768\$8\$3\$/),
      firstRunExpiresAt: expect.any(String),
    })
    const cookie = await signIn(base, headers, password)
    // Used once, the first-run password no longer expires and its file is gone.
    expect(JSON.parse(await readFile(path.join(dataDir, 'owner.json'), 'utf8')).firstRunExpiresAt).toBeUndefined()
    await expect(stat(passwordFile)).rejects.toThrow(/ENOENT/)
    const data = await (await fetch(`${base}/api/admin/portfolio`, { headers: { Cookie: cookie } })).json()
    expect(data.photographyPortfolio[0].title).toBe('Seeded')
    expect(await readdir(path.join(dataDir, 'uploads'))).toContain('seed.jpg')
  }, 60_000)

  it('refuses to start with a weak ADMIN_PASSWORD, saying why', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-data-'))
    await expect(startMain({ ADMIN_DATA_DIR: dataDir, ADMIN_PASSWORD: 'password1234' })).rejects.toThrow(
      /exited with 1:\s+The admin service did not start: ADMIN_PASSWORD is too weak/,
    )
  }, 30_000)

  it('leaves a valid store file when killed with SIGKILL during writes', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-data-'))
    const env = {
      ADMIN_DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'kill-test-password',
      ADMIN_SEED_DIR: path.join(dataDir, 'no-seed'),
    }
    // The upload the items show (an item may only name a stored upload).
    await mkdir(path.join(dataDir, 'uploads'))
    await writeFile(path.join(dataDir, 'uploads', 'aerial.jpg'), 'x')
    const { child, base, headers } = await startMain(env)
    const cookie = await signIn(base, headers, env.ADMIN_PASSWORD)
    let accepted = 0
    const writes = Array.from({ length: 300 }, (_, i) =>
      fetch(`${base}/api/portfolio/drone`, {
        method: 'POST',
        headers: { ...headers, Cookie: cookie },
        body: JSON.stringify({
          id: `drone-${i}`,
          title: `Aerial ${i}`,
          description: 'd',
          type: 'image',
          src: '/uploads/aerial.jpg',
          alt: 'Aerial view of a field',
        }),
      }).then(
        (r) => {
          if (r.status === 201) accepted++
        },
        () => {},
      ),
    )
    // Kill once some writes have landed, while the rest are still queued.
    while (accepted < 20) await new Promise((r) => setTimeout(r, 5))
    child.kill('SIGKILL')
    await Promise.all(writes)
    await new Promise((r) => (child.exitCode !== null || child.signalCode ? r(null) : child.once('exit', r)))

    const stored = portfolioData.parse(JSON.parse(await readFile(path.join(dataDir, 'portfolio.json'), 'utf8')))
    expect(stored.dronePortfolio.length).toBeGreaterThanOrEqual(accepted)
    expect(stored.dronePortfolio.length).toBeLessThan(300)

    // The service starts again over the same data (taking over the dead process's lock).
    const again = await startMain(env)
    const cookie2 = await signIn(again.base, again.headers, env.ADMIN_PASSWORD)
    const data = await (await fetch(`${again.base}/api/admin/portfolio`, { headers: { Cookie: cookie2 } })).json()
    expect(data.dronePortfolio.length).toBe(stored.dronePortfolio.length)
  }, 60_000)
})
