/**
 * XSS: thousands of generated embed markups and titles go through the API; what it accepts (in its
 * normalised form) is built into the real site with one `site build`. The portfolio pages must carry no
 * script execution vector, checked twice: by parsing the HTML (htmlparser2), and by loading every page
 * in Chromium, opening the lightbox on many items, with a handler that fails on any dialog.
 */
import { execFile } from 'node:child_process'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import fc from 'fast-check'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { Element } from 'domhandler'
import { chromium } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { allowedEmbedSrc, parseEmbed } from '../../content/portfolio/embed.ts'
import { EMBED_PROVIDERS } from '../../content/portfolio/embedProviders.ts'
import { portfolioData, storeKeys, type PortfolioItem, emptyPortfolio } from '../../content/portfolio/store.ts'
import { PortfolioStore } from '../../admin-service/server/portfolio/PortfolioStore.ts'
import { attack, hostileText } from '../support/xssPayloads.ts'
import { recordFigures } from './figures.ts'
import { NO_CLOCK_LIMIT, progressGuard } from './progress.ts'
import { removeTempDirs, startService, tempDir } from './service.ts'

const SEED = 1104
const EMBED_CASES = 10_000
const VIDEO_CASES = 1_000
const PER_GROUP = 500 // the schema's limit per portfolio group
const LIGHTBOX_STEPS = 10 // lightbox items shown per page in Chromium
const root = path.resolve(import.meta.dirname, '../..')
const slugs: Record<(typeof storeKeys)[number], string> = {
  photographyPortfolio: 'photography',
  videoPortfolio: 'video',
  dronePortfolio: 'drone',
  matterportPortfolio: 'matterport',
  editingPortfolio: 'editing',
  webDesignPortfolio: 'website-design',
  brandApparelPortfolio: 'brand-apparel',
  aiServicesPortfolio: 'ai-services',
}

// --- generators -----------------------------------------------------------------------------------

const goodSrc = fc
  .tuple(fc.constantFrom(...EMBED_PROVIDERS.map((p) => p.example)), fc.option(attack))
  .map(([example, q]) => (q === null ? example : `${example}${example.includes('?') ? '&' : '?'}x=${q}`))
const badSrc = fc.constantFrom(
  'javascript:alert(40)',
  'JaVaScRiPt:alert(41)',
  'java\tscript:alert(42)',
  'java&#x09;script:alert(43)',
  '&#106;avascript:alert(44)',
  'data:text/html,<script>alert(45)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCg0Nik8L3NjcmlwdD4=',
  'vbscript:msgbox(47)',
  '//www.youtube.com/embed/x',
  'http://www.youtube.com/embed/x',
  'https://evil.example/embed',
  'https://www.youtube.com.evil.example/embed',
  'https://www.youtube.com@evil.example/',
  'https://evil.example#https://www.youtube.com/',
  'https://www.youtube.com:8443/embed/x',
  'https://www.youtube.com/redirect?q=https%3A%2F%2Fevil.example',
  'https://my.matterport.com/api/v1/redirect?url=https://evil.example',
  'https:\\\\evil.example',
  'https://player.vimeo.com/video/1"onload="alert(48)',
  "https://player.vimeo.com/video/1' onload='alert(49)",
)
const src = fc.oneof({ weight: 4, arbitrary: goodSrc }, badSrc)
const attr = fc.oneof(
  fc.constantFrom(
    'onload="alert(50)"',
    'onerror=alert(51)',
    'ONLOAD=alert(52)',
    'srcdoc="<script>alert(53)</script>"',
    'SRCDOC="&lt;script&gt;alert(54)&lt;/script&gt;"',
    'style="background:url(javascript:alert(55))"',
    'formaction="javascript:alert(56)"',
    '/onload=alert(57)',
    'x=">"<script>alert(58)</script>',
  ),
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'allow="fullscreen"',
      'width="640"',
      'height="480"',
      'frameborder="0"',
      'allowfullscreen',
      'loading="lazy"',
    ),
  },
  { weight: 3, arbitrary: hostileText(60).map((t) => `title="${t.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`) },
  hostileText(60).map((t) => `title='${t}'`),
)
const iframe = fc
  .record({
    src,
    attrs: fc.array(attr, { maxLength: 3 }),
    quote: fc.constantFrom('"', "'", ''),
    tag: fc.constantFrom('iframe', 'iframe', 'IFRAME', 'iFrame'),
    close: fc.constantFrom('</iframe>', '</iframe>', '', '</IFRAME>'),
  })
  .map(({ src, attrs, quote, tag, close }) => `<${tag} src=${quote}${src}${quote} ${attrs.join(' ')}>${close}`)
const markup = fc.oneof(
  { weight: 8, arbitrary: iframe },
  { weight: 2, arbitrary: src },
  fc.tuple(iframe, attack).map(([f, a]) => f + a),
  fc.tuple(attack, iframe).map(([a, f]) => a + f),
  fc.tuple(iframe, attack).map(([f, a]) => f.replace('>', `>${a}`)),
  fc.tuple(iframe, attack, fc.nat()).map(([f, a, n]) => f.slice(0, n % f.length) + a + f.slice(n % f.length)),
  attack,
)
const optionalText = (max: number) => fc.option(hostileText(max), { nil: undefined })
const embedCase = fc.record({
  type: fc.constant('embed' as const),
  src: markup,
  title: hostileText(140),
  description: hostileText(400),
  category: optionalText(60),
  specs: optionalText(200),
})
const videoCase = fc.record({
  type: fc.constant('video' as const),
  src: fc.stringMatching(/^[A-Za-z0-9_-]{11}$/),
  title: hostileText(140),
  description: hostileText(400),
  category: optionalText(60),
  specs: optionalText(200),
})

// --- checks on the built HTML ----------------------------------------------------------------------

const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'poster',
  'xlink:href',
  'background',
  'cite',
  'ping',
  'srcset',
  'imagesrcset',
]
const FORBIDDEN_TAGS = ['object', 'embed', 'applet', 'base', 'frame', 'frameset', 'portal']
const scriptUrl = (value: string) =>
  // Browsers drop control characters inside a URL's scheme.
  // eslint-disable-next-line no-control-regex
  /^(javascript|vbscript|data:text\/html)/i.test(value.replace(/[\s\u0000-\u001f]+/g, ''))

/** Every script execution vector in a built page that the build itself did not put there. */
function vectors(html: string, baselineScripts: Set<string>): string[] {
  const found: string[] = []
  const doc = parseDocument(html)
  for (const el of DomUtils.findAll(() => true, doc.children) as Element[]) {
    const name = el.name.toLowerCase()
    if (name === 'script') {
      const text = DomUtils.textContent(el)
      const fromBuild = el.attribs.src?.startsWith('/assets/') && !text.trim()
      let jsonLd = false
      if (el.attribs.type === 'application/ld+json') {
        try {
          JSON.parse(text)
          jsonLd = true
        } catch {
          // not data: counts as a script
        }
      }
      if (!fromBuild && !jsonLd && !baselineScripts.has(text)) found.push(`<script> ${text.slice(0, 60)}`)
    }
    if (FORBIDDEN_TAGS.includes(name)) found.push(`<${name}>`)
    if (name === 'iframe' && !allowedEmbedSrc(el.attribs.src ?? '')) found.push(`<iframe src=${el.attribs.src}>`)
    if (name === 'meta' && /refresh/i.test(el.attribs['http-equiv'] ?? '')) found.push('<meta http-equiv=refresh>')
    for (const [attribute, value] of Object.entries(el.attribs)) {
      const a = attribute.toLowerCase()
      if (a.startsWith('on')) found.push(`${name} ${a}=`)
      if (a === 'srcdoc') found.push(`${name} srcdoc`)
      if (URL_ATTRIBUTES.includes(a) && value.split(',').some((part) => scriptUrl(part.trim())))
        found.push(`${name} ${a}=${value.slice(0, 40)}`)
      if (a === 'style' && /javascript:|expression\(/i.test(value)) found.push(`${name} style=${value.slice(0, 40)}`)
    }
  }
  for (const style of DomUtils.getElementsByTagName('style', doc)) {
    if (/javascript:|expression\(/i.test(DomUtils.textContent(style))) found.push('<style> with javascript:')
  }
  return found
}

/** The Gallery island's props on a page: the items the browser will render. */
function galleryItems(html: string): { type: string; title: string; embedSrc?: string; videoId?: string }[] {
  const doc = parseDocument(html)
  const island = DomUtils.findOne((el) => el.attribs['data-island'] === 'Gallery', doc.children)
  return island ? (JSON.parse(island.attribs['data-props']!) as { items: [] }).items : []
}

// --- the test ----------------------------------------------------------------------------------------

describe('XSS', () => {
  const service = (async () => startService({ store: await PortfolioStore.inMemory(), sockets: 8 }))()
  afterAll(async () => {
    await (await service).stop()
    await removeTempDirs()
  })

  it('has an HTML check that finds each vector it looks for', () => {
    const samples = [
      '<script>alert(1)</script>',
      '<script src="https://evil.example/x.js"></script>',
      '<script type="application/ld+json">{"a":</script>',
      '<img src=x onerror=alert(1)>',
      '<svg><a xlink:href="javascript:alert(1)">x</a></svg>',
      '<a href="  java\tscript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
      '<iframe src="https://evil.example/"></iframe>',
      '<object data="x"></object>',
      '<meta http-equiv="Refresh" content="0;url=javascript:alert(1)">',
      '<div style="background:url(javascript:alert(1))"></div>',
      '<form><button formaction="javascript:alert(1)">x</button></form>',
    ]
    for (const html of samples) expect(vectors(html, new Set()), html).not.toEqual([])
    const clean =
      '<script type="module" src="/assets/entries/client.js"></script><iframe src="https://player.vimeo.com/video/1"></iframe><p title="&lt;script&gt;">&lt;script&gt;</p>'
    expect(vectors(clean, new Set())).toEqual([])
  })

  it(
    'publishes no script execution vector from generated embeds and titles',
    { timeout: NO_CLOCK_LIMIT },
    async ({ task }) => {
      const { json, signIn } = await service
      // Fails when no case, build or page moves for 5 minutes (the build is one step), not at a fixed time.
      const progress = progressGuard('xss', 300_000)
      const cookie = await signIn()
      const cases = [
        ...fc.sample(embedCase, { seed: SEED, numRuns: EMBED_CASES }),
        ...fc.sample(videoCase, { seed: SEED + 1, numRuns: VIDEO_CASES }),
      ]
      // 1. Through the API. Accepted items are deleted again at once, so the store stays small and every
      //    case is judged on its own; their stored (normalised) form is what the build gets.
      const apiStarted = performance.now()
      const accepted: PortfolioItem[] = []
      let serverErrors = 0
      let refused = 0
      let notNormalised = 0
      const unexpected: string[] = []
      const queue = cases.map((c, i) => ({ ...c, id: `xss-${i}` }))
      const worker = async () => {
        for (let c = queue.shift(); c; c = queue.shift()) {
          const group = storeKeys[Number(c.id.slice(4)) % storeKeys.length]!
          const res = await json('POST', `/api/portfolio/${group}`, c, cookie)
          progress.step()
          if (res.status >= 500) serverErrors++
          if (res.status === 201) {
            const item = (JSON.parse(res.text) as { item: PortfolioItem }).item
            // Stored embeds are exactly the template's markup for their own src and title.
            const again = item.type === 'embed' ? parseEmbed(item.src, item.title) : null
            if (again && !(again.ok && again.markup === item.src)) notNormalised++
            accepted.push(item)
            await json('DELETE', `/api/portfolio/${group}/${item.id}`, undefined, cookie)
          } else if (res.status === 400) refused++
          else unexpected.push(`${res.status} ${res.text.slice(0, 100)}`)
        }
      }
      await progress.run(Promise.all(Array.from({ length: 8 }, worker)))
      const apiSeconds = (performance.now() - apiStarted) / 1000
      expect(unexpected.slice(0, 5)).toEqual([])
      expect(serverErrors).toBe(0)
      expect(notNormalised).toBe(0)

      // 2. One build over a store holding as many accepted items as the groups allow, spread evenly.
      const store = emptyPortfolio()
      const inBuild = accepted.slice(0, PER_GROUP * storeKeys.length)
      inBuild.forEach((item, i) => store[storeKeys[i % storeKeys.length]!].push(item))
      const work = await tempDir('xss')
      const storeFile = path.join(work, 'portfolio.json')
      await writeFile(storeFile, JSON.stringify(portfolioData.parse(store)))
      const outDir = path.join(work, 'dist')
      const env = { ...process.env }
      delete env.NODE_ENV // the build picks its own; vitest's "test" is not for it
      const buildStarted = performance.now()
      await progress.run(
        promisify(execFile)(process.execPath, ['bin/site.js', 'build', '--store', storeFile, '--out-dir', outDir], {
          cwd: root,
          env,
          maxBuffer: 64 * 1024 * 1024,
          // Ends the build if the guard gave up on it.
          timeout: 600_000,
        }).catch((error: Error & { stderr?: string }) => {
          throw new Error(`site build failed: ${error.message}\n${error.stderr?.slice(-3000)}`)
        }),
      )
      progress.step()
      const buildSeconds = (performance.now() - buildStarted) / 1000
      const client = path.join(outDir, 'client')

      // 3. Parse the built pages.
      const baseline = parseDocument(await readFile(path.join(client, 'about', 'index.html'), 'utf8'))
      const baselineScripts = new Set(
        DomUtils.getElementsByTagName('script', baseline).map((s) => DomUtils.textContent(s)),
      )
      const htmlVectors: string[] = []
      // The portfolio pages carry the store's items: no vector at all. Every other page (some have the
      // build's own redirect script) must not carry any of the generated payloads.
      const portfolioPages = new Set(storeKeys.map((key) => path.join('portfolio', slugs[key], 'index.html')))
      const pages = (await readdir(client, { recursive: true })).filter((f) => f.endsWith('.html'))
      for (const page of pages) {
        const html = await readFile(path.join(client, page), 'utf8')
        if (portfolioPages.has(page)) htmlVectors.push(...vectors(html, baselineScripts).map((v) => `${page}: ${v}`))
        else if (/alert\(|msgbox\(/.test(html)) htmlVectors.push(`${page}: carries a generated payload`)
      }
      let renderedItems = 0
      let badEmbedSrc = 0
      for (const key of storeKeys) {
        const html = await readFile(path.join(client, 'portfolio', slugs[key], 'index.html'), 'utf8')
        const items = galleryItems(html)
        renderedItems += items.length
        badEmbedSrc += items.filter(
          (i) => i.embedSrc !== undefined && allowedEmbedSrc(i.embedSrc) !== i.embedSrc,
        ).length
      }

      // 4. Load every portfolio page in Chromium; show LIGHTBOX_STEPS items of each in the lightbox.
      const browserStarted = performance.now()
      const site = await startService({ store: await PortfolioStore.inMemory(), siteDir: client })
      const browser = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      })
      let dialogs = 0
      let lightboxViews = 0
      const browserVectors: string[] = []
      try {
        const context = await browser.newContext()
        // Loopback only: the players' hosts are never contacted.
        await context.route('**/*', (route) =>
          new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
        )
        for (const key of storeKeys) {
          const page = await context.newPage()
          page.on('dialog', (dialog) => {
            dialogs++
            browserVectors.push(`/portfolio/${slugs[key]}: ${dialog.type()} "${dialog.message()}"`)
            void dialog.dismiss()
          })
          await page.goto(`${site.base.origin}/portfolio/${slugs[key]}`, { waitUntil: 'load' })
          // Islands hydrate after `load`; IslandRoot marks each one `data-hydrated`.
          await page.waitForFunction(() => !document.querySelector('[data-island]:not([data-hydrated])'))
          await page.locator('.gallery-item').first().click()
          await page.locator('[role="dialog"]').waitFor()
          for (let step = 0; step < LIGHTBOX_STEPS; step++) {
            lightboxViews++
            await page.keyboard.press('ArrowRight')
          }
          await page.keyboard.press('Escape')
          // The live DOM after hydration and the lightbox: nothing executable was added client-side.
          browserVectors.push(
            ...(
              await page.evaluate(() => {
                const found: string[] = []
                for (const el of Array.from(document.querySelectorAll('*'))) {
                  for (const a of Array.from(el.attributes)) {
                    if (a.name.toLowerCase().startsWith('on') || a.name.toLowerCase() === 'srcdoc')
                      found.push(`${el.tagName} ${a.name}`)
                  }
                  if (el.tagName === 'IFRAME' && !(el as HTMLIFrameElement).src.startsWith('https://'))
                    found.push(`iframe ${(el as HTMLIFrameElement).src}`)
                  if (
                    el.tagName === 'SCRIPT' &&
                    !(el as HTMLScriptElement).src.includes('/assets/') &&
                    (el as HTMLScriptElement).type !== 'application/ld+json'
                  )
                    found.push(`script ${el.textContent?.slice(0, 40)}`)
                }
                return found
              })
            ).map((v) => `/portfolio/${slugs[key]} (live DOM): ${v}`),
          )
          await page.close()
        }
      } finally {
        await browser.close()
        await site.stop()
      }

      const browserSeconds = (performance.now() - browserStarted) / 1000
      recordFigures(task, 'XSS', {
        'generated embed markups': EMBED_CASES,
        'generated titles (all cases)': cases.length,
        'accepted by the API': accepted.length,
        'refused by the API (400)': refused,
        '5xx responses': serverErrors,
        'items in the build': inBuild.length,
        'items rendered on portfolio pages': renderedItems,
        'API seconds': apiSeconds.toFixed(1),
        'build seconds': buildSeconds.toFixed(1),
        'built pages parsed': pages.length,
        'vectors in the HTML': htmlVectors.length,
        'pages loaded in Chromium': storeKeys.length,
        'lightbox items shown': lightboxViews,
        'dialogs (script ran)': dialogs,
        'vectors in the live DOM': browserVectors.length - dialogs,
        'browser seconds': browserSeconds.toFixed(1),
      })
      expect(htmlVectors.slice(0, 10)).toEqual([])
      expect(browserVectors.slice(0, 10)).toEqual([])
      expect(badEmbedSrc).toBe(0)
      expect(renderedItems).toBe(inBuild.length)
    },
  )
})
