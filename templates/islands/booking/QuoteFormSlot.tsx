import { useEffect, useRef } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { IslandIdScope, useIslandId } from '../../components/IslandRoot.tsx'
import type { QuoteFormProps } from '../QuoteForm.tsx'

/**
 * The pages are prerendered in Node, where the quote form is imported here and rendered in place. The
 * browser build has `import.meta.env.SSR` false, so this import is gone from the booking island's chunk:
 * the quote form and its schema (zod, about 11 KB gz) load only when the form is shown.
 */
const ServerQuoteForm = import.meta.env.SSR ? (await import('../QuoteForm.tsx')).QuoteForm : null

/** Preact leaves the children of an element with this prop alone, when hydrating and after (same `__html`). */
const KEEP = { __html: '' }

/**
 * The quote form inside the booking island. Server-rendered as the form itself (it works without
 * JavaScript). In the browser the island keeps that markup untouched while it asks the booking API, and
 * only once the form is `shown` (the service cannot be reached, or the postal code is outside every zone)
 * imports QuoteForm and hydrates the markup in place (what a visitor typed stays) or, where the island
 * rendered no markup here, renders the form afresh. The happy path never loads it.
 */
export function QuoteFormSlot({ quote, shown }: { quote: QuoteFormProps; shown: boolean }) {
  const islandId = useIslandId()
  const slot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = slot.current
    if (!shown || !element) return
    let root: Root | undefined
    let gone = false
    void import('../QuoteForm.tsx').then(({ QuoteForm }) => {
      if (gone) return
      const form = (
        <IslandIdScope id={islandId}>
          <QuoteForm {...quote} />
        </IslandIdScope>
      )
      if (element.firstElementChild) root = hydrateRoot(element, form)
      else (root = createRoot(element)).render(form)
    })
    return () => {
      gone = true
      root?.unmount()
    }
    // The props are the page's, fixed for the island's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown])
  if (ServerQuoteForm) {
    return (
      <div className="booking-quote">
        <ServerQuoteForm {...quote} />
      </div>
    )
  }
  // `site dev` hydrates with React, which would warn that the kept markup differs from the empty `__html`.
  return (
    <div
      className="booking-quote"
      ref={slot}
      dangerouslySetInnerHTML={KEEP}
      {...(import.meta.env.DEV ? { suppressHydrationWarning: true } : {})}
    />
  )
}
