#!/usr/bin/env node
// Edit-to-live latency of the admin's publish pipeline. Starts the admin service on 127.0.0.1 with a
// fresh data and releases folder (so its first publish is a full build, timed for comparison), signs
// in, then makes N edits (a new photography item each) and times each until GET /portfolio/photography
// on the service shows the new title. Prints figures; asserts nothing. Usage: npm run bench:publish [-- N]
// With --deploy, the service also deploys each release to a local S3-compatible server (s3rver on
// 127.0.0.1, ADMIN_DEPLOY_TARGET), and each edit is timed until the bucket's copy of the page shows it.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

// The project runs on Node 20; the SDK's notice about its 2027 releases is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
const args = process.argv.slice(2)
const edits = Number(args.find((a) => /^\d+$/.test(a)) ?? 5)
const deploy = args.includes('--deploy')
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

/** The local bucket and a reader of its pages, with --deploy. */
let bucket = null
if (deploy) {
  mkdirSync(path.join(tmp, 's3'))
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'site' }],
  })
  const endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials })
  bucket = {
    env: {
      ADMIN_DEPLOY_TARGET: 's3://site/bench',
      ADMIN_DEPLOY_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    page: async (key) => {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: 'site', Key: `bench/${key}` }))
        return await res.Body.transformToString()
      } catch {
        return ''
      }
    },
    close: () => s3rver.close(),
  }
}

const started = performance.now()
const service = spawn(process.execPath, ['--import', 'tsx', 'admin-service/server/main.ts'], {
  env: {
    ...process.env,
    ADMIN_PORT: String(port),
    ADMIN_HOST: '127.0.0.1',
    ADMIN_DATA_DIR: path.join(tmp, 'data'),
    ADMIN_RELEASES_DIR: path.join(tmp, 'releases'),
    ADMIN_PASSWORD: password,
    ...bucket?.env,
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
    if (s.deploy?.state === 'failed') throw new Error(`deploy failed: ${s.deploy.lastError}`)
    const deployed = !bucket || (s.deploy?.state === 'idle' && s.deploy.deployed === s.current)
    if (s.state === 'idle' && s.current && deployed) return s
    await sleep(100)
  }
}

await waitForIdle()
const fullMs = performance.now() - started

const latencies = []
const uploads = []
/** Until the service's own copy shows the edit (the same as `latencies` without --deploy). */
const localLatencies = []
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
      // One of the seed uploads every fresh service starts with (admin-service/seed/uploads).
      src: '/uploads/seed-living-room-plants.jpg',
      alt: 'Bright living room with bookshelves, houseplants, a grey sofa and a wooden chair',
    }),
  })
  if (res.status !== 201) throw new Error(`edit ${i} failed: ${res.status} ${await res.text()}`)
  let localMs = null
  for (;;) {
    if (localMs === null && (await (await fetch(`${base}/portfolio/photography`)).text()).includes(title))
      localMs = performance.now() - t0
    const page = bucket ? await bucket.page('portfolio/photography/index.html') : localMs === null ? '' : title
    if (page.includes(title)) break
    if (performance.now() - t0 > 120_000) throw new Error(`edit ${i} not live after 120 s`)
    await sleep(20)
  }
  latencies.push(performance.now() - t0)
  localLatencies.push(localMs)
  const settled = await waitForIdle()
  if (bucket) uploads.push(settled.deploy.lastUploaded)
}

const sorted = [...latencies].sort((a, b) => a - b)
const pick = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
const s = (ms) => `${(ms / 1000).toFixed(2)} s`
const where = bucket ? `the bucket ${bucket.env.ADMIN_DEPLOY_TARGET} (s3rver)` : base
console.log(`\nEdit-to-live on ${where} (${edits} edits, one at a time)`)
console.log(`  each:    ${latencies.map(s).join(', ')}`)
console.log(`  median:  ${s(pick(0.5))}`)
if (bucket) {
  const local = [...localLatencies].sort((a, b) => a - b)[Math.ceil(0.5 * localLatencies.length) - 1]
  console.log(`  of which publishing on the service (median): ${s(local)}; each: ${localLatencies.map(s).join(', ')}`)
}
console.log(`  p95:     ${s(pick(0.95))}`)
console.log(`  full build (service start to first release live): ${s(fullMs)}`)
console.log(`  builds:  ${(await status()).builds}`)
if (bucket) console.log(`  files uploaded per edit: ${uploads.join(', ')}`)
await bucket?.close()
