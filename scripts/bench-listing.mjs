#!/usr/bin/env node
// A listing's delivery, timed: starts the admin service on 127.0.0.1 with a fresh data and
// releases folder (its first publish is a full build, waited for and not counted), signs in, makes an agent
// and a listing of 40 generated photos of 24 megapixels (6000x4000 JPEGs, made once and kept in
// .cache/bench-listing-photos), uploads them (the service starts preparing them as they arrive), then times
// Deliver -> live (POST /deliver until GET /api/listings/{id} says live and the three pages answer 200) and
// a caption edit -> live (PUT the caption until the branded page shows it). Meanwhile it samples the peak
// resident memory (VmHWM) of the service and every process under it (the warm renderer, full builds) and
// prints the largest of each. Prints figures against the goals; asserts nothing.
// Usage: npm run bench:listing [-- <photos>]
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { startBenchService } from './lib/benchService.mjs'

const count = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 40)
const WIDTH = 6000
const HEIGHT = 4000
const password = 'bench-listing-password'
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const load = () => loadavg()[0].toFixed(1)
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

// The photos: one scene (a gradient and shapes under fine noise, so that it compresses like a photograph,
// about 8 MB at quality 90), each photo in another hue, so that every one is a photo of its own to the
// service (its own bytes and cache entry).
const photoDir = path.resolve('.cache/bench-listing-photos')
mkdirSync(photoDir, { recursive: true })
const photos = Array.from({ length: count }, (_, i) =>
  path.join(photoDir, `photo-${String(i + 1).padStart(2, '0')}.jpg`),
)
if (photos.some((file) => !existsSync(file))) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH / 4}" height="${HEIGHT / 4}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(30,55%,75%)"/><stop offset="1" stop-color="hsl(130,45%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="150" y="300" width="500" height="400" fill="hsl(210,35%,55%)"/><circle cx="1100" cy="350" r="180" fill="hsl(90,50%,60%)"/></svg>`
  const scene = await sharp(Buffer.from(svg)).resize(WIDTH, HEIGHT).raw().toBuffer({ resolveWithObject: true })
  const noise = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .raw()
    .toBuffer()
  for (let p = 0; p < scene.data.length; p++) scene.data[p] = Math.max(0, Math.min(255, scene.data[p] + noise[p] - 128))
  for (const [i, file] of photos.entries()) {
    if (existsSync(file)) continue
    await sharp(scene.data, { raw: scene.info })
      .modulate({ hue: (i * 9) % 360 })
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: 'Sony', Model: 'A7 IV' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1' } })
      .toFile(file)
    process.stdout.write(`\rGenerated ${i + 1}/${count} photos of ${WIDTH}x${HEIGHT}`)
  }
}
const photoBytes = photos.reduce((sum, f) => sum + readFileSync(f).length, 0)
console.log(`\n${count} photos of ${(WIDTH * HEIGHT) / 1e6} MP, ${(photoBytes / 2 ** 20).toFixed(0)} MiB in all`)

const log = []
const tmp = mkdtempSync(path.join(tmpdir(), 'bench-listing-'))
const { base, service, json, cookie, stop } = await startBenchService({
  tmp,
  password,
  env: { ADMIN_RELEASES_DIR: path.join(tmp, 'releases') },
  onLine: (line) => log.push(line),
})

// Peak resident memory (VmHWM) of the service and each process under it, sampled every 200 ms: by process
// kind (its command line's script), the largest seen.
const peaks = new Map()
const commandOf = (pid) => {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    const script = argv.find((a) => /\.(ts|js|mjs)$/.test(a) && !a.includes('node_modules/tsx')) ?? argv[0]
    return path.relative(process.cwd(), script) || script
  } catch {
    return null
  }
}
const childrenOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}
let phase = 'start'
const sample = () => {
  const stack = [service.pid]
  while (stack.length) {
    const pid = stack.pop()
    stack.push(...childrenOf(pid))
    try {
      const hwm = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
      const key = `${commandOf(pid)}`
      const seen = peaks.get(key)
      if (!seen || hwm > seen.bytes) peaks.set(key, { bytes: hwm, phase })
    } catch {
      // gone meanwhile
    }
  }
}
const sampler = setInterval(sample, 200)

const api = async (method, url, body) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...json, Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const data = await res.json()
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(data)}`)
  return data
}

// The site's first publish (a full build) goes first: not part of a delivery.
const t0 = performance.now()
for (;;) {
  const s = await api('GET', '/api/publish/status')
  if (s.state === 'failed') throw new Error(`the first publish failed: ${s.lastError}`)
  if (s.state === 'idle' && s.current) break
  await sleep(250)
}
console.log(`First publish of the site (full build): ${seconds(performance.now() - t0)}, load ${load()}`)

phase = 'upload'
const agent = (
  await api('POST', '/api/agents', {
    name: 'Dana Agent',
    brokerage: 'Lakeside Realty',
    phone: '+1 416 555 0199',
    email: 'dana@example.com',
  })
).agent
const { listing } = await api('POST', '/api/listings', {
  address: { street: '12 Maple Ave', city: 'Toronto', postalCode: 'M4E 1A1' },
  agentId: agent.id,
  description: 'Bright corner lot with a new kitchen.',
  bedrooms: 3,
  bathrooms: 2.5,
})
const uploadStart = performance.now()
for (let i = 0; i < photos.length; i += 10) {
  const form = new FormData()
  for (const file of photos.slice(i, i + 10))
    form.append('files', new Blob([readFileSync(file)], { type: 'image/jpeg' }), path.basename(file))
  const res = await fetch(`${base}/api/listings/${listing.id}/media`, {
    method: 'POST',
    headers: { Origin: base, 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie },
    body: form,
  })
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`)
}
const uploadMs = performance.now() - uploadStart
console.log(`Uploaded ${count} photos in ${seconds(uploadMs)} (the service prepares them as they arrive)`)

const answers = async (url) => (await fetch(`${base}${url}`)).status === 200
async function untilLive(since, check) {
  for (;;) {
    const { listing: l } = await api('GET', `/api/listings/${listing.id}`)
    if (l.delivery?.state === 'failed') throw new Error(`the delivery failed: ${l.delivery.error}`)
    if (l.delivery?.state === 'live' && (await check(l))) return performance.now() - since
    if (performance.now() - since > 600_000) throw new Error('not live after 10 minutes')
    await sleep(50)
  }
}

phase = 'deliver'
const loadAtDeliver = load()
const deliverStart = performance.now()
await api('POST', `/api/listings/${listing.id}/deliver`)
const deliverMs = await untilLive(deliverStart, async (l) =>
  (await Promise.all([l.brandedUrl, l.unbrandedUrl, l.deliveryUrl].map(answers))).every(Boolean),
)
const live = (await api('GET', `/api/listings/${listing.id}`)).listing
console.log(`Deliver -> live: ${seconds(deliverMs)} (load ${loadAtDeliver})`)

phase = 'caption edit'
const captions = []
for (let i = 1; i <= 3; i++) {
  const caption = `Sunlit den, edit ${i} ${Date.now().toString(36)}`
  const first = live.media[0]
  const editStart = performance.now()
  await api('PUT', `/api/listings/${listing.id}/media/${first.id}`, { caption })
  for (;;) {
    const page = await (await fetch(`${base}${live.brandedUrl}`)).text()
    if (page.includes(caption)) break
    if (performance.now() - editStart > 120_000) throw new Error('caption not live after 120 s')
    await sleep(20)
  }
  captions.push(performance.now() - editStart)
  // The next edit starts once this one's delivery has settled.
  await untilLive(performance.now(), async () => true)
}
clearInterval(sampler)
sample()
const captionMedian = [...captions].sort((a, b) => a - b)[1]
console.log(`Caption edit -> live: ${captions.map(seconds).join(', ')} (median ${seconds(captionMedian)})`)

const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
console.log('\nPeak resident memory (VmHWM) by process:')
for (const [command, { bytes, phase: during }] of [...peaks].sort((a, b) => b[1].bytes - a[1].bytes))
  console.log(`  ${mib(bytes).padStart(8)}  ${command} (highest during: ${during})`)
const largest = Math.max(...[...peaks.values()].map((p) => p.bytes))
const deliveryLines = log.filter((l) => /Partial build|Listings:|delivered/.test(l)).slice(-4)
console.log(`\nService log of the delivery:\n  ${deliveryLines.join('\n  ')}`)
console.log(`\nGoals, load average now ${load()}:`)
console.log(
  `  Deliver -> live          ${seconds(deliverMs).padStart(8)}  goal <= 90 s   ${deliverMs <= 90_000 ? 'met' : 'NOT met'}`,
)
console.log(
  `  Caption edit -> live     ${seconds(captionMedian).padStart(8)}  goal <= 2 s    ${captionMedian <= 2000 ? 'met' : 'NOT met'}`,
)
console.log(
  `  Largest process          ${mib(largest).padStart(8)}  goal <= 512 MiB ${largest <= 512 * 2 ** 20 ? 'met' : 'NOT met'}`,
)
// The service is a child with open pipes: stop it (it releases its locks), then leave.
await stop()
process.exit(0)
