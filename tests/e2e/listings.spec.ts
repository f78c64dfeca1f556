import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { sampleAgent } from '../support/sampleListing.ts'
import { startEmptyAdminService, type AdminService } from './adminService.ts'
import { createSampleDraft, expectAccessible, signInToEmptyListings } from './helpers.ts'

/**
 * The Listings tab of /admin in Chromium against a real admin service (its own process and data): agent
 * profile, a listing's details, photos uploaded several at once with progress, a film and a floor plan, a
 * tour link, the order changed by keyboard drag and drop, a caption, the staged flag and its original,
 * and Deliver. axe finds nothing serious or critical in any of these states. This service serves a fixed
 * site folder (no releases folder to publish into), so Deliver reports that delivering is off;
 * listingDelivery.spec.ts delivers for real.
 */
const PASSWORD = 'e2e owner password for listings'
let service: AdminService

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  service = await startEmptyAdminService(PASSWORD)
})

test.afterAll(() => service?.stop())

const photo = async (colour: string) =>
  sharp({ create: { width: 1600, height: 1067, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()

test('the owner builds a listing with its agent and media, and tries to deliver it', async ({ page }) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await signInToEmptyListings(page, service.base, PASSWORD)
  await expectAccessible(page, 'empty')

  // An agent profile with a headshot.
  await page.getByRole('button', { name: 'New agent' }).click()
  const agentForm = page.getByRole('form', { name: 'New agent' })
  await agentForm.getByLabel('Name', { exact: true }).fill(sampleAgent.name)
  await agentForm.getByLabel('Brokerage', { exact: true }).fill(sampleAgent.brokerage)
  await agentForm.getByLabel('Phone', { exact: true }).fill(sampleAgent.phone)
  await agentForm.getByLabel('E-mail', { exact: true }).fill(sampleAgent.email)
  await agentForm
    .getByLabel('Headshot')
    .setInputFiles({ name: 'dana.jpg', mimeType: 'image/jpeg', buffer: await photo('#a87') })
  await expectAccessible(page, 'agent form')
  await agentForm.getByRole('button', { name: 'Add agent' }).click()
  await expect(page.getByText('Lakeside Realty')).toBeVisible()

  // A new listing: a draft that says what it lacks.
  await createSampleDraft(page)
  await expect(page.getByTestId('delivery-state')).toContainText('Draft: it still needs an agent, at least one photo')
  await expect(page.getByRole('button', { name: 'Deliver' })).toBeDisabled()
  await expectAccessible(page, 'new draft')

  // Photos, several at once, with progress; a film and a floor plan; a tour link.
  await page.locator('input[type=file][aria-label="Choose photos"]').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#c96') },
    { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo('#69c') },
    { name: 'kitchen-staged.jpg', mimeType: 'image/jpeg', buffer: await photo('#9c6') },
  ])
  const film = Buffer.concat([
    Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex'),
    Buffer.alloc(2_000_000),
  ])
  await page
    .locator('input[type=file][aria-label="Choose a film"]')
    .setInputFiles({ name: 'walkthrough.mp4', mimeType: 'video/mp4', buffer: film })
  await page
    .locator('input[type=file][aria-label="Choose floor plans"]')
    .setInputFiles({ name: 'plan.jpg', mimeType: 'image/jpeg', buffer: await photo('#eee') })
  await expect(page.getByTestId('listing-media')).toHaveCount(5, { timeout: 30_000 })
  await expect(page.getByTestId('listing-upload')).toHaveCount(0)
  await page.getByLabel('3D tour link (Matterport...)').fill('https://my.matterport.com/show/?m=SxQL3iGyoDo')
  await page.getByRole('button', { name: 'Add' }).nth(1).click()
  await expect(page.getByTestId('listing-media')).toHaveCount(6)
  // A file that is not what it claims is refused with the service's reason.
  await page
    .locator('input[type=file][aria-label="Choose photos"]')
    .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo\n'.repeat(10)) })
  await expect(page.getByRole('alert').filter({ hasText: 'notes.jpg: is not a photo' })).toBeVisible()
  await expectAccessible(page, 'media and a refused upload')

  // The order by keyboard drag and drop: the second item becomes the first (the hero). Uploads finish in any order.
  const names = () => page.getByTestId('listing-media').locator('.text-truncate').allTextContents()
  const before = (await names()).map((n) => n.replace(/^\d+\. /, ''))
  await page.getByRole('button', { name: `Drag to reorder ${before[1]}` }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByText(`Picked up "${before[1]}".`, { exact: true })).toBeAttached()
  // dnd-kit starts listening for the arrow keys in a timer set at pick-up, which a busy page runs late: the key
  // is pressed until the move is announced (pressed again at the top, it moves nothing).
  await expect(async () => {
    await page.keyboard.press('ArrowUp')
    await expect(page.getByText(`"${before[1]}" moved to position 1.`, { exact: true })).toBeAttached({
      timeout: 1_000,
    })
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('Space')
  await expect
    .poll(names)
    .toEqual([`1. ${before[1]}`, `2. ${before[0]}`, ...before.slice(2).map((n, i) => `${i + 3}. ${n}`)])

  // A caption, and the staged photo paired with its original.
  await page.getByLabel('Caption for kitchen.jpg').fill('Kitchen with island')
  await page.getByLabel('Caption for kitchen.jpg').blur()
  const staged = page.getByTestId('listing-media').filter({ hasText: 'kitchen-staged.jpg' })
  // The box shows the stored flag: it is ticked once the service has saved it.
  await staged.getByLabel('Virtually staged').click()
  await expect(staged.getByLabel('Virtually staged')).toBeChecked()
  await staged.getByLabel('Unstaged original of kitchen-staged.jpg').selectOption({ label: 'Original: kitchen.jpg' })
  await expect(staged.getByText('Virtually staged', { exact: true }).first()).toBeVisible()

  // The rest of the details: now complete, Deliver is offered.
  await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Dana Agent, Lakeside Realty' })
  await page.getByLabel('Bedrooms', { exact: true }).fill('3')
  await page.getByLabel('Bathrooms', { exact: true }).fill('2.5')
  await page.getByLabel('Description', { exact: true }).fill('Bright corner lot with a new kitchen.')
  await page.getByRole('radio', { name: 'Take the property website down' }).check()
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByTestId('delivery-state')).toHaveText('Ready to deliver.')
  await expectAccessible(page, 'complete')

  const listing = (await (await page.request.get(`${service.base}/api/listings`)).json()).listings[0]
  expect(listing).toMatchObject({ bedrooms: 3, bathrooms: 2.5, afterSale: 'remove', missing: [] })
  expect(listing.media.map((m: { kind: string }) => m.kind)).toEqual([
    'photo',
    'photo',
    'photo',
    'film',
    'floorPlan',
    'tour',
  ])
  type Item = { id: string; staged?: boolean; file?: { original: string } }
  const kitchen = listing.media.find((m: Item) => m.file?.original === 'kitchen.jpg')
  expect(kitchen).toMatchObject({ caption: 'Kitchen with island' })
  expect(listing.media.find((m: Item) => m.staged)).toMatchObject({
    originalId: kitchen.id,
    file: { original: 'kitchen-staged.jpg' },
  })

  // Without a releases folder to publish into, Deliver says so and nothing changes.
  await page.getByRole('button', { name: 'Deliver' }).click()
  await expect(page.getByTestId('toast')).toContainText('Delivering is off')
  await expectAccessible(page, 'deliver refused')
  expect(errors).toEqual([])
})
