import type { Middleware } from 'koa'
import { bodyParser } from '@koa/bodyparser'
import { HttpError, messages } from './errors.ts'

const parser = bodyParser({
  enableTypes: ['json'],
  jsonLimit: '64kb',
  onError: (error) => {
    throw (error as { status?: number }).status === 413
      ? new HttpError(413, messages.tooLarge)
      : new HttpError(400, messages.badJson)
  },
})

/** For JSON endpoints: 415 for any other content type, 400 for malformed JSON, 413 when too big. */
export function jsonOnly(): Middleware {
  return async (ctx, next) => {
    if (!ctx.is('application/json')) throw new HttpError(415, messages.jsonOnly)
    return parser(ctx, next)
  }
}
