import type { ComponentType } from 'react'
import { Memo, perObject } from '../../lib/memo.ts'
import { IslandRoot } from './IslandRoot.tsx'
import { renderApart, type RenderedApart } from './renderApart.tsx'
import { useRenderState } from './renderContext.tsx'

interface IslandProps<P extends object> {
  /** File name in templates/islands (without .tsx); the module exports a component of the same name. */
  name: string
  component: ComponentType<P>
  props: P
  /**
   * Pages whose islands of this name have the same key get the same markup: the island is rendered once
   * per key (and island id) in a process, not on every page. The key must name everything of the props
   * the markup shows (Navbar's `navbarMarkupKey`).
   */
  markupKey?: string
}

/**
 * Markup of the islands rendered with a `markupKey`, by component, then island id and key: a component
 * edited under `site dev` is a new function, whose islands render afresh.
 */
const markupOf = perObject(
  'island components',
  (_component: ComponentType<never>) => new Memo<string, RenderedApart>('island markup'),
)

/**
 * Renders a widget on the server as its own React root, ready for +client.ts to hydrate. Props must be
 * JSON-serialisable: they are written into the page and read back by the browser.
 */
export function Island<P extends object>({ name, component: Component, props, markupKey }: IslandProps<P>) {
  const state = useRenderState()
  const id = `i${state.islandCount++}`
  const key = markupKey === undefined ? undefined : `${id} ${markupKey}`
  const render = () =>
    renderApart(
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: `${id}-` },
    )
  const { html, icons } = key === undefined ? render() : markupOf(Component as ComponentType<never>).get(key, render)
  for (const icon of icons) state.icons.add(icon)
  return (
    <div
      className="island"
      data-island={name}
      data-island-id={id}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
