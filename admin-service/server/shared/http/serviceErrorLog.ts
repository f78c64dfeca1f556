import type { Context } from 'koa'
import { ServiceError } from '../errors/ServiceError.ts'
import { HttpError } from './errors.ts'

/** A client that hung up or sent a cut-off request: nothing the service can fix, worth a line at most. */
const CLIENT_GONE = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'HPE_INVALID_EOF_STATE',
  'ECANCELED',
])

/** Lines of one kind written at most once per window; the rest are counted and reported with the next. */
const WINDOW_MS = 60_000

type Failure = Error & { code?: string; status?: number }

/**
 * The service's Koa `error` listener: one line per error, and at most one line of each kind a minute,
 * with the count of those left out, so that a burst of one failure leaves a readable log. Expected refusals (503 busy, a client gone) get
 * their message; an unexpected error gets its stack, since that is a defect to find.
 */
export function serviceErrorLog(write: (line: string) => void = (line) => console.error(line), now = Date.now) {
  const kinds = new Map<string, { since: number; left: number }>()
  return (error: Failure, ctx?: Context) => {
    const where = ctx ? `${ctx.method} ${ctx.path}` : 'the server'
    const gone = CLIENT_GONE.has(error.code ?? '')
    const expected = gone || error instanceof HttpError || error instanceof ServiceError
    const kind = gone ? `gone ${error.code}` : expected ? `${error.status} ${where}` : `${error.name}: ${error.message}`
    const seen = kinds.get(kind)
    const time = now()
    if (seen && time - seen.since < WINDOW_MS) {
      seen.left++
      return
    }
    kinds.set(kind, { since: time, left: 0 })
    if (kinds.size > 1000) kinds.clear()
    const more = seen?.left
      ? ` (and ${seen.left} more like it in the last ${Math.round((time - seen.since) / 1000)} s)`
      : ''
    if (gone) write(`A client went away in the middle of ${where} (${error.code})${more}`)
    else if (expected) write(`${error.status} ${where}: ${error.message}${more}`)
    else write(`Error in ${where}${more}: ${(error.stack ?? String(error)).split('\n').slice(0, 6).join(' | ')}`)
  }
}
