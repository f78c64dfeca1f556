import type { Middleware } from 'koa'
import { HttpError, messages } from '../http/errors.ts'
import { ServiceError } from './ServiceError.ts'

type Failure = Error & { status?: number; statusCode?: number; expose?: boolean; fields?: Record<string, string> }

/** The answer to a thrown error: its status, the JSON body and the headers that go with it. */
function answerOf(error: Failure) {
  if (error instanceof ServiceError) {
    const { status } = error
    return { status, shown: error.shown, fields: error.fields, body: error.body, headers: error.headers }
  }
  const status = Number(error.status ?? error.statusCode ?? 500)
  const headers = error instanceof HttpError ? error.headers : undefined
  const shown = error.expose === false ? messages.internal : error.message
  return { status: status >= 400 && status < 600 ? status : 500, shown, fields: error.fields, body: undefined, headers }
}

/**
 * The one mapping from thrown errors to HTTP answers: a domain error (ServiceError) by its kind, an HTTP
 * error (HttpError, Koa's and the body parsers') by its status; every answer is JSON `{error, fields?}`
 * (plus what the error adds); only 5xx are logged.
 */
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
      const answer = answerOf(error)
      ctx.status = answer.status
      ctx.type = 'application/json'
      ctx.set('Cache-Control', 'no-store')
      if (answer.headers) ctx.set(answer.headers)
      ctx.body = {
        // An HttpError's text is written for the user and shown at any status (a 503 says why).
        error: answer.status < 500 || error instanceof HttpError ? answer.shown : messages.internal,
        ...(answer.fields ? { fields: answer.fields } : {}),
        ...answer.body,
      }
      if (answer.status >= 500) ctx.app.emit('error', error, ctx)
    }
  }
}
