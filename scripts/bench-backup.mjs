// npm run bench:backup [-- <GB>]: backups of a data folder with 2 GB of media (generated once into
// .cache/bench-backup/data: 8 films of 200 MiB and 200 photos of 2 MiB, random bytes, plus the stores)
// to a real s3rver in its own process on 127.0.0.1. Prints: the first snapshot (time, objects and bytes
// uploaded), a second one after one store change and one new photo (PUTs counted), the recovery point
// (time from a write to its presence in a snapshot, with the admin service's scheduler at its default
// 5 s look) and a full restore of the folder (time, bytes). Figures depend on the machine's load (printed).
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { open, readFile, rename, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startS3rverProcess } from './s3rverProcess.mjs'
import { BackupBucket } from '../publisher/backup/BackupBucket.ts'
import { parseManifest } from '../publisher/backup/manifest.ts'
import { restoreSnapshot } from '../publisher/backup/restoreSnapshot.ts'
import { SnapshotWriter } from '../publisher/backup/takeSnapshot.ts'
import { parseTarget } from '../publisher/deploy/bucket.ts'
import { BackupScheduler } from '../admin-service/server/backup/BackupScheduler.ts'
import { backupFromEnv } from '../admin-service/server/backup/backupSettings.ts'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const gigabytes = Number(process.argv[2] ?? 2)
const MiB = 1024 * 1024
const work = path.join(root, '.cache', 'bench-backup')
const dataDir = path.join(work, `data-${gigabytes}g`)
const s3Dir = path.join(work, 's3')
const restoredDir = path.join(work, 'restored')
/** Written once the data folder is complete (outside it: a backup would hold it). */
const done = path.join(work, `.data-${gigabytes}g-complete`)
const films = Math.round((8 * gigabytes) / 2)
const photos = Math.round((200 * gigabytes) / 2)
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
const load = () => loadavg()[0].toFixed(1)

async function writeRandom(file, bytes) {
  const handle = await open(file, 'w')
  for (let left = bytes; left > 0; left -= MiB) await handle.write(randomBytes(Math.min(MiB, left)))
  await handle.close()
}

/** The data folder as the service keeps it, with `gigabytes` of media; made once, reused after. */
async function ensureData() {
  if (existsSync(done)) return
  rmSync(dataDir, { recursive: true, force: true })
  const started = Date.now()
  for (const dir of ['uploads', 'listing-media/bench-listing', 'listing-media/.cache'])
    mkdirSync(path.join(dataDir, dir), { recursive: true })
  await writeFile(path.join(dataDir, 'portfolio.json'), JSON.stringify({ photographyPortfolio: [], n: 0 }))
  await writeFile(path.join(dataDir, 'leads.json'), JSON.stringify({ settings: { retentionMonths: 24 }, leads: [] }))
  await writeFile(path.join(dataDir, 'listings.json'), JSON.stringify({ listings: [], agents: [] }))
  for (let i = 0; i < films; i++)
    await writeRandom(path.join(dataDir, 'listing-media/bench-listing', `film-${i}.mp4`), 200 * MiB)
  for (let i = 0; i < photos; i++) await writeRandom(path.join(dataDir, 'uploads', `photo-${i}.jpg`), 2 * MiB)
  // A cache is never backed up: it must not count.
  await writeRandom(path.join(dataDir, 'listing-media/.cache', 'prepared.webp'), 5 * MiB)
  await writeFile(done, '')
  console.log(`Generated ${films} films of 200 MiB and ${photos} photos of 2 MiB in ${seconds(Date.now() - started)}`)
}

/** A store write as the service makes it: temp file, fsync, rename. */
async function writeStore(name, value) {
  const file = path.join(dataDir, name)
  const temp = path.join(dataDir, `.${name}.${randomBytes(6).toString('hex')}.tmp`)
  const handle = await open(temp, 'w')
  await handle.writeFile(JSON.stringify(value))
  await handle.sync()
  await handle.close()
  await rename(temp, file)
  return createHash('sha256').update(JSON.stringify(value)).digest('hex')
}

await ensureData()
rmSync(s3Dir, { recursive: true, force: true })
rmSync(restoredDir, { recursive: true, force: true })
mkdirSync(s3Dir, { recursive: true })
const s3 = await startS3rverProcess(s3Dir, ['backups'])
Object.assign(process.env, s3.env)
const figures = []
try {
  const target = parseTarget('s3://backups/bench', { endpoint: s3.endpoint })
  const bucket = new BackupBucket(target)
  try {
    const writer = new SnapshotWriter(bucket, { dataDir })
    let t = Date.now()
    const first = await writer.snapshot()
    figures.push([
      'first snapshot',
      `${seconds(Date.now() - t)}: ${first.files} files, ${mb(first.bytes)}; ${first.uploadedObjects} objects, ${mb(first.uploadedBytes)} uploaded (${bucket.counts.puts} PUTs; load ${load()})`,
    ])

    const puts = bucket.counts.puts
    await writeStore('portfolio.json', { photographyPortfolio: [], n: 1 })
    await writeRandom(path.join(dataDir, 'uploads', 'new-photo.jpg'), 2 * MiB)
    t = Date.now()
    const second = await writer.snapshot()
    figures.push([
      'second snapshot (1 store changed, 1 photo added)',
      `${seconds(Date.now() - t)}: ${second.uploadedObjects} objects, ${mb(second.uploadedBytes)} uploaded, ${bucket.counts.puts - puts} PUTs`,
    ])
    rmSync(path.join(dataDir, 'uploads', 'new-photo.jpg'))
    // Each media file once: the first snapshot sends one object per distinct file, the second only the two changed.
    if (first.uploadedObjects !== first.files || bucket.counts.puts - puts !== 3)
      throw new Error(
        `Expected ${first.files} objects, then 3 PUTs; got ${first.uploadedObjects}, then ${bucket.counts.puts - puts}`,
      )

    // The recovery point, as the service runs it (ADMIN_BACKUP_POLL_MS at its default).
    const settings = backupFromEnv({ ADMIN_BACKUP_TARGET: 's3://backups/bench', ADMIN_BACKUP_ENDPOINT: s3.endpoint })
    const scheduler = new BackupScheduler(settings, dataDir)
    await scheduler.start()
    await scheduler.poke()
    const points = []
    for (let i = 2; i < 7; i++) {
      await new Promise((r) => setTimeout(r, Math.random() * settings.pollMs))
      const writtenAt = Date.now()
      const hash = await writeStore('portfolio.json', { photographyPortfolio: [], n: i })
      for (;;) {
        const newest = (await bucket.list()).snapshots.at(-1)
        const manifest = newest && parseManifest(newest, await bucket.getManifest(newest))
        if (manifest?.files.some((f) => f.path === 'portfolio.json' && f.sha256 === hash)) break
        await new Promise((r) => setTimeout(r, 100))
      }
      points.push(Date.now() - writtenAt)
    }
    await scheduler.stop()
    points.sort((a, b) => a - b)
    figures.push([
      `recovery point (write to snapshot, ${points.length} writes, ${settings.pollMs / 1000} s look)`,
      `median ${seconds(points[Math.floor(points.length / 2)])}, max ${seconds(points.at(-1))} (goal ≤ 60 s; load ${load()})`,
    ])

    // After a restart: the scheduler kept its hash cache (<data dir>/.backup/hashes.json), so nothing is read again.
    for (const [label, cacheFile] of [
      ['snapshot after a restart, hash cache kept', path.join(dataDir, '.backup', 'hashes.json')],
      ['snapshot after a restart, no hash cache (every file hashed)', undefined],
    ]) {
      const restartBucket = new BackupBucket(target)
      const restarted = new SnapshotWriter(restartBucket, { dataDir, cacheFile })
      t = Date.now()
      const result = await restarted.snapshot()
      figures.push([
        label,
        `${seconds(Date.now() - t)}: ${restarted.cache.misses} files hashed, ${result.uploadedObjects} objects uploaded (load ${load()})`,
      ])
      restartBucket.close()
    }

    const restoreBucket = new BackupBucket(target)
    t = Date.now()
    const restored = await restoreSnapshot(restoreBucket, { dataDir: restoredDir })
    const restoreMs = Date.now() - t
    figures.push([
      'full restore',
      `${seconds(restoreMs)}: ${restored.files} files, ${mb(restored.bytes)} (${mb(restoreBucket.counts.bytesDown)} downloaded, ${mb((restored.bytes / restoreMs) * 1000)}/s, each file's SHA-256 checked; load ${load()})`,
    ])
    restoreBucket.close()
    const same = (await readFile(path.join(restoredDir, 'portfolio.json'))).equals(
      await readFile(path.join(dataDir, 'portfolio.json')),
    )
    if (!same) throw new Error('The restored portfolio.json differs from the data folder')
  } finally {
    bucket.close()
  }
} finally {
  await s3.stop()
  rmSync(s3Dir, { recursive: true, force: true })
  rmSync(restoredDir, { recursive: true, force: true })
}
console.log(`\nBackups of a ${gigabytes} GB data folder (s3rver on 127.0.0.1, its own process)`)
for (const [name, value] of figures) console.log(`${name.padEnd(62)} ${value}`)
