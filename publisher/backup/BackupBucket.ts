/**
 * The object-storage side of backups, through the AWS SDK the deploys use: content-addressed objects
 * (`objects/<aa>/<sha256>`) and snapshot manifests (`snapshots/<id>.json`) under a private prefix.
 * Every upload carries Content-MD5, so the store refuses bytes that are not the ones hashed.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { objectsUnder, reasonOf, s3ClientFor, targetName, type DeployTarget } from '../deploy/bucket.ts'
import { MAX_MANIFEST_BYTES } from './manifest.ts'

/** Where backups go: `s3://<bucket>[/<prefix>]` and, for storage other than AWS S3, its endpoint. */
export type BackupTarget = DeployTarget

const OBJECTS = 'objects/'
const SNAPSHOTS = 'snapshots/'

export const objectKey = (sha256: string) => `${OBJECTS}${sha256.slice(0, 2)}/${sha256}`
export const snapshotKey = (id: string) => `${SNAPSHOTS}${id}.json`

/** An error talking to the backup target, naming the object. */
export class BackupStorageError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'BackupStorageError'
  }
}

/** What a bucket holds under the prefix: objects by hash, snapshot ids (oldest first). */
export type BucketListing = {
  objects: Map<string, { size: number; lastModified: Date }>
  snapshots: string[]
}

/** Counts what went over the wire, for tests and the benchmark. */
export type TransferCounts = { puts: number; bytesUp: number; gets: number; bytesDown: number; deletes: number }

export class BackupBucket {
  readonly client: S3Client
  readonly counts: TransferCounts = { puts: 0, bytesUp: 0, gets: 0, bytesDown: 0, deletes: 0 }

  constructor(readonly target: BackupTarget) {
    this.client = s3ClientFor(target)
  }

  get name(): string {
    return targetName(this.target)
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw new BackupStorageError(`Backup storage ${this.name}: ${what} failed: ${reasonOf(error, this.target)}`, {
        cause: error,
      })
    }
  }

  /** Every object and snapshot under the prefix. */
  async list(): Promise<BucketListing> {
    return this.call('listing', async () => {
      const objects: BucketListing['objects'] = new Map()
      const snapshots: string[] = []
      for await (const { key, size, lastModified } of objectsUnder(this.client, this.target)) {
        const hash = /^objects\/[0-9a-f]{2}\/([0-9a-f]{64})$/.exec(key)?.[1]
        if (hash) objects.set(hash, { size, lastModified })
        const id = /^snapshots\/(.+)\.json$/.exec(key)?.[1]
        if (id) snapshots.push(id)
      }
      return { objects, snapshots: snapshots.sort() }
    })
  }

  /** Uploads one object, from memory or from a file; `md5` (hex) is checked by the store. */
  async putObject(
    sha256: string,
    body: { bytes: Buffer } | { file: string; size: number },
    md5: string,
  ): Promise<void> {
    const size = 'bytes' in body ? body.bytes.length : body.size
    await this.call(`uploading ${objectKey(sha256)}`, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.target.bucket,
          Key: this.target.prefix + objectKey(sha256),
          Body: 'bytes' in body ? body.bytes : createReadStream(body.file),
          ContentLength: size,
          ContentMD5: Buffer.from(md5, 'hex').toString('base64'),
          ContentType: 'application/octet-stream',
        }),
      ),
    )
    this.counts.puts++
    this.counts.bytesUp += size
  }

  /**
   * An object's bytes, chunk by chunk; with `maxBytes` (at least 1), at most that many are asked for
   * (a Range request), so that an object larger than expected is never downloaded whole.
   */
  getObject(sha256: string, maxBytes?: number): Promise<AsyncIterable<Buffer>> {
    return this.getKey(objectKey(sha256), maxBytes)
  }

  private async getKey(key: string, maxBytes?: number): Promise<AsyncIterable<Buffer>> {
    const body = await this.call(`reading ${key}`, async () => {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.target.bucket,
          Key: this.target.prefix + key,
          ...(maxBytes === undefined ? {} : { Range: `bytes=0-${maxBytes - 1}` }),
        }),
      )
      return res.Body as Readable
    })
    this.counts.gets++
    const counts = this.counts
    return (async function* () {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        counts.bytesDown += chunk.length
        yield chunk
      }
    })()
  }

  async putManifest(id: string, text: string): Promise<void> {
    await this.call(`writing ${snapshotKey(id)}`, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.target.bucket,
          Key: this.target.prefix + snapshotKey(id),
          Body: text,
          ContentType: 'application/json',
          ContentMD5: createMd5(text),
        }),
      ),
    )
    this.counts.puts++
    this.counts.bytesUp += Buffer.byteLength(text)
  }

  /** A manifest's text, read as a stream and refused (reading stops) past `maxBytes`. */
  async getManifest(id: string, maxBytes = MAX_MANIFEST_BYTES): Promise<string> {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of await this.getKey(snapshotKey(id), maxBytes + 1)) {
      size += chunk.length
      if (size > maxBytes)
        throw new BackupStorageError(
          `Backup storage ${this.name}: ${snapshotKey(id)} is larger than ${maxBytes} bytes, more than a manifest can be`,
        )
      chunks.push(chunk)
    }
    return Buffer.concat(chunks).toString('utf8')
  }

  async deleteKey(key: string): Promise<void> {
    await this.call(`deleting ${key}`, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.target.bucket, Key: this.target.prefix + key })),
    )
    this.counts.deletes++
  }

  close(): void {
    this.client.destroy()
  }
}

const createMd5 = (text: string) => createHash('md5').update(text).digest('base64')
