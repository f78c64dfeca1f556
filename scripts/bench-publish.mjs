#!/usr/bin/env node
// Edit-to-live latency of the admin's publish pipeline. Starts the admin service on 127.0.0.1 with a
// fresh data and releases folder (so its first publish is a full build, timed for comparison), signs
// in, then makes N edits (a new photography item each) and times each until GET /portfolio/photography
// on the service shows the new title, printing each as it goes live (the first one shows whether the
// renderer was warm at start). Prints figures; asserts nothing. Usage: npm run bench:publish [-- N]
// With --deploy, the service also deploys each release to a local S3-compatible server (s3rver on
// 127.0.0.1, in a process of its own as real storage would be, so that it and this script's polling
// never wait for each other), each edit is timed until the bucket's copy of the page shows it, and the
// service's log gives where each deploy's time went. The load average is printed beside the figures:
// on a shared machine they vary with it.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { startBenchService } from './lib/benchService.mjs'

// The project runs on Node 20; the SDK's notice about its 2027 releases is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
const args = process.argv.slice(2)
const edits = Number(args.find((a) => /^\d+$/.test(a)) ?? 5)
const deploy = args.includes('--deploy')
const password = 'bench-publish-password'
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const tmp = mkdtempSync(path.join(tmpdir(), 'bench-publish-'))
/** The local bucket and a reader of its pages, with --deploy. */
let bucket = null
if (deploy) {
  mkdirSync(path.join(tmp, 's3'))
  const s3rver = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import S3rver from 's3rver'
       const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true,
         directory: process.argv[1], configureBuckets: [{ name: 'site' }] })
       console.log((await server.run()).port)`,
      path.join(tmp, 's3'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const s3Port = await new Promise((resolve, reject) => {
    s3rver.stdout.once('data', (d) => resolve(Number(String(d).trim())))
    s3rver.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)))
  })
  const endpoint = `http://127.0.0.1:${s3Port}`
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials })
  bucket = {
    env: {
      ADMIN_DEPLOY_TARGET: 's3://site/bench',
      ADMIN_DEPLOY_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    /**
     * s3rver rewrites an object in place, so a read overlapping the upload of the same page can stall
     * until the connection drops, seconds later (S3, R2 and MinIO replace objects atomically): a read
     * is given up after half a second, counted, and tried again by the caller.
     */
    cutShort: 0,
    page: async (key) => {
      const abortSignal = AbortSignal.timeout(500)
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: 'site', Key: `bench/${key}` }), { abortSignal })
        return await Promise.race([
          res.Body.transformToString(),
          new Promise((resolve, reject) => abortSignal.addEventListener('abort', () => reject(abortSignal.reason))),
        ])
      } catch {
        if (abortSignal.aborted) bucket.cutShort++
        return ''
      }
    },
    close: () => s3rver.kill('SIGTERM'),
  }
}

const load = () => loadavg()[0].toFixed(1)
const loadAtStart = load()

const started = performance.now()
process.on('exit', () => bucket?.close())
/** The service's deploy lines (SiteDeployer): "deploy of <release> to ... in 0.4 s (files 20 ms, ...)", by release. */
const deployLines = new Map()
const {
  base,
  json: xhr,
  cookie,
  stop,
} = await startBenchService({
  tmp,
  password,
  env: { ADMIN_RELEASES_DIR: path.join(tmp, 'releases'), ...bucket?.env },
  onLine: (line) => {
    const match = /^deploy of (\S+) to .* in ([\d.]+ s) \((.*)\)$/.exec(line)
    if (match) deployLines.set(match[1], `${match[2]}: ${match[3]}`)
  },
})
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
// The first request of an SDK client loads and sets up more than the later ones: not part of an edit.
const firstRead = performance.now()
await bucket?.page('index.html')
const firstReadMs = performance.now() - firstRead

const latencies = []
const uploads = []
/** Per edit: the deploy's time by step, and the load average when the edit was made. */
const deploySteps = []
const loads = []
/** Until the service's own copy shows the edit (the same as `latencies` without --deploy). */
const localLatencies = []
for (let i = 1; i <= edits; i++) {
  const title = `Bench Edit ${Date.now().toString(36)} ${i}`
  loads.push(load())
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
  console.log(
    `  edit ${i} of ${edits}: live in ${((performance.now() - t0) / 1000).toFixed(2)} s (load ${loads.at(-1)})`,
  )
  const settled = await waitForIdle()
  if (bucket) {
    uploads.push(settled.deploy.lastUploaded)
    deploySteps.push(deployLines.get(settled.deploy.deployed) ?? '(no deploy line in the log)')
  }
}

const sorted = [...latencies].sort((a, b) => a - b)
const pick = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
const s = (ms) => `${(ms / 1000).toFixed(2)} s`
const where = bucket ? `the bucket ${bucket.env.ADMIN_DEPLOY_TARGET} (s3rver)` : base
console.log(`\nEdit-to-live on ${where} (${edits} edits, one at a time)`)
console.log(`  load average (1 min) at start ${loadAtStart}, at each edit ${loads.join(', ')}, at the end ${load()}`)
console.log(`  each, in order: ${latencies.map(s).join(', ')}`)
console.log(`  first edit after the start: ${s(latencies[0])}`)
console.log(`  median:  ${s(pick(0.5))}`)
if (bucket) {
  const local = [...localLatencies].sort((a, b) => a - b)[Math.ceil(0.5 * localLatencies.length) - 1]
  console.log(`  of which publishing on the service (median): ${s(local)}; each: ${localLatencies.map(s).join(', ')}`)
}
console.log(`  p95:     ${s(pick(0.95))}`)
console.log(`  full build (service start to first release live): ${s(fullMs)}`)
console.log(`  builds:  ${(await status()).builds}`)
if (bucket) {
  console.log(`  files uploaded per edit: ${uploads.join(', ')}`)
  console.log(`  bucket reads given up after 0.5 s (s3rver's in-place rewrite): ${bucket.cutShort}`)
  console.log(`  this script's first read from the bucket (not counted): ${s(firstReadMs)}`)
  console.log('  deploy of each edit, by step (the first deploy of a service lists the bucket, later ones do not):')
  console.log(`    first (at start, every file): ${[...deployLines.values()][0]}`)
  deploySteps.forEach((steps, i) => console.log(`    edit ${i + 1}: ${steps}`))
}
// The service and s3rver are children with open pipes: stop the service (it releases its locks), then
// leave, which stops s3rver and removes the temp folder.
await stop()
process.exit(0)
