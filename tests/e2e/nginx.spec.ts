import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, root, startAdminService, type AdminService } from './adminService.ts'

// deploy/nginx.conf in front of the built site (the one playwright.config.ts previews) and a running
// admin service, in Debian's nginx (scripts/ensure-test-tools.mjs) on a loopback port. The sample is
// run as it is, with only its paths and ports substituted and plain HTTP for TLS; both of its host names
// (the public site and the admin service's own) answer on that port, told apart by the Host header.
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const siteDir = path.resolve(root, process.env.E2E_OUT_DIR ?? '.cache/e2e-dist', 'client')

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let admin: AdminService
let nginx: ChildProcess
let base = ''

/** The sample config with this machine's paths and ports, inside a minimal main config. */
async function testConfig(port: number, adminPort: string, tmp: string): Promise<string> {
  const sample = await readFile(path.join(root, 'deploy/nginx.conf'), 'utf8')
  const substitute = (from: RegExp, to: string) => (text: string) => {
    if (!from.test(text)) throw new Error(`deploy/nginx.conf no longer has ${from}: update this test's substitutions`)
    return text.replace(from, to)
  }
  const site = [
    substitute(/listen 80;/, `listen 127.0.0.1:${await freePort()};`),
    substitute(/listen 443 ssl;\n\s*http2 on;/g, `listen 127.0.0.1:${port};`),
    substitute(/\n\s*ssl_certificate\s[^\n]*\n\s*ssl_certificate_key\s[^\n]*/g, ''),
    substitute(/root \/srv\/northframe\/releases\/current\/client;/, `root ${siteDir};`),
    substitute(/server 127\.0\.0\.1:4174;/, `server 127.0.0.1:${adminPort};`),
    substitute(/\/etc\/nginx\/northframe\/security-headers\.conf/g, path.join(root, 'deploy/security-headers.conf')),
  ].reduce((text, step) => step(text), sample)
  return `daemon off;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
${site}
}
`
}

const PUBLIC_HOST = 'www.example.com'
const ADMIN_HOST = 'admin.example.com'
let port = 0

test.beforeAll(async () => {
  port = await freePort()
  admin = await startAdminService(() => ({
    SITE_DIR: siteDir,
    ADMIN_PASSWORD: 'nginx-test-password-1',
    ADMIN_PUBLIC_ORIGIN: `http://${ADMIN_HOST}:${port}`,
    ADMIN_PROXY_HOPS: '1',
  }))
  const conf = path.join(admin.tmp, 'nginx.conf')
  await writeFile(conf, await testConfig(port, new URL(admin.base).port, admin.tmp))
  nginx = spawn(NGINX, ['-c', conf, '-p', admin.tmp], { stdio: ['ignore', 'inherit', 'inherit'] })
  base = `http://127.0.0.1:${port}`
  await expect
    .poll(
      () =>
        fetch(`${base}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200)
})

test.afterAll(() => {
  nginx?.kill('SIGQUIT')
  admin?.stop()
})

/** GET `url` through nginx as a browser at `host` asks for it (redirects not followed). */
function get(url: string, host = PUBLIC_HOST): Promise<Response> {
  return new Promise((resolve, reject) => {
    request(`${base}${url}`, { headers: { host: `${host}:${port}` } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
        }
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }))
      })
    })
      .on('error', reject)
      .end()
  })
}

function expectSecurityHeaders(res: Response, url: string) {
  expect(res.headers.get('x-content-type-options'), url).toBe('nosniff')
  expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('strict-transport-security'), url).toContain('max-age=31536000')
}

test('serves clean URLs with the security headers, HTML revalidated', async () => {
  for (const url of ['/', '/about', '/service-areas', '/blog/virtual-staging-trends']) {
    const res = await get(url)
    expect(res.status, url).toBe(200)
    expectSecurityHeaders(res, url)
    expect(res.headers.get('cache-control'), url).toBe('no-cache')
  }
})

test('serves fingerprinted assets immutable, with the security headers', async () => {
  const home = await (await get('/')).text()
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1]
  expect(asset).toBeTruthy()
  const res = await get(asset!)
  expect(res.status).toBe(200)
  expectSecurityHeaders(res, asset!)
  expect(res.headers.get('cache-control')).toContain('immutable')
})

test('answers misses with status 404 and the nearest not-found page', async () => {
  const page = await get('/no-such-page')
  expect(page.status).toBe(404)
  expectSecurityHeaders(page, '/no-such-page')
  expect(await page.text()).toContain('Page Not Found')
  const post = await get('/blog/no-such-post')
  expect(post.status).toBe(404)
  expectSecurityHeaders(post, '/blog/no-such-post')
  expect(await post.text()).toContain('Post Not Found')
  for (const url of ['/blog/404', '/blog/404.html', '/404.html']) expect((await get(url)).status, url).toBe(404)
})

test('redirects the old automation address', async () => {
  const res = await get('/services/automation')
  expect(res.status).toBe(301)
  expect(res.headers.get('location')).toMatch(/\/services\/ai-services$/)
})

test('the admin host proxies to the admin service; the public host has no /admin or /api', async () => {
  const api = await get('/api/auth/user', ADMIN_HOST)
  expect(api.status).toBe(200)
  expect(await api.json()).toMatchObject({ authenticated: false })
  const page = await get('/admin', ADMIN_HOST)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<div id="root">')
  for (const url of ['/admin', '/api/auth/user']) expect((await get(url)).status, url).toBe(404)
})
