import type { LegalDocument as LegalDocumentData } from '@content/schemas/pages.ts'

const sectionId = (index: number) => `section-${index + 1}`

/** A legal page body: last-updated line, introduction, contents list and numbered sections. */
export function LegalDocument({ doc }: { doc: LegalDocumentData }) {
  return (
    <div className="container legal-doc">
      <p className="legal-updated">Last updated: {doc.lastUpdated}</p>
      {doc.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <nav className="legal-toc" aria-label="Contents">
        <h2 className="h6">Contents</h2>
        <ol>
          {doc.sections.map((s, i) => (
            <li key={s.heading}>
              <a href={`#${sectionId(i)}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.heading} id={sectionId(i)} className="legal-section" aria-labelledby={`${sectionId(i)}-title`}>
          <h2 id={`${sectionId(i)}-title`}>
            {i + 1}. {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.list && (
            <ul>
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
