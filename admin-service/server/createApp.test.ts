import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SessionStore } from './auth/SessionStore.ts'
import { testApp } from '../../tests/support/testApp.ts'

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'admin-app-'))

describe('createApp', () => {
  it('serves the published public site at / with its 404 page, without touching /api', async () => {
    const site = await tempDir()
    await mkdir(path.join(site, 'about'))
    await writeFile(path.join(site, 'index.html'), '<h1>Home</h1>')
    await writeFile(path.join(site, 'about', 'index.html'), '<h1>About</h1>')
    await writeFile(path.join(site, '404.html'), '<h1>Page not found</h1>')
    const { request } = await testApp({ siteDir: site })
    const home = await request().get('/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('Home')
    // Each page carries its own policy in a <meta>; the header adds only what a meta cannot say.
    expect(home.headers['content-security-policy']).toBe("frame-ancestors 'none'")
    expect(home.headers['x-frame-options']).toBe('DENY')
    expect(home.headers['x-content-type-options']).toBe('nosniff')
    expect((await request().get('/about')).text).toContain('About')
    const missing = await request().get('/no/such/page')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('Page not found')
    const api = await request().get('/api/nope')
    expect(api.status).toBe(404)
    expect(api.body).toEqual({ error: 'Not found' })
  })

  it('serves the built admin page under a strict CSP, and says how to build it when missing', async () => {
    const web = await tempDir()
    const absent = await testApp({ webDir: web })
    const notBuilt = await absent.request().get('/admin')
    expect(notBuilt.status).toBe(503)
    expect(notBuilt.text).toContain('npm run build:admin')

    await mkdir(path.join(web, 'assets'))
    await writeFile(path.join(web, 'index.html'), '<div id="root"></div>')
    await writeFile(path.join(web, 'assets', 'index-abc.js'), 'console.log(1)')
    const { request } = await testApp({ webDir: web })
    const page = await request().get('/admin')
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.headers['cache-control']).toBe('no-cache')
    const csp = page.headers['content-security-policy']
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
    const asset = await request().get('/admin/assets/index-abc.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await request().get('/admin/assets/missing.js')).status).toBe(404)
  })

  it('turns an unexpected error into a JSON 500 without leaking the message', async () => {
    const { agent, xhr, signIn, store, uploadsDir } = await testApp()
    await signIn()
    await writeFile(path.join(uploadsDir, 'a.jpg'), 'x')
    store.add = async () => {
      throw new Error('disk on fire at /secret/path')
    }
    const res = await agent
      .post('/api/portfolio/photography')
      .set(xhr)
      .send({ id: 'photography-1', title: 't', description: 'd', type: 'image', src: '/uploads/a.jpg', alt: 'a' })
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ error: 'Internal server error' })
  })
})

describe('SessionStore persistence', () => {
  it('keeps sessions across a restart without storing the cookie value', async () => {
    const file = path.join(await tempDir(), 'sessions.json')
    const first = new SessionStore(undefined, file)
    const id = first.create('Jordan', 1)
    await first.flush()
    const { readFile } = await import('node:fs/promises')
    expect(await readFile(file, 'utf8')).not.toContain(id)
    expect(new SessionStore(undefined, file).get(id, 1)?.name).toBe('Jordan')
    expect(new SessionStore(undefined, file).get(id, 2)).toBeNull() // the password changed meanwhile
    first.destroy(id)
    await first.flush()
    expect(new SessionStore(undefined, file).get(id, 1)).toBeNull()
  })
})
