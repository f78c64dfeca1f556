import { execFile } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { checkSite } from './check.ts'

const ORIGIN = 'https://www.example.com'

function page(route: string, { title = `Page ${route}`, body = '', head = '' } = {}) {
  return `<!DOCTYPE html><html lang="en-CA"><head><title>${title}</title>
<meta name="description" content="About ${route}">
<link rel="canonical" href="${ORIGIN}${route}">
<meta property="og:image" content="${ORIGIN}/share.jpg">${head}
</head><body><main id="main"><h1>${title}</h1>${body}</main></body></html>`
}

const dirs: string[] = []
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-check-'))
  dirs.push(dir)
  for (const [rel, content] of Object.entries({ 'share.jpg': 'jpeg', ...files })) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), content)
  }
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const clean = {
  'index.html': page('/', {
    body: '<a href="/about">About</a> <a href="/about#team">Team</a> <a href="#main">Top</a> <a href="mailto:a@b.c">Mail</a> <a href="https://other.example.org/x">Out</a> <img src="/share.jpg" srcset="/share.jpg 1x, share.jpg 2x" alt="">',
  }),
  'about/index.html': page('/about', { body: '<p id="team">Team</p><a href="/?q=x">Home</a>' }),
  '404.html': page('/404', { title: 'Not found', head: '<meta name="robots" content="noindex">' }),
}

describe('checkSite', () => {
  it('passes a clean site', async () => {
    expect(await checkSite(fixture(clean), { siteOrigin: ORIGIN })).toEqual([])
  })

  it('audits only the given pages with `only`, and duplicates across the whole site', async () => {
    const dir = fixture({
      ...clean,
      'about/index.html': page('/about', { body: '<p id="team">Team</p><a href="/gone">Gone</a>' }),
      'team/index.html': page('/team', { title: 'Page /', body: '<p>No h1 problem here</p>' }),
    })
    const home = path.join(dir, 'index.html')
    const about = path.join(dir, 'about', 'index.html')
    const duplicate = { route: '/team', problem: 'duplicate title "Page /" (also on /)' }
    expect(await checkSite(dir, { siteOrigin: ORIGIN, only: [home] })).toEqual([duplicate])
    expect(await checkSite(dir, { siteOrigin: ORIGIN, only: [about] })).toEqual([
      { route: '/about', problem: 'link /gone: no such file in the build' },
      duplicate,
    ])
  })

  it('lists broken links, images, fragments and a missing og:image file', async () => {
    const dir = fixture({
      ...clean,
      'index.html': page('/', {
        body: '<a href="/missing">x</a><img src="/img/nope.avif" alt=""><source srcset="/share.jpg 1x, /gone.jpg 2x"><a href="/about#nobody">y</a><a href="#nowhere">z</a><a href="https://www.example.com/absent">w</a>',
      }),
      'about/index.html': page('/about', { head: '<meta property="og:image" content="x">' }).replace(
        `${ORIGIN}/share.jpg`,
        `${ORIGIN}/no-share.jpg`,
      ),
    })
    const problems = (await checkSite(dir, { siteOrigin: ORIGIN })).map((o) => `${o.route}: ${o.problem}`)
    expect(problems).toEqual(
      expect.arrayContaining([
        '/: link /missing: no such file in the build',
        '/: link /img/nope.avif: no such file in the build',
        '/: link /gone.jpg: no such file in the build',
        '/: link /about#nobody: /about has no element #nobody',
        '/: link #nowhere: no element with that id',
        '/: link https://www.example.com/absent: no such file in the build',
        '/about: og:image https://www.example.com/no-share.jpg: no such file in the build',
      ]),
    )
  })

  it('reports a broken link from the root on every page that makes it, and resolves relative links from their page', async () => {
    const dir = fixture({
      ...clean,
      'index.html': page('/', { body: '<a href="/gone">x</a><a href="about">y</a><a href="team">z</a>' }),
      'about/index.html': page('/about', {
        body: '<p id="team">Team</p><a href="/gone">x</a><a href="../about#team">y</a>',
      }),
    })
    expect(await checkSite(dir, { siteOrigin: ORIGIN })).toEqual([
      { route: '/', problem: 'link /gone: no such file in the build' },
      { route: '/', problem: 'link team: no such file in the build' },
      { route: '/about', problem: 'link /gone: no such file in the build' },
    ])
  })

  it('lists missing metadata, h1 count and duplicate titles/canonicals of indexable pages', async () => {
    const dir = fixture({
      ...clean,
      'bare/index.html': '<!DOCTYPE html><html><head></head><body><h1>a</h1><h1>b</h1></body></html>',
      'copy/index.html': page('/about', { title: 'Page /about' }),
    })
    const problems = (await checkSite(dir, { siteOrigin: ORIGIN })).map((o) => `${o.route}: ${o.problem}`)
    expect(problems).toEqual(
      expect.arrayContaining([
        '/bare: missing <title>',
        '/bare: missing meta description',
        '/bare: missing canonical link',
        '/bare: missing og:image',
        '/bare: missing <html lang>',
        '/bare: has 2 <h1> elements, expected exactly one',
        '/copy: duplicate title "Page /about" (also on /about)',
        '/copy: duplicate canonical "https://www.example.com/about" (also on /about)',
      ]),
    )
  })

  it('`site check` exits non-zero and prints the offenders; zero on a clean site', async () => {
    const run = (dir: string) =>
      promisify(execFile)(process.execPath, [path.resolve('bin/site.js'), 'check', '--dir', dir], {
        env: { ...process.env, SITE_ORIGIN: ORIGIN },
      })
    const broken = fixture({ ...clean, 'about/index.html': page('/about', { body: '<a href="/nowhere">x</a>' }) })
    await expect(run(broken)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('/about: link /nowhere: no such file in the build'),
    })
    await expect(run(fixture(clean))).resolves.toMatchObject({ stdout: expect.stringContaining('passes') })
  })
})
