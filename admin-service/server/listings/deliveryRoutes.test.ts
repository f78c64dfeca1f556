import { randomBytes } from 'node:crypto'
import { link, mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { deliveryServiceUrls, type ListingPublication } from '../../../content/listings/publication.ts'
import { defaultPaymentSettings } from '../../../content/payments/requests.ts'
import { writeLedger } from '../../../publisher/listings/listingLedger.ts'
import { downloadFileOf, downloadsOf, fileOfUrl, filesOf, pagesOf } from '../../../publisher/listings/listingOutput.ts'
import { preparedListing } from '../../../tests/support/listingFixture.ts'
import { bytesBody, testApp } from '../../../tests/support/testApp.ts'
import { emptyPaymentsFile, type StoredOrder } from '../payments/paymentsFile.ts'
import { InvoiceLinks, PaymentsStore } from '../payments/index.ts'
import { DeliveryCoordinator } from './DeliveryCoordinator.ts'
import { ListingStore } from './ListingStore.ts'
import { MediaPreparer } from './MediaPreparer.ts'

/** A release holding one delivered listing as the publisher lays it out (publisher/listings/applyListings.ts). */
async function releaseWith(publication: ListingPublication): Promise<string> {
  const releaseDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'delivery-release-')), 'r1')
  const place = async (source: string, target: string) => {
    await mkdir(path.dirname(target), { recursive: true })
    await link(source, target)
  }
  for (const file of filesOf(publication)) await place(file.path, fileOfUrl(path.join(releaseDir, 'client'), file.url))
  for (const file of downloadsOf(publication)) await place(file.path, downloadFileOf(releaseDir, file.url))
  await writeLedger(releaseDir, {
    base: null,
    listings: {
      [publication.listing.id]: {
        publication,
        pages: pagesOf(publication).map((p) => p.route),
        files: filesOf(publication).map((f) => f.url),
        downloads: downloadsOf(publication).map((f) => f.url),
      },
    },
  })
  return releaseDir
}

let publication: ListingPublication
let releaseDir: string
let mediaDir: string

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'delivery-media-'))
  // Wider than a preview, so a preview's size tells it from the original's.
  publication = (await preparedListing(mediaDir, { photos: 2, width: 2400, height: 1600 })).publication
  releaseDir = await releaseWith(publication)
}, 120_000)

const order = (fields: Partial<StoredOrder> = {}): StoredOrder => ({
  id: randomBytes(12).toString('base64url'),
  createdAt: new Date().toISOString(),
  client: { name: 'Dana Agent', email: 'dana@example.com', phone: '' },
  address: '12 Maple Ave',
  lines: [{ description: 'Listing photos', amountCents: 50_000, quantity: 1, discount: false }],
  terms: 'due-on-receipt',
  bookingId: null,
  listingId: publication.listing.id,
  unlocked: false,
  bookingCancelledAt: null,
  ...fields,
})

/** The admin service over that release, with `orders` in its payments store. */
async function serviceWith(orders: StoredOrder[]) {
  const payments = {
    store: PaymentsStore.inMemory({
      ...emptyPaymentsFile({ ...defaultPaymentSettings(), etransferEmail: 'pay@studio.example' }),
      orders,
    }),
    links: new InvoiceLinks(randomBytes(32)),
  }
  const store = ListingStore.inMemory()
  const app = await testApp({
    listings: { store, delivery: new DeliveryCoordinator(store, new MediaPreparer(mediaDir), null, () => {}) },
    payments,
    siteDir: () => path.join(releaseDir, 'client'),
  })
  await app.signIn()
  return app
}

const downloads = () => publication.prepared.downloads
const get = (app: Awaited<ReturnType<typeof serviceWith>>, url: string, accept = 'application/json') =>
  app.request().get(url).set('Accept', accept).buffer(true).parse(bytesBody)

async function expectDownloadsOpen(app: Awaited<ReturnType<typeof serviceWith>>) {
  const zip = downloads().print.zip
  const res = await get(app, zip.url, '*/*')
  expect(res.status).toBe(200)
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${zip.name}"`)
  expect(Buffer.compare(res.body as Buffer, await readFile(zip.path))).toBe(0)
  expect((await get(app, downloads().mls.files[0]!.url)).status).toBe(200)
}

describe('a delivery whose order is unpaid', () => {
  it('answers 402 to the ZIPs and single files with how to pay, then 200 once an e-transfer is recorded', async () => {
    const unpaid = order()
    const app = await serviceWith([unpaid])
    const invoice = (await app.agent.post(`/api/orders/${unpaid.id}/invoice`).set(app.xhr)).body as {
      id: string
      token: string
      number: string
      totalCents: number
    }
    for (const file of [
      downloads().print.zip,
      downloads().mls.zip,
      downloads().mls.files[1]!,
      downloads().print.files[0]!,
    ]) {
      const res = await app.request().get(file.url).set('Accept', 'application/json')
      expect(res.status, file.url).toBe(402)
      expect(res.headers['cache-control']).toBe('private, no-store')
      expect(res.body.payUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/invoice/${invoice.token}/$`))
      expect(res.body.error).toContain('$565.00 is owing')
      expect(res.body.error).toContain(`pay@studio.example with ${invoice.number}`)
    }
    const page = await app.request().get(downloads().print.zip.url).set('Accept', 'text/html')
    expect(page.status).toBe(402)
    expect(page.type).toBe('text/html')
    expect(page.text).toContain(`/invoice/${invoice.token}/">Pay now</a>`)
    expect((await app.request().get(deliveryServiceUrls(publication.listing).access)).body).toMatchObject({
      locked: true,
      owing: '$565.00',
      invoiceNumber: invoice.number,
      etransferEmail: 'pay@studio.example',
    })

    // Part of it: still locked, for what is left.
    const pay = (amountCents: number) =>
      app.agent
        .post(`/api/invoices/${invoice.id}/payments`)
        .set(app.xhr)
        .send({ amountCents, method: 'etransfer', receivedOn: '2026-11-28' })
    expect((await pay(20_000)).status).toBe(201)
    const partly = await app.request().get(downloads().print.zip.url).set('Accept', 'application/json')
    expect(partly.status).toBe(402)
    expect(partly.body.error).toContain('$365.00 is owing')
    expect((await pay(36_500)).status).toBe(201)
    await expectDownloadsOpen(app)
    expect((await app.request().get(deliveryServiceUrls(publication.listing).access)).body).toEqual({ locked: false })
  })

  it('answers 402 without a pay link before the invoice is issued', async () => {
    const app = await serviceWith([order()])
    const res = await app.request().get(downloads().print.zip.url).set('Accept', 'application/json')
    expect(res.status).toBe(402)
    expect(res.body).not.toHaveProperty('payUrl')
    expect(res.body.error).toContain('The studio will send the invoice')
  })

  it('opens the downloads for net-30 terms, the owner’s unlock, and a listing no order names', async () => {
    await expectDownloadsOpen(await serviceWith([order({ terms: 'net30' })]))
    await expectDownloadsOpen(await serviceWith([]))
    await expectDownloadsOpen(await serviceWith([order({ listingId: 'another-listing-id' })]))

    const locked = order()
    const app = await serviceWith([locked])
    expect((await get(app, downloads().print.zip.url)).status).toBe(402)
    const unlock = await app.agent.post(`/api/orders/${locked.id}/unlock`).set(app.xhr).send({ unlocked: true })
    expect(unlock.status).toBe(200)
    await expectDownloadsOpen(app)
  })
})

describe('the downloads as files', () => {
  it('streams a byte range, answers HEAD, and 404 for what the delivery does not have', async () => {
    const app = await serviceWith([])
    const zip = downloads().mls.zip
    const whole = await readFile(zip.path)
    const part = await app.request().get(zip.url).set('Range', 'bytes=10-99').buffer(true).parse(bytesBody)
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 10-99/${whole.length}`)
    expect(Buffer.compare(part.body as Buffer, whole.subarray(10, 100))).toBe(0)
    expect(
      (
        await app
          .request()
          .get(zip.url)
          .set('Range', `bytes=${whole.length + 5}-`)
      ).status,
    ).toBe(416)
    const head = await app.request().head(zip.url)
    expect(head.status).toBe(200)
    expect(Number(head.headers['content-length'])).toBe(whole.length)
    const token = publication.listing.deliveryToken
    expect((await app.request().get(`/delivery/${token}/files/nothing.zip`)).status).toBe(404)
    expect((await app.request().get(`/delivery/${'x'.repeat(32)}/files/${zip.name}`)).status).toBe(404)
    expect((await app.request().get(`/delivery/${token}/files/..%2F..%2Flistings.json`)).status).toBe(404)
  })
})

describe('the previews', () => {
  it('are watermarked copies of preview size while locked, and the clean copy once unlocked', async () => {
    const locked = order()
    const app = await serviceWith([locked])
    const photo = publication.prepared.photos[0]!
    const url = deliveryServiceUrls(publication.listing).preview(photo.id)
    const clean = photo.web.filter((w) => w.width <= 960).at(-1)!
    const marked = await get(app, url)
    expect(marked.status).toBe(200)
    expect(marked.type).toBe('image/webp')
    const markedImage = await sharp(marked.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([markedImage.info.width, markedImage.info.height]).toEqual([960, 640])
    // Pixels differ from the clean copy's across the picture (the tiled watermark), not in one corner.
    const cleanPixels = await sharp(clean.path).raw().toBuffer()
    const { width, channels } = markedImage.info
    const changedRows = new Set<number>()
    for (let i = 0; i < cleanPixels.length; i += channels) {
      const diff =
        Math.abs(cleanPixels[i]! - markedImage.data[i]!) + Math.abs(cleanPixels[i + 1]! - markedImage.data[i + 1]!)
      if (diff > 60) changedRows.add(Math.floor(i / channels / width / 64))
    }
    expect(changedRows.size, 'bands of 64 rows with watermark pixels').toBeGreaterThanOrEqual(8)
    // Made once: the cached copy serves the next request.
    const cacheDir = path.join(mediaDir, '.cache', 'previews')
    expect((await get(app, url)).status).toBe(200)
    expect((await readdir(cacheDir)).filter((n) => n.endsWith('.webp'))).toHaveLength(1)

    await app.agent.post(`/api/orders/${locked.id}/unlock`).set(app.xhr).send({ unlocked: true })
    const open = await get(app, url)
    expect(open.headers.etag).not.toBe(marked.headers.etag)
    expect(Buffer.compare(open.body as Buffer, await readFile(clean.path))).toBe(0)
    expect((await get(app, deliveryServiceUrls(publication.listing).preview('nope'))).status).toBe(404)
  })
})
