import '../../styles/pages.css'
import { termsOfService } from '@content/legal/terms.ts'
import { Hero } from '../../components/Hero.tsx'
import { LegalDocument } from '../../components/pages/LegalDocument.tsx'

export function Page() {
  return (
    <>
      <Hero {...termsOfService.hero} pageKey="terms" />
      <section className="section" aria-label="Terms of service">
        <LegalDocument doc={termsOfService} />
      </section>
    </>
  )
}
