/**
 * CDN purge after a deploy, of the changed pages only: through a configured URL (Cloudflare's
 * purge_cache or any endpoint that takes the same body) or CloudFront's CreateInvalidation.
 */
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront'

export interface PurgeSettings {
  /** POSTed `{ "files": [<absolute URLs>] }`, with `Authorization: Bearer <token>` when a token is set. */
  url?: string
  token?: string
  /** The public site's origin, to make the absolute URLs for `url`. */
  siteOrigin?: string
  cloudFrontDistribution?: string
}

/** CloudFront counts each path; past this many, one wildcard is cheaper and as quick. */
const MAX_PATHS = 1000

/** The addresses a visitor may have used for an object: `about/index.html` is /about, /about/ and the file itself. */
export function pathsOf(keys: string[]): string[] {
  const paths = new Set<string>()
  for (const key of keys) {
    paths.add(`/${key}`)
    if (key === 'index.html') paths.add('/')
    else if (key.endsWith('/index.html')) {
      const dir = `/${key.slice(0, -'/index.html'.length)}`
      paths.add(dir)
      paths.add(`${dir}/`)
    }
  }
  return [...paths].sort()
}

/** Purges `keys` from the CDN; returns the paths purged. Throws a readable error when the CDN refuses. */
export async function purge(keys: string[], settings: PurgeSettings): Promise<string[]> {
  if (keys.length === 0) return []
  const paths = pathsOf(keys)
  if (settings.cloudFrontDistribution) {
    const client = new CloudFrontClient({ region: 'us-east-1', maxAttempts: 5 })
    try {
      const items = paths.length > MAX_PATHS ? ['/*'] : paths
      await client.send(
        new CreateInvalidationCommand({
          DistributionId: settings.cloudFrontDistribution,
          InvalidationBatch: {
            CallerReference: `site-deploy-${Date.now()}`,
            Paths: { Quantity: items.length, Items: items },
          },
        }),
      )
    } catch (error) {
      throw new Error(`CloudFront invalidation failed: ${(error as Error).message.split('\n')[0]}`, { cause: error })
    } finally {
      client.destroy()
    }
  }
  if (settings.url) {
    if (!settings.siteOrigin) throw new Error('A purge URL needs the site origin (SITE_ORIGIN) to name the pages')
    const files = paths.map((p) => new URL(p, settings.siteOrigin).href)
    const res = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(settings.token ? { Authorization: `Bearer ${settings.token}` } : {}),
      },
      body: JSON.stringify({ files }),
      signal: AbortSignal.timeout(30_000),
    }).catch((error: Error) => {
      throw new Error(`CDN purge at ${settings.url} failed: ${error.message}`, { cause: error })
    })
    if (!res.ok) throw new Error(`CDN purge at ${settings.url} answered HTTP ${res.status}`)
  }
  return paths
}
