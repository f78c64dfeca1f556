import type { ComponentType } from 'react'

// Every templates/islands/*.tsx is its own lazily loaded chunk, named after the component it exports.
const loaders = import.meta.glob<Record<string, ComponentType<object>>>('./*.tsx')

let started: Promise<void> | undefined

/** Hydrates every `[data-island]` on the page once; later calls return the same promise. */
export function startIslands(): Promise<void> {
  started ??= hydrateAll()
  return started
}

async function hydrateAll(): Promise<void> {
  const nodes = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  if (nodes.length === 0) return
  const [{ createElement }, { hydrateRoot }, { IslandRoot }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('../components/IslandRoot.tsx'),
  ])
  await Promise.all(
    nodes.map(async (node) => {
      const name = node.dataset.island ?? ''
      const load = loaders[`./${name}.tsx`]
      if (!load) throw new Error(`No island named "${name}" in templates/islands`)
      const Component = (await load())[name]
      if (!Component) throw new Error(`templates/islands/${name}.tsx does not export ${name}`)
      const props = JSON.parse(node.dataset.props ?? '{}') as object
      hydrateRoot(node, createElement(IslandRoot, null, createElement(Component, props)), {
        identifierPrefix: `${node.dataset.islandId}-`,
      })
    }),
  )
}
