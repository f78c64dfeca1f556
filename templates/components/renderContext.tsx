import { createContext, useContext } from 'react'
import type { IconName } from '@content/schemas/icons.ts'

/** Per-page render state, created by +onRenderHtml for each page it renders. */
export interface RenderState {
  urlPathname: string
  /** What the page's `+data` hook returned (read with useData). */
  data: unknown
  /**
   * Count of content images rendered so far: the first three load eagerly, the first (the page's LCP
   * candidate) with high priority; a second one at high priority took bandwidth from it on phones.
   */
  imageCount: number
  /** `<link rel=preload>` tags the page's components ask for (the hero image). */
  preloads: { imagesrcset: string; imagesizes: string; type: string; media?: string }[]
  /** Next island id; islands are numbered in document order. */
  islandCount: number
  /** Icons the page draws from symbols of its own (components/Icon.tsx), not from the shared sprite. */
  icons: Set<IconName>
}

export function createRenderState(urlPathname: string, data?: unknown): RenderState {
  return { urlPathname, data, imageCount: 0, preloads: [], islandCount: 0, icons: new Set() }
}

export const RenderContext = createContext<RenderState | null>(null)

/**
 * Where components/Icon.tsx notes the icons it draws from the page's own symbols: the page's
 * `RenderState.icons`, or the set of a part rendered apart (the footer, an island: renderApart.tsx), which
 * its page takes over. None in the browser, where an island draws what its server render noted.
 */
export const PageIcons = createContext<Set<IconName> | null>(null)

export function useRenderState(): RenderState {
  const state = useContext(RenderContext)
  if (!state) throw new Error('useRenderState() outside +onRenderHtml')
  return state
}

/**
 * The data the page's `+data` hook returned (https://vike.dev/useData), as vike-react's `useData()`
 * gives it: `useData<Data>()` with `export type Data = Awaited<ReturnType<typeof data>>` in +data.ts.
 */
export function useData<D>(): D {
  return useRenderState().data as D
}
