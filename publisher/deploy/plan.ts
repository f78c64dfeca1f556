/**
 * What a deploy does, decided from the local files, the bucket's listing and the manifests of earlier
 * deploys, without touching anything: the uploads by tier, the objects left as they are, and the deletes.
 */
import { TIERS, type LocalFile, type Tier } from './localFiles.ts'

export interface RemoteObject {
  key: string
  /** The ETag without quotes: the MD5 of the bytes for an object written by one PutObject. */
  etag: string
  lastModified: Date
}

/** What the bucket keeps about each deploy (`<prefix>.deploy/<time>-<release>.json`). */
export interface Manifest {
  /** The manifest's own key. */
  key: string
  release: string
  deployedAt: string
  keys: string[]
}

export interface DeployPlan {
  uploads: Record<Tier, LocalFile[]>
  unchanged: LocalFile[]
  /** Objects no release live within the grace period needs. */
  deletes: string[]
  /** Objects kept only because a release live within the grace period needs them. */
  keptForGrace: string[]
  /** Manifests of releases that went out of use before the grace period: removed with the deletes. */
  expiredManifests: string[]
}

/**
 * Compares by MD5: a local file is uploaded when the bucket has no object under its key, or an object
 * whose ETag is not the file's MD5 (an object stored through another tool as a multipart upload, or
 * encrypted with SSE-KMS, has a different ETag and is uploaded once more, which is safe).
 *
 * An object that the new release does not need is deleted only when no release that was live at any
 * time in the last `graceMs` lists it (the newest manifest older than that was live at its start) and,
 * for objects no manifest names, when it is older than `graceMs`: a page cached at the edge, or open in
 * a browser, still finds the assets it was built with.
 */
export function planDeploy(input: {
  local: LocalFile[]
  remote: RemoteObject[]
  manifests: Manifest[]
  now: Date
  graceMs: number
}): DeployPlan {
  const remote = new Map(input.remote.map((object) => [object.key, object]))
  const uploads = Object.fromEntries(TIERS.map((tier) => [tier, [] as LocalFile[]])) as Record<Tier, LocalFile[]>
  const unchanged: LocalFile[] = []
  for (const file of input.local) {
    if (remote.get(file.key)?.etag === file.md5) unchanged.push(file)
    else uploads[file.tier].push(file)
  }

  const cutoff = input.now.getTime() - input.graceMs
  const byAge = [...input.manifests].sort((a, b) => Date.parse(a.deployedAt) - Date.parse(b.deployedAt))
  const firstRecent = byAge.findIndex((m) => Date.parse(m.deployedAt) >= cutoff)
  // The manifest live at the start of the grace period is the last one before it.
  const liveFrom = Math.max(0, (firstRecent === -1 ? byAge.length : firstRecent) - 1)
  const inGrace = byAge.slice(liveFrom)
  const expiredManifests = byAge.slice(0, liveFrom).map((m) => m.key)

  const needed = new Set(input.local.map((file) => file.key))
  const graceNeeds = new Set(inGrace.flatMap((m) => m.keys))
  const everListed = new Set(input.manifests.flatMap((m) => m.keys))
  const deletes: string[] = []
  const keptForGrace: string[] = []
  for (const object of input.remote) {
    if (needed.has(object.key)) continue
    const recent =
      graceNeeds.has(object.key) || (!everListed.has(object.key) && object.lastModified.getTime() >= cutoff)
    if (recent) keptForGrace.push(object.key)
    else deletes.push(object.key)
  }
  return { uploads, unchanged, deletes, keptForGrace, expiredManifests }
}
