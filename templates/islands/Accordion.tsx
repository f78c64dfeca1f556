import { type KeyboardEvent, useId, useRef, useState } from 'react'

export interface AccordionItem {
  question: string
  answer: string
}

export interface AccordionProps {
  items: AccordionItem[]
  /** `single`: opening one closes the others (home and service FAQs); `multiple`: the /faq page. */
  mode: 'single' | 'multiple'
  /** Heading level of the questions, so the accordion fits the page outline. */
  headingLevel?: 2 | 3 | 4
}

const focusKeys: Record<string, (count: number, index: number) => number> = {
  ArrowDown: (count, i) => (i + 1) % count,
  ArrowUp: (count, i) => (i - 1 + count) % count,
  Home: () => 0,
  End: (count) => count - 1,
}

/** FAQ accordion (WAI-ARIA accordion pattern): every item collapsible, Arrow/Home/End move focus. */
export function Accordion({ items, mode, headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()
  const Heading = `h${headingLevel}` as const

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(mode === 'single' ? [] : current)
      if (current.has(index)) next.delete(index)
      else next.add(index)
      return next
    })

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = focusKeys[event.key]
    if (!move) return
    event.preventDefault()
    buttons.current[move(items.length, index)]?.focus()
  }

  return (
    <div className="accordion faq-accordion">
      {items.map((item, index) => {
        const isOpen = open.has(index)
        return (
          <div className="accordion-item" key={item.question}>
            <Heading className="accordion-header">
              <button
                ref={(el) => {
                  buttons.current[index] = el
                }}
                type="button"
                id={`${id}-q${index}`}
                className={`accordion-button${isOpen ? '' : ' collapsed'}`}
                aria-expanded={isOpen}
                aria-controls={`${id}-a${index}`}
                onClick={() => toggle(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.question}
              </button>
            </Heading>
            <div
              id={`${id}-a${index}`}
              role="region"
              aria-labelledby={`${id}-q${index}`}
              className={`accordion-collapse collapse${isOpen ? ' show' : ''}`}
            >
              <div className="accordion-body">{item.answer}</div>
            </div>
          </div>
        )
      })}
    </div>
  )
}
