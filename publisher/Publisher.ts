/**
 * Atomic publishing of built sites into release folders: each publish builds into a fresh
 * `releases/<id>/`, verifies it, writes a completion marker last, then repoints the `current` symlink
 * with a rename (atomic on POSIX). The last `keep` releases stay for rollback. Used by `site build
 * --release-dir` and by the admin service after portfolio changes.
 */
import { mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises'
import path from 'node:path'
import { syncDir, syncFileSystem, writeFileDurably } from '../lib/durableWrite.ts'
import { describeFailure, type BuildProgress } from '../generator/index.ts'
import { acquireLease } from '../lib/leaseLock.ts'
import { exists } from '../lib/exists.ts'

export const COMPLETE_MARKER = '.release-complete'
/** The warm renderer's scratch folders in the releases folder (ReleaseBuilder.ts), removed by `init`. */
export const WARM_PREFIX = '.warm-'
/** Pages every release must contain before it may go live. */
export const REQUIRED_PAGES = ['index.html', '404.html']

/** What a build says of its release besides its files. */
export interface BuildOutcome {
  /**
   * The release is a quick one (a first publish without AVIF, ReleaseBuilder.ts): once it is live, the
   * site is published again, as any publish is (`schedule()`), by a build that makes the whole site.
   */
  publishAgain?: boolean
}

/**
 * Builds a release into `outDir`: stops when `signal` aborts, and reports its progress to `onProgress` as
 * it goes (generator/buildProgress.ts: images encoded, pages rendered).
 */
export type BuildFn = (
  outDir: string,
  signal: AbortSignal,
  onProgress?: (progress: BuildProgress) => void,
) => Promise<BuildOutcome | void>

/** A publish refused or aborted because the publisher stopped (the service shutting down): nothing went live. */
export class PublishingStoppedError extends Error {
  override name = 'PublishingStoppedError'
  constructor() {
    super('publishing stopped')
  }
}

/**
 * The site's publish state. A partial publish (a listing's delivery, `publishNow({ build })`) changes only
 * `current` and `lastSuccessAt` when it goes live: its failure is its caller's to report (the listing's
 * delivery state), never the site's. `lastError` and `failure` are set only while `state` is 'failed': a
 * publish queued or running after a failure shows no earlier error as current.
 */
export interface PublishStatus {
  state: 'idle' | 'queued' | 'building' | 'failed'
  lastSuccessAt: string | null
  /** Why the site's last publish failed; null unless `state` is 'failed'. */
  lastError: string | null
  /** Why the last publish failed: 'memory' when a full build was not started for lack of memory. */
  failure: 'memory' | 'build' | null
  current: string | null
  builds: number
  /**
   * The data revision the live release carries (see `PublisherOptions.revision`): every change up to it is
   * on the public site. Null before the first publish, after a rollback, or without `revision`.
   */
  liveRevision: number | null
  /** While the site's publish builds: what its build has done so far (a full build's counts; 0 until it reports). */
  progress: BuildCounts | null
}

/** A build's progress so far, by stage (generator/buildProgress.ts). */
export type BuildCounts = Record<BuildProgress['stage'], number>

/** A full build not started because the server lacks the memory for it; the live site stays as it is. */
export class InsufficientMemoryError extends Error {
  constructor(
    readonly available: number,
    readonly needed: number,
  ) {
    const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`
    super(
      `Not enough free memory for a full build: ${mib(available)} available, ${mib(needed)} needed. ` +
        'The live site is unchanged; free some memory on the server (or give it more), then retry.',
    )
    this.name = 'InsufficientMemoryError'
  }
}

export interface PublisherOptions {
  releasesDir: string
  /** Builds a site into `<outDir>/client` (ReleaseBuilder.ts for the real site). */
  build: BuildFn
  keep?: number
  debounceMs?: number
  maxWaitMs?: number
  /**
   * A build that reports no progress for this long (no image encoded, no page rendered: BuildFn's
   * `onProgress`) is stopped as stuck, however long it has run: a slow first build on a busy machine goes
   * on while it progresses. 180 s by default, longer than any one step of a build.
   */
  stallMs?: number
  log?: (line: string) => void
  /** The revision of the data a build started now reads (the admin's latest change id). */
  revision?: () => number
  /** Hears each release that goes live (a publish or a rollback), with its site folder: deploys it elsewhere. */
  onLive?: (release: string, siteDir: string) => void
}

/** What a site publish queued or running clears: the earlier failure is no longer the current state. */
const UNDER_WAY = { lastError: null, failure: null } as const

export class Publisher {
  readonly releasesDir: string
  private readonly build: BuildFn
  private readonly keep: number
  private readonly debounceMs: number
  private readonly maxWaitMs: number
  private readonly stallMs: number
  private readonly log: (line: string) => void
  private readonly revision: (() => number) | undefined
  private readonly onLive: (release: string, siteDir: string) => void
  private status: PublishStatus = {
    state: 'idle',
    lastSuccessAt: null,
    lastError: null,
    failure: null,
    current: null,
    builds: 0,
    liveRevision: null,
    progress: null,
  }
  private timer: ReturnType<typeof setTimeout> | undefined
  private firstRequestAt = 0
  private running: Promise<void> | null = null
  private dirty = false
  private idleWaiters: (() => void)[] = []
  private currentName: string | null = null
  private controller: AbortController | null = null
  private stopped = false
  private releaseLock: (() => Promise<void>) | null = null
  private queue: Promise<unknown> = Promise.resolve()

  constructor(options: PublisherOptions) {
    this.releasesDir = options.releasesDir
    this.build = options.build
    this.keep = Math.max(2, options.keep ?? 3)
    this.debounceMs = options.debounceMs ?? 300
    this.maxWaitMs = options.maxWaitMs ?? 5000
    this.stallMs = options.stallMs ?? 180_000
    this.log = options.log ?? (() => {})
    this.revision = options.revision
    this.onLive = options.onLive ?? (() => {})
  }

  get currentLink(): string {
    return path.join(this.releasesDir, 'current')
  }

  /**
   * Locks the releases folder for this publisher (a lease in `<releasesDir>/.lease/`: a second publisher,
   * in any process, gets an error naming the holder, before it has touched anything), reads which release
   * is live (from an earlier run) and removes what a run killed mid-publish left: release folders without
   * their completion marker and temporary links. Call once before serving; `stop()` unlocks.
   */
  async init(): Promise<void> {
    await mkdir(this.releasesDir, { recursive: true })
    this.releaseLock ??= await acquireLease(
      path.join(this.releasesDir, '.lease'),
      `The releases folder ${this.releasesDir}`,
      {
        onLost: (error) => {
          this.log(`${error.message}; publishing stopped`)
          void this.stop()
        },
      },
    )
    this.currentName = await readlink(this.currentLink).catch(() => null)
    this.status.current = this.currentName
    const complete = new Set(await this.releases())
    for (const name of await readdir(this.releasesDir).catch(() => [] as string[])) {
      const stale =
        name.startsWith('.current-') ||
        name.startsWith('.base-tmp-') ||
        name.startsWith(WARM_PREFIX) ||
        (/^\d{8}-/.test(name) && !complete.has(name) && name !== this.currentName)
      if (stale) {
        await rm(path.join(this.releasesDir, name), { recursive: true, force: true })
        this.log(`Removed ${name}, left by an interrupted publish`)
      }
    }
  }

  /**
   * Folder of the live site (`<release>/client`) as this publisher last set it, or null before the first
   * publish. Servers resolve it once per request, so a request never mixes two releases.
   */
  get siteDir(): string | null {
    return this.currentName ? path.join(this.releasesDir, this.currentName, 'client') : null
  }

  /** Folder of the live site according to the `current` link on disk, or null before the first publish. */
  async currentSiteDir(): Promise<string | null> {
    const name = await readlink(this.currentLink).catch(() => null)
    return name ? path.join(this.releasesDir, name, 'client') : null
  }

  getStatus(): PublishStatus {
    return { ...this.status }
  }

  /** Asks for a publish: trailing debounce, bounded by maxWait; changes during a build coalesce into one follow-up. */
  schedule(): void {
    if (this.stopped) return
    const now = Date.now()
    if (this.status.state !== 'building') this.status = { ...this.status, ...UNDER_WAY, state: 'queued' }
    this.dirty = true
    if (!this.timer) this.firstRequestAt = now
    clearTimeout(this.timer)
    const wait = Math.max(0, Math.min(this.debounceMs, this.firstRequestAt + this.maxWaitMs - now))
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.drain()
    }, wait)
  }

  /** Stops publishing: drops a queued publish, aborts a running build (its release is discarded). */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    this.timer = undefined
    this.dirty = false
    this.controller?.abort(new PublishingStoppedError())
    await this.running
    await this.queue
    await this.releaseLock?.()
    this.releaseLock = null
  }

  /** Resolves once no publish is queued or running. */
  whenIdle(): Promise<void> {
    if (!this.timer && !this.running && !this.dirty) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private async drain(): Promise<void> {
    if (this.running) return // the running loop picks up `dirty`
    this.running = (async () => {
      while (this.dirty) {
        this.dirty = false
        this.status = { ...this.status, ...UNDER_WAY, state: 'building' }
        try {
          await this.publishNow()
        } catch {
          // publishNow recorded the failure; the previous release keeps serving.
        }
      }
    })()
    await this.running
    this.running = null
    if (this.status.state !== 'failed') this.status.state = this.timer ? 'queued' : 'idle'
    if (!this.timer) for (const resolve of this.idleWaiters.splice(0)) resolve()
  }

  /**
   * Builds, verifies and switches to a new release now (after `init()` if not yet done). Throws (and records)
   * on failure. Publishes run one at a time, in the order asked: each starts from what the last one made live.
   * `build` replaces the publisher's own for this one (a listing's partial publish, which leaves the data
   * revision live as it was: `keepRevision`).
   */
  publishNow(options: { build?: BuildFn; keepRevision?: boolean } = {}): Promise<string> {
    const run = this.queue.then(() => this.publishOnce(options.build ?? this.build, options.keepRevision ?? false))
    this.queue = run.catch(() => {})
    return run
  }

  private async publishOnce(build: BuildFn, keepRevision: boolean): Promise<string> {
    const partial = build !== this.build
    if (this.stopped && partial) throw new PublishingStoppedError()
    if (!this.releaseLock) await this.init()
    const id = `${new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-').replace('Z', '')}-${process.pid}-${this.status.builds}`
    const dir = path.join(this.releasesDir, id)
    // Read before the build starts: the build reads the data afterwards, so it carries at least this.
    const revision = keepRevision ? this.status.liveRevision : (this.revision?.() ?? null)
    this.status.builds++
    const controller = new AbortController()
    this.controller = controller
    const stall = setTimeout(
      () => controller.abort(new Error(`build stopped: no progress for ${this.stallMs} ms`)),
      this.stallMs,
    )
    if (!partial) this.status.progress = { images: 0, pages: 0 }
    const onProgress = ({ stage, done }: BuildProgress) => {
      stall.refresh()
      if (!partial && this.status.progress) this.status.progress = { ...this.status.progress, [stage]: done }
    }
    try {
      const outcome = await build(dir, controller.signal, onProgress)
      if (controller.signal.aborted) throw controller.signal.reason
      for (const page of REQUIRED_PAGES) {
        if (!(await exists(path.join(dir, 'client', page)))) throw new Error(`release is missing ${page}`)
      }
      // The release's files reach the disk before the marker that says they are complete.
      await syncFileSystem(dir)
      await writeFileDurably(path.join(dir, COMPLETE_MARKER), new Date().toISOString())
      await syncDir(dir)
      await this.pointCurrentAt(id)
      const live = { lastSuccessAt: new Date().toISOString(), current: id, liveRevision: revision }
      // A partial publish (a listing's) leaves the site's state as it was: queued, building or failed.
      this.status = partial
        ? { ...this.status, ...live }
        : { ...this.status, ...live, state: 'idle', lastError: null, failure: null }
      this.log(`Published release ${id}`)
      // A quick release: the whole site is published next, as a change schedules it (and with any change made since).
      if (outcome && outcome.publishAgain) this.schedule()
      await this.prune()
      return id
    } catch (error) {
      // The page being rendered, if any, and the first line of what went wrong (generator/messages.ts).
      const message = describeFailure(error)
      const failure = error instanceof InsufficientMemoryError ? 'memory' : 'build'
      if (partial) {
        // The caller reports it where it belongs (a listing's delivery state); the site's state is unchanged.
        this.log(`Partial publish failed: ${message}`)
      } else {
        this.status = { ...this.status, state: 'failed', lastError: message, failure }
        this.log(`Publish failed: ${message}`)
      }
      await rm(dir, { recursive: true, force: true })
      throw error
    } finally {
      clearTimeout(stall)
      if (!partial) this.status.progress = null
      this.controller = null
    }
  }

  /** Complete releases, newest first. */
  async releases(): Promise<string[]> {
    const names = await readdir(this.releasesDir).catch(() => [] as string[])
    const complete: string[] = []
    for (const name of names) {
      if (
        name !== 'current' &&
        !name.startsWith('.') &&
        (await exists(path.join(this.releasesDir, name, COMPLETE_MARKER)))
      )
        complete.push(name)
    }
    return complete.sort().reverse()
  }

  /** The complete release before the live one, or null when there is none to roll back to. */
  async previousRelease(): Promise<string | null> {
    const all = await this.releases()
    const index = this.currentName ? all.indexOf(this.currentName) : -1
    return index >= 0 ? (all[index + 1] ?? null) : null
  }

  /** Switches the live site back to the release before the current one. */
  async rollback(): Promise<string> {
    const previous = await this.previousRelease()
    if (!previous) throw new Error('No earlier release to roll back to')
    await this.pointCurrentAt(previous)
    this.status = { ...this.status, current: previous, liveRevision: null }
    this.log(`Rolled back to ${previous}`)
    return previous
  }

  private async pointCurrentAt(id: string) {
    const temp = path.join(this.releasesDir, `.current-${process.pid}-${Date.now()}`)
    await symlink(id, temp)
    await rename(temp, this.currentLink)
    await syncDir(this.releasesDir)
    this.currentName = id
    this.onLive(id, path.join(this.releasesDir, id, 'client'))
  }

  private async prune() {
    const all = await this.releases()
    for (const name of all.slice(this.keep)) {
      if (name !== this.currentName) await rm(path.join(this.releasesDir, name), { recursive: true, force: true })
    }
  }
}
