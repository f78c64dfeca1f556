import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import type { QuoteFormProps } from '../QuoteForm.tsx'

/**
 * The pages are prerendered in Node, where the quote form is imported here and rendered in place. The
 * browser build has `import.meta.env.SSR` false, so this import is gone from the booking island's chunk:
 * the quote form and its schema (zod, about 11 KB gz) load only when the form is shown.
 */
const ServerQuoteForm = import.meta.env.SSR ? (await import('../QuoteForm.tsx')).QuoteForm : null

/** A lazy quote form whose code is imported once `show` is called, not when React first renders it. */
function deferredQuoteForm() {
  let show = () => {}
  const shown = new Promise<void>((resolve) => (show = resolve))
  const Form = lazy(() =>
    shown.then(() => import('../QuoteForm.tsx')).then(({ QuoteForm }) => ({ default: QuoteForm })),
  )
  return { Form, show }
}

/**
 * The quote form inside the booking island. Server-rendered as the form itself (it works without
 * JavaScript) in a Suspense boundary. In the browser the form is a lazy component whose code is imported
 * only once the form is `shown` (the service cannot be reached, or the postal code is outside every
 * zone): until then React leaves the boundary's server markup as it is, and then hydrates it in place
 * (what a visitor typed stays) or, where the island rendered no markup, renders the form afresh. The
 * happy path never loads it.
 */
export function QuoteFormSlot({ quote, shown }: { quote: QuoteFormProps; shown: boolean }) {
  const [{ Form, show }] = useState(deferredQuoteForm)
  useEffect(() => {
    if (shown) show()
  }, [shown, show])
  // The same element on every render: a boundary still holding server markup that received new props
  // would be rendered afresh, dropping what a visitor typed.
  const form = useMemo(() => {
    const Quote = ServerQuoteForm ?? Form
    return (
      <Suspense fallback={null}>
        <Quote {...quote} />
      </Suspense>
    )
  }, [Form, quote])
  return <div className="booking-quote">{form}</div>
}
