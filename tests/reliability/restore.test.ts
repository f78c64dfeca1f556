/**
 * `site restore --force` over a data folder that holds the owner's data, from buckets that lie (a real
 * s3rver on 127.0.0.1): a tampered object, an object far larger than its manifest entry, a manifest that
 * names a file and a folder of one name, a huge manifest, a snapshot dated in the future, modes of 0777.
 * Whatever the bucket holds, the data folder is left exactly as it was (compared file by file) unless the
 * whole snapshot was downloaded and checked; then the folder as it was is kept beside it.
 */
import { createHash, randomBytes } from 'node:crypto'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { compareDirs } from '../../lib/compareDirs.ts'
import { parseTarget } from '../../publisher/deploy/bucket.ts'
import { BackupBucket } from '../../publisher/backup/BackupBucket.ts'
import { MANIFEST_FORMAT, MAX_MANIFEST_BYTES, snapshotId, type ManifestFile } from '../../publisher/backup/manifest.ts'
import { restoreSnapshot } from '../../publisher/backup/restoreSnapshot.ts'
import { SnapshotWriter } from '../../publisher/backup/takeSnapshot.ts'
import { startS3Server } from '../support/s3Server.ts'
import { recordFigures } from './figures.ts'

let s3: Awaited<ReturnType<typeof startS3Server>>
let root: string
let bucket: BackupBucket
let prefixNumber = 0

beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'restores' })
  root = await mkdtemp(path.join(os.tmpdir(), 'restore-reliability-'))
})
afterAll(async () => {
  bucket?.close()
  await s3?.stop()
  await rm(root, { recursive: true, force: true })
})
beforeEach(() => {
  bucket?.close()
  bucket = new BackupBucket(parseTarget(`s3://restores/r${++prefixNumber}`, { endpoint: s3.endpoint }))
})

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex')

/** A data folder of the owner's: stores, uploads, a film, nested media. */
async function ownersFolder(name: string, seed: string): Promise<string> {
  const dir = path.join(root, name)
  await mkdir(path.join(dir, 'uploads'), { recursive: true })
  await mkdir(path.join(dir, 'listing-media/12-elm/photos'), { recursive: true })
  await writeFile(path.join(dir, 'portfolio.json'), JSON.stringify({ seed, items: [1, 2, 3] }))
  await writeFile(path.join(dir, 'leads.json'), JSON.stringify({ seed, leads: [{ id: 'l1', name: 'Priya' }] }))
  await writeFile(path.join(dir, 'bookings.json'), JSON.stringify({ seed, bookings: [] }))
  for (let i = 0; i < 12; i++) await writeFile(path.join(dir, `uploads/${seed}-${i}.jpg`), randomBytes(20_000 + i))
  await writeFile(path.join(dir, 'listing-media/12-elm/film.mp4'), randomBytes(3 * 1024 * 1024))
  await writeFile(path.join(dir, 'listing-media/12-elm/photos/front.jpg'), randomBytes(150_000))
  return dir
}

/** The folders beside `dir` (a restore's new folder or the old one kept). */
const besides = async (dir: string) =>
  (await readdir(path.dirname(dir))).filter((n) => n !== path.basename(dir) && n.includes(path.basename(dir)))

/** Copies `dir` to compare it with later, file by file. */
async function copyOf(dir: string): Promise<string> {
  const copy = path.join(root, `${path.basename(dir)}-as-it-was`)
  await cp(dir, copy, { recursive: true })
  return copy
}

const readBack = (dir: string, rel: string) => readFile(path.join(dir, rel))

/** How `dir` differs from `copy`, file by file, but for the restore's locks (`*.lease/`, as the service leaves them). */
const unchanged = (dir: string, copy: string) => {
  const difference = compareDirs(dir, copy)
  const data = (files: string[]) => files.filter((f) => !f.split('/')[0]!.endsWith('.lease'))
  return { onlyNow: data(difference.onlyInFirst), gone: data(difference.onlyInSecond), differ: data(difference.differ) }
}

/** Writes a manifest of `files` (each with an object of `bytes`) into the bucket, dated `takenAt`. */
async function plantSnapshot(
  files: { path: string; bytes: Buffer; size?: number; mode?: number }[],
  takenAt = new Date(),
) {
  const entries: ManifestFile[] = []
  for (const file of files) {
    const hash = sha256(file.bytes)
    await bucket.putObject(hash, { bytes: file.bytes }, md5(file.bytes))
    entries.push({ path: file.path, size: file.size ?? file.bytes.length, mode: file.mode ?? 0o600, sha256: hash })
  }
  const id = snapshotId(takenAt)
  await bucket.putManifest(
    id,
    JSON.stringify({
      format: MANIFEST_FORMAT,
      id,
      takenAt: takenAt.toISOString(),
      host: 'planted',
      secrets: false,
      files: entries,
    }),
  )
  return id
}

describe('site restore --force from a bucket that lies', () => {
  it('leaves the data folder exactly as it was when one object is tampered with', async ({ task }) => {
    const snapshotted = await ownersFolder('snapshotted', 'then')
    const { manifest } = await new SnapshotWriter(bucket, { dataDir: snapshotted }).snapshot()
    // The last file downloaded (four at a time, in the manifest's order): all the others are written first.
    const last = manifest.files.at(-1)!
    const tampered = randomBytes(last.size)
    await bucket.putObject(last.sha256, { bytes: tampered }, md5(tampered))

    const dataDir = await ownersFolder('live', 'now')
    const before = await copyOf(dataDir)
    await expect(restoreSnapshot(bucket, { dataDir, force: true })).rejects.toThrow(
      new RegExp(`${last.path.replace(/[.]/g, '\\.')}: the stored object does not match the manifest`),
    )
    expect(unchanged(dataDir, before)).toEqual({ onlyNow: [], gone: [], differ: [] })
    expect(await besides(dataDir)).toEqual(['live-as-it-was'])
    recordFigures(task, 'restore', { 'files in the snapshot': manifest.files.length, 'tampered file': last.path })

    // The bucket repaired, the same restore replaces the folder and keeps the old one beside it, whole.
    const original = await readBack(snapshotted, last.path)
    await bucket.putObject(last.sha256, { bytes: original }, md5(original))
    const lines: string[] = []
    const result = await restoreSnapshot(bucket, { dataDir, force: true, log: (line) => lines.push(line) })
    expect(unchanged(dataDir, snapshotted)).toEqual({ onlyNow: [], gone: [], differ: [] })
    expect(result.previous).toMatch(/live\.before-restore-/)
    expect(unchanged(result.previous!, before)).toEqual({ onlyNow: [], gone: [], differ: [] })
    expect(lines.join('\n')).toContain(`kept at ${result.previous}`)
  })

  it('stops reading an object at one byte over its manifest size, and writes modes of its own', async () => {
    const huge = randomBytes(8 * 1024 * 1024)
    const id = await plantSnapshot([
      { path: 'notes.txt', bytes: Buffer.from('hello'), mode: 0o777 },
      { path: 'uploads/tiny.jpg', bytes: huge, size: 5 },
    ])
    const dataDir = await ownersFolder('oversized', 'now')
    const before = await copyOf(dataDir)
    const manifestBytes = Buffer.byteLength(await bucket.getManifest(id))
    const down = bucket.counts.bytesDown
    await expect(restoreSnapshot(bucket, { dataDir, force: true })).rejects.toThrow(
      /uploads\/tiny\.jpg: the stored object does not match the manifest \(more than 5 bytes\)/,
    )
    // The manifest, the 5 bytes of notes.txt and at most 5 + 1 of the 8 MB object.
    expect(bucket.counts.bytesDown - down - manifestBytes).toBeLessThanOrEqual(5 + 6)
    expect(unchanged(dataDir, before)).toEqual({ onlyNow: [], gone: [], differ: [] })

    await plantSnapshot([{ path: 'notes.txt', bytes: Buffer.from('hello'), mode: 0o777 }], new Date(Date.now() + 1000))
    const fresh = path.join(root, 'fresh')
    await restoreSnapshot(bucket, { dataDir: fresh, now: new Date(Date.now() + 2000) })
    expect((await stat(path.join(fresh, 'notes.txt'))).mode & 0o777).toBe(0o600)
  })

  it('refuses a manifest naming a file and a folder of one name before anything is written', async () => {
    await plantSnapshot([
      { path: 'uploads', bytes: Buffer.from('a file') },
      { path: 'uploads/a.jpg', bytes: Buffer.from('a picture') },
    ])
    const dataDir = await ownersFolder('file-and-folder', 'now')
    const before = await copyOf(dataDir)
    await expect(restoreSnapshot(bucket, { dataDir, force: true })).rejects.toThrow(
      /the manifest's files name uploads as a file and as the folder of uploads\/a\.jpg/,
    )
    expect(unchanged(dataDir, before)).toEqual({ onlyNow: [], gone: [], differ: [] })
    expect(await besides(dataDir)).toEqual(['file-and-folder-as-it-was'])
  })

  it('never restores a snapshot dated in the future as the latest', async () => {
    const good = await plantSnapshot([{ path: 'leads.json', bytes: Buffer.from('{"leads":["real"]}') }])
    await plantSnapshot([{ path: 'leads.json', bytes: Buffer.from('{"leads":["planted"]}') }], new Date('9999-01-01'))
    const dataDir = path.join(root, 'future')
    const result = await restoreSnapshot(bucket, { dataDir })
    expect(result.manifest.id).toBe(good)
    expect((await readBack(dataDir, 'leads.json')).toString()).toBe('{"leads":["real"]}')
  })

  it('reads a manifest as a stream and stops past its bound, the folder untouched', async ({ task }) => {
    // Valid JSON of 65 MB: read whole and parsed, it would be refused by the schema only after.
    const id = snapshotId(new Date())
    const text = `{"format":"${MANIFEST_FORMAT}","id":"${id}","pad":"${'x'.repeat(MAX_MANIFEST_BYTES + 1024 * 1024)}"}`
    await bucket.putManifest(id, text)
    const dataDir = await ownersFolder('huge-manifest', 'now')
    const before = await copyOf(dataDir)
    const down = bucket.counts.bytesDown
    const heapBefore = process.memoryUsage().heapUsed
    await expect(restoreSnapshot(bucket, { dataDir, force: true })).rejects.toThrow(/larger than \d+ bytes/)
    const read = bucket.counts.bytesDown - down
    recordFigures(task, 'restore', {
      'manifest MB': Math.round(text.length / 1024 / 1024),
      'manifest MB read': Math.round((read / 1024 / 1024) * 10) / 10,
      'heap growth MB': Math.round((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024),
    })
    expect(read).toBeLessThanOrEqual(MAX_MANIFEST_BYTES + 1)
    expect(unchanged(dataDir, before)).toEqual({ onlyNow: [], gone: [], differ: [] })
  })
})
