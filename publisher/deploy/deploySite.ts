/**
 * `site deploy`: puts a built site in S3-compatible object storage. Uploads only what changed, in an
 * order that never serves a page whose files are missing (localFiles.ts TIERS), records what the release
 * needs in a manifest in the bucket, then deletes what no release of the grace period needs and purges
 * the CDN of the changed pages.
 */
import { access } from 'node:fs/promises'
import path from 'node:path'
import { Bucket, targetName, type DeployTarget } from './bucket.ts'
import { localFiles, TIERS, type LocalFile } from './localFiles.ts'
import { planDeploy } from './plan.ts'
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
  log?: (line: string) => void
  now?: () => Date
}

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
  try {
    // The bucket is listed while the local files are read.
    const listing = bucket.list()
    listing.catch(() => {})
    const local = await localFiles(options.siteDir)
    if (!local.some((f) => f.key === 'index.html'))
      throw new Error(`${options.siteDir} has no index.html: build the site first (site build)`)
    const { objects, manifestKeys } = await listing
    const manifests = await Promise.all(manifestKeys.map((key) => bucket.readManifest(key)))
    const plan = planDeploy({
      local,
      remote: objects,
      manifests,
      now: now(),
      graceMs: options.graceMs ?? DEFAULT_GRACE_MS,
    })
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
    }
    if (options.dryRun) {
      for (const file of uploads) log(`  would upload ${file.key} (${kb(file.size)}, ${file.contentType})`)
      for (const key of plan.deletes) log(`  would delete ${key}`)
      summary.ms = performance.now() - started
      return summary
    }

    const concurrency = options.concurrency ?? 8
    for (const tier of TIERS) {
      const files = plan.uploads[tier]
      if (files.length === 0) continue
      await eachLimit(files, concurrency, (file) => bucket.upload(file))
      log(`  ${tier}: uploaded ${files.length} (${kb(total(files))})`)
    }
    const keys = local.map((f) => f.key)
    const newest = manifests.sort((a, b) => Date.parse(a.deployedAt) - Date.parse(b.deployedAt)).at(-1)
    const sameAsNewest = newest?.release === release && newest.keys.join('\n') === keys.join('\n')
    if (!sameAsNewest) await bucket.writeManifest({ release, deployedAt: now().toISOString(), keys })
    await eachLimit([...plan.deletes, ...plan.expiredManifests], concurrency, (key) => bucket.delete(key))
    if (plan.deletes.length > 0) log(`  deleted ${plan.deletes.length} objects no recent release needs`)

    if (options.purge) {
      // New assets have new names: only files that changed under an address visitors already used are purged.
      const changed = uploads.filter((f) => f.tier !== 'assets').map((f) => f.key)
      summary.purged = await purge(changed, options.purge)
      if (summary.purged.length > 0) log(`  purged ${summary.purged.length} paths from the CDN`)
    }
    summary.ms = performance.now() - started
    return summary
  } finally {
    bucket.close()
  }
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
