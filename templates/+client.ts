// https://vike.dev/client
// Browser entry of every page, kept tiny: the only JavaScript before the `load` event. Pages are static
// HTML; after `load` (or on the first interaction) it imports the islands runtime (React and the page's
// islands, islands/hydrate.ts) and the page services (client/pageServices.ts) by URL (vite.config.ts).
import { islandsUrl, servicesUrl } from 'virtual:after-load'

type Islands = typeof import('./islands/hydrate.ts')
type Services = typeof import('./client/pageServices.ts')

const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const
const earlyClicks: HTMLElement[] = []

/** A click on an island React does not handle yet; one React already has (hydrating) it handles itself. */
function recordClick(event: Event) {
  const button = (event.target as Element | null)?.closest<HTMLElement>('[data-island] button')
  if (button && !button.closest('[data-island]')?.hasAttribute('data-react-root')) earlyClicks.push(button)
}

function start() {
  for (const type of interactions) removeEventListener(type, start, true)
  removeEventListener('load', onLoad)
  if (!document.querySelector('[data-island]')) return
  void (import(/* @vite-ignore */ islandsUrl) as Promise<Islands>)
    .then(({ startIslands }) => startIslands())
    .then(() => {
      removeEventListener('click', recordClick, true)
      for (const button of earlyClicks.splice(0)) button.click()
    })
}

function onLoad() {
  setTimeout(() => document.body.classList.replace('loading', 'loaded'), 100)
  setTimeout(start, 0)
  void (import(/* @vite-ignore */ servicesUrl) as Promise<Services>).then(({ startPageServices }) =>
    startPageServices(),
  )
}

addEventListener('click', recordClick, true)
for (const type of interactions) addEventListener(type, start, { capture: true, once: true, passive: true })
if (document.readyState === 'complete') onLoad()
else addEventListener('load', onLoad, { once: true })
