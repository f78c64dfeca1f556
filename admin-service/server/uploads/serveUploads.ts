import type { Middleware } from 'koa'
import send from 'koa-send'
import { UPLOAD_NAME } from './storedUploads.ts'

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
