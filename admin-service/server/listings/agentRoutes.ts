import { createHash, randomBytes } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import multer from '@koa/multer'
import { Router } from '@koa/router'
import type { Context } from 'koa'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { agentFields, type AgentFields, type StoredFile } from '../../../content/listings/store.ts'
import { syncDir, writeFileDurably } from '../../../lib/durableWrite.ts'
import type { AgentPatch, ListingStore } from './ListingStore.ts'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from '../../shared/uploadLimits.ts'
import { HttpError, messages } from '../shared/http/errors.ts'
import { jsonOnly } from '../shared/http/jsonOnly.ts'
import { requireAuth } from '../auth/index.ts'
import { listingMessages } from './listingErrors.ts'

/**
 * The profile fields a JSON body gives (the store validates them; an empty or null billing e-mail is none, and
 * clears one set before); its other keys, the images among them, are ignored.
 */
function fieldsOf(body: unknown): Partial<AgentFields> {
  const given = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const fields = Object.entries(given)
    .filter(([key]) => key in agentFields.shape)
    .map(([key, value]) => [key, key === 'billingEmail' && !value ? undefined : value])
  return Object.fromEntries(fields) as Partial<AgentFields>
}

const IMAGES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/tiff'])

/**
 * An agent's headshot (a 600 px square JPEG) or brokerage logo (at most 800x400, WebP keeping its
 * transparency), re-encoded with no metadata, under a random name in `dir`, fsync'ed.
 */
async function storeAgentImage(
  file: { buffer: Buffer; originalname: string },
  which: 'headshot' | 'logo',
  dir: string,
): Promise<StoredFile> {
  const type = await fileTypeFromBuffer(file.buffer)
  if (!type || !IMAGES.has(type.mime))
    throw new HttpError(415, `${which}: ${listingMessages.notImage}`, { [which]: listingMessages.notImage })
  let data: Buffer
  try {
    const image = sharp(file.buffer, { limitInputPixels: 60_000_000, failOn: 'error' }).rotate()
    data =
      which === 'headshot'
        ? await image
            .resize({ width: 600, height: 600, fit: 'cover', position: 'attention' })
            .jpeg({ quality: 82, mozjpeg: true })
            .toBuffer()
        : await image
            .resize({ width: 800, height: 400, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 90 })
            .toBuffer()
  } catch {
    throw new HttpError(400, `${which}: ${listingMessages.badImage}`, { [which]: listingMessages.badImage })
  }
  const meta = await sharp(data).metadata()
  const name = `${randomBytes(16).toString('hex')}.${which === 'headshot' ? 'jpg' : 'webp'}`
  await mkdir(dir, { recursive: true })
  await writeFileDurably(path.join(dir, name), data)
  await syncDir(dir)
  return {
    name,
    original: file.originalname.slice(0, 255),
    bytes: data.length,
    mime: which === 'headshot' ? 'image/jpeg' : 'image/webp',
    sha256: createHash('sha256').update(data).digest('hex'),
    width: meta.width,
    height: meta.height,
  }
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 2, parts: 4, fieldSize: 1024, headerPairs: 50 },
}).fields([
  { name: 'headshot', maxCount: 1 },
  { name: 'logo', maxCount: 1 },
])

/**
 * The headshot and/or brokerage logo of a multipart request (fields `headshot`, `logo`; images up to the
 * uploads' limit), each re-encoded and stored in `dir` (`storeAgentImage`): what `updateAgent` takes. The
 * owner's `POST /api/agents/{id}/images` and the agent's own on /account read them alike.
 */
export async function receiveAgentImages(ctx: Context, dir: string): Promise<Pick<AgentPatch, 'headshot' | 'logo'>> {
  if (!ctx.is('multipart/form-data')) throw new HttpError(415, 'Content-Type must be multipart/form-data')
  try {
    await upload(ctx, async () => {})
  } catch (error) {
    if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE')
      throw new HttpError(413, `${messages.tooLarge} (limit ${MAX_UPLOAD_LABEL})`)
    throw new HttpError(400, `${messages.malformedUpload}: ${(error as Error).message}`)
  }
  const files = (ctx as Context & { files?: Record<string, { buffer: Buffer; originalname: string }[]> }).files ?? {}
  const images: { headshot?: StoredFile; logo?: StoredFile } = {}
  for (const which of ['headshot', 'logo'] as const) {
    const file = files[which]?.[0]
    if (file) images[which] = await storeAgentImage(file, which, dir)
  }
  if (!images.headshot && !images.logo)
    throw new HttpError(400, 'No image uploaded (multipart field "headshot" or "logo")')
  return images
}

/** `GET`/`POST /api/agents`, `PUT /api/agents/{id}` (JSON) and `POST /api/agents/{id}/images` (multipart `headshot`, `logo`). */
export function agentRoutes(store: ListingStore, imagesDir: string) {
  const router = new Router({ prefix: '/api' })
  const idOf = (ctx: Context) => {
    const id = (ctx as Context & { params: Record<string, string> }).params.id!
    if (!store.getAgent(id)) throw new HttpError(404, listingMessages.agentNotFound)
    return id
  }

  router.get('/agents', requireAuth, (ctx) => {
    ctx.body = { agents: store.agents }
  })

  router.post('/agents', requireAuth, jsonOnly(), async (ctx) => {
    ctx.status = 201
    ctx.body = { agent: await store.addAgent(fieldsOf(ctx.request.body)) }
  })

  router.put('/agents/:id', requireAuth, jsonOnly(), async (ctx) => {
    ctx.body = { agent: await store.updateAgent(idOf(ctx), fieldsOf(ctx.request.body)) }
  })

  router.post('/agents/:id/images', requireAuth, async (ctx) => {
    const id = idOf(ctx)
    ctx.body = { agent: await store.updateAgent(id, await receiveAgentImages(ctx, imagesDir)) }
  })

  return router
}
