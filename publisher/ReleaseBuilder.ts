/**
 * What a publish builds (the `BuildFn` a Publisher runs). When a full build of the current sources
 * exists (the "base", kept as `<releasesDir>/.base-<fingerprint>/`), a publish is partial: the warm
 * renderer (publishWorker.ts) copies the base and re-renders the portfolio pages from the store.
 * Otherwise, and whenever templates, content or the generator changed, it runs a full build in a child
 * process, which then becomes the new base. `site build --release-dir` and the admin service share it.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdir, readlink, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  BuildProcessError,
  copyBuild,
  hasAvifOutputs,
  isProgressMessage,
  linkProjectModules,
  loadConfig,
  projectRoot,
  type BuildProgress,
  type CommandFailure,
  type ProgressMessage,
  type SerializedError,
} from '../generator/index.ts'
import { availableMemory } from './availableMemory.ts'
import { COMPLETE_MARKER, InsufficientMemoryError, WARM_PREFIX, type BuildFn, type BuildOutcome } from './Publisher.ts'
import { diesWithThisProcess } from './processLifetime.ts'
import type { ListingPublication } from '../content/listings/publication.ts'
import type { ListingsStep } from './listings/applyListings.ts'
import { emptyLedger, readLedger, writeLedger } from './listings/listingLedger.ts'
import type { WorkerReady, WorkerReply, WorkerRequest } from './publishWorkerMessages.ts'
import { exists } from '../lib/exists.ts'

/** What a full build's output depends on besides the portfolio store. */
const SOURCES = ['templates', 'content', 'generator', 'lib', 'vite.config.ts', 'package-lock.json']

/**
 * A hash of the site's sources (names, sizes, modification times), public configuration and whether
 * pictures come in AVIF: a base built without AVIF is never the base of a normal publish.
 */
export async function sourceFingerprint(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const hash = createHash('sha256')
  for (const source of SOURCES) {
    const root = path.join(projectRoot, source)
    const info = await stat(root).catch(() => null)
    if (!info) continue
    const files = info.isDirectory()
      ? (await readdir(root, { recursive: true, withFileTypes: true }))
          .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
          .map((e) => path.join(e.parentPath, e.name))
          .sort()
      : [root]
    for (const file of files) {
      const { size, mtimeMs } = await stat(file)
      hash.update(`${path.relative(projectRoot, file)}\0${size}\0${mtimeMs}\n`)
    }
  }
  const config = loadConfig(env)
  hash.update(JSON.stringify({ ...config.public, avif: config.avif }))
  return hash.digest('hex').slice(0, 16)
}

/**
 * The environment minus the admin service's own settings (ADMIN_*, among them ADMIN_PASSWORD): a build
 * needs none of them, and its processes (Vite, plugins, the warm renderer) should not hold secrets.
 */
export function withoutServiceSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('ADMIN_')))
}

export type FullBuildFn = (
  outDir: string,
  signal: AbortSignal,
  env: NodeJS.ProcessEnv,
  onProgress: (progress: BuildProgress) => void,
  /** Run at a lower CPU priority than the service, whose site is live meanwhile. */
  background: boolean,
) => Promise<void>

/** The niceness of a build in the background: the service and its visitors' requests get the CPU first. */
const BACKGROUND_NICENESS = 10

/**
 * The peak memory of a full build of today's site (all of its processes), as `npm run bench:build`
 * measures it, held to 512 MiB (docs/decisions.md, "The build as two processes, three threads and
 * switchable optimisations"). A full build starts only when the budget is available: one killed
 * half-way by the kernel would take the service with it.
 */
export const FULL_BUILD_PEAK_BYTES = 512 * 1024 * 1024

/**
 * `site build --out-dir <outDir>` in a child process (a fresh Vite each time). The command sends its
 * failure over IPC as it was thrown (generator/messages.ts: name, stack, the route being rendered, the
 * cause), and this rejects with it; a process that dies without one leaves its last lines of stderr. Its
 * progress (generator/buildProgress.ts) goes to `onProgress` as it comes.
 */
export const fullBuildProcess: FullBuildFn = (outDir, signal, env, onProgress, background) =>
  new Promise((resolve, reject) => {
    const command = [process.execPath, path.join(projectRoot, 'bin', 'site.js'), 'build', '--out-dir', outDir]
    // Niced from its start: the build's own processes and threads (sharp's encoders) inherit it.
    const [file, ...args] = background ? ['nice', '-n', String(BACKGROUND_NICENESS), ...command] : command
    const child = spawn(file!, args, {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      signal,
      killSignal: 'SIGKILL',
    })
    let stderr = ''
    let failure: SerializedError | undefined
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
    child.on('message', (message: CommandFailure | ProgressMessage) => {
      if (isProgressMessage(message)) onProgress(message.progress)
      else failure = message.error
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) return resolve()
      if (failure) return reject(new BuildProcessError(failure))
      reject(new Error(stderr.trim().split('\n').slice(-5).join('\n') || `build exited with ${code}`))
    })
  })

export interface ReleaseBuilderOptions {
  releasesDir: string
  /** Environment of every build: PORTFOLIO_STORE, UPLOADS_DIR, SITE_ORIGIN... (ADMIN_* settings are dropped). */
  env?: NodeJS.ProcessEnv
  /** 'auto': partial when a base of the current sources exists; 'full': always a full build. */
  mode?: 'auto' | 'full'
  fullBuild?: FullBuildFn
  /** Memory a full build could use now (availableMemory.ts; tests give their own). */
  availableMemory?: () => Promise<number>
  /**
   * A first publish made quickly (the admin service's): while no release is live and the image cache
   * holds no AVIF (a fresh install), pictures come without AVIF (`SITE_AVIF=off`, about 70 % of a first
   * build's encoding), and the build asks for a publish of the whole site once its release is live
   * (`BuildOutcome.publishAgain`); a full build while that release is live runs in the background.
   */
  quickFirstPublish?: boolean
  log?: (line: string) => void
}

export class ReleaseBuilder {
  readonly releasesDir: string
  private readonly env: NodeJS.ProcessEnv
  private readonly mode: 'auto' | 'full'
  private readonly fullBuild: FullBuildFn
  private readonly availableMemory: () => Promise<number>
  private readonly quickFirstPublish: boolean
  private readonly log: (line: string) => void
  /** The release this builder last made without AVIF (its folder's name), while it may be live. */
  private quickRelease: string | null = null
  private worker: { child: ChildProcess; baseDir: string; scratchDir: string; ready: Promise<void> } | null = null
  /** How the last build was made, for status and benchmarks. */
  lastKind: 'full' | 'partial' | null = null

  constructor(options: ReleaseBuilderOptions) {
    this.releasesDir = options.releasesDir
    // Builds and renders are production ones whatever the caller runs in (vitest sets NODE_ENV=test); every
    // process of a build, and the warm renderer, ends when this process ends (processLifetime.ts).
    this.env = diesWithThisProcess({ ...withoutServiceSettings(options.env ?? process.env), NODE_ENV: 'production' })
    this.mode = options.mode ?? 'auto'
    this.fullBuild = options.fullBuild ?? fullBuildProcess
    this.availableMemory = options.availableMemory ?? availableMemory
    this.quickFirstPublish = options.quickFirstPublish ?? false
    this.log = options.log ?? (() => {})
  }

  /** A publish of the site (the portfolio changed, or the sources): the live listings carry over. */
  readonly build: BuildFn = (outDir, signal, onProgress) => this.#build(outDir, signal, null, onProgress)

  /**
   * A publish of one listing: a copy of the live release with that listing's pages and files
   * replaced, rendered by the warm renderer over the base the live release was made from. When the sources
   * changed since (no such base), a publish of the whole site with the listing in it.
   */
  buildListing(publication: ListingPublication): BuildFn {
    return (outDir, signal, onProgress) => this.#build(outDir, signal, publication, onProgress)
  }

  async #build(
    outDir: string,
    signal: AbortSignal,
    publication: ListingPublication | null,
    onProgress: (progress: BuildProgress) => void = () => {},
  ): Promise<BuildOutcome> {
    await linkProjectModules(this.releasesDir)
    const live = await this.#liveRelease()
    // A fresh install's first publish, made quickly (`quickFirstPublish`; docs/decisions.md, "The first
    // publish without AVIF").
    const quick = this.quickFirstPublish && !live && !(await hasAvifOutputs(loadConfig(this.env).imageCacheDir))
    if (quick) {
      this.log('First publish: the pictures without AVIF; a build with AVIF follows once it is live')
      this.quickRelease = path.basename(outDir)
    }
    const outcome: BuildOutcome = { publishAgain: quick }
    const env = quick ? { ...this.env, SITE_AVIF: 'off' } : this.env
    const fingerprint = await sourceFingerprint(env)
    const baseDir = path.join(this.releasesDir, `.base-${fingerprint}`)
    const ledger = live ? await readLedger(live) : emptyLedger()
    const listings = (copied: boolean): ListingsStep => ({ carryFrom: live, copied, publication, base: fingerprint })
    if (this.mode === 'auto' && (await exists(path.join(baseDir, COMPLETE_MARKER)))) {
      if (publication && live && ledger.base === fingerprint)
        await this.partial(
          baseDir,
          { outDir, from: { kind: 'copy', releaseDir: live }, listings: listings(true) },
          signal,
        )
      else await this.partial(baseDir, { outDir, from: { kind: 'portfolio' }, listings: listings(false) }, signal)
      this.lastKind = 'partial'
      return outcome
    }
    // The warm renderer goes first: a full build replaces its base anyway, and its memory counts.
    this.close()
    const available = await this.availableMemory()
    if (available < FULL_BUILD_PEAK_BYTES) throw new InsufficientMemoryError(available, FULL_BUILD_PEAK_BYTES)
    // While the quick release is live, the build that replaces it runs in the background.
    const background = live !== null && path.basename(live) === this.quickRelease
    await this.fullBuild(outDir, signal, env, onProgress, background)
    signal.throwIfAborted()
    await this.adoptBase(outDir, baseDir)
    this.lastKind = 'full'
    if (publication || Object.keys(ledger.listings).length) {
      // The listings are rendered over the new base (its stylesheets and scripts), in the warm renderer.
      await this.partial(baseDir, { outDir, from: { kind: 'built' }, listings: listings(false) }, signal)
      if (this.mode === 'full') this.close()
    } else {
      await writeLedger(outDir, emptyLedger(fingerprint))
      // Warm the renderer before this publish is reported done, so the owner's next change (the first after
      // a fresh start included) publishes in about half a second. Its failure is the next publish's to report.
      // Not over a quick first publish's base: the build that follows at once replaces it.
      if (this.mode === 'auto' && !quick) await this.startWorker(baseDir).ready.catch(() => {})
    }
    return outcome
  }

  /** The live release's folder (where `current` points), or null before the first publish. */
  async #liveRelease(): Promise<string | null> {
    const name = await readlink(path.join(this.releasesDir, 'current')).catch(() => null)
    return name ? path.join(this.releasesDir, name) : null
  }

  /** Stops the warm renderer (the service calls this on shutdown). */
  close(): void {
    if (!this.worker) return
    this.worker.child.kill('SIGKILL')
    // Its copy of the base, made ahead; one left by a crash goes when the publisher next starts (WARM_PREFIX).
    void rm(this.worker.scratchDir, { recursive: true, force: true }).catch(() => {})
    this.worker = null
  }

  /** Keeps a copy of a full build as the base of later partial builds; older bases go. */
  private async adoptBase(outDir: string, baseDir: string) {
    this.close()
    const temp = path.join(this.releasesDir, `.base-tmp-${process.pid}-${Date.now()}`)
    await copyBuild(outDir, temp)
    await writeFile(path.join(temp, COMPLETE_MARKER), new Date().toISOString())
    await rm(baseDir, { recursive: true, force: true })
    await rename(temp, baseDir)
    for (const name of await readdir(this.releasesDir)) {
      const full = path.join(this.releasesDir, name)
      if (name.startsWith('.base-') && full !== baseDir) await rm(full, { recursive: true, force: true })
    }
    this.log(`Kept ${path.basename(baseDir)} as the base of partial publishes`)
  }

  private startWorker(baseDir: string) {
    const scratchDir = path.join(this.releasesDir, `${WARM_PREFIX}${process.pid}-${Date.now()}`)
    const child = fork(path.join(projectRoot, 'publisher', 'publishWorker.ts'), [baseDir, scratchDir], {
      cwd: projectRoot,
      execArgv: ['--import', 'tsx'],
      env: { ...this.env, SITE_OUT_DIR: baseDir },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    })
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
    const ready = new Promise<void>((resolve, reject) => {
      child.once('message', ({ warmMs }: WorkerReady) => {
        this.log(`Warm renderer ready (warmed up in ${warmMs} ms)`)
        resolve()
      })
      child.once('exit', (code) => reject(new Error(`the warm renderer exited (${code}): ${stderr.trim()}`)))
    })
    child.once('exit', () => {
      if (this.worker?.child === child) this.worker = null
    })
    // Neither the process nor its channel keeps the service (or a test) alive.
    child.unref()
    child.channel?.unref()
    this.worker = { child, baseDir, scratchDir, ready }
    return this.worker
  }

  private async partial(baseDir: string, request: WorkerRequest, signal: AbortSignal) {
    if (this.worker && this.worker.baseDir !== baseDir) this.close()
    const worker = this.worker ?? this.startWorker(baseDir)
    const { child } = worker
    let reported = false
    try {
      await worker.ready
      signal.throwIfAborted()
      let onAbort = () => {}
      let onExit = (_code: number | null) => {}
      let onMessage = (_reply: WorkerReply) => {}
      await new Promise<void>((resolve, reject) => {
        onAbort = () => reject(signal.reason)
        onExit = (code) => reject(new Error(`the warm renderer exited (${code}) while building`))
        onMessage = (reply) => {
          reported = true
          if (!reply.ok) return reject(new BuildProcessError(reply.error))
          this.log(
            `Partial build in ${reply.ms} ms: ${reply.pages ? `portfolio pages re-rendered (${reply.pages} pages in the release), ` : ''}${reply.listingPages} listing pages rendered`,
          )
          resolve()
        }
        signal.addEventListener('abort', onAbort, { once: true })
        child.once('exit', onExit)
        child.once('message', onMessage)
        child.channel?.ref()
        child.send(request)
      }).finally(() => {
        signal.removeEventListener('abort', onAbort)
        child.off('exit', onExit)
        child.off('message', onMessage)
        child.channel?.unref()
      })
    } catch (error) {
      // A build error the renderer reported leaves it usable. One that timed out or crashed may be stuck
      // or half-loaded: the next publish starts a fresh renderer.
      if (!reported) {
        if (this.worker?.child === child) this.close()
        else child.kill('SIGKILL')
      }
      throw error
    }
  }
}
