/**
 * Bad input: property-based fuzzing (fast-check, fixed seeds) of every endpoint with generated bodies,
 * headers and paths, and malformed multipart requests over raw sockets. No answer may be a 5xx, a
 * refused request may not change the data, nothing may pollute Object.prototype, the service stays up.
 */
import fc from 'fast-check'
import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { resolveStoreKey, storeKeys, type PortfolioData } from '../../content/portfolio/store.ts'
import { recordFigures } from './figures.ts'
import { removeTempDirs, startService, type Reply } from './service.ts'

/**
 * The bytes a request's head takes on the wire: the request line and the header lines (name, ": ", value, CRLF),
 * without the few Node's client adds (Host, Connection, Content-Length).
 */
const headBytes = (method: string, path: string, headers: Record<string, string>) =>
  Object.entries(headers).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`),
    Buffer.byteLength(`${method} ${path} HTTP/1.1\r\n`),
  )

const SEED = 1103
const RUNS_PER_ENDPOINT = 1300
const MULTIPART_RUNS = 1200

const service = startService({ sockets: 8 })
let cookie = ''
beforeAll(async () => {
  cookie = await (await service).signIn()
})
afterAll(async () => {
  await (await service).stop()
  await removeTempDirs()
})

// --- generators -------------------------------------------------------------------------------

const nasty = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '__defineGetter__',
  'valueOf',
  '',
  ' ',
  '\u0000',
  '\u202e',
  '💥',
  'e\u0301',
  '<script>alert(1)</script>',
  "'; DROP TABLE x; --",
  '../../etc/passwd',
  '${7*7}',
  '{{7*7}}',
  'null',
  'NaN',
]
const key = fc.oneof(
  fc.constantFrom(...nasty, 'id', 'title', 'description', 'type', 'src', 'thumbnail', 'password'),
  fc.string(),
)
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(...nasty),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
)
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(key, tie('v'), { maxKeys: 5 }),
  ),
})).v

/** Item-shaped objects with some fields of the wrong type or value, and hostile extra keys. */
const itemLike = fc
  .record(
    {
      id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), value),
      title: fc.oneof(text, value),
      description: fc.oneof(text, value),
      type: fc.oneof(fc.constantFrom('image', 'video', 'embed', 'IMAGE', '__proto__'), value),
      src: fc.oneof(
        fc.constantFrom(
          'https://images.example/a.jpg',
          'dQw4w9WgXcQ',
          'https://player.vimeo.com/video/1',
          '/uploads/x.jpg',
        ),
        text,
        value,
      ),
      thumbnail: value,
      slug: value,
      alt: fc.oneof(text, value),
      hidden: fc.oneof(fc.boolean(), value),
      extra: value,
    },
    { requiredKeys: [] },
  )
  .chain((item) =>
    fc.constantFrom(
      item,
      { ...item, __proto__: { polluted: 'yes' } },
      JSON.parse(`{"__proto__": {"polluted": "yes"}, "id": "p1"}`),
      { ...item, constructor: { prototype: { polluted: 'yes' } } },
    ),
  )

/** Replaced, when sent, by the group's current ids in a shuffled order: a valid new order. */
const CURRENT_ORDER = '@current-order'
const idList = fc.array(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), value), { maxLength: 8 })

/** Bodies as the bytes sent: JSON of many shapes, broken JSON, huge strings, other encodings. */
const body = fc.oneof(
  fc.constant(CURRENT_ORDER),
  idList.map((ids) => JSON.stringify({ ids })),
  itemLike.map((v) => JSON.stringify(v)),
  value.map((v) => JSON.stringify(v) ?? 'undefined'),
  fc.json(),
  fc.constantFrom('{', '{"id":', '[', '"', 'nul', '{"a":1}{"b":2}', '\ufeff{}', '{"__proto__":{"polluted":"yes"}}'),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.integer({ min: 60_000, max: 400_000 }).map((n) => JSON.stringify({ title: 'x'.repeat(n) })),
  fc.constant(undefined),
)

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'application/json; charset=bogus',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=xyz',
    'application/vnd.api+json',
    'application/json, text/html',
    '',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
)

const headerSafe = (s: string) =>
  Buffer.from(s, 'utf8')
    .toString('latin1')
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, '')
const extraHeaders = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-forwarded-host',
      'x-auth-user',
      'accept',
      'accept-encoding',
      'accept-language',
      'if-none-match',
      'range',
      'referer',
      'user-agent',
      'x-http-method-override',
      '__proto__',
      'constructor',
    ),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
  ),
  fc.oneof(
    text.map(headerSafe),
    fc.integer({ min: 9000, max: 20_000 }).map((n) => 'h'.repeat(n)),
  ),
  { maxKeys: 4 },
)

const segment = fc.oneof(
  fc.constantFrom(...nasty.map(encodeURIComponent)),
  fc.constantFrom('%', '%E0%A4%A', '%zz', '%00', '..%2F..%2F', '%2e%2e', '.', '..', '%C0%AE', '%FF%FE'),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.integer({ min: 2000, max: 9000 }).map((n) => 'a'.repeat(n)),
)
const serviceName = fc.oneof(fc.constantFrom(...storeKeys, 'photography', 'website', 'ai-services'), segment)
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?__proto__[polluted]=yes', '?constructor[prototype][polluted]=yes', '?a=%', '?&&=&'),
)

type Endpoint = { name: string; method: fc.Arbitrary<string>; path: fc.Arbitrary<string>; signedIn: boolean }
const methods = (usual: string) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(usual) },
    fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'),
  )
const endpoints: Endpoint[] = [
  { name: 'GET /api/auth/user', method: methods('GET'), path: query.map((q) => `/api/auth/user${q}`), signedIn: true },
  {
    name: 'POST /api/auth/login',
    method: methods('POST'),
    path: query.map((q) => `/api/auth/login${q}`),
    signedIn: false,
  },
  // Never with the real cookie: a successful log-out would end the session the other endpoints use.
  {
    name: 'POST /api/auth/logout',
    method: methods('POST'),
    path: query.map((q) => `/api/auth/logout${q}`),
    signedIn: false,
  },
  {
    name: 'GET /api/admin/portfolio',
    method: methods('GET'),
    path: query.map((q) => `/api/admin/portfolio${q}`),
    signedIn: true,
  },
  {
    name: 'POST /api/portfolio/:service',
    method: methods('POST'),
    path: fc.tuple(serviceName, query).map(([s, q]) => `/api/portfolio/${s}${q}`),
    signedIn: true,
  },
  {
    name: 'PUT /api/portfolio/:service',
    method: methods('PUT'),
    path: fc.tuple(serviceName, query).map(([s, q]) => `/api/portfolio/${s}${q}`),
    signedIn: true,
  },
  {
    name: 'DELETE /api/portfolio/:service/:id',
    method: methods('DELETE'),
    path: fc.tuple(serviceName, segment, query).map(([s, id, q]) => `/api/portfolio/${s}/${id}${q}`),
    signedIn: true,
  },
  {
    name: 'PUT /api/portfolio/:service/order',
    method: methods('PUT'),
    path: fc.tuple(serviceName, query).map(([s, q]) => `/api/portfolio/${s}/order${q}`),
    signedIn: true,
  },
  {
    name: 'GET /api/history',
    method: methods('GET'),
    path: fc
      .oneof(
        query,
        fc.constantFrom('?limit=1', '?limit=500', '?limit=0', '?limit=501', '?limit=-1', '?limit=1e3', '?limit=x'),
        fc.integer().map((n) => `?limit=${n}`),
        segment.map((s) => `?limit=${s}`),
      )
      .map((q) => `/api/history${q}`),
    signedIn: true,
  },
  {
    name: 'POST /api/history/:id/undo',
    method: methods('POST'),
    path: fc
      .tuple(fc.oneof(fc.integer({ min: 0, max: 400 }).map(String), segment), query)
      .map(([id, q]) => `/api/history/${id}/undo${q}`),
    signedIn: true,
  },
  {
    name: 'GET /api/admin/thumbnails',
    method: methods('GET'),
    path: query.map((q) => `/api/admin/thumbnails${q}`),
    signedIn: true,
  },
  { name: 'POST /api/upload', method: methods('POST'), path: query.map((q) => `/api/upload${q}`), signedIn: true },
  {
    name: 'GET /uploads, /admin, / and unknown paths',
    method: methods('GET'),
    path: fc
      .tuple(
        fc.constantFrom('/uploads/', '/admin/', '/admin/assets/', '/', '/api/', '/api/portfolio/', '/blog/'),
        segment,
        query,
      )
      .map(([p, s, q]) => `${p}${s}${q}`),
    signedIn: true,
  },
]

// --- the API fuzz -----------------------------------------------------------------------------

/** The body to send: CURRENT_ORDER becomes `{ ids }` with the addressed group's ids shuffled. */
function currentOrder(sent: string | undefined, path: string, data: PortfolioData): string | undefined {
  if (sent !== CURRENT_ORDER) return sent
  let name = ''
  try {
    name = decodeURIComponent(/^\/api\/portfolio\/([^/?]*)/.exec(path)?.[1] ?? '')
  } catch {
    // a malformed escape in a generated path: no group
  }
  const key = resolveStoreKey(name)
  const ids = key ? data[key].map((item) => item.id) : []
  return JSON.stringify({ ids: fc.sample(fc.shuffledSubarray(ids, { minLength: ids.length }), 1)[0] })
}

const prototypeFingerprint = () =>
  JSON.stringify(
    [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((p) =>
      Object.getOwnPropertyNames(p).sort(),
    ),
  )

describe('bad input', () => {
  it('answers every generated request without a 5xx and without changing data when it refuses', async ({ task }) => {
    const { request, xhr, store, storeFile, base } = await service
    const prototypes = prototypeFingerprint()
    let requests = 0
    let serverErrors = 0
    let accepted = 0
    let refused = 0
    let changedByRefused = 0
    let pollution = 0
    const failures: string[] = []
    const perEndpoint: Record<string, number> = {}

    for (const [index, endpoint] of endpoints.entries()) {
      const arbitrary = fc.record({
        method: endpoint.method,
        path: endpoint.path,
        body,
        contentType,
        headers: extraHeaders,
        origin: fc.oneof(
          { weight: 6, arbitrary: fc.constant(base.origin) },
          fc.constantFrom('null', 'http://evil.example', ''),
        ),
        xhr: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, fc.constant(false)),
        cookie: fc.oneof({ weight: 6, arbitrary: fc.constant(endpoint.signedIn) }, fc.constant(false)),
        junkCookie: fc.constantFrom(
          '',
          'admin_sid=',
          'admin_sid=__proto__',
          'admin_sid=%',
          `admin_sid=${'a'.repeat(43)}`,
        ),
      })
      await fc
        .assert(
          fc.asyncProperty(arbitrary, async (r) => {
            const before = JSON.stringify(store.data)
            const headers: Record<string, string> = { ...r.headers }
            if (r.contentType) headers['content-type'] = r.contentType
            if (r.origin) headers.origin = r.origin
            if (r.xhr) headers['x-requested-with'] = xhr['X-Requested-With']
            const cookies = [r.cookie ? cookie : '', r.junkCookie].filter(Boolean).join('; ')
            if (cookies) headers.cookie = cookies
            let res: Reply
            try {
              res = await request({
                method: r.method,
                path: r.path,
                headers,
                body: r.method === 'GET' || r.method === 'HEAD' ? undefined : currentOrder(r.body, r.path, store.data),
              })
            } catch (error) {
              const code = (error as NodeJS.ErrnoException).code
              // Node's client refuses some generated requests itself (e.g. a header it will not send): not the service's doing.
              if (code?.startsWith('ERR_')) return true
              // A head (request line and headers) over Node's limit (16 KiB) never reaches the service: Node's HTTP
              // parser refuses it. Node 20 answers 431; Node 24 may reset a connection that is still sending. The
              // data and the service's health are checked all the same.
              if (code === 'ECONNRESET' && headBytes(r.method, r.path, headers) > http.maxHeaderSize) {
                refused++
                return JSON.stringify(store.data) === before
              }
              throw error
            }
            requests++
            perEndpoint[endpoint.name] = (perEndpoint[endpoint.name] ?? 0) + 1
            const after = JSON.stringify(store.data)
            const problems: string[] = []
            if (res.status >= 500) {
              serverErrors++
              problems.push(`${res.status} ${res.text.slice(0, 200)}`)
            }
            if (res.status >= 200 && res.status < 300) accepted++
            else {
              refused++
              if (after !== before) {
                changedByRefused++
                problems.push(`refused with ${res.status} but the data changed`)
              }
            }
            if (({} as Record<string, unknown>).polluted !== undefined || prototypeFingerprint() !== prototypes) {
              pollution++
              problems.push('Object.prototype polluted')
            }
            if (problems.length) {
              failures.push(`${r.method} ${r.path.slice(0, 120)}: ${problems.join('; ')}`)
              return false
            }
            return true
          }),
          { seed: SEED + index, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
        )
        .catch((error: Error) =>
          failures.push(`${endpoint.name}: ${error.message.split('\n').slice(0, 6).join(' | ')}`),
        )
    }
    // What was accepted is on disk too.
    expect(JSON.parse(await readFile(storeFile, 'utf8'))).toEqual(JSON.parse(JSON.stringify(store.data)))
    const health = await request({ path: '/api/auth/user', headers: { cookie } })

    recordFigures(task, 'fuzzing (API)', {
      'generated requests (fuzz cases)': requests,
      endpoints: endpoints.length,
      'min cases per endpoint': Math.min(...Object.values(perEndpoint)),
      accepted: accepted,
      refused: refused,
      '5xx responses': serverErrors,
      'data changes by refused requests': changedByRefused,
      'prototype pollution': pollution,
    })
    expect(failures.slice(0, 10)).toEqual([])
    expect(requests).toBeGreaterThanOrEqual(10_000)
    expect(health.status).toBe(200)
    expect(JSON.parse(health.text).authenticated).toBe(true)
  })

  // --- malformed multipart over raw sockets -----------------------------------------------------

  it('survives malformed multipart uploads sent over raw sockets', async ({ task }) => {
    const { base, request } = await service
    const kinds = [
      'no boundary',
      'wrong boundary',
      'truncated',
      'half-closed',
      'many parts',
      'huge part headers',
      'huge request headers',
      'bad disposition',
      'no closing boundary',
      'empty body',
      'lf only',
      'content-length too short',
      'bad chunked',
      'nested multipart',
      'two files',
      'long boundary',
    ] as const
    type Kind = (typeof kinds)[number]
    const CRLF = '\r\n'
    const part = (b: string, headers: string, content: string) =>
      `--${b}${CRLF}${headers}${CRLF}${CRLF}${content}${CRLF}`
    const file = (b: string, content: string) =>
      part(b, `Content-Disposition: form-data; name="file"; filename="a.jpg"${CRLF}Content-Type: image/jpeg`, content)

    /** The raw request for one case: headers without Content-Length (added here unless the case sets its own). */
    function build(kind: Kind, n: number, junk: string): { head: string; body: Buffer; halfClose?: boolean } {
      const b = `b${n}x`
      const ct = (boundary: string) => `multipart/form-data; boundary=${boundary}`
      const jpegish = `\xff\xd8\xff\xe0${junk}`
      switch (kind) {
        case 'no boundary':
          return { head: `Content-Type: multipart/form-data`, body: Buffer.from(file(b, jpegish) + `--${b}--`) }
        case 'wrong boundary':
          return { head: `Content-Type: ${ct('other')}`, body: Buffer.from(file(b, jpegish) + `--${b}--`) }
        case 'truncated': {
          const full = Buffer.from(file(b, jpegish.repeat(20)) + `--${b}--${CRLF}`, 'latin1')
          return { head: `Content-Type: ${ct(b)}`, body: full.subarray(0, Math.max(1, (n * 7919) % full.length)) }
        }
        case 'half-closed': {
          const full = Buffer.from(file(b, jpegish.repeat(20)) + `--${b}--${CRLF}`, 'latin1')
          return {
            head: `Content-Type: ${ct(b)}${CRLF}Content-Length: ${full.length}`,
            body: full.subarray(0, full.length >> 1),
            halfClose: true,
          }
        }
        case 'many parts':
          return {
            head: `Content-Type: ${ct(b)}`,
            body: Buffer.from(
              Array.from({ length: 50 + (n % 2000) }, (_, i) =>
                part(b, `Content-Disposition: form-data; name="f${i}"`, junk),
              ).join('') + `--${b}--`,
            ),
          }
        case 'huge part headers':
          return {
            head: `Content-Type: ${ct(b)}`,
            body: Buffer.from(
              part(b, `Content-Disposition: form-data; name="file"; filename="${'a'.repeat(90_000 + n)}"`, 'x') +
                `--${b}--`,
            ),
          }
        case 'huge request headers':
          return {
            head: `Content-Type: ${ct(b)}${CRLF}X-Big: ${'h'.repeat(17_000 + n)}`,
            body: Buffer.from(file(b, 'x') + `--${b}--`),
          }
        case 'bad disposition':
          return {
            head: `Content-Type: ${ct(b)}`,
            body: Buffer.from(
              part(b, `Content-Disposition: ${junk.replace(/[\r\n]/g, '')}`, jpegish) + `--${b}--`,
              'latin1',
            ),
          }
        case 'no closing boundary':
          return { head: `Content-Type: ${ct(b)}`, body: Buffer.from(file(b, jpegish), 'latin1') }
        case 'empty body':
          return { head: `Content-Type: ${ct(b)}`, body: Buffer.alloc(0) }
        case 'lf only':
          return {
            head: `Content-Type: ${ct(b)}`,
            body: Buffer.from(file(b, jpegish).replaceAll(CRLF, '\n') + `--${b}--`, 'latin1'),
          }
        case 'content-length too short': {
          const full = Buffer.from(file(b, jpegish) + `--${b}--`, 'latin1')
          return { head: `Content-Type: ${ct(b)}${CRLF}Content-Length: ${full.length >> 1}`, body: full }
        }
        case 'bad chunked':
          return {
            head: `Content-Type: ${ct(b)}${CRLF}Transfer-Encoding: chunked`,
            body: Buffer.from(`zz${CRLF}${file(b, jpegish)}${CRLF}0${CRLF}${CRLF}`, 'latin1'),
          }
        case 'nested multipart':
          return {
            head: `Content-Type: ${ct(b)}`,
            body: Buffer.from(
              part(
                b,
                `Content-Disposition: form-data; name="file"; filename="a.jpg"${CRLF}Content-Type: ${ct('inner')}`,
                file('inner', jpegish) + '--inner--',
              ) + `--${b}--`,
              'latin1',
            ),
          }
        case 'two files':
          return {
            head: `Content-Type: ${ct(b)}`,
            body: Buffer.from(file(b, jpegish) + file(b, jpegish) + `--${b}--`, 'latin1'),
          }
        case 'long boundary': {
          const long = 'q'.repeat(71 + (n % 5000))
          return { head: `Content-Type: ${ct(long)}`, body: Buffer.from(file(long, jpegish) + `--${long}--`, 'latin1') }
        }
      }
    }

    /** Sends raw bytes on a fresh connection; resolves with the status code, or 0 if none came. */
    const raw = (bytes: Buffer, halfClose: boolean) =>
      new Promise<number>((resolve) => {
        const socket = net.connect(Number(base.port), '127.0.0.1')
        let answer = ''
        const done = () => {
          clearTimeout(timer)
          socket.destroy()
          resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0))
        }
        const timer = setTimeout(done, 5000)
        socket.on('data', (d) => {
          answer += d.toString('latin1')
          if (/^HTTP\/1\.1 \d{3}[^]*?\r\n\r\n/.test(answer)) done()
        })
        socket.on('error', done)
        socket.on('close', done)
        socket.write(bytes, () => {
          if (halfClose) socket.end()
        })
      })

    const statuses: Record<string, number> = {}
    const byKind: Record<string, number> = {}
    let sent = 0
    let serverErrors = 0
    let unanswered = 0
    let outages = 0
    const arbitrary = fc.record({
      kind: fc.constantFrom(...kinds),
      n: fc.nat(100_000),
      junk: fc.string({ unit: 'binary', maxLength: 200 }),
    })
    const cases = fc.sample(arbitrary, { seed: SEED + 100, numRuns: MULTIPART_RUNS })
    const queue = [...cases]
    const worker = async () => {
      for (let c = queue.shift(); c; c = queue.shift()) {
        const { head, body, halfClose } = build(c.kind, c.n, c.junk)
        const length = /Content-Length|Transfer-Encoding/i.test(head) ? '' : `Content-Length: ${body.length}\r\n`
        const lines =
          `POST /api/upload HTTP/1.1\r\nHost: ${base.host}\r\nOrigin: ${base.origin}\r\nX-Requested-With: XMLHttpRequest\r\n` +
          `Cookie: ${cookie}\r\nConnection: close\r\n${length}${head}\r\n\r\n`
        const status = await raw(Buffer.concat([Buffer.from(lines, 'latin1'), body]), halfClose ?? false)
        sent++
        byKind[c.kind] = (byKind[c.kind] ?? 0) + 1
        statuses[status || 'no answer'] = (statuses[status || 'no answer'] ?? 0) + 1
        if (status >= 500) serverErrors++
        if (status === 0) unanswered++
        if (sent % 100 === 0 && (await request({ path: '/api/auth/user', headers: { cookie } })).status !== 200)
          outages++
      }
    }
    await Promise.all(Array.from({ length: 4 }, worker))
    const health = await request({ path: '/api/auth/user', headers: { cookie } })

    recordFigures(task, 'fuzzing (multipart)', {
      'malformed multipart requests': sent,
      kinds: kinds.length,
      'min requests per kind': Math.min(...kinds.map((k) => byKind[k] ?? 0)),
      '5xx responses': serverErrors,
      'answered 4xx': Object.entries(statuses)
        .filter(([s]) => s.startsWith('4'))
        .reduce((n, [, v]) => n + v, 0),
      'connection closed without answer': unanswered,
      'health checks failed': outages,
    })
    expect(sent).toBeGreaterThanOrEqual(1000)
    expect(serverErrors, JSON.stringify(statuses)).toBe(0)
    expect(outages).toBe(0)
    expect(health.status).toBe(200)
  })
})
