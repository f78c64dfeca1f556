import { describe, expect, it } from 'vitest'
import { parseTarget } from './bucket.ts'
import { tierOf, typeOf, type LocalFile } from './localFiles.ts'
import { planDeploy, type Manifest, type RemoteObject } from './plan.ts'
import { pathsOf } from './purge.ts'

const HOUR = 3_600_000
const now = new Date('2026-11-20T12:00:00Z')
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR)

const file = (key: string, md5 = `md5-of-${key}`): LocalFile => ({
  key,
  path: `/site/${key}`,
  size: 10,
  md5,
  contentType: typeOf(key),
  cacheControl: 'no-cache',
  redirect: null,
  tier: tierOf(key),
})
const object = (key: string, etag = `md5-of-${key}`, lastModified = ago(100)): RemoteObject => ({
  key,
  etag,
  lastModified,
})
const manifest = (keys: string[], hoursAgo: number): Manifest => ({
  key: `.deploy/${hoursAgo}.json`,
  release: `r${hoursAgo}`,
  deployedAt: ago(hoursAgo).toISOString(),
  keys,
})

describe('planDeploy', () => {
  it('uploads what is missing or different, by tier: assets, other files, pages, then the indexes', () => {
    const local = ['sitemap.xml', 'blog/index.html', 'assets/entries/app-1.js', 'uploads/a.jpg', 'index.html'].map(
      (key) => file(key),
    )
    const plan = planDeploy({
      local,
      remote: [object('index.html'), object('blog/index.html', 'stale')],
      manifests: [],
      now,
      graceMs: HOUR,
    })
    expect(plan.unchanged.map((f) => f.key)).toEqual(['index.html'])
    expect(
      Object.fromEntries(Object.entries(plan.uploads).map(([tier, files]) => [tier, files.map((f) => f.key)])),
    ).toEqual({
      assets: ['assets/entries/app-1.js'],
      files: ['uploads/a.jpg'],
      pages: ['blog/index.html'],
      indexes: ['sitemap.xml'],
    })
  })

  it('deletes only what no release live within the grace period needs', () => {
    const local = [file('index.html'), file('assets/new.js')]
    const remote = [
      object('index.html'),
      object('assets/new.js'),
      object('assets/previous.js'), // the release replaced 30 minutes ago
      object('assets/older.js'), // replaced 5 hours ago
      object('assets/stray.js', 'x', ago(0.1)), // in no manifest, written 6 minutes ago
      object('assets/old-stray.js', 'x', ago(9)),
    ]
    const manifests = [
      manifest(['index.html', 'assets/older.js'], 10),
      manifest(['index.html', 'assets/previous.js'], 5),
      manifest(['index.html', 'assets/new.js'], 0.5),
    ]
    const plan = planDeploy({ local, remote, manifests, now, graceMs: 2 * HOUR })
    // The release deployed 5 hours ago was live when the grace period began: its files stay.
    expect(plan.keptForGrace.sort()).toEqual(['assets/previous.js', 'assets/stray.js'])
    expect(plan.deletes.sort()).toEqual(['assets/old-stray.js', 'assets/older.js'])
    expect(plan.expiredManifests).toEqual(['.deploy/10.json'])
  })
})

describe('deploy settings', () => {
  it('parses s3:// targets and rejects anything else', () => {
    expect(parseTarget('s3://my-site')).toMatchObject({ bucket: 'my-site', prefix: '' })
    expect(parseTarget('s3://my-site/www/', { endpoint: 'http://127.0.0.1:9000' })).toMatchObject({
      bucket: 'my-site',
      prefix: 'www/',
      endpoint: 'http://127.0.0.1:9000',
    })
    expect(() => parseTarget('https://my-site')).toThrow(/s3:\/\/<bucket>/)
    expect(() => parseTarget('s3://bucket', { endpoint: '127.0.0.1:9000' })).toThrow(/http\(s\) URL/)
  })

  it('types each file, the feed as RSS', () => {
    expect(typeOf('blog/feed.xml')).toBe('application/rss+xml; charset=utf-8')
    expect(typeOf('index.html')).toBe('text/html; charset=utf-8')
    expect(typeOf('assets/static/a.woff2')).toBe('font/woff2')
    expect(typeOf('manifest.webmanifest')).toMatch(/^application\/manifest\+json/)
  })

  it('purges every address a changed page is reached at', () => {
    expect(pathsOf(['index.html', 'blog/post/index.html', 'blog/feed.xml'])).toEqual([
      '/',
      '/blog/feed.xml',
      '/blog/post',
      '/blog/post/',
      '/blog/post/index.html',
      '/index.html',
    ])
  })
})
