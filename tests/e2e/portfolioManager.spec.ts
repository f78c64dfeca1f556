import { readFile } from 'node:fs/promises'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { root, startAdminService, type AdminService, releasesOverE2eBuild } from './adminService.ts'

/**
 * The owner's portfolio manager against a real admin service that publishes the site (partial publishes
 * from the build playwright.config.ts made, as in publish.spec.ts), in Chromium at 1280 and 375 px:
 * every change is checked on the live public page. Each width has its own service and one signed-in page.
 */
const PASSWORD = 'e2e manager password'
const seedUpload = (name: string) => path.join(root, 'admin-service/seed/uploads', name)

async function startPublishingService(): Promise<AdminService> {
  const releasesDir = await releasesOverE2eBuild('manager-e2e')
  return startAdminService(() => ({ ADMIN_PASSWORD: PASSWORD, ADMIN_RELEASES_DIR: releasesDir }))
}

/** The titles of a public portfolio page's gallery, in page order. */
async function publicTitles(page: Page, base: string, slug = 'photography'): Promise<string[]> {
  const html = await (await page.request.get(`${base}/portfolio/${slug}`)).text()
  return [...html.matchAll(/<span class="gallery-title">([^<]*)<\/span>/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"'),
  )
}

async function expectNoSeriousAxe(page: Page, state: string) {
  // Contrast is judged on what settles on screen: a tab pane or toast still fading in is half transparent.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)))
  const result = await new AxeBuilder({ page }).analyze()
  const serious = result.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe in state "${state}"`,
  ).toEqual([])
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`portfolio manager at ${viewport.width} px`, () => {
    // Each test waits for publishes, and one for throttled uploads: more than the default 30 s on a busy machine.
    test.describe.configure({ mode: 'serial', timeout: 120_000 })
    let service: AdminService
    let page: Page
    let base = ''
    const errors: string[] = []

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      test.setTimeout(240_000)
      service = await startPublishingService()
      base = service.base
      page = await (await browser.newContext({ viewport })).newPage()
      page.on('pageerror', (e) => errors.push(e.message))
      // The page runs under the service's Content-Security-Policy: anything it refuses (an inline style
      // from dnd-kit or a toast, say) is an error here.
      await page.exposeFunction('reportCspViolation', (text: string) => errors.push(`CSP: ${text}`))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
            `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`,
          ),
        )
      })
      page.on('console', (m) => {
        if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) errors.push(m.text())
      })
      await page.goto(`${base}/admin`)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible({ timeout: 60_000 })
      // The publish made at start is live before the tests compare the public page.
      await expect(page.getByTestId('publish-status')).toContainText('Live', { timeout: 120_000 })
    })

    test.afterAll(async () => {
      await page?.context().close()
      service?.stop()
    })

    const rows = () => page.getByTestId('admin-item')
    const toast = () => page.getByTestId('toast')
    const titles = () => rows().locator('h3').allTextContents()
    // Each test starts without the previous one's toast in front of its controls.
    test.beforeEach(async () => {
      if (await toast().isVisible()) await toast().getByRole('button', { name: 'Dismiss' }).click()
    })
    const livePublicTitles = (expected: string[]) =>
      expect(async () => expect(await publicTitles(page, base)).toEqual(expected)).toPass({ timeout: 60_000 })

    test('image items show their processed thumbnails; missing alt and broken pictures would be flagged', async () => {
      await expect(rows()).toHaveCount(4)
      const images = rows().locator('.admin-thumb img')
      await expect(images).toHaveCount(4)
      for (const img of await images.all()) {
        await expect(img).toHaveAttribute('src', /^\/uploads\/seed-[a-z-]+-480w\.webp$/)
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
        await expect(img).toBeVisible()
      }
      await expect(page.getByText('Missing alt text')).toHaveCount(0)
      await expect(page.getByText('Picture missing')).toHaveCount(0)
      // Videos show their poster (the sample film's title card).
      await page.getByRole('navigation', { name: 'Services' }).getByRole('button', { name: 'Video' }).click()
      await expect(rows().locator('.admin-thumb img').first()).toHaveAttribute(
        'src',
        /seed-sample-film-poster-480w\.webp$/,
      )
      await expect(page.getByRole('link', { name: /View the Video page on the site/ })).toHaveAttribute(
        'href',
        '/portfolio/video',
      )
      await page.getByRole('navigation', { name: 'Services' }).getByRole('button', { name: 'Photography' }).click()
      await expectNoSeriousAxe(page, 'manage list')
    })

    test('reordering by drag and by keyboard changes the order on the live public page', async () => {
      const start = await titles()
      expect(await publicTitles(page, base)).toEqual(start)

      // Drag the second item's handle onto the first (both on screen, away from the auto-scrolling edges).
      await rows()
        .nth(1)
        .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
      const handle = rows()
        .nth(1)
        .getByRole('button', { name: /^Reorder / })
      const from = (await handle.boundingBox())!
      const to = (await rows().nth(0).boundingBox())!
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
      await page.mouse.down()
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 })
      await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 20 })
      await page.mouse.up()
      const dragged = [start[1]!, start[0]!, start[2]!, start[3]!]
      await expect(toast()).toContainText(`Moved "${start[1]}" to position 1`)
      await expect.poll(titles).toEqual(dragged)
      await livePublicTitles(dragged)

      // Keyboard: the fourth item's handle, Space, up twice, Space.
      const keyHandle = rows()
        .nth(3)
        .getByRole('button', { name: /^Reorder / })
      await keyHandle.focus()
      const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached()
      await page.keyboard.press('Space')
      await announced(`Picked up "${dragged[3]}", at position 4 of 4.`)
      // dnd-kit starts listening for the arrow keys in a timer set at pick-up (a busy page can announce the
      // pick-up before that timer runs): a timer set now runs after it.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
      await page.keyboard.press('ArrowUp')
      await announced(`"${dragged[3]}" moved to position 3 of 4.`)
      await page.keyboard.press('ArrowUp')
      await announced(`"${dragged[3]}" moved to position 2 of 4.`)
      await page.keyboard.press('Space')
      const keyed = [dragged[0]!, dragged[3]!, dragged[1]!, dragged[2]!]
      await expect.poll(titles).toEqual(keyed)
      await livePublicTitles(keyed)

      // Move down puts it back.
      await page.getByRole('button', { name: `Move ${dragged[3]} down` }).click()
      const moved = [dragged[0]!, dragged[1]!, dragged[3]!, dragged[2]!]
      await expect.poll(titles).toEqual(moved)
      await livePublicTitles(moved)
    })

    test('a new image item without alt text is refused with the field named', async () => {
      await page.getByRole('tab', { name: 'Add New' }).click()
      await page.getByLabel('Title *').fill('Villa pool terrace')
      await page.getByLabel('Description *').fill('Afternoon light on the pool terrace')
      await page.getByLabel('Image URL or path *').fill('/uploads/seed-villa-long-pool.jpg')
      await page.getByRole('button', { name: 'Add Item' }).click()
      await expect(toast()).toContainText('Failed to add item')
      await expect(toast()).toContainText('alt is required for image items')
      const alt = page.getByLabel(/^Alt text/)
      await expect(alt).toHaveClass(/is-invalid/)
      await expect(page.getByText('is required for image items', { exact: true })).toBeVisible()
      await expectNoSeriousAxe(page, 'form with a refused field')
      await alt.fill('Two-storey white modern house with wood-lined soffits behind a long swimming pool.')
      await page.getByRole('button', { name: 'Add Item' }).click()
      await expect(toast()).toContainText('Item added')
      await expect(rows()).toHaveCount(5)
      await livePublicTitles([...(await titles())])
    })

    test('three photos dropped at once each show upload progress and become three items', async () => {
      const before = await rows().count()
      const names = ['seed-white-house-pool.jpg', 'seed-living-room-plants.jpg', 'seed-brick-stone-house.jpg']
      const files = await Promise.all(
        names.map(async (name) => ({ name, data: (await readFile(seedUpload(name))).toString('base64') })),
      )
      // Slow uploads down so each progress bar moves through values between 0 and 100.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 60 * 1024,
      })
      await page.evaluate(() => {
        const seen: Record<string, number[]> = {}
        ;(window as unknown as { progressSeen: typeof seen }).progressSeen = seen
        new MutationObserver(() => {
          document.querySelectorAll('[data-testid="photo-upload"]').forEach((row, i) => {
            const now = Number(row.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? -1)
            ;(seen[i] ??= []).push(now)
          })
        }).observe(document.body, { subtree: true, attributes: true, childList: true })
      })
      await page.getByTestId('dropzone').scrollIntoViewIfNeeded()
      await page.getByTestId('dropzone').evaluate((zone, list) => {
        const transfer = new DataTransfer()
        for (const { name, data } of list) {
          const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
          transfer.items.add(new File([bytes], name, { type: 'image/jpeg' }))
        }
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
      }, files)
      const uploads = page.getByTestId('photo-upload')
      await expect(uploads).toHaveCount(3)
      await expect(uploads.locator('img')).toHaveCount(3) // previews
      await expect(uploads.getByLabel(/^Alt text for/)).toHaveCount(3, { timeout: 60_000 })
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      const seen = await page.evaluate(
        () => (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen,
      )
      for (const i of [0, 1, 2])
        expect(
          seen[i]!.some((v) => v > 0 && v < 100),
          `row ${i}: ${seen[i]}`,
        ).toBe(true)
      await expectNoSeriousAxe(page, 'photos uploaded')

      await expect(uploads.getByLabel('Title for seed-white-house-pool.jpg')).toHaveValue('Seed white house pool')
      // Alt text is required before the items are created.
      await page.getByRole('button', { name: 'Create an item per photo' }).click()
      await expect(uploads.getByText('Describe what the photo shows')).toHaveCount(3)
      const alts = [
        'Two-storey white house with a wide veranda behind a curved swimming pool.',
        'Sunlit living room with a grey sofa, bookshelves and many potted plants.',
        'Brick and stone two-storey house with a double garage and autumn trees.',
      ]
      for (const [i, name] of names.entries()) await uploads.getByLabel(`Alt text for ${name}`).fill(alts[i]!)
      await page.getByLabel('Keep them hidden until I show them').uncheck()
      await page.getByRole('button', { name: 'Create an item per photo' }).click()
      await expect(toast()).toContainText('3 items added')
      await expect(uploads).toHaveCount(0)
      await expect(rows()).toHaveCount(before + 3)
      const all = await titles()
      expect(all.slice(-3).sort()).toEqual([
        'Seed brick stone house',
        'Seed living room plants',
        'Seed white house pool',
      ])
      await livePublicTitles(all)
    })

    test('a hidden item disappears from the public page and comes back when shown', async () => {
      const all = await titles()
      const name = 'Brick and Stone Facade'
      await page.getByRole('button', { name: `Hide ${name} from the site` }).click()
      await expect(toast()).toContainText('Item hidden')
      await expect(rows().filter({ hasText: name }).getByText('Hidden', { exact: true })).toBeVisible()
      await livePublicTitles(all.filter((t) => t !== name))
      await page.getByRole('button', { name: `Show ${name} on the site` }).click()
      await expect(toast()).toContainText('Item shown')
      await livePublicTitles(all)
    })

    test('deleting an item and pressing Undo on the toast brings it back on the public page', async () => {
      const all = await titles()
      const name = 'White House with a Garden Pool'
      page.once('dialog', (dialog) => void dialog.accept())
      await page.getByRole('button', { name: `Delete ${name}` }).click()
      await expect(toast()).toContainText('Item deleted')
      await toast().hover() // keeps the toast (and its Undo) open
      await livePublicTitles(all.filter((t) => t !== name))
      await expect(toast().getByRole('link', { name: 'View on site' })).toHaveAttribute(
        'href',
        '/portfolio/photography',
      )
      // Pointed at, as by an owner reaching for Undo, the toast stays while axe (slow on a busy machine) runs.
      await toast().hover()
      await expectNoSeriousAxe(page, 'toast with Undo')
      await toast().getByRole('button', { name: 'Undo' }).click()
      await expect(toast()).toContainText('Change undone')
      await expect.poll(titles).toEqual(all)
      await livePublicTitles(all)
    })

    test('Restore in the History panel brings back an earlier title', async () => {
      const all = await titles()
      const original = all[0]!
      await page.getByRole('button', { name: `Edit ${original}` }).click()
      await page.getByLabel('Title *').fill(`${original} (renamed)`)
      await page.getByRole('button', { name: 'Update Item' }).click()
      await expect(toast()).toContainText('Item updated')
      await livePublicTitles([`${original} (renamed)`, ...all.slice(1)])

      await page.getByRole('tab', { name: 'History' }).click()
      const entries = page.getByTestId('history-entry')
      await expect(entries.first()).toContainText(`Edited "${original} (renamed)"`)
      await expect(entries.first()).toContainText('changed title')
      await expectNoSeriousAxe(page, 'history panel')
      await entries
        .first()
        .getByRole('button', { name: /^Restore/ })
        .click()
      await expect(toast()).toContainText('Change undone')
      await expect(entries.first()).toContainText(`Edited "${original}"`)
      await expect(entries.first()).toContainText('(an undo)')
      // The rename itself can no longer be undone: what it made is gone.
      await expect(entries.nth(1).getByRole('button', { name: /^Restore/ })).toBeDisabled()
      await livePublicTitles(all)
      await page.getByRole('tab', { name: 'Manage Items' }).click()
      await expect.poll(titles).toEqual(all)
      expect(errors).toEqual([])
    })
  })
}
