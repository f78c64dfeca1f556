import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startS3Server } from '../../tests/support/s3Server.ts'
import { Bucket, parseTarget } from './bucket.ts'
import { SiteDeployer } from './SiteDeployer.ts'

let s3: Awaited<ReturnType<typeof startS3Server>>
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(() => s3.stop())
afterEach(() => {
  vi.restoreAllMocks()
})

/** A site folder holding `files` (key → content). */
async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'deployer-site-'))
  for (const [key, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, key)), { recursive: true })
    await writeFile(path.join(dir, key), content)
  }
  return dir
}

/** A deployer to `s3://site/<prefix>/`, the number of bucket listings it makes, and its log. */
function deployer(prefix: string, options: { relistAfterMs?: number; graceMs?: number } = {}) {
  const listings = vi.spyOn(Bucket.prototype, 'list')
  const lines: string[] = []
  const target = parseTarget(`s3://site/${prefix}`, { endpoint: s3.endpoint })
  const siteDeployer = new SiteDeployer({ target, log: (line) => lines.push(line), ...options })
  const deploy = async (release: string, siteDir: string) => {
    siteDeployer.request(release, siteDir)
    await siteDeployer.whenIdle()
    return siteDeployer.getStatus()
  }
  return { deploy, listings: () => listings.mock.calls.length, lines }
}

describe('SiteDeployer', () => {
  it('lists the bucket on its first deploy only, then works from the state its deploys left', async () => {
    const { deploy, listings, lines } = deployer('known', { graceMs: 0 })
    await deploy('r1', await site({ 'index.html': 'one', 'assets/a1.js': 'a1' }))
    await deploy('r2', await site({ 'index.html': 'two', 'assets/a2.js': 'a2' }))
    // With no grace, a1 goes once no release live since the previous deploy needs it: at the third.
    const third = await deploy('r3', await site({ 'index.html': 'two', 'assets/a2.js': 'a2' }))

    expect(listings()).toBe(1)
    expect(third).toMatchObject({ state: 'idle', deployed: 'r3', lastUploaded: 0 })
    expect(await s3.keys('known/assets/')).toEqual(['known/assets/a2.js'])
    expect(await s3.read('known/index.html')).toBe('two')
    expect(lines.filter((l) => l.startsWith('deploy of')).map((l) => l.includes('listing'))).toEqual([
      true,
      false,
      false,
    ])
  })

  it('lists the bucket again after a failed deploy, and once the last listing is older than relistAfterMs', async () => {
    const { deploy, listings } = deployer('relist')
    const good = await site({ 'index.html': 'home', 'assets/a.js': 'a' })
    await deploy('r1', good)
    expect((await deploy('broken', await site({ 'about.html': 'no home page' }))).state).toBe('failed')
    await deploy('r2', good)
    expect(listings()).toBe(2)

    // An object deleted behind the service's back is put back once the bucket is listed again.
    const stale = deployer('relist', { relistAfterMs: 0 })
    await stale.deploy('r1', good)
    const byHand = new Bucket(parseTarget('s3://site/relist', { endpoint: s3.endpoint }))
    await byHand.delete('assets/a.js')
    byHand.close()
    await new Promise((resolve) => setTimeout(resolve, 5))
    const status = await stale.deploy('r2', good)
    expect(status.lastUploaded).toBe(1)
    expect(await s3.read('relist/assets/a.js')).toBe('a')
  })
})
