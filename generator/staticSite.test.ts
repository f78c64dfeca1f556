import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Koa from 'koa'
import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import { logServerError, staticSite } from './staticSite.ts'

function fixtureSite() {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'))
  const write = (rel: string, body: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    writeFileSync(path.join(root, rel), body)
  }
  write('index.html', '<h1>Home</h1>')
  write('about/index.html', '<h1>About</h1>' + 'x'.repeat(4000))
  write('404.html', '<h1>Not found</h1>')
  write('blog/404/index.html', '<h1>Post Not Found</h1>')
  write('assets/app.abc123.js', 'console.log(1)'.repeat(200))
  const app = new Koa()
  for (const mw of staticSite(root)) app.use(mw)
  return request(app.callback())
}

describe('staticSite', () => {
  const agent = fixtureSite()

  it('serves clean URLs with and without a trailing slash', async () => {
    expect((await agent.get('/about')).text).toContain('About')
    expect((await agent.get('/about/')).text).toContain('About')
    expect((await agent.get('/')).text).toContain('Home')
  })

  it('answers unknown paths with 404.html and status 404', async () => {
    const res = await agent.get('/nope')
    expect(res.status).toBe(404)
    expect(res.text).toContain('Not found')
  })

  it('uses the nearest section 404 page (Post Not Found for /blog/...)', async () => {
    const res = await agent.get('/blog/no-such-post')
    expect(res.status).toBe(404)
    expect(res.text).toContain('Post Not Found')
  })

  it('compresses with brotli or gzip as the client accepts', async () => {
    expect((await agent.get('/about').set('Accept-Encoding', 'br')).headers['content-encoding']).toBe('br')
    expect((await agent.get('/about').set('Accept-Encoding', 'gzip')).headers['content-encoding']).toBe('gzip')
  })

  it('caches hashed assets for a year and revalidates HTML', async () => {
    expect((await agent.get('/assets/app.abc123.js')).headers['cache-control']).toContain('immutable')
    expect((await agent.get('/about')).headers['cache-control']).toBe('no-cache')
  })
})

describe('logServerError', () => {
  it('logs server errors but not clients that hung up mid-response', () => {
    const logged: unknown[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((error) => void logged.push(error))
    const gone = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    const real = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })
    for (const error of [gone, reset, real]) logServerError(error)
    spy.mockRestore()
    expect(logged).toEqual([real])
  })
})
