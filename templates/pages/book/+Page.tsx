import '../../styles/bootstrap-forms.scss'
import '../../styles/bootstrap-parts/alert.scss'
import '../../styles/pages.css'
import '../../styles/quote.css'
import '../../styles/booking.css'
import { bookingPages } from '@content/booking/pages.ts'
import { contact } from '@content/contact/contact.ts'
import { siteConfig } from '@content/site-config.ts'
import { Hero } from '../../components/Hero.tsx'
import { Island } from '../../components/Island.tsx'
import { Section } from '../../components/Section.tsx'
import { BookingForm } from '../../islands/BookingForm.tsx'

/** /book: online booking (the BookingForm island), the quote form without JavaScript or service. */
export function Page() {
  const { book } = bookingPages
  const { quote } = contact
  return (
    <>
      <Hero {...book.hero} compact />
      <Section id="booking">
        <div className="quote-card mx-auto booking-card">
          <Island
            name="BookingForm"
            component={BookingForm}
            props={{
              api: '/api',
              privacyHref: '/privacy',
              phone: siteConfig.phone,
              phoneHref: siteConfig.phoneHref,
              copy: { noScript: book.noScript, unavailable: book.unavailable, consent: book.consent },
              quote: {
                action: '/api/leads',
                privacyHref: '/privacy',
                copy: {
                  intro: quote.intro,
                  consent: quote.consent,
                  submit: quote.submit,
                  successTitle: quote.successTitle,
                  successText: quote.successText,
                  reply: quote.reply,
                },
              },
            }}
          />
        </div>
        <p className="mt-4 text-center">
          Before the day: <a href="/book/prepare/">how to prepare the home</a>.
        </p>
      </Section>
    </>
  )
}
