import path from 'node:path'
import type { Middleware } from 'koa'
import send from 'koa-send'
import { UPLOAD_NAME } from '../uploads/storedUploads.ts'

/** `/uploads/<name>`: random, immutable file names, so a year of caching; never sniffed. */
export function serveUploads(uploadsDir: string): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/uploads/') || !['GET', 'HEAD'].includes(ctx.method)) return next()
    const name = ctx.path.slice('/uploads/'.length)
    if (!UPLOAD_NAME.test(name)) return next()
    try {
      await send(ctx, name, {
        root: uploadsDir,
        setHeaders: (res) => {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
          res.setHeader('X-Content-Type-Options', 'nosniff')
        },
      })
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error
      ctx.status = 404
      ctx.body = { error: 'Not found' }
    }
  }
}

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
