import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Koa from 'koa'
import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import { logServerError, notFoundCandidates, staticSite } from './staticSite.ts'

function fixtureSite() {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'))
  const write = (rel: string, body: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    writeFileSync(path.join(root, rel), body)
  }
  write('index.html', '<h1>Home</h1>')
  write('about/index.html', '<h1>About</h1>' + 'x'.repeat(4000))
  write('404.html', '<h1>Not found</h1>')
  write('blog/404.html', '<h1>Post Not Found</h1>')
  write('assets/app.abc123.js', 'console.log(1)'.repeat(200))
  write('media/film.mp4', '0123456789'.repeat(300))
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

  it('sends a film in the byte range a player asks for, the whole file without one, 416 past its end', async () => {
    const whole = await agent.get('/media/film.mp4')
    expect([whole.status, whole.headers['accept-ranges'], whole.headers['content-length']]).toEqual([
      200,
      'bytes',
      '3000',
    ])
    const part = await agent
      .get('/media/film.mp4')
      .set('Range', 'bytes=10-19')
      .buffer(true)
      .parse((res, done) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => done(null, text))
      })
    expect([part.status, part.headers['content-range'], part.headers['content-length'], part.body]).toEqual([
      206,
      'bytes 10-19/3000',
      '10',
      '0123456789',
    ])
    expect((await agent.get('/media/film.mp4').set('Range', 'bytes=2990-')).headers['content-range']).toBe(
      'bytes 2990-2999/3000',
    )
    const beyond = await agent.get('/media/film.mp4').set('Range', 'bytes=5000-6000')
    expect([beyond.status, beyond.headers['content-range']]).toEqual([416, 'bytes */3000'])
    // A stale If-Range, or a page: the whole file.
    expect((await agent.get('/media/film.mp4').set('Range', 'bytes=0-9').set('If-Range', 'old')).status).toBe(200)
    const page = await agent.get('/about').set('Range', 'bytes=0-9')
    expect([page.status, page.headers['accept-ranges']]).toEqual([200, undefined])
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

  it('answers a not-found page asked for by name with status 404, never as a page of its own', async () => {
    for (const url of ['/blog/404', '/blog/404.html', '/404', '/404.html']) {
      const res = await agent.get(url)
      expect(res.status, url).toBe(404)
    }
    expect((await agent.get('/blog/404')).text).toContain('Post Not Found')
  })

  it('answers a 14 KB address with the section 404 page after at most two file checks', async () => {
    const long = `/blog/${'a/'.repeat(7000)}`
    expect(notFoundCandidates(long)).toEqual(['blog/404.html', '404.html'])
    const res = await agent.get(long)
    expect(res.status).toBe(404)
    expect(res.text).toContain('Post Not Found')
    expect((await agent.get(`/${'x'.repeat(14000)}`)).text).toContain('Not found')
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

describe('notFoundCandidates', () => {
  it("names the section's 404.html, then the root one; only the root one outside a section", () => {
    expect(notFoundCandidates('/blog/no-such-post')).toEqual(['blog/404.html', '404.html'])
    expect(notFoundCandidates('/portfolio/x/y/z')).toEqual(['portfolio/404.html', '404.html'])
    expect(notFoundCandidates('/nope')).toEqual(['404.html'])
    expect(notFoundCandidates('/')).toEqual(['404.html'])
    expect(notFoundCandidates('/..%2f/x')).toEqual(['404.html'])
  })
})
