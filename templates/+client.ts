// https://vike.dev/client
// Browser entry of every page. Pages are static HTML; this only wakes up the islands. React itself is
// imported after the `load` event (or on the first interaction), so it never competes with first paint.
import { startIslands } from './islands/hydrate.ts'
import { startPageServices } from './client/pageServices.ts'

const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const
const earlyClicks: HTMLElement[] = []

function recordClick(event: Event) {
  const button = (event.target as Element | null)?.closest<HTMLElement>('[data-island] button')
  if (button) earlyClicks.push(button)
}

function start() {
  for (const type of interactions) removeEventListener(type, start, true)
  removeEventListener('load', onLoad)
  void startIslands().then(() => {
    removeEventListener('click', recordClick, true)
    for (const button of earlyClicks.splice(0)) button.click()
  })
}

function onLoad() {
  setTimeout(() => document.body.classList.replace('loading', 'loaded'), 100)
  setTimeout(start, 0)
  startPageServices()
}

addEventListener('click', recordClick, true)
for (const type of interactions) addEventListener(type, start, { capture: true, once: true, passive: true })
if (document.readyState === 'complete') onLoad()
else addEventListener('load', onLoad, { once: true })
