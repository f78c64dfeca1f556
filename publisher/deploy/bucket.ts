/**
 * The bucket side of a deploy, through the official AWS SDK: listing, uploads, deletes and the deploy
 * manifests, with the SDK's standard retry strategy (exponential backoff with jitter on throttling,
 * 5xx and network errors) and errors turned into one readable line.
 */
import { readFile } from 'node:fs/promises'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { LocalFile } from './localFiles.ts'
import type { Manifest, RemoteObject } from './plan.ts'

/** Where a deploy goes: `s3://<bucket>[/<prefix>]` plus, for storage other than AWS S3, its endpoint. */
export interface DeployTarget {
  bucket: string
  /** Key prefix with a trailing `/`, or '' for the whole bucket. */
  prefix: string
  /** S3-compatible endpoint (R2, MinIO, B2...); path-style addressing is used with one. */
  endpoint?: string
  region?: string
}

/** Parses `s3://bucket[/prefix]`; throws a readable error, naming the target `name`, for anything else. */
export function parseTarget(
  url: string,
  settings: { endpoint?: string; region?: string } = {},
  name = 'Deploy target',
): DeployTarget {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url)
  if (!match) throw new Error(`${name} must look like s3://<bucket>[/<prefix>], got "${url}"`)
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '')
  if (settings.endpoint && !/^https?:\/\//.test(settings.endpoint))
    throw new Error(`Deploy endpoint must be an http(s) URL, got "${settings.endpoint}"`)
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '', ...settings }
}

export const targetName = (t: DeployTarget) => `s3://${t.bucket}/${t.prefix}`

/** The objects under a target's prefix (keys without it) and, apart, the keys of its deploy manifests. */
export interface BucketState {
  objects: RemoteObject[]
  manifestKeys: string[]
}

/** Where the deploy manifests live, beside the site under the same prefix. */
const MANIFESTS = '.deploy/'

const manifestCache = new Map<string, Manifest>()

/** An error of a deploy step, naming the object it was working on. */
export class DeployError extends Error {
  constructor(
    readonly key: string | null,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'DeployError'
  }
}

const NETWORK = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH'])

/** One line saying what went wrong, for an SDK or network error. */
export function reasonOf(error: unknown, target: DeployTarget): string {
  const e = error as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } }
  const where = target.endpoint ?? `AWS S3${target.region ? ` (${target.region})` : ''}`
  if (e.name === 'CredentialsProviderError')
    return 'no storage credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE with ~/.aws/credentials'
  if (NETWORK.has(e.code ?? '') || NETWORK.has(e.name ?? '') || e.name === 'TimeoutError')
    return `cannot reach ${where} (${e.code ?? e.name})`
  if (e.name === 'NoSuchBucket') return `bucket "${target.bucket}" does not exist at ${where}`
  const status = e.$metadata?.httpStatusCode
  const text = (e.message ?? String(error)).split('\n')[0]
  return `${e.name ?? 'Error'}${status ? ` (HTTP ${status})` : ''}: ${text}`
}

// The project runs on Node 20 (README "Set-up"); the SDK's notice that its 2027 releases need
// Node 22 would otherwise end up in every deploy's output. package-lock.json pins a release that runs here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

/** A request whose socket sends and receives nothing for this long fails, and the retry strategy tries again. */
const SOCKET_IDLE_MS = 30_000

/**
 * An SDK client for a target: path-style with an endpoint, the standard retry strategy, Content-MD5
 * instead of the SDK's newer default checksums (not understood by every S3-compatible store). A stalled
 * request fails after SOCKET_IDLE_MS of silence (the handler's `requestTimeout` would only log a warning),
 * whatever the size of the object, so a 2 GB film is never cut off while its bytes still flow.
 */
export function s3ClientFor(target: DeployTarget, socketIdleMs = SOCKET_IDLE_MS): S3Client {
  return new S3Client({
    region: target.region ?? process.env.AWS_REGION ?? (target.endpoint ? 'auto' : 'us-east-1'),
    endpoint: target.endpoint,
    forcePathStyle: Boolean(target.endpoint),
    maxAttempts: 5,
    retryMode: 'standard',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5000, socketTimeout: socketIdleMs },
  })
}

/** An object under a target's prefix: its key without the prefix, and what the listing says of it. */
interface ListedObject {
  key: string
  /** The ETag without its quotes. */
  etag: string
  size: number
  lastModified: Date
}

/** Every object under a target's prefix, page by page (1,000 keys a request). */
export async function* objectsUnder(client: S3Client, target: DeployTarget): AsyncGenerator<ListedObject> {
  const pages = paginateListObjectsV2({ client }, { Bucket: target.bucket, Prefix: target.prefix })
  for await (const page of pages) {
    for (const object of page.Contents ?? []) {
      yield {
        key: object.Key!.slice(target.prefix.length),
        etag: (object.ETag ?? '').replaceAll('"', ''),
        size: object.Size ?? 0,
        lastModified: object.LastModified ?? new Date(0),
      }
    }
  }
}

export class Bucket {
  readonly client: S3Client

  constructor(readonly target: DeployTarget) {
    this.client = s3ClientFor(target)
  }

  /** Runs one SDK call, turning its failure into a DeployError naming `key`. */
  private async call<T>(key: string | null, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      const at = key === null ? '' : ` at ${key}`
      throw new DeployError(key, `Deploy to ${targetName(this.target)} failed${at}: ${reasonOf(error, this.target)}`, {
        cause: error,
      })
    }
  }

  /** Every object under the prefix (keys without it), and the deploy manifests separately. */
  async list(): Promise<BucketState> {
    return this.call(null, async () => {
      const objects: RemoteObject[] = []
      const manifestKeys: string[] = []
      for await (const { key, etag, lastModified } of objectsUnder(this.client, this.target)) {
        if (key.startsWith(MANIFESTS)) manifestKeys.push(key)
        else objects.push({ key, etag, lastModified })
      }
      return { objects, manifestKeys }
    })
  }

  /** A deploy manifest; each is written once, so one read per process is enough. */
  async readManifest(key: string): Promise<Manifest> {
    const known = manifestCache.get(this.manifestId(key))
    if (known) return known
    const manifest = await this.fetchManifest(key)
    manifestCache.set(this.manifestId(key), manifest)
    return manifest
  }

  private manifestId(key: string): string {
    return `${this.target.endpoint ?? ''} ${this.target.bucket} ${this.target.prefix}${key}`
  }

  private async fetchManifest(key: string): Promise<Manifest> {
    return this.call(key, async () => {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.target.bucket, Key: this.target.prefix + key }),
      )
      const body = JSON.parse(await res.Body!.transformToString()) as Omit<Manifest, 'key'>
      return { ...body, key }
    })
  }

  /** Writes a deploy's manifest; returns its key. */
  async writeManifest(manifest: Omit<Manifest, 'key'>): Promise<string> {
    const stamp = manifest.deployedAt.replace(/[-:.]/g, '')
    const key = `${MANIFESTS}${stamp}-${manifest.release.replace(/[^\w.-]/g, '_')}.json`
    await this.call(key, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.target.bucket,
          Key: this.target.prefix + key,
          Body: JSON.stringify(manifest),
          ContentType: 'application/json',
          CacheControl: 'no-store',
        }),
      ),
    )
    manifestCache.set(this.manifestId(key), { ...manifest, key })
    return key
  }

  async upload(file: LocalFile): Promise<void> {
    await this.call(file.key, async () => {
      const body = await readFile(file.path)
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.target.bucket,
          Key: this.target.prefix + file.key,
          Body: body,
          ContentLength: body.length,
          ContentMD5: Buffer.from(file.md5, 'hex').toString('base64'),
          ContentType: file.contentType,
          CacheControl: file.cacheControl,
          WebsiteRedirectLocation: file.redirect ?? undefined,
        }),
      )
    })
  }

  async delete(key: string): Promise<void> {
    await this.call(key, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.target.bucket, Key: this.target.prefix + key })),
    )
  }

  close(): void {
    this.client.destroy()
  }
}
