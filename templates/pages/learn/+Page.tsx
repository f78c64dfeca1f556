import '../../styles/pages.css'
import { learn } from '@content/learn/learn.ts'
import { CtaBand } from '../../components/CtaBand.tsx'
import { Hero } from '../../components/Hero.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Section } from '../../components/Section.tsx'

export function Page() {
  return (
    <>
      <Hero {...learn.hero} />

      <Section id="topics" title="Upcoming Topics" eyebrow="Learning Centre" intro={learn.intro}>
        <div className="row g-4">
          {learn.topics.map((t) => (
            <div className="col-md-6 col-lg-4" key={t.title}>
              <article className="info-card topic-card h-100">
                <span className="service-icon">
                  <Icon name={t.icon} />
                </span>
                <span className="coming-soon">Coming Soon</span>
                <h3>{t.title}</h3>
                <p>{t.description}</p>
              </article>
            </div>
          ))}
        </div>
      </Section>

      <CtaBand
        title="Can’t Wait?"
        text="Our blog already covers photography, drones, staging and marketing for GTA listings."
        actions={[
          { text: 'Read the Blog', href: '/blog', variant: 'primary' },
          { text: 'Ask a Question', href: '/contact', variant: 'secondary' },
        ]}
      />
    </>
  )
}
