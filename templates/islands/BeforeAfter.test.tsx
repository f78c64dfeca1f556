// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ImgData } from '../components/Img.tsx'
import { BeforeAfter } from './BeforeAfter.tsx'

const img = (src: string, alt: string): ImgData => ({
  sources: [],
  src,
  width: 800,
  height: 533,
  alt,
  sizes: '100vw',
  loading: 'lazy',
})
const pair = <BeforeAfter title="Pool" before={img('/before.jpg', 'Before')} after={img('/after.jpg', 'After')} />

let container: HTMLDivElement
let root: Root | undefined

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  container = document.createElement('div')
  container.innerHTML = renderToString(pair)
  document.body.append(container)
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

const range = () => container.querySelector<HTMLInputElement>('input[type="range"]')!
const reveal = () => container.querySelector<HTMLElement>('.compare')!.style.getPropertyValue('--reveal')
const hydrate = () => act(() => void (root = hydrateRoot(container, pair)))

/**
 * Moves the thumb as the browser does: a new value, then an input event. Through the prototype's
 * setter, as a browser's own change: React ignores values set on the element's own property.
 */
function slide(value: number) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(range(), String(value))
    range().dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('BeforeAfter', () => {
  it('renders both pictures, the "Simulated original" label and a named range input at the middle', () => {
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      '/after.jpg',
      '/before.jpg',
    ])
    expect(container.querySelector('.compare-before')?.textContent).toBe('Simulated original')
    expect(range().getAttribute('aria-label')).toBe('Compare the simulated original with the edited photo: Pool')
    expect(range().value).toBe('50')
    expect(reveal()).toBe('50')
  })

  it('moves the divider with the input and says where it is', () => {
    hydrate()
    slide(20)
    expect(reveal()).toBe('20')
    expect(range().getAttribute('aria-valuetext')).toBe('20% simulated original, 80% edited')
  })

  it('keeps a position set before hydration', () => {
    range().value = '73'
    hydrate()
    expect(reveal()).toBe('73')
  })
})
