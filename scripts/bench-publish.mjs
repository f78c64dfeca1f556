#!/usr/bin/env node
// Edit-to-live latency of the admin's publish pipeline. Starts the admin service on 127.0.0.1 with a
// fresh data and releases folder (so its first publish is a full build, timed for comparison), signs
// in, then makes N edits (a new photography item each) and times each until GET /portfolio/photography
// on the service shows the new title. Prints figures; asserts nothing. Usage: npm run bench:publish [-- N]
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const edits = Number(process.argv[2] ?? 5)
const password = 'bench-publish-password'
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const tmp = mkdtempSync(path.join(tmpdir(), 'bench-publish-'))
const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address()
    s.close(() => resolve(port))
  })
})
const base = `http://127.0.0.1:${port}`

const started = performance.now()
const service = spawn(process.execPath, ['--import', 'tsx', 'admin-service/server/main.ts'], {
  env: {
    ...process.env,
    ADMIN_PORT: String(port),
    ADMIN_HOST: '127.0.0.1',
    ADMIN_DATA_DIR: path.join(tmp, 'data'),
    ADMIN_RELEASES_DIR: path.join(tmp, 'releases'),
    ADMIN_PASSWORD: password,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const stop = () => {
  service.kill('SIGTERM')
  rmSync(tmp, { recursive: true, force: true })
}
process.on('exit', stop)
await new Promise((resolve, reject) => {
  let out = ''
  service.stdout.on('data', (d) => {
    out += d
    if (out.includes('Admin service on')) resolve()
  })
  service.once('exit', (code) => reject(new Error(`admin service exited with ${code}`)))
})

const xhr = { Origin: base, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: xhr,
  body: JSON.stringify({ password }),
})
if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`)
const cookie = login.headers.get('set-cookie').split(';')[0]
const status = async () => (await fetch(`${base}/api/publish/status`, { headers: { Cookie: cookie } })).json()

async function waitForIdle() {
  for (;;) {
    const s = await status()
    if (s.state === 'failed') throw new Error(`publish failed: ${s.lastError}`)
    if (s.state === 'idle' && s.current) return s
    await sleep(100)
  }
}

await waitForIdle()
const fullMs = performance.now() - started

const latencies = []
for (let i = 1; i <= edits; i++) {
  const title = `Bench Edit ${Date.now().toString(36)} ${i}`
  const t0 = performance.now()
  const res = await fetch(`${base}/api/portfolio/photography`, {
    method: 'POST',
    headers: { ...xhr, Cookie: cookie },
    body: JSON.stringify({
      id: `bench-${Date.now()}-${i}`,
      title,
      description: 'Benchmark edit',
      type: 'image',
      src: 'https://images.example.com/bench.jpg',
    }),
  })
  if (res.status !== 201) throw new Error(`edit ${i} failed: ${res.status} ${await res.text()}`)
  for (;;) {
    const page = await (await fetch(`${base}/portfolio/photography`)).text()
    if (page.includes(title)) break
    if (performance.now() - t0 > 120_000) throw new Error(`edit ${i} not live after 120 s`)
    await sleep(20)
  }
  latencies.push(performance.now() - t0)
  await waitForIdle()
}

const sorted = [...latencies].sort((a, b) => a - b)
const pick = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
const s = (ms) => `${(ms / 1000).toFixed(2)} s`
console.log(`\nEdit-to-live on ${base} (${edits} edits, one at a time)`)
console.log(`  each:    ${latencies.map(s).join(', ')}`)
console.log(`  median:  ${s(pick(0.5))}`)
console.log(`  p95:     ${s(pick(0.95))}`)
console.log(`  full build (service start to first release live): ${s(fullMs)}`)
console.log(`  builds:  ${(await status()).builds}`)
