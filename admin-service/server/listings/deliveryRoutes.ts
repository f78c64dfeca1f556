import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Router } from '@koa/router'
import { escapeHtml } from '../../../lib/escape.ts'
import type { Context } from 'koa'
import parseRange from 'range-parser'
import {
  type DeliveryAccess,
  type LockedAccess,
  lockMessages,
  previewCopyOf,
} from '../../../content/listings/deliveryAccess.ts'
import { addressLine } from '../../../content/listings/store.ts'
import { fileOfUrl } from '../../../publisher/listings/listingOutput.ts'
import type { DownloadLock } from '../payments/index.ts'
import { HttpError } from '../shared/http/errors.ts'
import { listingMessages } from './listingErrors.ts'
import { downloadPathOf, type LiveDeliveries, type LiveDelivery } from './LiveDeliveries.ts'
import type { WatermarkedPreviews } from './WatermarkedPreviews.ts'
import { requestOrigin } from '../shared/http/requestOrigin.ts'

export type DeliveryRouteOptions = {
  /** The live release's listings (LiveDeliveries.ts). */
  deliveries: LiveDeliveries
  /** The lock on a listing's downloads (payments' `downloadLockOf`), read at each request. */
  lockOf: (listingId: string) => DownloadLock
  previews: WatermarkedPreviews
  /** Where the client's invoice links open (ADMIN_PUBLIC_ORIGIN); the request's own origin when null. */
  invoiceOrigin: string | null
}

const PRIVATE_NO_STORE = 'private, no-store'
// Revalidated at every use, so a client who has paid gets the clean files and previews on the next load.
const PRIVATE_REVALIDATE = 'private, no-cache'

async function deliveryOf(options: DeliveryRouteOptions, ctx: Context): Promise<LiveDelivery> {
  const delivery = await options.deliveries.find(ctx.params.token ?? '')
  if (!delivery) throw new HttpError(404, listingMessages.noDelivery)
  return delivery
}

function accessOf(options: DeliveryRouteOptions, ctx: Context, delivery: LiveDelivery): DeliveryAccess {
  const lock = options.lockOf(delivery.entry.publication.listing.id)
  if (!lock.locked) return { locked: false }
  return {
    locked: true,
    owing: lock.owing,
    payUrl: lock.invoice ? `${options.invoiceOrigin ?? requestOrigin(ctx)}${lock.invoice.path}` : null,
    invoiceNumber: lock.invoice?.number ?? null,
    etransferEmail: lock.etransferEmail,
  }
}

/** The sentences that say how to pay, in order. */
function howToPay(access: LockedAccess): string[] {
  return [
    lockMessages.owing(access.owing),
    access.payUrl ? lockMessages.payAt(access.payUrl) : lockMessages.noInvoice,
    ...(access.etransferEmail ? [lockMessages.etransfer(access.etransferEmail, access.invoiceNumber)] : []),
    lockMessages.after,
  ]
}

/** 402 Payment Required: JSON `{error, payUrl?}` for a client that asks for JSON, a small page otherwise. */
function refuse(ctx: Context, access: LockedAccess, place: string) {
  const lines = howToPay(access)
  ctx.status = 402
  ctx.set('Cache-Control', PRIVATE_NO_STORE)
  if (ctx.accepts(['html', 'json']) === 'json') {
    ctx.body = { error: lines.join(' '), ...(access.payUrl ? { payUrl: access.payUrl } : {}) }
    return
  }
  ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
  ctx.type = 'html'
  const text = (line: string) =>
    access.payUrl && line === lockMessages.payAt(access.payUrl)
      ? `<p><a href="${escapeHtml(access.payUrl)}">Pay now</a>: by card, or see how to pay by e-transfer.</p>`
      : `<p>${escapeHtml(line)}</p>`
  ctx.body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${lockMessages.title}: ${escapeHtml(place)}</title></head>
<body><main><h1>${lockMessages.title}</h1><p>The photos of ${escapeHtml(place)} are ready.</p>
${lines.map(text).join('\n')}</main></body></html>`
}

/**
 * Sends a file as it is on disk, streamed (never read whole): conditional GET by ETag and Last-Modified,
 * one byte range (`Range: bytes=...`, `If-Range`) answered 206 so a download can resume and a film seek,
 * a range beyond the end 416.
 */
async function sendFile(ctx: Context, file: string, cacheControl: string, tag = '') {
  const stats = await stat(file).catch(() => null)
  if (!stats?.isFile()) throw new HttpError(404, listingMessages.noDownload)
  ctx.set('Cache-Control', cacheControl)
  ctx.set('Accept-Ranges', 'bytes')
  ctx.lastModified = stats.mtime
  ctx.etag = `"${tag}${stats.size.toString(36)}-${Math.round(stats.mtimeMs).toString(36)}"`
  ctx.status = 200
  if (ctx.fresh) {
    ctx.status = 304
    return
  }
  let start = 0
  let end = stats.size - 1
  const header = ctx.get('Range')
  const ifRange = ctx.get('If-Range')
  if (header && (!ifRange || ifRange === ctx.response.get('ETag') || ifRange === ctx.response.get('Last-Modified'))) {
    const ranges = parseRange(stats.size, header, { combine: true })
    if (ranges === -1) {
      ctx.status = 416
      ctx.set('Content-Range', `bytes */${stats.size}`)
      return
    }
    // Several ranges, or a malformed header: the whole file, as RFC 9110 allows.
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      ;({ start, end } = ranges[0]!)
      ctx.status = 206
      ctx.set('Content-Range', `bytes ${start}-${end}/${stats.size}`)
    }
  }
  ctx.length = end - start + 1
  if (ctx.method === 'HEAD') return
  ctx.body = createReadStream(file, { start, end })
}

/** The file of the gallery copy a photo's preview is made from, in the live release. */
function previewSourceOf(delivery: LiveDelivery, photoId: string): string {
  const photo = delivery.entry.publication.prepared.photos.find((p) => p.id === photoId)
  const copy = photo && previewCopyOf(photo)
  if (!copy) throw new HttpError(404, listingMessages.noDownload)
  return fileOfUrl(path.join(delivery.releaseDir, 'client'), copy.url)
}

/**
 * The delivery page's answers that depend on payment, public like the page (its token is the key):
 * `/delivery/{token}/files/{name}` (the downloads: 402 while locked, else the file),
 * `/delivery/{token}/previews/{photo}.webp` (the gallery: watermarked while locked) and
 * `/delivery/{token}/access` (the banner's state, JSON). The lock is read at every request, so a payment,
 * net-30 terms or the owner's unlock opens the downloads at once, with no new publish.
 */
export function deliveryRoutes(options: DeliveryRouteOptions) {
  const router = new Router()

  router.get('/delivery/:token/files/:name', async (ctx) => {
    const delivery = await deliveryOf(options, ctx)
    const name = ctx.params.name!
    const wanted = delivery.entry.downloads.find((url) => decodeURIComponent(path.posix.basename(url)) === name)
    if (!wanted) throw new HttpError(404, listingMessages.noDownload)
    const access = accessOf(options, ctx, delivery)
    if (access.locked) return refuse(ctx, access, addressLine(delivery.entry.publication.listing.address))
    ctx.attachment(name)
    await sendFile(ctx, downloadPathOf(delivery, wanted), PRIVATE_REVALIDATE)
  })

  router.get('/delivery/:token/previews/:file', async (ctx) => {
    const delivery = await deliveryOf(options, ctx)
    const photoId = /^(.+)\.webp$/.exec(ctx.params.file!)?.[1] ?? ''
    const source = previewSourceOf(delivery, photoId)
    const locked = options.lockOf(delivery.entry.publication.listing.id).locked
    ctx.type = 'image/webp'
    // Tagged apart, so a revalidation after payment never takes the watermarked copy for the clean one.
    if (locked) await sendFile(ctx, await options.previews.of(source), PRIVATE_REVALIDATE, 'w')
    else await sendFile(ctx, source, PRIVATE_REVALIDATE, 'c')
  })

  router.get('/delivery/:token/access', async (ctx) => {
    const delivery = await deliveryOf(options, ctx)
    ctx.set('Cache-Control', PRIVATE_NO_STORE)
    ctx.body = accessOf(options, ctx, delivery)
  })

  return router
}
