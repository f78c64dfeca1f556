import '../../../styles/pages.css'
import '../../../styles/quote.css'
import { contact } from '@content/contact/contact.ts'
import { Hero } from '../../../components/Hero.tsx'
import { Section } from '../../../components/Section.tsx'

/** /contact/thanks: where the quote form lands when it was sent without JavaScript. */
export function Page() {
  return (
    <>
      <Hero {...contact.thanks.hero} compact />
      <Section>
        <div className="mx-auto text-center" style={{ maxWidth: '42rem' }}>
          <p className="lead">{contact.thanks.text}</p>
          <ul className="thanks-links">
            <li>
              <a className="btn btn-primary" href="/portfolio">
                Browse the Portfolio
              </a>
            </li>
            <li>
              <a className="btn btn-outline-primary" href="/faq">
                Read the FAQ
              </a>
            </li>
            <li>
              <a className="btn btn-outline-primary" href="/">
                Back to Home
              </a>
            </li>
          </ul>
        </div>
      </Section>
    </>
  )
}
