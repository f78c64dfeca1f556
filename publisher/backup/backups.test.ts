import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startS3Server } from '../../tests/support/s3Server.ts'
import { acquireLease } from '../../lib/leaseLock.ts'
import { parseTarget } from '../deploy/bucket.ts'
import { BackupBucket, objectKey } from './BackupBucket.ts'
import { checkBackups } from './checkBackups.ts'
import { prune, snapshotsToKeep } from './retention.ts'
import { restoreSnapshot } from './restoreSnapshot.ts'
import { HashCache, scanDataDir } from './scanDataDir.ts'
import { SnapshotWriter } from './takeSnapshot.ts'

let s3: Awaited<ReturnType<typeof startS3Server>>
let root: string
let prefixNumber = 0
let bucket: BackupBucket

beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'backups' })
  root = await mkdtemp(path.join(os.tmpdir(), 'backups-test-'))
})
afterAll(async () => {
  await s3?.stop()
  await rm(root, { recursive: true, force: true })
})
beforeEach(() => {
  bucket?.close()
  bucket = new BackupBucket(parseTarget(`s3://backups/t${++prefixNumber}`, { endpoint: s3.endpoint }))
})

/** A data folder as the service leaves it: stores, media, a lease, a cache, a temp file, secrets. */
async function makeDataDir(name: string) {
  const dir = path.join(root, name)
  await mkdir(path.join(dir, 'uploads'), { recursive: true })
  await mkdir(path.join(dir, 'listing-media/abc/.cache'), { recursive: true })
  await mkdir(path.join(dir, 'portfolio.json.lease'), { recursive: true })
  await writeFile(path.join(dir, 'portfolio.json'), JSON.stringify({ items: [1, 2, 3] }))
  await writeFile(path.join(dir, 'portfolio.json.bak-20261126T000000Z'), '{}')
  await writeFile(path.join(dir, 'leads.json'), JSON.stringify({ leads: [] }))
  await writeFile(path.join(dir, 'portfolio.json.lease/1.json'), '{}')
  await writeFile(path.join(dir, '.leads.json.0123456789ab.tmp'), 'half')
  await writeFile(path.join(dir, 'owner.json'), '{"hash":"secret"}')
  await writeFile(path.join(dir, 'uploads/a.jpg'), randomBytes(300_000))
  await writeFile(path.join(dir, 'uploads/b.jpg'), randomBytes(200_000))
  // Larger than what is read into memory: uploaded from disk.
  await writeFile(path.join(dir, 'listing-media/abc/film.mp4'), randomBytes(9 * 1024 * 1024))
  await writeFile(path.join(dir, 'listing-media/abc/.cache/x-480w.webp'), randomBytes(1000))
  return dir
}

async function tree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  const walk = async (d: string, rel: string) => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      if (e.name.endsWith('.lease')) continue
      const r = rel ? `${rel}/${e.name}` : e.name
      if (e.isDirectory()) await walk(path.join(d, e.name), r)
      else out[r] = (await readFile(path.join(d, e.name))).toString('base64')
    }
  }
  await walk(dir, '')
  return out
}

describe('snapshots', () => {
  it('hold every data file but locks, temp files, caches, rotating copies and secrets', async () => {
    const dir = await makeDataDir('first')
    const writer = new SnapshotWriter(bucket, { dataDir: dir })
    const result = await writer.snapshot()
    expect(result.manifest.files.map((f) => f.path)).toEqual([
      'leads.json',
      'listing-media/abc/film.mp4',
      'portfolio.json',
      'uploads/a.jpg',
      'uploads/b.jpg',
    ])
    expect(result.uploadedObjects).toBe(5)
    expect(bucket.counts.puts).toBe(6) // five objects and the manifest
    const withSecrets = await new SnapshotWriter(bucket, { dataDir: dir, secrets: true }).snapshot()
    expect(withSecrets.manifest.files.map((f) => f.path)).toContain('owner.json')
    expect(withSecrets.manifest.secrets).toBe(true)
  })

  it('upload each object once: a second snapshot sends only what changed (counting PUTs)', async () => {
    const dir = await makeDataDir('incremental')
    const cacheFile = path.join(root, 'incremental-hashes.json')
    const writer = new SnapshotWriter(bucket, { dataDir: dir, cacheFile })
    await writer.snapshot()
    const putsBefore = bucket.counts.puts
    const bytesBefore = bucket.counts.bytesUp
    expect(await writer.snapshot()).toMatchObject({ unchanged: true, uploadedObjects: 0 })
    expect(bucket.counts.puts).toBe(putsBefore)

    await writeFile(path.join(dir, 'portfolio.json'), JSON.stringify({ items: [1, 2, 3, 4] }))
    await writeFile(path.join(dir, 'uploads/c.jpg'), randomBytes(1000))
    // A copy of a file already stored costs nothing.
    await writeFile(path.join(dir, 'uploads/a-copy.jpg'), await readFile(path.join(dir, 'uploads/a.jpg')))
    const second = await writer.snapshot()
    expect(second.uploadedObjects).toBe(2)
    expect(bucket.counts.puts - putsBefore).toBe(3) // portfolio.json, c.jpg and the manifest
    expect(bucket.counts.bytesUp - bytesBefore).toBeLessThan(10_000)

    // A new process (a restart) lists the bucket instead of uploading again, and hashes no file again.
    const afterRestart = new BackupBucket(bucket.target)
    const restarted = new SnapshotWriter(afterRestart, { dataDir: dir, cacheFile })
    await restarted.snapshot()
    expect(afterRestart.counts.puts).toBe(1)
    expect(restarted.cache.misses).toBe(0)
    expect(restarted.cache.hits).toBeGreaterThanOrEqual(second.files)
    afterRestart.close()
  })

  /** Writes `a.json` then `b.json` with the same number, as the stores write (temp file, fsync, rename). */
  async function twoFileWriter(dir: string, pauseMs: number) {
    await mkdir(dir, { recursive: true })
    const write = async (name: string, n: number) => {
      const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`)
      const handle = await open(temp, 'w')
      await handle.writeFile(JSON.stringify({ n, pad: 'x'.repeat(1000 + (n % 7) * 100) }))
      await handle.sync()
      await handle.close()
      await rename(temp, path.join(dir, name))
    }
    await write('a.json', 0)
    await write('b.json', 0)
    const state = { stop: false, n: 0, acked: [] as { n: number; at: number }[] }
    const done = (async () => {
      while (!state.stop && state.n < 2000) {
        const n = ++state.n
        await write('a.json', n)
        await write('b.json', n)
        state.acked.push({ n, at: Date.now() })
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs))
      }
    })()
    return { state, stop: () => ((state.stop = true), done) }
  }

  const numberIn = (scan: Awaited<ReturnType<typeof scanDataDir>>, p: string) =>
    (JSON.parse(scan.files.find((f) => f.path === p)!.bytes!.toString()) as { n: number }).n

  // Slow reads: a whole change can fall between reading a.json and b.json.
  const slowly = () => new Promise<void>((r) => setTimeout(r, 15))

  it('see the folder at one instant when writes pause now and then: two files written in turn agree', async () => {
    const dir = path.join(root, 'consistent')
    const writer = await twoFileWriter(dir, 50)
    const seen: [number, number][] = []
    const cache = new HashCache()
    while (writer.state.n < 30 || seen.length < 20) {
      const scan = await scanDataDir(dir, { secrets: false, cache, needsBytes: () => true, afterRead: slowly })
      seen.push([numberIn(scan, 'a.json'), numberIn(scan, 'b.json')])
    }
    await writer.stop()
    await rm(dir, { recursive: true, force: true })
    // a.json is written first: at any one instant b = a or b = a - 1.
    for (const [a, b] of seen) expect(a - b === 0 || a - b === 1, `a=${a} b=${b}`).toBe(true)
  })

  it('finish while writes never pause, each file whole and holding every write acknowledged before its time', async () => {
    const dir = path.join(root, 'busy')
    const writer = await twoFileWriter(dir, 0)
    const cache = new HashCache()
    for (let i = 0; i < 10; i++) {
      const scan = await scanDataDir(dir, { secrets: false, cache, needsBytes: () => true, afterRead: slowly })
      const acked = writer.state.acked.filter((a) => a.at < scan.takenAt.getTime()).at(-1)?.n ?? 0
      expect(numberIn(scan, 'a.json')).toBeGreaterThanOrEqual(acked)
      expect(numberIn(scan, 'b.json')).toBeGreaterThanOrEqual(acked)
    }
    await writer.stop()
    await rm(dir, { recursive: true, force: true })
  })
})

describe('restore', () => {
  it('rebuilds the folder byte for byte, into an empty folder only unless forced, never under a live lease', async () => {
    const dir = await makeDataDir('source')
    await new SnapshotWriter(bucket, { dataDir: dir }).snapshot()
    const expected = await tree(dir)
    for (const skipped of [
      'owner.json',
      'portfolio.json.bak-20261126T000000Z',
      '.leads.json.0123456789ab.tmp',
      'listing-media/abc/.cache/x-480w.webp',
    ])
      delete expected[skipped]

    const target = path.join(root, 'restored')
    const result = await restoreSnapshot(bucket, { dataDir: target })
    expect(result.files).toBe(5)
    expect(await tree(target)).toEqual(expected)

    await expect(restoreSnapshot(bucket, { dataDir: target })).rejects.toThrow(/is not empty.*--force/)
    await writeFile(path.join(target, 'stray.json'), '{}')
    await restoreSnapshot(bucket, { dataDir: target, force: true })
    expect(await tree(target)).toEqual(expected)

    const release = await acquireLease(path.join(target, 'portfolio.json.lease'), 'The store')
    try {
      await expect(restoreSnapshot(bucket, { dataDir: target, force: true })).rejects.toThrow(/in use/)
    } finally {
      await release()
    }
  })

  it('to a point in time: the newest snapshot at or before it', async () => {
    const dir = await makeDataDir('pit')
    const writer = new SnapshotWriter(bucket, { dataDir: dir })
    const states: { at: Date; tree: Record<string, string> }[] = []
    for (let i = 0; i < 3; i++) {
      await writeFile(path.join(dir, 'leads.json'), JSON.stringify({ leads: [i] }))
      const { manifest } = await writer.snapshot()
      states.push({ at: new Date(manifest.takenAt), tree: await tree(dir) })
      await new Promise((r) => setTimeout(r, 5))
    }
    const target = path.join(root, 'pit-restored')
    await restoreSnapshot(bucket, { dataDir: target, at: new Date(states[1]!.at.getTime() + 2) })
    expect((await tree(target))['leads.json']).toBe(states[1]!.tree['leads.json'])
    await restoreSnapshot(bucket, { dataDir: target, at: states[0]!.at, force: true })
    expect((await tree(target))['leads.json']).toBe(states[0]!.tree['leads.json'])
    await restoreSnapshot(bucket, { dataDir: target, force: true })
    expect((await tree(target))['leads.json']).toBe(states[2]!.tree['leads.json'])
    await expect(
      restoreSnapshot(bucket, { dataDir: target, at: new Date(states[0]!.at.getTime() - 1000), force: true }),
    ).rejects.toThrow(/no snapshot at or before/)
  })
})

describe('check', () => {
  it('finds a deleted object and a corrupted one, naming the files that need them', async () => {
    const dir = await makeDataDir('checked')
    const { manifest } = await new SnapshotWriter(bucket, { dataDir: dir }).snapshot()
    expect((await checkBackups(bucket)).problems).toEqual([])

    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const byPath = (p: string) => manifest.files.find((f) => f.path === p)!.sha256
    const prefix = bucket.target.prefix
    await client.send(new DeleteObjectCommand({ Bucket: 'backups', Key: prefix + objectKey(byPath('leads.json')) }))
    // Same size, other bytes: only reading the data finds it.
    const a = await readFile(path.join(dir, 'uploads/a.jpg'))
    a[1000] ^= 0xff
    await client.send(
      new PutObjectCommand({ Bucket: 'backups', Key: prefix + objectKey(byPath('uploads/a.jpg')), Body: a }),
    )
    client.destroy()

    const report = await checkBackups(bucket)
    expect(report.problems.map((p) => [p.kind, p.neededBy.map((n) => n.path)])).toEqual(
      [
        ['missing', ['leads.json']],
        ['corrupt', ['uploads/a.jpg']],
      ].sort((x, y) => (objectKey(byPath(x[1]![0]!)) < objectKey(byPath(y[1]![0]!)) ? -1 : 1)),
    )
    expect((await checkBackups(bucket, { readData: false })).problems.map((p) => p.kind)).toEqual(['missing'])

    // The same through the command line: exit status 1 and a line for each.
    const cli = await promisify(execFile)(
      process.execPath,
      ['bin/site.js', 'backup', 'check', '--target', `s3://backups/${prefix}`, '--endpoint', s3.endpoint],
      { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, ...s3.env } },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    )
    expect(cli.code).toBe(1)
    expect(cli.stdout).toMatch(/is missing; needed by leads\.json in /)
    expect(cli.stdout).toMatch(/is corrupt: its bytes hash to [0-9a-f]{64}; needed by uploads\/a\.jpg in /)
    expect(cli.stdout).toContain('2 problems found')
    await expect(restoreSnapshot(bucket, { dataDir: path.join(root, 'from-corrupt') })).rejects.toThrow(
      /does not match the manifest|missing|NoSuchKey/,
    )
  })
})

describe('retention', () => {
  const id = (iso: string) => `${iso.replace(/[-:.]/g, '')}-000000`
  it('keeps the last 24 hours, one a day for 30 days, one a week for 12 weeks', () => {
    const now = new Date('2026-11-27T12:00:00.000Z')
    const ids: string[] = []
    // A snapshot every 6 hours for 120 days.
    for (let t = now.getTime(); t > now.getTime() - 120 * 86_400_000; t -= 6 * 3_600_000)
      ids.push(id(new Date(t).toISOString()))
    const kept = snapshotsToKeep(ids, { hours: 24, days: 30, weeks: 12 }, now)
    const age = (i: string) =>
      now.getTime() - Date.parse(`${i.slice(0, 4)}-${i.slice(4, 6)}-${i.slice(6, 8)}T${i.slice(9, 11)}:00:00Z`)
    const day = (i: string) => i.slice(0, 8)
    // Everything of the last 24 hours (0, 6, 12, 18 and 24 hours ago).
    expect(ids.filter((i) => age(i) <= 86_400_000).every((i) => kept.has(i))).toBe(true)
    expect(ids.filter((i) => age(i) <= 86_400_000)).toHaveLength(5)
    // The newest of each day of the last 30 (ids are newest first).
    const days = new Map<string, string>()
    for (const i of ids) if (age(i) < 30 * 86_400_000 && !days.has(day(i))) days.set(day(i), i)
    for (const newest of days.values()) expect(kept.has(newest)).toBe(true)
    // Older than 30 days: one a week at most, back to 12 weeks and no further.
    const older = [...kept].filter((i) => age(i) >= 30 * 86_400_000)
    const weekOf = (i: string) =>
      Math.floor((Math.floor(Date.parse(`${i.slice(0, 4)}-${i.slice(4, 6)}-${i.slice(6, 8)}`) / 86_400_000) + 3) / 7)
    expect(new Set(older.map(weekOf)).size).toBe(older.length)
    expect(older.length).toBeGreaterThanOrEqual(7)
    expect(Math.max(...[...kept].map(age))).toBeLessThan(12 * 7 * 86_400_000)
    expect(Math.max(...[...kept].map(age))).toBeGreaterThan(11 * 7 * 86_400_000)
    expect(kept.size).toBeLessThanOrEqual(5 + 30 + 12)
    expect(kept.has(ids[0]!)).toBe(true)
  })

  it('pruning deletes unkept snapshots and only the objects no kept snapshot needs', async () => {
    const dir = await makeDataDir('pruned')
    const writer = new SnapshotWriter(bucket, { dataDir: dir })
    const first = await writer.snapshot()
    await writeFile(path.join(dir, 'leads.json'), JSON.stringify({ leads: ['new'] }))
    await rm(path.join(dir, 'uploads/b.jpg'))
    const second = await writer.snapshot()
    // Two days later with a 1-hour window and no daily or weekly copies: only the newest stays.
    const later = new Date(Date.now() + 2 * 86_400_000)
    const result = await prune(bucket, { hours: 1, days: 0, weeks: 0 }, later)
    expect(result.deletedSnapshots).toEqual([first.manifest.id])
    const gone = first.manifest.files.filter((f) => !second.manifest.files.some((s) => s.sha256 === f.sha256))
    expect(result.deletedObjects.sort()).toEqual(gone.map((f) => f.sha256).sort())
    expect(gone.map((f) => f.path).sort()).toEqual(['leads.json', 'uploads/b.jpg'])
    expect((await checkBackups(bucket)).problems).toEqual([])
    const target = path.join(root, 'after-prune')
    await restoreSnapshot(bucket, { dataDir: target })
    expect(Object.keys(await tree(target))).toContain('uploads/a.jpg')
  })
})
