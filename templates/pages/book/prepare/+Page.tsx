import '../../../styles/pages.css'
import { bookingPages } from '@content/booking/pages.ts'
import { Hero } from '../../../components/Hero.tsx'
import { Icon } from '../../../components/Icon.tsx'
import { Section } from '../../../components/Section.tsx'

/** /book/prepare: the home-preparation checklist every booking confirmation links to. */
export function Page() {
  const { prepare } = bookingPages
  return (
    <>
      <Hero {...prepare.hero} compact />
      <Section id="checklist" intro={prepare.intro}>
        <div className="row g-4">
          {prepare.groups.map((group) => (
            <div className="col-md-4" key={group.title}>
              <h2 className="h5">{group.title}</h2>
              <ul className="check-list">
                {group.items.map((item) => (
                  <li key={item}>
                    <Icon name="check2-circle" /> {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-4">
          Ready? <a href="/book/">Book a shoot</a>.
        </p>
      </Section>
    </>
  )
}
