import multer from '@koa/multer'
import { Router } from '@koa/router'
import type { Middleware } from 'koa'
import { HttpError, messages } from '../shared/http/errors.ts'
import { requireAuth } from '../auth/index.ts'
import { processUpload, UPLOAD_LIMITS } from './processUpload.ts'

/** `POST /api/upload` (multipart field `file`) → `{url}`. One image, in memory, size-limited. */
export function uploadRoutes(uploadsDir: string, maxBytes = UPLOAD_LIMITS.maxBytes) {
  const router = new Router({ prefix: '/api' })
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  }).single('file')

  // Multer and busboy errors are client errors: too big → 413, anything else malformed → 400.
  const parse: Middleware = async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) throw new HttpError(415, 'Content-Type must be multipart/form-data')
    try {
      await upload(ctx, async () => {})
    } catch (error) {
      const code = (error as { code?: string }).code
      if (code === 'LIMIT_FILE_SIZE')
        throw new HttpError(413, `${messages.tooLarge} (limit ${maxBytes / 1024 / 1024} MB)`)
      throw new HttpError(400, `${messages.malformedUpload}: ${(error as Error).message}`)
    }
    return next()
  }

  router.post('/upload', requireAuth, parse, async (ctx) => {
    const file = (ctx as typeof ctx & { file?: { buffer: Buffer } }).file
    if (!file?.buffer?.length) throw new HttpError(400, messages.noFile)
    ctx.status = 201
    const { url } = await processUpload(file.buffer, uploadsDir)
    ctx.body = { url }
  })

  return router
}
