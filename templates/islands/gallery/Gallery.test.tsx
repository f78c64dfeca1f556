// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ImgData } from '../../components/Img.tsx'
import { Gallery, type GalleryItem } from '../Gallery.tsx'

const img = (src: string): ImgData => ({
  sources: [],
  src,
  width: 800,
  height: 600,
  alt: 'photo',
  sizes: '100vw',
  loading: 'lazy',
})

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

function render(items: GalleryItem[]) {
  act(() => root.render(<Gallery items={items} label="Work" />))
  return [...container.querySelectorAll<HTMLButtonElement>('.gallery-item')]
}

const media = () => document.querySelector('.lightbox-media')

/** Clicks a grid item and waits for the lazily loaded lightbox to render. */
async function open(button: HTMLButtonElement) {
  await act(async () => button.click())
  await act(() => import('../gallery/Lightbox.tsx'))
}

describe('Gallery lightbox media', () => {
  it('renders nothing for an unknown type, but still shows the counter and close button', async () => {
    const [button] = render([{ type: 'panorama', title: 'Unknown', image: img('/a.jpg') }])
    await open(button!)
    expect(document.querySelector('[role="dialog"]')).not.toBeNull()
    expect(document.querySelector('.lightbox-counter')?.textContent).toBe('1 / 1')
    expect(media()?.children).toHaveLength(0)
    expect(document.querySelector('.lightbox-dots')).toBeNull()
  })

  it('creates the YouTube iframe only while a video item is open', async () => {
    const [button] = render([{ type: 'video', title: 'Tour', videoId: 'aqz-KE-bpKQ', image: img('/p.jpg') }])
    expect(document.querySelector('iframe')).toBeNull()
    await open(button!)
    expect(media()?.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    )
    act(() => document.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click())
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('renders an embed item from its https src and refuses other schemes', async () => {
    const buttons = render([
      { type: 'embed', title: 'Tour', embedSrc: 'https://my.matterport.com/show/?m=SxQL3iGyoDo' },
      { type: 'embed', title: 'Bad', embedSrc: 'javascript:alert(1)' },
    ])
    await open(buttons[0]!)
    expect(media()?.querySelector('iframe')?.getAttribute('src')).toBe('https://my.matterport.com/show/?m=SxQL3iGyoDo')
    act(() => document.querySelector<HTMLButtonElement>('button[aria-label="Next item"]')!.click())
    expect(document.querySelector('.lightbox-counter')?.textContent).toBe('2 / 2')
    expect(media()?.children).toHaveLength(0)
  })

  it('plays a film of the site in a <video> with its poster and controls, made only when it is opened', async () => {
    const [button] = render([
      { type: 'video', title: 'Sample film', videoSrc: '/media/sample-property-film.mp4', image: img('/poster.jpg') },
    ])
    expect(document.querySelector('video')).toBeNull()
    await open(button!)
    const video = media()?.querySelector('video')
    expect(video?.getAttribute('src')).toBe('/media/sample-property-film.mp4')
    expect(video?.getAttribute('poster')).toBe('/poster.jpg')
    expect(video?.hasAttribute('controls')).toBe(true)
    expect(video?.getAttribute('preload')).toBe('metadata')
    expect(media()?.querySelector('iframe')).toBeNull()
  })

  it('shows a card without a picture as its icon, in the grid and the lightbox, with its subject', async () => {
    const [button] = render([{ type: 'card', title: 'Team Outerwear', subject: 'garment', icon: 'bag' }])
    expect(button!.getAttribute('data-subject')).toBe('garment')
    expect(button!.querySelector('img')).toBeNull()
    expect(button!.querySelector('.no-picture use')?.getAttribute('href')).toMatch(/#bag$/)
    expect(button!.querySelector('.no-picture svg')?.getAttribute('aria-hidden')).toBe('true')
    await open(button!)
    expect(media()?.querySelector('.no-picture use')?.getAttribute('href')).toMatch(/#bag$/)
  })
})
