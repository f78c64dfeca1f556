import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { IslandRoot } from './IslandRoot.tsx'
import { useRenderState } from './renderContext.tsx'

interface IslandProps<P extends object> {
  /** File name in templates/islands (without .tsx); the module exports a component of the same name. */
  name: string
  component: ComponentType<P>
  props: P
}

/**
 * Renders a widget on the server as its own React root, ready for +client.ts to hydrate. Props must be
 * JSON-serialisable: they are written into the page and read back by the browser.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const state = useRenderState()
  const id = `i${state.islandCount++}`
  const html = renderToString(
    <IslandRoot>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: `${id}-` },
  )
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
