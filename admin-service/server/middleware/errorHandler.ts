import type { Middleware } from 'koa'
import { messages } from '../errors.ts'

type Failure = Error & { status?: number; statusCode?: number; expose?: boolean; fields?: Record<string, string> }

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
      const error = caught as Failure
      let status = Number(error.status ?? error.statusCode ?? 500)
      if (!(status >= 400 && status < 600)) status = 500
      ctx.status = status
      ctx.type = 'application/json'
      ctx.set('Cache-Control', 'no-store')
      ctx.body = {
        error: status < 500 && error.expose !== false ? error.message : messages.internal,
        ...(error.fields ? { fields: error.fields } : {}),
      }
      if (status >= 500) ctx.app.emit('error', error, ctx)
    }
  }
}
