import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { configFromEnv, deployFromEnv, startService } from './startService.ts'

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

describe('startService', () => {
  it('stops the features already started when one fails to start, then starts again over the same data', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-start-'))
    const config = configFromEnv({
      ADMIN_DATA_DIR: dataDir,
      ADMIN_SEED_DIR: path.join(dataDir, 'no-seed'),
      ADMIN_PUBLISH: 'off',
      ADMIN_PORT: '0',
      ADMIN_PASSWORD: 'a start test password',
    })
    // Payments start after the portfolio, the sessions, the leads, the listings and the bookings.
    await writeFile(path.join(dataDir, 'payments.json'), '{ not json')
    await expect(startService(config, () => {})).rejects.toThrow(/payments\.json is corrupt/)
    // Every lease taken before the failure was released: the same process opens every file again.
    await rm(path.join(dataDir, 'payments.json'))
    const service = await startService(config, () => {})
    try {
      const health = await fetch(`http://127.0.0.1:${service.port}/api/health`)
      expect(health.status).toBe(200)
      expect(await health.json()).toEqual({ ok: true })
      // The signed-in owner sees each feature's health.
      const base = `http://127.0.0.1:${service.port}`
      const headers = { Origin: base, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }
      const body = JSON.stringify({ password: 'a start test password' })
      const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body })
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!
      const owners = await (await fetch(`${base}/api/health`, { headers: { cookie } })).json()
      expect(Object.keys(owners.features)).toEqual([
        ...[
          'portfolio',
          'uploads',
          'auth',
          'leads',
          'publish',
          'listings',
          'booking',
          'payments',
          'account',
          'reviews',
          'backup',
        ],
      ])
      expect(owners.ok).toBe(true)
    } finally {
      await service.stop()
    }
  }, 30_000)
})
