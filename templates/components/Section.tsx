import type { ReactNode } from 'react'

interface SectionProps {
  id?: string
  tone?: 'plain' | 'alt' | 'dark'
  /** Section heading; `eyebrow` and `intro` are optional lines around it. */
  title?: string
  eyebrow?: string
  intro?: string
  children: ReactNode
}

/** A page section with an optional centred header; the heading labels the region for screen readers. */
export function Section({ id, tone = 'plain', title, eyebrow, intro, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section
      id={id}
      className={`section${tone === 'plain' ? '' : ` section-${tone}`}`}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
        {title && (
          <div className="section-header">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <h2 className="section-title" id={headingId}>
              {title}
            </h2>
            {intro && <p className="lead-muted">{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  )
}
