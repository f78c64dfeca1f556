import '../../../styles/bootstrap-parts/alert.scss'
import '../../../styles/bootstrap-forms.scss'
import '../../../styles/pages.css'
import '../../../styles/booking.css'
import { bookingPages } from '@content/booking/pages.ts'
import { siteConfig } from '@content/site-config.ts'
import { Hero } from '../../../components/Hero.tsx'
import { Island } from '../../../components/Island.tsx'
import { Section } from '../../../components/Section.tsx'
import { ManageBooking } from '../../../islands/ManageBooking.tsx'

/** /book/manage/#<token>: a booking's manage link (the ManageBooking island). */
export function Page() {
  const { manage } = bookingPages
  return (
    <>
      <Hero {...manage.hero} compact />
      <Section id="manage">
        <div className="quote-card mx-auto booking-card">
          <Island
            name="ManageBooking"
            component={ManageBooking}
            props={{ api: '/api', phone: siteConfig.phone, phoneHref: siteConfig.phoneHref, noScript: manage.noScript }}
          />
        </div>
      </Section>
    </>
  )
}
