import { execFile } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTarget } from '../../publisher/deploy/bucket.ts'
import { deploySite } from '../../publisher/deploy/deploySite.ts'
import { localFiles } from '../../publisher/deploy/localFiles.ts'
import { copyBuild } from '../../generator/copyBuild.ts'
import { startS3Server } from '../support/s3Server.ts'
import { releasesOverBuild } from './releasesOverBuild.ts'
import { builtSiteDir } from './site.ts'

const run = promisify(execFile)
let s3: Awaited<ReturnType<typeof startS3Server>>

beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3.stop()
})

/** `site deploy ...` as a user runs it; resolves with its exit code and output. */
async function siteDeploy(args: string[], env: NodeJS.ProcessEnv = { ...process.env, ...s3.env }) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['bin/site.js', 'deploy', ...args], { env })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

// Hundreds of uploads to a server in the same process, on a machine shared with builds.
describe('site deploy to S3-compatible storage', { timeout: 180_000 }, () => {
  it('first uploads every file with its type and cache policy, then nothing while nothing changed', async () => {
    const target = parseTarget('s3://site/first', { endpoint: s3.endpoint })
    const first = await deploySite({ siteDir: builtSiteDir, target })
    const files = await localFiles(builtSiteDir)
    expect([...first.uploaded].sort()).toEqual(files.map((f) => f.key))
    // The upload order: every asset before the first page, the indexes last.
    const order = first.uploaded
    const lastAsset = Math.max(...order.flatMap((k, i) => (k.startsWith('assets/') ? [i] : [])))
    expect(lastAsset).toBeLessThan(order.indexOf('index.html'))
    expect(order.slice(-3).sort()).toEqual(['blog/feed.xml', 'search-index.json', 'sitemap.xml'])

    const expected: Record<string, [RegExp, string]> = {
      'index.html': [/^text\/html/, 'no-cache'],
      'blog/404.html': [/^text\/html/, 'no-cache'],
      'blog/feed.xml': [/^application\/rss\+xml/, 'no-cache'],
      'sitemap.xml': [/^application\/xml/, 'public, max-age=3600'],
      'search-index.json': [/^application\/json/, 'no-cache'],
      'favicon.svg': [/^image\/svg\+xml/, 'public, max-age=3600'],
    }
    const asset = (ext: string) => files.find((f) => f.key.startsWith('assets/') && f.key.endsWith(ext))!.key
    expected[asset('.js')] = [/^text\/javascript/, 'public, max-age=31536000, immutable']
    expected[asset('.avif')] = [/^image\/avif$/, 'public, max-age=31536000, immutable']
    // The search index's files (named by their content) go with the other files, before the pages.
    const shard = files.find((f) => f.key.startsWith('search-index/'))!
    expected[shard.key] = [/^application\/json/, 'public, max-age=31536000, immutable']
    expect(shard.tier).toBe('files')
    for (const [key, [type, cache]] of Object.entries(expected)) {
      const head = await s3.head(`first/${key}`)
      expect(head.ContentType, key).toMatch(type)
      expect(head.CacheControl, key).toBe(cache)
    }
    // Every object: the bytes' MD5 as its ETag, and a Content-Type from its extension.
    for (const file of files.filter((_, i) => i % 25 === 0)) {
      const head = await s3.head(`first/${file.key}`)
      expect(head.ETag).toBe(`"${file.md5}"`)
      expect(head.ContentType).toBe(file.contentType)
    }
    // The redirect page carries the storage's redirect, for website endpoints that follow it.
    expect((await s3.head('first/services/automation/index.html')).WebsiteRedirectLocation).toBe(
      '/services/ai-services',
    )

    const second = await deploySite({ siteDir: builtSiteDir, target })
    expect(second.uploaded).toEqual([])
    expect(second.skipped).toBe(files.length)
    expect(second.deleted).toEqual([])
  })

  it('--dry-run prints what it would upload and delete and changes nothing', async () => {
    const target = parseTarget('s3://site/dry', { endpoint: s3.endpoint })
    await deploySite({ siteDir: builtSiteDir, target })
    // An object no release needs, older than the grace period, and one page changed locally.
    const site = await mkdtemp(path.join(os.tmpdir(), 'deploy-dry-'))
    await copyBuild(path.dirname(builtSiteDir), site)
    await writeFile(path.join(site, 'client', 'about', 'index.html'), '<!doctype html><title>Changed</title>')
    const before = await s3.keys('dry/')
    const { code, stdout } = await siteDeploy([
      '--target',
      's3://site/dry',
      '--endpoint',
      s3.endpoint,
      '--from',
      site,
      '--dry-run',
      '--grace',
      '0',
    ])
    expect(code).toBe(0)
    expect(stdout).toContain('would upload about/index.html')
    expect(stdout).toMatch(/Dry run of deploy .* would upload 1 /)
    expect(await s3.keys('dry/')).toEqual(before)
    expect(await s3.read('dry/about/index.html')).toBe(
      await readFile(path.join(builtSiteDir, 'about/index.html'), 'utf8'),
    )
  })

  it('exits non-zero with one clear line for a wrong endpoint or missing credentials', async () => {
    const wrong = await siteDeploy([
      '--target',
      's3://site',
      '--endpoint',
      'http://127.0.0.1:9',
      '--from',
      builtSiteDir,
    ])
    expect(wrong.code).not.toBe(0)
    expect(wrong.stderr.trim().split('\n')).toEqual([
      '✖ Deploy to s3://site/ failed: cannot reach http://127.0.0.1:9 (ECONNREFUSED)',
    ])

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      AWS_SHARED_CREDENTIALS_FILE: '/nonexistent',
      AWS_CONFIG_FILE: '/nonexistent',
    }
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_PROFILE', 'AWS_SESSION_TOKEN'])
      delete env[name]
    // No instance metadata service is asked on this machine (it would be, on EC2).
    env.AWS_EC2_METADATA_DISABLED = 'true'
    const anonymous = await siteDeploy(
      ['--target', 's3://site', '--endpoint', s3.endpoint, '--from', builtSiteDir],
      env,
    )
    expect(anonymous.code).not.toBe(0)
    expect(anonymous.stderr.trim().split('\n')).toEqual([
      '✖ Deploy to s3://site/ failed: no storage credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE with ~/.aws/credentials',
    ])
  })

  it('after an admin edit uploads only the pages that changed, no asset', async () => {
    const { baseDir, publisher, setTitle } = await releasesOverBuild()
    const target = parseTarget('s3://site/edit', { endpoint: s3.endpoint })
    await deploySite({ siteDir: path.join(baseDir, 'client'), target })

    await setTitle('Quokkaville Deployed Loft')
    await publisher.publishNow()
    const summary = await deploySite({ siteDir: publisher.siteDir!, target })
    await publisher.stop()

    expect(summary.uploaded).toContain('portfolio/photography/index.html')
    expect(summary.uploaded.filter((key) => !/\.html$|^search-index(\.json$|\/)|^sitemap\.xml$/.test(key))).toEqual([])
    expect(summary.uploaded.length).toBeLessThan(20)
    expect(await s3.read('edit/portfolio/photography/index.html')).toContain('Quokkaville Deployed Loft')
    // Each uploaded file differs from the base's: nothing unchanged was sent again. The search index's
    // files are named by their content, so the ones sent are new ones.
    for (const key of summary.uploaded) {
      const base = await readFile(path.join(baseDir, 'client', key), 'utf8').catch(() => null)
      if (key.startsWith('search-index/')) expect(base, key).toBeNull()
      expect(await readFile(path.join(publisher.siteDir!, key), 'utf8'), key).not.toBe(base)
    }
    expect(summary.uploaded.filter((key) => key.startsWith('search-index/')).length).toBeGreaterThan(0)
  })
})
