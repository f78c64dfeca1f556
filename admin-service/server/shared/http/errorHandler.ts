import type { Middleware } from 'koa'
import {
  ChangeConflictError,
  ChangeNotFoundError,
  DuplicateItemError,
  InvalidItemError,
  InvalidOrderError,
  ItemNotFoundError,
} from '../persistence/storeErrors.ts'
import { HttpError, messages } from './errors.ts'

type Failure = Error & { status?: number; statusCode?: number; expose?: boolean; fields?: Record<string, string> }

/** The store's own errors as HTTP errors; anything else passes as it is. */
function fromStore(error: unknown): unknown {
  if (error instanceof InvalidItemError) {
    const summary = Object.entries(error.fields)
      .map(([field, problem]) => `${field} ${problem}`)
      .join('; ')
    return new HttpError(400, `${messages.invalidItem}: ${summary}`, error.fields)
  }
  if (error instanceof InvalidOrderError)
    return new HttpError(400, `${messages.invalidOrder}: ${error.message}`, error.fields)
  if (error instanceof DuplicateItemError || error instanceof ChangeConflictError)
    return new HttpError(409, error.message)
  if (error instanceof ItemNotFoundError || error instanceof ChangeNotFoundError)
    return new HttpError(404, error.message)
  return error
}

/** Turns every thrown error into JSON `{error, fields?}` with a proper status; only 5xx are logged. */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next()
      // Router answers such as 405 Method Not Allowed come without a body: give them the JSON shape too.
      if (ctx.path.startsWith('/api/') && ctx.status >= 400 && (ctx.body == null || typeof ctx.body === 'string')) {
        const status = ctx.status
        ctx.body = { error: status === 404 ? messages.notFound : ctx.message }
        ctx.status = status
      }
    } catch (caught) {
      const error = fromStore(caught) as Failure
      let status = Number(error.status ?? error.statusCode ?? 500)
      if (!(status >= 400 && status < 600)) status = 500
      ctx.status = status
      ctx.type = 'application/json'
      ctx.set('Cache-Control', 'no-store')
      if (error instanceof HttpError && error.headers) ctx.set(error.headers)
      ctx.body = {
        // An HttpError's text is written for the user at any status (a 503 says why); any other 5xx is hidden.
        error:
          error instanceof HttpError || (status < 500 && error.expose !== false) ? error.message : messages.internal,
        ...(error.fields ? { fields: error.fields } : {}),
      }
      if (status >= 500) ctx.app.emit('error', error, ctx)
    }
  }
}
