/**
 * A listing's delivery under SIGKILL: the admin service (main.ts, publishing into a releases
 * folder over a base build) is killed while it delivers a listing, and while it republishes an edited
 * caption, at several moments each, and restarted over the same folders. After every kill the live release
 * (where `current` points) must hold each listing it names whole: every page and file of its ledger there,
 * and no listing page it does not name; its caption must be the one before the edit or the one after,
 * never anything else. After every restart the delivery must complete with the edit live.
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, readlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileOfUrl } from '../../publisher/listings/listingOutput.ts'
import { readLedger } from '../../publisher/listings/listingLedger.ts'
import { COMPLETE_MARKER } from '../../publisher/Publisher.ts'
import { photoJpeg } from '../support/photos.ts'
import { recordFigures } from './figures.ts'
import { listingSiteBuild, releasesOver } from './listingSite.ts'
import { cheapHash, killSpawned, removeTempDirs, spawnSignedIn, tempDir } from './service.ts'

/** Kill moments after the request, in ms: before the republish timer, during preparation, during the publish. */
const KILL_AFTER_MS = [0, 250, 600, 1000, 1600, 2500]
let siteBuild = ''

beforeAll(() => {
  // The base of every release here.
  siteBuild = listingSiteBuild()
}, 900_000)

afterAll(async () => {
  await killSpawned()
  await removeTempDirs()
})

/** What the answers used here carry. */
type ApiBody = {
  listing: { id: string; slug: string; delivery: { state: string; error: string | null } | null }
  agent: { id: string }
}

async function startMain(dataDir: string, releasesDir: string) {
  const service = await spawnSignedIn(dataDir, { NODE_ENV: 'production', ADMIN_RELEASES_DIR: releasesDir })
  const api = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${service.origin}${url}`, {
      method,
      headers: service.headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as ApiBody }
  }
  return { ...service, api }
}

/** What the live release holds of the listings: each one whole, or a message saying what is not. */
async function liveState(releasesDir: string) {
  const name = await readlink(path.join(releasesDir, 'current')).catch(() => null)
  if (!name) return { release: null, problems: [] as string[], pages: new Map<string, string>() }
  const release = path.join(releasesDir, name)
  const client = path.join(release, 'client')
  const problems: string[] = []
  if (!existsSync(path.join(release, COMPLETE_MARKER))) problems.push(`${name} is live without its completion marker`)
  const ledger = await readLedger(release)
  const pages = new Map<string, string>()
  for (const entry of Object.values(ledger.listings)) {
    for (const url of [...entry.pages, ...entry.files]) {
      if (!existsSync(fileOfUrl(client, url)))
        problems.push(`${name}: ${url} of ${entry.publication.listing.slug} is missing`)
    }
    for (const route of entry.pages) pages.set(route, await readFile(fileOfUrl(client, route), 'utf8').catch(() => ''))
  }
  // No listing page the ledger does not name.
  for (const folder of ['listings', 'tour', 'delivery']) {
    for (const id of await readdir(path.join(client, folder)).catch(() => [] as string[])) {
      const route = `/${folder}/${id}/`
      if (!pages.has(route)) problems.push(`${name}: ${route} is there but no listing of the ledger has it`)
    }
  }
  return { release: name, problems, pages }
}

describe('listing delivery under SIGKILL', () => {
  it(
    'leaves the previous or the new listing live, never half of one, and completes after the restart',
    { timeout: 900_000 },
    async ({ task }) => {
      const started = performance.now()
      const tmp = await tempDir('listing-kill')
      const dataDir = path.join(tmp, 'data')
      const releasesDir = path.join(tmp, 'releases')
      await mkdir(dataDir)
      await writeFile(
        path.join(dataDir, 'owner.json'),
        JSON.stringify({ name: 'Owner', passwordHash: await cheapHash() }),
      )
      await releasesOver(siteBuild, releasesDir)

      let service = await startMain(dataDir, releasesDir)
      const agent = (
        await service.api('POST', '/api/agents', {
          name: 'Dana Agent',
          brokerage: 'Lakeside Realty',
          phone: '+1 416 555 0199',
          email: 'dana@example.com',
        })
      ).body.agent
      const listing = (
        await service.api('POST', '/api/listings', {
          address: { street: '12 Maple Ave', city: 'Toronto', postalCode: 'M4E 1A1' },
          agentId: agent.id,
          description: 'Bright corner lot.',
          bedrooms: 3,
          bathrooms: 2,
        })
      ).body.listing
      const form = new FormData()
      for (let i = 0; i < 4; i++)
        form.append(
          'files',
          new Blob([new Uint8Array(await photoJpeg(1600, 1067, i * 60))], { type: 'image/jpeg' }),
          `p${i}.jpg`,
        )
      const uploaded = await fetch(`${service.origin}/api/listings/${listing.id}/media`, {
        method: 'POST',
        headers: { Origin: service.origin, 'X-Requested-With': 'XMLHttpRequest', Cookie: service.cookie },
        body: form,
      })
      expect(uploaded.status).toBe(201)
      const photoId = ((await uploaded.json()) as { media: { id: string }[] }).media[0]!.id
      const branded = `/listings/${listing.slug}/`

      const untilLive = async (caption: string | null) => {
        const since = performance.now()
        for (;;) {
          const { body } = await service.api('GET', `/api/listings/${listing.id}`)
          const state = body.listing?.delivery?.state
          if (state === 'failed') throw new Error(`the delivery failed: ${body.listing.delivery?.error}`)
          const page = state === 'live' ? await (await fetch(`${service.origin}${branded}`)).text() : ''
          if (state === 'live' && (caption === null || page.includes(caption))) return
          if (performance.now() - since > 240_000) throw new Error(`not live with "${caption}" after 240 s`)
          await new Promise((r) => setTimeout(r, 100))
        }
      }

      const figures = { kills: 0, 'previous state live': 0, 'new state live': 0, 'half-written listings': 0 }
      const check = async (before: string | null, after: string) => {
        const { problems, pages } = await liveState(releasesDir)
        expect(problems).toEqual([])
        const page = pages.get(branded)
        if (page === undefined) {
          // Nothing of the listing live: only before its first delivery completed.
          expect(before).toBeNull()
          figures['previous state live']++
        } else if (page.includes(after)) figures['new state live']++
        else if (before !== null && page.includes(before)) figures['previous state live']++
        else figures['half-written listings']++
      }

      // The first delivery, killed once part-way, then delivered after the restart.
      await service.api('PUT', `/api/listings/${listing.id}/media/${photoId}`, { caption: 'Caption 0' })
      expect((await service.api('POST', `/api/listings/${listing.id}/deliver`)).status).toBe(202)
      await new Promise((r) => setTimeout(r, 1500))
      await service.kill()
      figures.kills++
      await check(null, 'Caption 0')
      service = await startMain(dataDir, releasesDir)
      await untilLive('Caption 0')

      // Caption edits, each killed at another moment of its republish.
      let live = 'Caption 0'
      for (const [i, delay] of KILL_AFTER_MS.entries()) {
        const caption = `Caption ${i + 1}`
        const edited = await service.api('PUT', `/api/listings/${listing.id}/media/${photoId}`, { caption })
        expect(edited.status).toBe(200)
        await new Promise((r) => setTimeout(r, delay))
        await service.kill()
        figures.kills++
        await check(live, caption)
        service = await startMain(dataDir, releasesDir)
        await untilLive(caption)
        await check(live, caption)
        live = caption
      }
      await service.kill()
      recordFigures(task, 'listing delivery kills', {
        ...figures,
        seconds: ((performance.now() - started) / 1000).toFixed(1),
      })
      expect(figures['half-written listings']).toBe(0)
    },
  )
})
