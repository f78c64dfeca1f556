/**
 * Every portfolio, project and service item a built page shows, read from its HTML: the subject it
 * claims (`data-subject`), the picture it shows (a content photograph, a seed upload made from one, a
 * drawn plan, or none), its film or tour, and its caption. tests/build/pictureSubjects.test.ts holds
 * them to content/photos.ts; listPictureItems.ts prints them.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { subjects, photos, type Subject } from '@content/photos.ts'

export interface PictureItem {
  page: string
  title: string
  /** What the item claims its picture shows. */
  subject: string
  /** A photograph of content/images/photos (by file name), "drawn plan", or null for none. */
  picture: string | null
  /** The subject of that photograph (content/photos.ts), when it is one. */
  pictureSubject: Subject | undefined
  caption: string
  /** What plays: a film's address or a YouTube id, and a tour's address. */
  film?: string
  tour?: string
  /** The project page a card or gallery picture is of (/projects/<path>), if any. */
  property?: string
}

/** The routes whose items the check covers: home (featured projects), services, portfolio and projects. */
export const itemRoute = (route: string) => /^\/($|services\/|portfolio|projects)/.test(route)

/** Every built page's route, from its index.html (assets and uploads left out). */
export function builtRoutes(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return ['assets', 'uploads', 'media', 'search-index'].includes(entry.name) && !prefix
        ? []
        : builtRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`)
    return entry.name === 'index.html' ? [prefix || '/'] : []
  })
}

/**
 * The photograph an image address shows: `/assets/static/<name>.<hash>.<ext>` (the build's responsive
 * copies) or `/uploads/seed-<name>[-<width>w].<ext>` (the seed store's uploads, made from content photos).
 */
export function photoOf(src: string): string | null {
  const name =
    /^\/assets\/static\/([a-z0-9-]+)\.[\w-]+\.\w+$/.exec(src)?.[1] ??
    /^\/uploads\/seed-([a-z0-9-]+?)(-\d+w)?\.\w+$/.exec(src)?.[1]
  return name && Object.hasOwn(photos, `${name}.jpg`) ? `${name}.jpg` : null
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

interface GalleryProp {
  title: string
  description?: string
  category?: string
  videoId?: string
  videoSrc?: string
  embedSrc?: string
}

function picture(el: Element): Pick<PictureItem, 'picture' | 'pictureSubject'> {
  if (el.querySelector('svg.floor-plan')) return { picture: 'drawn plan', pictureSubject: 'plan' }
  const src = el.querySelector('img')?.getAttribute('src') ?? el.querySelector('video')?.getAttribute('poster')
  if (!src) return { picture: null, pictureSubject: undefined }
  const photo = photoOf(src)
  return { picture: photo ?? src, pictureSubject: photo ? photos[photo as keyof typeof photos].subject : undefined }
}

/** The items of one built page. */
export function pictureItems(route: string, doc: Document): PictureItem[] {
  const items: PictureItem[] = []
  const property = route.startsWith('/projects/') ? route : undefined
  // Gallery islands: each button is one item of the island's props, in order.
  for (const island of doc.querySelectorAll('[data-island="Gallery"]')) {
    const props = JSON.parse(island.getAttribute('data-props') ?? '{}') as { items: GalleryProp[] }
    island.querySelectorAll('.gallery-item').forEach((button, i) => {
      const prop = props.items[i]!
      items.push({
        page: route,
        title: prop.title,
        subject: button.getAttribute('data-subject') ?? '',
        ...picture(button),
        caption: [prop.category, prop.description].filter(Boolean).join(': '),
        ...(prop.videoSrc || prop.videoId ? { film: prop.videoSrc ?? prop.videoId } : {}),
        ...(prop.embedSrc ? { tour: prop.embedSrc } : {}),
        ...(property && route !== '/projects' ? { property } : {}),
      })
    })
  }
  // Server-rendered figures: before/after pairs, drawn plans, the sample film (which is of no one property).
  for (const figure of doc.querySelectorAll('main figure.compare-figure, main figure.plan-figure, main figure.film'))
    items.push({
      page: route,
      title: text(figure.querySelector('h2, h3')) || text(figure.querySelector('.badge-soft')),
      subject: figure.getAttribute('data-subject') ?? '',
      ...picture(figure),
      caption: text(figure.querySelector('figcaption p')) || text(figure.querySelector('figcaption')),
      ...(figure.querySelector('video source')
        ? { film: figure.querySelector('video source')!.getAttribute('src')! }
        : {}),
    })
  // Cards with a picture (or its stand-in): projects, portfolio categories, flagship and featured projects.
  const cards = ['featured', 'categories', 'flagship', 'projects'].map((id) => `#${id} a.card-link`).join(', ')
  for (const card of doc.querySelectorAll(cards)) {
    if (!card.querySelector('.card-media')) continue
    const href = card.getAttribute('href') ?? ''
    items.push({
      page: route,
      title: text(card.querySelector('h2, h3')),
      subject: card.getAttribute('data-subject') ?? '',
      ...picture(card.querySelector('.card-media')!),
      caption: text(card.querySelector('.card-body-pad > p')),
      ...(href.startsWith('/projects/') ? { property: href } : {}),
    })
  }
  return items
}

/** Why an item's picture does not match its subject, or null when it does. */
export function mismatch(item: PictureItem): string | null {
  if (!Object.hasOwn(subjects, item.subject)) return `claims no known subject ("${item.subject}")`
  if (item.picture === null) return null
  if (item.pictureSubject === undefined) return `shows ${item.picture}, which content/photos.ts does not describe`
  return item.pictureSubject === item.subject
    ? null
    : `claims ${item.subject} (${subjects[item.subject as Subject]}) but shows ${item.picture}, ${item.pictureSubject} (${subjects[item.pictureSubject]})`
}
