import type { Context, Middleware } from 'koa'
import { HttpError, messages } from './errors.ts'
import type { OriginPolicy } from './originPolicy.ts'
import { requestOrigin } from './requestOrigin.ts'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether the request's `Origin` header is the service's public origin (without one, its own origin from
 * the request) or one of `extraOrigins`.
 */
export function fromOwnOrigin(ctx: Context, policy: OriginPolicy, extraOrigins: readonly string[]): boolean {
  const origin = ctx.get('Origin')
  const own = policy.publicOrigin ?? (ctx.host ? requestOrigin(ctx) : null)
  return origin !== '' && (origin === own || extraOrigins.includes(origin))
}

/**
 * CSRF defence for state-changing requests: the `Origin` header must be the service's public origin
 * (without one, its own origin from the request), or one of `extraOrigins`, and `X-Requested-With:
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
