import { mkdtemp, rename, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { taggedFilm } from '../../tests/support/films.ts'
import { agentFloorPlanPdf } from '../../tests/support/pdfs.ts'
import { cameraPhoto } from '../../tests/support/photos.ts'
import { checkMlsCompliance, MlsComplianceError, mlsProblems, type ComplianceSubject } from './mlsCompliance.ts'

const subject: ComplianceSubject = {
  listing: '12 Maple Ave, Toronto (/tour/T1/)',
  names: ['Dana Agent', 'Lakeside Realty', 'Northframe Media'],
  phones: ['+1 416 555 0199'],
}
const tourProps = JSON.stringify({
  src: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&mls=2&brand=0',
  title: '3D tour',
})

/** A compliant unbranded tour page, with `extra` planted in its main. */
const page = (extra = '') => `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><title>12 Maple Ave, Toronto</title>
<meta name="robots" content="noindex"><link rel="stylesheet" href="/assets/site.css">
<script type="application/ld+json">{"@type":"Residence","name":"12 Maple Ave"}</script></head>
<body><main><h1>12 Maple Ave, Toronto</h1>
<p>3 bedrooms, 2 bathrooms, 1,850 sq ft. Listed at $1,250,000.</p>
<picture><img src="/listing-media/4165550199abcdef-960w.webp" alt="Kitchen, virtually staged" width="960" height="640"></picture>
<div class="island" data-island="MediaFacade" data-props='${tourProps}'><button type="button">Load the 3D tour</button></div>
${extra}
</main></body></html>`

describe('the MLS compliance check', () => {
  it('passes a page with no link, name, phone, e-mail, form or foreign frame', async () => {
    expect(mlsProblems(page(), subject)).toEqual([])
    await expect(
      checkMlsCompliance(
        page('<iframe src="https://my.matterport.com/show/?m=Sx&mls=1&brand=0" title="Tour"></iframe>'),
        subject,
      ),
    ).resolves.toBeUndefined()
  })

  it('fails on a planted link, naming the listing and the element', async () => {
    await expect(
      checkMlsCompliance(
        page('<p>See <a href="https://www.example.com/listings/12-maple">the full listing</a></p>'),
        subject,
      ),
    ).rejects.toThrow(
      /^The unbranded tour of 12 Maple Ave, Toronto \(\/tour\/T1\/\) is not MLS-compliant:\n {2}- line 9: <a href="https:\/\/www\.example\.com\/listings\/12-maple"> is a link; the unbranded tour may have none$/,
    )
  })

  it("fails on the agent's phone however it is written, and on any phone or e-mail shape", () => {
    expect(mlsProblems(page('<p>Call 416.555.0199</p>'), subject)).toEqual([
      { line: 9, element: '<p>', problem: 'has a phone number ("416.555.0199")' },
    ])
    expect(mlsProblems(page('<p>Call +14165550199</p>'), subject)[0]?.problem).toMatch(/phone number/)
    expect(mlsProblems(page('<img src="/a.webp" alt="Call 4165550199 today">'), subject)[0]?.element).toBe(
      '<img src="/a.webp">',
    )
    expect(mlsProblems(page('<p>Write to dana@lakeside.example</p>'), subject)[0]?.problem).toBe(
      'has an e-mail address ("dana@lakeside.example")',
    )
  })

  it("fails on the agent's and brokerage's names, forms, foreign frames and player addresses in island props", () => {
    const problems = (extra: string) => mlsProblems(page(extra), subject).map((p) => p.problem)
    expect(problems('<p>Presented by Dana Agent of LAKESIDE REALTY</p>')).toEqual([
      'names "Dana Agent"',
      'names "Lakeside Realty"',
    ])
    expect(problems('<form method="post" action="/api/leads"><button>Send</button></form>')).toEqual([
      'is a form; the unbranded tour may have none',
    ])
    expect(problems('<iframe src="https://my.matterport.com/show/?m=SxQL3iGyoDo" title="Tour"></iframe>')).toEqual([
      'frames something other than an allowed 3D tour in its unbranded mode',
    ])
    expect(problems('<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>')).toHaveLength(1)
    const film = JSON.stringify({ src: 'https://www.youtube.com/embed/aqz-KE-bpKQ', title: 'Film' })
    expect(problems(`<div data-island="MediaFacade" data-props='${film}'></div>`)).toEqual([
      'would load "https://www.youtube.com/embed/aqz-KE-bpKQ", which is not an allowed 3D tour in its unbranded mode',
    ])
    const caption = JSON.stringify({ items: [{ title: 'Photo by Northframe Media' }] })
    expect(problems(`<div data-island="Gallery" data-props='${caption}'></div>`)).toEqual(['names "Northframe Media"'])
  })

  it('reads a served file again once it was replaced, though it was read before in this process', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tour-media-'))
    const file = path.join(dir, 'photo-960w.webp')
    const image = sharp({ create: { width: 96, height: 64, channels: 3, background: '#888' } }).webp()
    await writeFile(file, await image.clone().toBuffer())
    const html = page('<img src="/listing-media/photo-960w.webp" alt="">')
    const fileOf = () => file
    await expect(checkMlsCompliance(html, subject, fileOf)).resolves.toBeUndefined()
    // Written as a publish writes: to a temporary file, then renamed over the old one.
    await writeFile(`${file}.tmp`, await image.withExif({ IFD0: { Artist: 'Lakeside Realty' } }).toBuffer())
    await rename(`${file}.tmp`, file)
    await expect(checkMlsCompliance(html, subject, fileOf)).rejects.toThrow(/names "Lakeside Realty"/)
  })

  it('reads the metadata of every image and film the page serves, and fails on a planted name, phone or position', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tour-media-'))
    const plain = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#888' } })
      .webp()
      .toBuffer()
    const files: Record<string, Buffer> = {
      '4165550199abcdef-960w.webp': plain,
      'clean-960w.webp': plain,
      'clean.mp4': await taggedFilm({}),
      'agent.mp4': await taggedFilm({
        artist: 'Dana Agent',
        comment: 'Call 416-555-0199',
        location: '+43.6532-079.3832/',
      }),
      'gps-480w.jpg': await cameraPhoto(96, 64),
      'named.webp': await sharp({ create: { width: 96, height: 64, channels: 3, background: '#888' } })
        .webp()
        .withExif({ IFD0: { Artist: 'Lakeside Realty' } })
        .toBuffer(),
    }
    for (const [name, bytes] of Object.entries(files)) await writeFile(path.join(dir, name), bytes)
    const read: string[] = []
    const fileOf = (url: string) => {
      read.push(url)
      return path.join(dir, path.basename(url))
    }
    const clean = `<picture><source type="image/webp" srcset="/listing-media/clean-960w.webp 960w, /listing-media/clean-960w.webp?v=2 480w">
<img src="/listing-media/clean-960w.webp" alt=""></picture>
<video controls poster="/listing-media/clean-960w.webp"><source src="/listing-media/clean.mp4" type="video/mp4"></video>`
    await expect(checkMlsCompliance(page(clean), subject, fileOf)).resolves.toBeUndefined()
    expect(read).toEqual([
      '/listing-media/4165550199abcdef-960w.webp',
      '/listing-media/clean-960w.webp',
      '/listing-media/clean.mp4',
    ])

    const problems = async (extra: string) => {
      const error = await checkMlsCompliance(page(extra), subject, fileOf).catch((e: Error) => e)
      return error instanceof Error ? error.message.split('\n').slice(1) : []
    }
    expect(await problems('<video><source src="/listing-media/agent.mp4" type="video/mp4"></video>')).toEqual([
      '  - line 9: <source src="/listing-media/agent.mp4"> serves /listing-media/agent.mp4, whose metadata names "Dana Agent" (format.artist)',
      '  - line 9: <source src="/listing-media/agent.mp4"> serves /listing-media/agent.mp4, whose metadata has a phone number ("416-555-0199") (format.comment)',
      '  - line 9: <source src="/listing-media/agent.mp4"> serves /listing-media/agent.mp4, whose metadata has a position (format.location-eng)',
      '  - line 9: <source src="/listing-media/agent.mp4"> serves /listing-media/agent.mp4, whose metadata has a position (format.location)',
    ])
    expect(await problems('<img srcset="/listing-media/gps-480w.jpg 480w" alt="">')).toContainEqual(
      expect.stringMatching(
        /serves \/listing-media\/gps-480w\.jpg, whose metadata has a position \(gps\.GPSLatitude\)$/,
      ),
    )
    expect(await problems('<img src="/listing-media/named.webp" alt="">')).toContainEqual(
      expect.stringMatching(
        /serves \/listing-media\/named\.webp, whose metadata names "Lakeside Realty" \(exif\.ifd0\.Artist\)$/,
      ),
    )
  })

  it('reads the served files several at a time, and names their problems in the page’s order', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tour-media-'))
    const image = () => sharp({ create: { width: 96, height: 64, channels: 3, background: '#888' } }).webp()
    await writeFile(path.join(dir, '4165550199abcdef-960w.webp'), await image().toBuffer())
    await writeFile(
      path.join(dir, 'agent.webp'),
      await image()
        .withExif({ IFD0: { Artist: 'Dana Agent' } })
        .toBuffer(),
    )
    await writeFile(
      path.join(dir, 'brokerage.webp'),
      await image()
        .withExif({ IFD0: { Artist: 'Lakeside Realty' } })
        .toBuffer(),
    )
    // The agent's file is given once the next one has been asked for, or after 5 s, which a check reading one
    // file at a time waits for: whether the next was asked for meanwhile is what the test reads.
    let nextAsked = false
    let askedForNext = () => {}
    const next = new Promise<void>((resolve) => (askedForNext = resolve))
    let together = false
    const fileOf = async (url: string) => {
      if (url.endsWith('/agent.webp')) {
        await Promise.race([next, new Promise((resolve) => setTimeout(resolve, 5000))])
        together = nextAsked
      } else if (url.endsWith('/brokerage.webp')) {
        nextAsked = true
        askedForNext()
      }
      return path.join(dir, path.basename(url))
    }
    const extra = '<img src="/listing-media/agent.webp" alt=""><img src="/listing-media/brokerage.webp" alt="">'
    const error = await checkMlsCompliance(page(extra), subject, fileOf).catch((e: Error) => e)
    expect(together).toBe(true)
    expect((error as MlsComplianceError).problems.map((p) => p.problem)).toEqual([
      'serves /listing-media/agent.webp, whose metadata names "Dana Agent" (exif.ifd0.Artist)',
      'serves /listing-media/brokerage.webp, whose metadata names "Lakeside Realty" (exif.ifd0.Artist)',
    ])
  })

  it('reads the metadata of a PDF the page serves, and fails on its author, e-mail, phone or position', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tour-pdf-'))
    const clean = await PDFDocument.create({ updateMetadata: false })
    clean.addPage([400, 300])
    await writeFile(path.join(dir, 'clean.pdf'), await clean.save())
    await writeFile(path.join(dir, 'agent.pdf'), await agentFloorPlanPdf())
    const plain = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#888' } })
      .webp()
      .toBuffer()
    await writeFile(path.join(dir, '4165550199abcdef-960w.webp'), plain)
    const fileOf = (url: string) => path.join(dir, path.basename(url))
    const viewer = (file: string) =>
      `<div class="island" data-island="PlanViewer" data-props='${JSON.stringify({ src: `/listing-media/${file}` })}'></div>`
    await expect(checkMlsCompliance(page(viewer('clean.pdf')), subject, fileOf)).resolves.toBeUndefined()
    const error = await checkMlsCompliance(page(viewer('agent.pdf')), subject, fileOf).catch((e: Error) => e)
    expect(error).toBeInstanceOf(MlsComplianceError)
    const problems = (error as MlsComplianceError).problems.map((p) => p.problem)
    const about = '/listing-media/agent.pdf, whose metadata'
    expect(problems).toEqual(
      expect.arrayContaining([
        `serves ${about} names "Dana Agent" (info.Author)`,
        `serves ${about} has an e-mail address ("dana@lakeside.example") (info.Subject)`,
        `serves ${about} has a phone number ("416-555-0199") (info.Title)`,
        `serves ${about} names "Lakeside Realty" (info.Keywords)`,
        `serves ${about} has a position (xmp GPS)`,
      ]),
    )
  })
})
