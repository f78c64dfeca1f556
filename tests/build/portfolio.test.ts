import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sampleFilm } from '@content/films/sampleFilm.ts'
import { altOf } from '@content/photos.ts'
import { featuredProjects } from '@content/projects/featured.ts'
import { notableProjects } from '@content/projects/notable.ts'
import { projectPath } from '@content/schemas/project.ts'
import { portfolioServices } from '@content/services-catalog.ts'
import { builtSiteDir, loadPage, readPage } from './site.ts'

const seedStore = path.resolve('admin-service/seed/portfolio.json')
const seed = JSON.parse(readFileSync(seedStore, 'utf8')) as Record<string, { title: string; alt?: string }[]>
const slugs = [
  'photography',
  'video',
  'drone',
  'matterport',
  'editing',
  'website-design',
  'brand-apparel',
  'ai-services',
]

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
}

const pageExists = (route: string) =>
  existsSync(path.join(builtSiteDir, route.replace(/^\//, '').replace(/\/$/, ''), 'index.html'))

const galleryProps = (doc: Document, scope = '') =>
  [...doc.querySelectorAll(`${scope} [data-island="Gallery"]`)].map(
    (el) =>
      JSON.parse(el.getAttribute('data-props')!) as {
        items: { type: string; title: string; image?: { alt: string } }[]
        columns: number
      },
  )

/** Runs `site build` with extra environment; resolves with the exit code and output. */
function siteBuild(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/site.js', 'build'], { env: { ...process.env, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('portfolio and project routes', () => {
  it('prerenders /portfolio, the eight portfolio pages, /projects and every project page', () => {
    const routes = ['/portfolio', ...slugs.map((s) => `/portfolio/${s}`), '/projects', '/projects/chelster-hall']
    for (const route of [
      ...routes,
      ...featuredProjects.map(projectPath),
      ...notableProjects.map((p) => `/projects/${p.path}`),
    ])
      expect(pageExists(route), route).toBe(true)
  })

  it('has no link anywhere to a missing project or portfolio page', () => {
    const links = new Set<string>()
    for (const file of htmlFiles(builtSiteDir)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/href="(\/(?:projects|portfolio)(?:\/[^"#?]*)?)[#?"]/g))
        links.add(m[1]!)
    }
    expect([...links].filter((l) => l.startsWith('/projects/')).length).toBeGreaterThanOrEqual(8)
    expect([...links].filter((l) => !pageExists(l))).toEqual([])
  })

  it('ships every uploaded image the built pages reference', () => {
    const refs = new Set<string>()
    for (const file of htmlFiles(builtSiteDir)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\/uploads\/[A-Za-z0-9._-]+/g)) refs.add(m[0])
    }
    expect(refs.size).toBeGreaterThan(10)
    expect([...refs].filter((r) => !existsSync(path.join(builtSiteDir, r)))).toEqual([])
  })
})

describe('/portfolio', () => {
  const doc = loadPage('/portfolio')

  it('has eight category cards linking to the portfolio pages', () => {
    const hrefs = [...doc.querySelectorAll('#categories a.portfolio-category')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(slugs.map((s) => `/portfolio/${s}`))
  })

  it('has four flagship projects with service tags linking to built project pages', () => {
    const cards = [...doc.querySelectorAll('#flagship a.flagship-card')]
    expect(cards).toHaveLength(4)
    for (const card of cards) {
      expect(card.querySelectorAll('.service-tags li').length).toBeGreaterThan(0)
      expect(pageExists(card.getAttribute('href')!)).toBe(true)
    }
  })
})

describe('portfolio pages', () => {
  const groups: Record<string, string> = {
    photography: 'photographyPortfolio',
    video: 'videoPortfolio',
    drone: 'dronePortfolio',
    matterport: 'matterportPortfolio',
    editing: 'editingPortfolio',
    'website-design': 'webDesignPortfolio',
    'brand-apparel': 'brandApparelPortfolio',
    'ai-services': 'aiServicesPortfolio',
  }

  it.each(slugs)('/portfolio/%s shows the store items in a gallery, or an empty state', (slug) => {
    const doc = loadPage(`/portfolio/${slug}`)
    expect(doc.querySelectorAll('header.hero h1')).toHaveLength(1)
    const items = seed[groups[slug]!]!
    const galleries = galleryProps(doc, '#showcase')
    if (items.length === 0) {
      expect(galleries).toHaveLength(0)
      expect(doc.querySelector('#showcase .portfolio-empty')?.textContent).toMatch(/on its way/)
    } else {
      expect(galleries).toHaveLength(1)
      expect(galleries[0]!.items.map((i) => i.title)).toEqual(items.map((i) => i.title))
      // Each picture carries its item's alt text (the lightbox's <img alt>).
      expect(galleries[0]!.items.map((i) => i.image?.alt)).toEqual(items.map((i) => i.alt))
      expect(doc.querySelectorAll('#showcase button.gallery-item')).toHaveLength(items.length)
    }
    const ctas = [...doc.querySelectorAll('.cta-band a')].map((a) => a.getAttribute('href'))
    const key = portfolioServices.find((s) => s.portfolioSlug === slug)!.key
    expect(ctas).toContain(`/contact?service=${key}#quote`)
    const service = {
      video: 'video',
      drone: 'drone',
      matterport: 'matterport',
      editing: 'editing',
      'website-design': 'website',
    }[slug as 'video']
    if (service) expect(ctas).toContain(`/services/${service}`)
  })

  it('renders embeds only as an allow-listed https src, never as raw markup', () => {
    const html = readPage('/portfolio/matterport')
    const [gallery] = galleryProps(loadPage('/portfolio/matterport'))
    for (const item of gallery!.items as { embedSrc?: string }[])
      expect(item.embedSrc).toMatch(/^https:\/\/my\.matterport\.com\//)
    expect(html).not.toMatch(/<iframe/)
  })

  it('loads the first three images eagerly and the first one with high priority', () => {
    const imgs = [...loadPage('/portfolio/photography').querySelectorAll('main img, header img')]
    expect(imgs.slice(0, 3).map((i) => i.getAttribute('loading') ?? 'eager')).toEqual(['eager', 'eager', 'eager'])
    expect(imgs.map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', ...imgs.slice(1).map(() => null)])
    expect(imgs.slice(3).every((i) => i.getAttribute('loading') === 'lazy')).toBe(true)
  })
})

describe('/projects', () => {
  it('has eight notable project cards', () => {
    const hrefs = [...loadPage('/projects').querySelectorAll('#projects a.project-card')].map((a) =>
      a.getAttribute('href'),
    )
    expect(hrefs).toHaveLength(8)
    expect(hrefs).toContain('/projects/chelster-hall')
  })

  it.each(notableProjects.map((p) => p.path))('/projects/%s has the detail layout', (id) => {
    const doc = loadPage(`/projects/${id}`)
    const crumbs = [...doc.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => li.textContent)
    expect(crumbs.slice(0, 2)).toEqual(['Home', 'Projects'])
    expect(doc.querySelector('a.project-back')?.getAttribute('href')).toBe('/projects')
    expect([...doc.querySelectorAll('.fact-card dt')].map((d) => d.textContent?.trim())).toEqual([
      'Location',
      'Completed',
      'Size',
      'Layout',
    ])
    expect(doc.querySelectorAll('.project-services li').length).toBeGreaterThan(0)
    expect(doc.body.textContent).toContain('The challenge')
    expect(doc.body.textContent).toContain('The result')
    // A gallery only of true photographs of the property: none where the site has none.
    const project = notableProjects.find((p) => p.path === id)!
    const [gallery] = galleryProps(doc, '#gallery')
    if (project.gallery.length === 0) expect(gallery).toBeUndefined()
    else {
      expect(gallery!.columns).toBe(4)
      expect(gallery!.items).toHaveLength(project.gallery.length)
      expect(gallery!.items.length).toBeLessThanOrEqual(12)
    }
  })

  it("sizes the galleries' thumbnails as the grid lays them out: a phone's one column is the container's width", () => {
    // styles/gallery.css: one column under 576 px, two to 991 px, then the gallery's columns; in a
    // Bootstrap container of 1.5rem padding (516 px of content at 576 px, 696 at 768, 936 at 992, ...).
    const sizesOf = (route: string, scope: string) =>
      new Set(
        [...loadPage(route).querySelectorAll(`${scope} .gallery-thumb source`)].map((s) => s.getAttribute('sizes')),
      )
    const project = notableProjects.find((p) => p.gallery.length > 0)!
    expect([...sizesOf(`/projects/${project.path}`, '#gallery')]).toEqual([
      '(min-width: 1400px) 312px, (min-width: 1200px) 267px, (min-width: 992px) 222px, ' +
        '(min-width: 768px) 340px, (min-width: 576px) 250px, calc(100vw - 1.5rem)',
    ])
    const showcases = slugs.flatMap((slug) => [...sizesOf(`/portfolio/${slug}`, '#showcase')])
    expect(showcases.length).toBeGreaterThan(0)
    for (const sizes of showcases) expect(sizes).toMatch(/\(min-width: 576px\) 250px, calc\(100vw - 1\.5rem\)$/)
  })

  it('shows Chelster Hall with its own photographs and the sample film, labelled, that loads only when played', () => {
    const doc = loadPage('/projects/chelster-hall')
    expect(galleryProps(doc, '#gallery')[0]!.items.map((i) => i.image?.alt)).toEqual([
      altOf('brick-stone-house.jpg'),
      altOf('living-room-plants.jpg'),
    ])
    const video = doc.querySelector('#film video')!
    expect(video.getAttribute('preload')).toBe('none')
    expect(video.hasAttribute('controls')).toBe(true)
    expect(video.getAttribute('poster')).toMatch(/^\/assets\/static\/sample-film-poster\./)
    expect(video.querySelector('source')?.getAttribute('src')).toBe(sampleFilm.src)
    expect(doc.querySelector('#film figcaption')?.textContent).toMatch(/^Sample film .*not a film of this property/)
    expect(readPage('/projects/chelster-hall')).not.toMatch(/<iframe/)
    const imgs = [...doc.querySelectorAll('header img, main img')]
    expect(imgs.slice(3).every((i) => i.getAttribute('loading') === 'lazy')).toBe(true)
  })

  it('draws the floor plan of a project that has one', () => {
    const doc = loadPage('/projects/king-west-timber-loft')
    expect(doc.querySelector('#floor-plan svg.floor-plan title')?.textContent).toBe(
      'Floor plan: King West Timber Loft, whole suite',
    )
  })
})

describe('portfolio store changes', () => {
  it('rebuilds the portfolio page from an edited store; an invalid store fails the build naming item and field', async () => {
    const dir = await mkdtemp(path.resolve('.cache/pf-store-'))
    try {
      const store = JSON.parse(readFileSync(seedStore, 'utf8')) as Record<string, Record<string, string>[]>
      const oldTitle = store.photographyPortfolio![0]!.title!
      store.photographyPortfolio![0]!.title = 'Edited Title From A Temporary Store'
      await writeFile(path.join(dir, 'edited.json'), JSON.stringify(store))
      const env = { UPLOADS_DIR: path.resolve('admin-service/seed/uploads'), SITE_OUT_DIR: path.join(dir, 'out') }
      const edited = await siteBuild({ ...env, PORTFOLIO_STORE: path.join(dir, 'edited.json') })
      expect(edited.code, edited.stderr).toBe(0)
      const page = readFileSync(path.join(dir, 'out/client/portfolio/photography/index.html'), 'utf8')
      expect(page).toContain('Edited Title From A Temporary Store')
      expect(page).not.toContain(oldTitle)

      store.photographyPortfolio![2]!.src = 'ftp://example.com/photo.jpg'
      await writeFile(path.join(dir, 'invalid.json'), JSON.stringify(store))
      const invalid = await siteBuild({ ...env, PORTFOLIO_STORE: path.join(dir, 'invalid.json') })
      expect(invalid.code).not.toBe(0)
      expect(invalid.stderr).toContain('invalid.json')
      expect(invalid.stderr).toContain('photographyPortfolio[2].src: must be an /uploads/ path or an https URL')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 300_000)
})
