/**
 * `site deploy`: puts a built site in S3-compatible object storage. Uploads only what changed, in an
 * order that never serves a page whose files are missing (localFiles.ts TIERS), records what the release
 * needs in a manifest in the bucket, then deletes what no release of the grace period needs and purges
 * the CDN of the changed pages.
 */
import { access } from 'node:fs/promises'
import path from 'node:path'
import { Bucket, targetName, type BucketState, type DeployTarget } from './bucket.ts'
import { localFiles, TIERS, type LocalFile } from './localFiles.ts'
import { planDeploy, type RemoteObject } from './plan.ts'
import { purge, type PurgeSettings } from './purge.ts'

/** How long objects a replaced release needed stay in the bucket: pages cached at the edge or open in a browser. */
export const DEFAULT_GRACE_MS = 24 * 60 * 60 * 1000

export interface DeployOptions {
  /** The built site (`<release>/client` or `dist/client`). */
  siteDir: string
  target: DeployTarget
  /** Name recorded in the manifest (default: the release folder's name). */
  release?: string
  dryRun?: boolean
  graceMs?: number
  /** Uploads and deletes at a time. */
  concurrency?: number
  purge?: PurgeSettings
  /**
   * What the bucket holds, as the previous deploy of this process left it (`DeploySummary.bucket`): the
   * listing is then skipped. Only for a bucket nothing else writes to; without it the bucket is listed.
   */
  known?: BucketState
  log?: (line: string) => void
  now?: () => Date
}

/** The steps of a deploy, in order; `files` (reading and hashing the site) runs while the bucket is listed. */
export const PHASES = ['files', 'listing', 'manifests', 'plan', 'uploads', 'manifest', 'deletes', 'purge'] as const
export type Phase = (typeof PHASES)[number]

export interface DeploySummary {
  target: string
  release: string
  dryRun: boolean
  compared: number
  /** Keys uploaded (or, in a dry run, to upload), in upload order. */
  uploaded: string[]
  skipped: number
  bytes: number
  deleted: string[]
  keptForGrace: number
  purged: string[]
  ms: number
  /** Milliseconds spent in each step (0 for a step skipped). */
  phases: Record<Phase, number>
  /** What the bucket holds after this deploy: `known` for the next one. */
  bucket: BucketState
}

/** Runs `work` on every item, at most `limit` at a time; the first failure stops new work and is thrown. */
async function eachLimit<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!
      try {
        await work(item)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** The site folder of `from`: a release folder's `client/`, or `from` itself. */
export async function siteDirOf(from: string): Promise<string> {
  const client = path.resolve(from, 'client')
  return access(path.join(client, 'index.html')).then(
    () => client,
    () => path.resolve(from),
  )
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const total = (files: LocalFile[]) => files.reduce((sum, f) => sum + f.size, 0)

export async function deploySite(options: DeployOptions): Promise<DeploySummary> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const now = options.now ?? (() => new Date())
  const name = targetName(options.target)
  const release = options.release ?? path.basename(path.dirname(path.resolve(options.siteDir)))
  const bucket = new Bucket(options.target)
  const phases = Object.fromEntries(PHASES.map((phase) => [phase, 0])) as Record<Phase, number>
  const timed = async <T>(phase: Phase, work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now()
    try {
      return await work()
    } finally {
      phases[phase] = performance.now() - t0
    }
  }
  try {
    // The bucket is listed while the local files are read.
    const listing = options.known ? Promise.resolve(options.known) : timed('listing', () => bucket.list())
    listing.catch(() => {})
    const local = await timed('files', () => localFiles(options.siteDir))
    if (!local.some((f) => f.key === 'index.html'))
      throw new Error(`${options.siteDir} has no index.html: build the site first (site build)`)
    const { objects, manifestKeys } = await listing
    const manifests = await timed('manifests', () => Promise.all(manifestKeys.map((key) => bucket.readManifest(key))))
    const t0 = performance.now()
    const plan = planDeploy({
      local,
      remote: objects,
      manifests,
      now: now(),
      graceMs: options.graceMs ?? DEFAULT_GRACE_MS,
    })
    phases.plan = performance.now() - t0
    const uploads = TIERS.flatMap((tier) => plan.uploads[tier])
    const bytes = total(uploads)
    log(
      `${options.dryRun ? 'Dry run: ' : ''}compared ${local.length} files with ${name}: ` +
        `${uploads.length} to upload (${kb(bytes)}), ${plan.unchanged.length} unchanged, ` +
        `${plan.deletes.length} to delete, ${plan.keptForGrace.length} kept for the grace period`,
    )
    const summary: DeploySummary = {
      target: name,
      release,
      dryRun: Boolean(options.dryRun),
      compared: local.length,
      uploaded: uploads.map((f) => f.key),
      skipped: plan.unchanged.length,
      bytes,
      deleted: plan.deletes,
      keptForGrace: plan.keptForGrace.length,
      purged: [],
      ms: 0,
      phases,
      bucket: { objects, manifestKeys },
    }
    if (options.dryRun) {
      for (const file of uploads) log(`  would upload ${file.key} (${kb(file.size)}, ${file.contentType})`)
      for (const key of plan.deletes) log(`  would delete ${key}`)
      summary.ms = performance.now() - started
      return summary
    }

    const concurrency = options.concurrency ?? 8
    await timed('uploads', async () => {
      for (const tier of TIERS) {
        const files = plan.uploads[tier]
        if (files.length === 0) continue
        await eachLimit(files, concurrency, (file) => bucket.upload(file))
        log(`  ${tier}: uploaded ${files.length} (${kb(total(files))})`)
      }
    })
    const keys = local.map((f) => f.key)
    const newest = manifests.sort((a, b) => Date.parse(a.deployedAt) - Date.parse(b.deployedAt)).at(-1)
    const sameAsNewest = newest?.release === release && newest.keys.join('\n') === keys.join('\n')
    const written = sameAsNewest
      ? null
      : await timed('manifest', () => bucket.writeManifest({ release, deployedAt: now().toISOString(), keys }))
    await timed('deletes', () =>
      eachLimit([...plan.deletes, ...plan.expiredManifests], concurrency, (key) => bucket.delete(key)),
    )
    if (plan.deletes.length > 0) log(`  deleted ${plan.deletes.length} objects no recent release needs`)
    summary.bucket = afterDeploy(summary.bucket, { uploads, plan, written, at: now() })

    if (options.purge) {
      // New assets have new names: only files that changed under an address visitors already used are purged.
      const changed = uploads.filter((f) => f.tier !== 'assets').map((f) => f.key)
      summary.purged = await timed('purge', () => purge(changed, options.purge!))
      if (summary.purged.length > 0) log(`  purged ${summary.purged.length} paths from the CDN`)
    }
    summary.ms = performance.now() - started
    return summary
  } finally {
    bucket.close()
  }
}

/** The bucket's state once a deploy's uploads, manifest and deletes are done. */
function afterDeploy(
  before: BucketState,
  done: { uploads: LocalFile[]; plan: ReturnType<typeof planDeploy>; written: string | null; at: Date },
): BucketState {
  const objects = new Map<string, RemoteObject>(before.objects.map((object) => [object.key, object]))
  for (const file of done.uploads) objects.set(file.key, { key: file.key, etag: file.md5, lastModified: done.at })
  for (const key of done.plan.deletes) objects.delete(key)
  const expired = new Set(done.plan.expiredManifests)
  const manifestKeys = before.manifestKeys.filter((key) => !expired.has(key))
  if (done.written) manifestKeys.push(done.written)
  return { objects: [...objects.values()], manifestKeys }
}

/** The closing line of a deploy. */
export function describeSummary(s: DeploySummary): string {
  const verb = s.dryRun ? 'would upload' : 'uploaded'
  return (
    `${s.dryRun ? 'Dry run of ' : ''}deploy of ${s.release} to ${s.target}: ${s.compared} compared, ` +
    `${verb} ${s.uploaded.length} (${kb(s.bytes)}), skipped ${s.skipped}, ` +
    `${s.dryRun ? 'would delete' : 'deleted'} ${s.deleted.length}, ${s.keptForGrace} kept for the grace period` +
    `${s.purged.length ? `, purged ${s.purged.length} paths` : ''} in ${(s.ms / 1000).toFixed(1)} s`
  )
}

/** Where a deploy's time went, in step order: `files 40 ms, listing 1210 ms, ...` (steps that took no time left out). */
export function describePhases(s: DeploySummary): string {
  return PHASES.filter((phase) => s.phases[phase] >= 0.5)
    .map((phase) => `${phase} ${Math.round(s.phases[phase])} ms`)
    .join(', ')
}
