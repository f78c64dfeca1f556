import { describe, expect, it } from 'vitest'
import { configFromEnv, deployFromEnv } from './startService.ts'

const target = { ADMIN_DEPLOY_TARGET: 's3://site/www' }

describe('deployFromEnv (ADMIN_DEPLOY_*)', () => {
  it('is off without a target, and reads every setting with one', () => {
    expect(deployFromEnv({})).toBeUndefined()
    expect(
      deployFromEnv({
        ...target,
        ADMIN_DEPLOY_ENDPOINT: 'http://127.0.0.1:9000',
        ADMIN_DEPLOY_REGION: 'auto',
        ADMIN_DEPLOY_GRACE_HOURS: '1.5',
        ADMIN_DEPLOY_PURGE_URL: 'https://api.cloudflare.com/client/v4/zones/z/purge_cache',
        ADMIN_DEPLOY_PURGE_TOKEN: 'token',
        SITE_ORIGIN: 'https://www.example.com',
      }),
    ).toEqual({
      target: { bucket: 'site', prefix: 'www/', endpoint: 'http://127.0.0.1:9000', region: 'auto' },
      graceMs: 1.5 * 3_600_000,
      purge: {
        url: 'https://api.cloudflare.com/client/v4/zones/z/purge_cache',
        token: 'token',
        siteOrigin: 'https://www.example.com',
        cloudFrontDistribution: undefined,
      },
    })
    expect(deployFromEnv({ ...target, ADMIN_DEPLOY_GRACE_HOURS: '0' })?.graceMs).toBe(0)
    expect(deployFromEnv({ ...target, ADMIN_DEPLOY_GRACE_HOURS: '' })?.graceMs).toBeUndefined()
  })

  it.each([
    [{ ADMIN_DEPLOY_GRACE_HOURS: 'a day' }, 'ADMIN_DEPLOY_GRACE_HOURS must be a number, 0 or more, got "a day"'],
    [{ ADMIN_DEPLOY_GRACE_HOURS: '-1' }, 'ADMIN_DEPLOY_GRACE_HOURS must be a number, 0 or more, got "-1"'],
    [{ ADMIN_DEPLOY_GRACE_HOURS: ' ' }, 'ADMIN_DEPLOY_GRACE_HOURS must be a number, 0 or more, got " "'],
    [{ ADMIN_DEPLOY_GRACE_HOURS: 'Infinity' }, 'ADMIN_DEPLOY_GRACE_HOURS must be a number, 0 or more, got "Infinity"'],
    [{ ADMIN_DEPLOY_ENDPOINT: '127.0.0.1:9000' }, 'ADMIN_DEPLOY_ENDPOINT must be an http(s) URL, got "127.0.0.1:9000"'],
    [
      { ADMIN_DEPLOY_PURGE_URL: 'ftp://purge', SITE_ORIGIN: 'https://www.example.com' },
      'ADMIN_DEPLOY_PURGE_URL must be an http(s) URL, got "ftp://purge"',
    ],
    [{ ADMIN_DEPLOY_PURGE_URL: 'https://purge.example' }, 'ADMIN_DEPLOY_PURGE_URL needs SITE_ORIGIN'],
    [
      { ADMIN_DEPLOY_TARGET: 'site/www' },
      'ADMIN_DEPLOY_TARGET must look like s3://<bucket>[/<prefix>], got "site/www"',
    ],
  ])('refuses %o at start with an error naming the variable', (env, message) => {
    expect(() => deployFromEnv({ ...target, ...env })).toThrow(message)
  })
})

describe("configFromEnv: the owner's inbox link", () => {
  it("points at the admin's own origin, never the public site's host", () => {
    const local = configFromEnv({ ADMIN_PORT: '4411', SITE_ORIGIN: 'https://www.example.com' })
    expect(local.leadDelivery.inboxUrl).toBe('http://127.0.0.1:4411/admin#leads')
    const wildcard = configFromEnv({ ADMIN_HOST: '::', ADMIN_PORT: '4411' })
    expect(wildcard.leadDelivery.inboxUrl).toBe('http://127.0.0.1:4411/admin#leads')
    const v6 = configFromEnv({ ADMIN_HOST: '::1', ADMIN_PORT: '4411' })
    expect(v6.leadDelivery.inboxUrl).toBe('http://[::1]:4411/admin#leads')
    const proxied = configFromEnv({ ADMIN_PUBLIC_ORIGIN: 'https://admin.example.com' })
    expect(proxied.leadDelivery.inboxUrl).toBe('https://admin.example.com/admin#leads')
  })
})

describe("configFromEnv: the service's numbers", () => {
  it('reads them, with their defaults when unset', () => {
    expect(
      configFromEnv({
        ADMIN_PORT: '0',
        ADMIN_PROXY_HOPS: '2',
        ADMIN_PUBLIC_ORIGIN: 'https://admin.example.com',
        LEADS_RETRY_MS: '50',
      }),
    ).toMatchObject({ port: 0, proxyHops: 2, leadRetryMs: 50 })
    expect(configFromEnv({ ADMIN_PROXY_HOPS: '0' })).toMatchObject({ proxyHops: 0 })
    expect(configFromEnv({})).toMatchObject({ port: 4174, proxyHops: undefined, leadRetryMs: undefined })
  })

  it.each([
    [{ ADMIN_PORT: '80a' }, 'ADMIN_PORT must be a whole number from 0 to 65535, got "80a"'],
    [{ ADMIN_PORT: '70000' }, 'ADMIN_PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ ADMIN_PROXY_HOPS: 'one' }, 'ADMIN_PROXY_HOPS must be a whole number from 0 to 16, got "one"'],
    [{ ADMIN_PROXY_HOPS: '-1' }, 'ADMIN_PROXY_HOPS must be a whole number from 0 to 16, got "-1"'],
    [{ LEADS_RETRY_MS: '0.5' }, 'LEADS_RETRY_MS must be a whole number 1 or more, got "0.5"'],
    // Half-configured proxy mode is refused: ignored, every visitor would share the proxy's budget.
    [{ ADMIN_PROXY_HOPS: '1' }, 'ADMIN_PROXY_HOPS=1 needs ADMIN_PUBLIC_ORIGIN'],
  ])('refuses %o at start with an error naming the variable', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message)
  })
})
