/**
 * What crosses a build's processes and threads: requests, replies and errors, typed. An error crosses as
 * one shape (`SerializedError`: name, message, stack, the route being rendered, its cause, and so on
 * down the chain) and comes out on the other side as a `BuildProcessError`, an `Error` of its own class
 * whose `name`, `stack`, `route` and `cause` are the original's: a log shows where it was thrown (a stack's
 * frames in the build's compiled programs name their TypeScript source: `sourceMappedStack`), and the
 * admin's "Publish failed" the route and the cause.
 */
import { existsSync, readFileSync } from 'node:fs'
import { SourceMap, type SourceMapPayload } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export interface SerializedError {
  name: string
  message: string
  stack?: string
  /** The page being rendered when it was thrown (`RenderError`'s route), wherever in the chain. */
  route?: string
  cause?: SerializedError
}

/** An error with the route of the page being rendered (templates/+onRenderHtml.tsx throws these). */
interface WithRoute {
  route?: unknown
}

/** `error` as it crosses a process or thread (causes to a depth of 8; anything thrown, not only Errors). */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const route = (error as WithRoute).route
  const cause = error.cause !== undefined && depth < 8 ? serializeError(error.cause, depth + 1) : undefined
  return {
    name: error.name,
    message: error.message,
    stack: error.stack && sourceMappedStack(error.stack),
    ...(typeof route === 'string' && { route }),
    ...(cause && { cause }),
  }
}

const sourceMaps = new Map<string, SourceMap | null>()

/** The source map next to the compiled file `file` (compilePrograms.ts writes one beside each), if any. */
function sourceMapOf(file: string): SourceMap | null {
  let map = sourceMaps.get(file)
  if (map === undefined) {
    const mapFile = `${file}.map`
    const payload = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload) : null
    // Sources are relative to the map's folder.
    if (payload) payload.sources = payload.sources.map((source) => path.resolve(path.dirname(mapFile), source))
    map = payload && new SourceMap(payload)
    sourceMaps.set(file, map)
  }
  return map
}

/**
 * `stack` with each frame in a compiled program of the build (an `.mjs` with its source map beside it)
 * pointing at its TypeScript source, line and column. Done here, when an error crosses, and not with
 * Node's --enable-source-maps: that flag makes Node look for a source map in every module it loads (Vite,
 * Vike, Rolldown...), about 0.25 s of each build process's start.
 */
export function sourceMappedStack(stack: string): string {
  return stack.replace(
    /(file:\/\/)?(\/[^\s():]+\.mjs):(\d+):(\d+)/g,
    (frame, url: string | undefined, file: string, line, column) => {
      const map = sourceMapOf(url ? fileURLToPath(`file://${file}`) : file)
      const entry = map?.findEntry(Number(line) - 1, Number(column) - 1)
      if (!entry || !('originalSource' in entry)) return frame
      return `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`
    },
  )
}

/** An error thrown in another process or thread of the build, as it was there. */
export class BuildProcessError extends Error {
  /** The page being rendered when it was thrown, if any (from the error or one of its causes). */
  readonly route?: string

  constructor(serialized: SerializedError) {
    const cause = serialized.cause && new BuildProcessError(serialized.cause)
    super(serialized.message, cause ? { cause } : undefined)
    this.name = serialized.name
    if (serialized.stack) this.stack = serialized.stack
    this.route = serialized.route ?? cause?.route
  }
}

/** The route of `error` or of one of its causes, if any. */
export function routeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 9; e = e.cause, depth++) {
    const route = (e as WithRoute).route
    if (typeof route === 'string') return route
  }
  return undefined
}

/** The first line of the message of the innermost cause of `error` (its own first line without one). */
export function rootCauseLine(error: unknown): string {
  let e = error
  for (let depth = 0; e instanceof Error && e.cause instanceof Error && depth < 9; depth++) e = e.cause
  const message = !(e instanceof Error) ? String(e) : e.name === 'Error' ? e.message : `${e.name}: ${e.message}`
  return message.split('\n')[0] ?? ''
}

/**
 * A failure in one line for a person: the route being rendered, if any, and the first line of the
 * innermost cause (`/portfolio/drone: The portfolio store … is not valid JSON`).
 */
export function describeFailure(error: unknown): string {
  const route = routeOf(error)
  return route ? `${route}: ${rootCauseLine(error)}` : rootCauseLine(error)
}

/** What `site build` sends its parent over IPC when it fails (cli.ts; publisher/ReleaseBuilder.ts). */
export interface CommandFailure {
  error: SerializedError
}

/** The last message a build process sends its parent: what its program returned, or what it threw. */
export type ProcessReply<T> = { ok: T } | { error: SerializedError }

/**
 * Runs `main` as the program of a build process started by runNodeProgram (nodeProgram.ts): its input
 * is the JSON in the first argument; what it resolves with, or the error it throws, goes to the parent.
 */
export async function runAsProgram<Input, Output>(main: (input: Input) => Promise<Output>): Promise<void> {
  if (!process.send) throw new Error('a build process program runs with an IPC channel to its parent (nodeProgram.ts)')
  const send = (reply: ProcessReply<Output>) => process.send?.(reply)
  try {
    send({ ok: await main(JSON.parse(process.argv[2] ?? 'null') as Input) })
  } catch (error) {
    send({ error: serializeError(error) })
    process.exitCode = 1
  }
}
