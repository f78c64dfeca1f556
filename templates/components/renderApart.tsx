import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { IconName } from '@content/schemas/icons.ts'
import { PageIcons } from './renderContext.tsx'

/** A part of a page rendered as its own React root (the footer, an island): its markup and its icons. */
export interface RenderedApart {
  html: string
  /** The icons it draws from the page's own symbols: each page that shows the markup must have them. */
  icons: readonly IconName[]
}

/** Renders `node` apart from the page (server only), noting the icons it draws for the page to take over. */
export function renderApart(node: ReactNode, options?: { identifierPrefix?: string }): RenderedApart {
  const icons = new Set<IconName>()
  const html = renderToString(<PageIcons.Provider value={icons}>{node}</PageIcons.Provider>, options)
  return { html, icons: [...icons] }
}
