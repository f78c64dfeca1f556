import '../../styles/pages.css'
import { faq } from '@content/faq/faq.ts'
import { faqCategories } from '@content/schemas/pages.ts'
import { Faq } from '../../components/Faq.tsx'
import { Hero } from '../../components/Hero.tsx'
import { Section } from '../../components/Section.tsx'

const categoryId = (category: string) => `faq-${category.toLowerCase()}`

export function Page() {
  return (
    <>
      <Hero {...faq.hero} />

      <Section id="faq" title="Questions by Topic" eyebrow="FAQ" intro={faq.intro}>
        <nav className="faq-categories" aria-label="FAQ categories">
          {faqCategories.map((c) => (
            <a key={c} className="badge-soft" href={`#${categoryId(c)}`}>
              {c}
            </a>
          ))}
        </nav>
        <div className="mx-auto faq-page" style={{ maxWidth: 860 }}>
          {faqCategories.map((category) => (
            <section
              key={category}
              id={categoryId(category)}
              className="faq-group"
              aria-labelledby={`${categoryId(category)}-title`}
            >
              <h2 className="h4" id={`${categoryId(category)}-title`}>
                {category}
              </h2>
              <Faq items={faq.questions.filter((q) => q.category === category)} mode="multiple" />
            </section>
          ))}
        </div>
        <div className="text-center mt-5">
          <p className="lead-muted">Still have a question?</p>
          <a className="btn btn-primary btn-lg" href="/contact">
            Contact Us
          </a>
        </div>
      </Section>
    </>
  )
}
