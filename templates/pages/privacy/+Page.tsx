import '../../styles/pages.css'
import { privacyPolicy } from '@content/legal/privacy.ts'
import { Hero } from '../../components/Hero.tsx'
import { LegalDocument } from '../../components/pages/LegalDocument.tsx'

export function Page() {
  return (
    <>
      <Hero {...privacyPolicy.hero} pageKey="privacy" />
      <section className="section" aria-label="Privacy policy">
        <LegalDocument doc={privacyPolicy} />
      </section>
    </>
  )
}
