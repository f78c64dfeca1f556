import type { CallToAction } from '@content/schemas/common.ts'

/** Closing call to action of a page. */
export function CtaBand({ title, text, actions }: { title: string; text: string; actions: CallToAction[] }) {
  return (
    <section className="cta-band" aria-label={title}>
      <div className="container">
        <h2 className="section-title">{title}</h2>
        <p>{text}</p>
        <div className="hero-actions">
          {actions.map((a) => (
            <a
              key={a.text}
              className={`btn btn-lg ${a.variant === 'primary' ? 'btn-light' : 'btn-outline-light'}`}
              href={a.href}
            >
              {a.text}
            </a>
          ))}
        </div>
      </div>
    </section>
  )
}
