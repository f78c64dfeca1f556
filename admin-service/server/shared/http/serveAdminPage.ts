import path from 'node:path'
import type { Middleware } from 'koa'
import send from 'koa-send'

/**
 * `/admin`: the built admin page (index.html is never cached; hashed assets are immutable).
 * Without a build it answers 503 with a hint instead of a confusing 404.
 */
export function serveAdminPage(webDir: string): Middleware {
  return async (ctx, next) => {
    if (!(ctx.path === '/admin' || ctx.path.startsWith('/admin/')) || !['GET', 'HEAD'].includes(ctx.method))
      return next()
    const rest = ctx.path.slice('/admin'.length).replace(/^\/+/, '')
    const isAsset = rest.startsWith('assets/') && !rest.includes('..')
    const file = isAsset ? rest : 'index.html'
    try {
      await send(ctx, file, {
        root: webDir,
        setHeaders: (res) => {
          res.setHeader('Cache-Control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache')
          res.setHeader('X-Content-Type-Options', 'nosniff')
        },
      })
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error
      if (isAsset) {
        ctx.status = 404
        return
      }
      ctx.status = 503
      ctx.type = 'text/plain'
      ctx.body = `The admin page is not built (${path.join(webDir, 'index.html')} missing). Run: npm run build:admin`
    }
  }
}
