import { createReadStream, ReadStream } from 'node:fs'
import type { Middleware } from 'koa'
import parseRange from 'range-parser'

/** The files answered in byte ranges: films and sound, which players fetch in parts (and Safari plays only so). */
const MEDIA = /^(video|audio)\//

/**
 * Koa middleware answering `Range: bytes=...` requests for media files with 206 and the bytes asked
 * for (RFC 9110, section 14), after koa-send has opened the whole file: one range (several, or one
 * that an `If-Range` no longer matches, get the whole file, as the RFC allows); a range beyond the end
 * gets 416. Other files are never sent in parts, so compression stays whole-file.
 */
export const byteRanges: Middleware = async (ctx, next) => {
  await next()
  const body = ctx.body
  if (ctx.status !== 200 || !(body instanceof ReadStream) || !MEDIA.test(ctx.type)) return
  ctx.set('Accept-Ranges', 'bytes')
  const header = ctx.get('Range')
  const ifRange = ctx.get('If-Range')
  if (!header || ctx.method !== 'GET' || (ifRange && ifRange !== ctx.response.get('Last-Modified'))) return
  const size = ctx.length
  const ranges = parseRange(size, header, { combine: true })
  if (ranges === -2 || (ranges !== -1 && (ranges.type !== 'bytes' || ranges.length !== 1))) return
  body.destroy()
  if (ranges === -1) {
    ctx.body = null
    ctx.status = 416
    ctx.set('Content-Range', `bytes */${size}`)
    return
  }
  const { start, end } = ranges[0]!
  ctx.body = createReadStream(body.path, { start, end })
  ctx.status = 206
  ctx.set('Content-Range', `bytes ${start}-${end}/${size}`)
  ctx.length = end - start + 1
}
