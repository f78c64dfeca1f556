import { type ComponentType, createElement, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IslandRoot } from '../components/IslandRoot.tsx'
import { Navbar } from './Navbar.tsx'

// The islands runtime: this module, React (react-dom's client) and the navbar (on every page) form one
// chunk.
// Every other templates/islands/*.tsx is its own lazily loaded chunk, named after the component it
// exports, so a page downloads only the islands it has.
// Unit tests beside an island are not islands: without the exclusion each would be a chunk of the site.
const loaders = import.meta.glob<Record<string, ComponentType<object>>>(['./*.tsx', '!./*.test.tsx', '!./Navbar.tsx'])
const bundled: Record<string, ComponentType<object>> = { Navbar: Navbar as ComponentType<object> }

let started: Promise<void> | undefined

/** Hydrates every `[data-island]` on the page once; later calls return the same promise. */
export function startIslands(): Promise<void> {
  started ??= hydrateAll()
  return started
}

async function load(name: string): Promise<ComponentType<object>> {
  if (bundled[name]) return bundled[name]
  const loader = loaders[`./${name}.tsx`]
  if (!loader) throw new Error(`No island named "${name}" in templates/islands`)
  const Component = (await loader())[name]
  if (!Component) throw new Error(`templates/islands/${name}.tsx does not export ${name}`)
  return Component
}

async function hydrateAll(): Promise<void> {
  const nodes = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  await Promise.all(
    nodes.map(async (node) => {
      const Component = await load(node.dataset.island ?? '')
      const props = JSON.parse(node.dataset.props ?? '{}') as object
      // From here React handles clicks in this island itself (it hydrates on a discrete event), so
      // +client.ts must not replay them: the replay would toggle a menu back.
      node.setAttribute('data-react-root', '')
      // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
      // Each island is a root of its own, with the prefix the server rendered it with
      // (components/Island.tsx): the ids `useId` gives on both sides are the same.
      startTransition(() => {
        hydrateRoot(node, createElement(IslandRoot, null, createElement(Component, props)), {
          identifierPrefix: `${node.dataset.islandId}-`,
        })
      })
    }),
  )
}
