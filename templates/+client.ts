// https://vike.dev/client
// Browser entry of every page, kept tiny: the only JavaScript before the `load` event. Pages are static
// HTML; once the loaded page's first screen has painted (or on the first interaction) it imports the
// islands runtime (React and the page's islands, islands/hydrate.ts) and the page services
// (client/pageServices.ts) by URL (vite.config.ts).
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

/**
 * Runs `work` once the page's first screen has painted: after its priority image (the hero the templates
 * mark `fetchpriority="high"`, the page's largest paint) is decoded, in the first task after the next
 * frame. React's download and hydration then never compete with the first screen for the network or the
 * main thread, even where the browser paints after `load`; an interaction starts them at once (`start`).
 */
function afterFirstScreen(work: () => void) {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  const decoded = hero ? hero.decode().catch(() => undefined) : Promise.resolve()
  void decoded.then(() => requestAnimationFrame(() => setTimeout(work, 0)))
}

function onLoad() {
  setTimeout(() => document.body.classList.replace('loading', 'loaded'), 100)
  afterFirstScreen(() => {
    start()
    void (import(/* @vite-ignore */ servicesUrl) as Promise<Services>).then(({ startPageServices }) =>
      startPageServices(),
    )
  })
}

addEventListener('click', recordClick, true)
for (const type of interactions) addEventListener(type, start, { capture: true, once: true, passive: true })
if (document.readyState === 'complete') onLoad()
else addEventListener('load', onLoad, { once: true })
