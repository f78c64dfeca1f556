import '../../styles/pages.css'
import { licensingTerms } from '@content/legal/licensing.ts'
import { Hero } from '../../components/Hero.tsx'
import { LegalDocument } from '../../components/pages/LegalDocument.tsx'

export function Page() {
  return (
    <>
      <Hero {...licensingTerms.hero} compact />
      <section className="section" aria-label="Licensing agreement">
        <LegalDocument doc={licensingTerms} />
      </section>
    </>
  )
}
