import type { Context, Middleware } from 'koa'
import { HttpError, messages } from './errors.ts'
import { doorOrigin, type OriginPolicy } from './originPolicy.ts'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether the request's `Origin` header is the origin of the host name it came through (`doorOrigin`: the
 * service's public origin, the public site's for the paths its host name passes on, or a local service's own
 * origin from the request) or one of `extraOrigins`.
 */
export function fromOwnOrigin(ctx: Context, policy: OriginPolicy, extraOrigins: readonly string[]): boolean {
  const origin = ctx.get('Origin')
  // Without a public origin and a Host header there is no own origin to compare with.
  const knowsOwnOrigin = Boolean(policy.publicOrigin || ctx.host)
  const own = knowsOwnOrigin ? doorOrigin(policy, ctx) : null
  return origin !== '' && (origin === own || extraOrigins.includes(origin))
}

/**
 * CSRF defence for state-changing requests: the `Origin` header must be the origin of the host name the
 * request came through (`fromOwnOrigin`), or one of `extraOrigins`, and `X-Requested-With:
 * XMLHttpRequest` must be present, which a cross-site form cannot send and a cross-site fetch cannot send
 * without a CORS preflight we never allow.
 */
export function csrfGuard(policy: OriginPolicy, extraOrigins: readonly string[] = []): Middleware {
  return async (ctx, next) => {
    if (SAFE.has(ctx.method)) return next()
    if (!fromOwnOrigin(ctx, policy, extraOrigins)) throw new HttpError(403, messages.csrfOrigin)
    if (ctx.get('X-Requested-With') !== 'XMLHttpRequest') throw new HttpError(403, messages.csrfHeader)
    return next()
  }
}
