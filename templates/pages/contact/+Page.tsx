import '../../styles/bootstrap-forms.scss'
import '../../styles/bootstrap-parts/alert.scss'
import '../../styles/pages.css'
import '../../styles/quote.css'
import { company } from '@content/company.ts'
import { contact } from '@content/contact/contact.ts'
import { QUOTE_ANCHOR } from '@content/leads/quoteHref.ts'
import { siteConfig } from '@content/site-config.ts'
import { Hero } from '../../components/Hero.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Island } from '../../components/Island.tsx'
import { Section } from '../../components/Section.tsx'
import { clockTime } from '../../components/pages/clockTime.ts'
import { QuoteForm } from '../../islands/QuoteForm.tsx'

/** The admin service's public endpoint the form posts to (same origin: deploy/nginx.conf proxies /api). */
const LEADS_ENDPOINT = '/api/leads'

export function Page() {
  const { quote } = contact
  return (
    <>
      <Hero {...contact.hero} pageKey="contact" />

      <Section id={QUOTE_ANCHOR} tone="alt" title={quote.title} eyebrow={quote.eyebrow}>
        <div className="row g-4 g-lg-5">
          <div className="col-lg-8">
            <div className="quote-card">
              <Island
                name="QuoteForm"
                component={QuoteForm}
                props={{
                  action: LEADS_ENDPOINT,
                  privacyHref: '/privacy',
                  copy: {
                    intro: quote.intro,
                    consent: quote.consent,
                    submit: quote.submit,
                    successTitle: quote.successTitle,
                    successText: quote.successText,
                    reply: quote.reply,
                  },
                }}
              />
            </div>
          </div>
          <aside className="col-lg-4" aria-labelledby="quote-faster">
            <h3 className="h5" id="quote-faster">
              Help Us Quote Faster
            </h3>
            <p>Mention these in your message and we can usually send a quote in one reply:</p>
            <ul className="check-list">
              {contact.beforeYouWrite.map((item) => (
                <li key={item}>
                  <Icon name="check2-circle" /> {item}
                </li>
              ))}
            </ul>
            <p className="small-muted">
              Prefer e-mail? Write to <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>.
            </p>
          </aside>
        </div>
      </Section>

      <Section id="contact-details" title="Get in Touch" eyebrow="Contact" intro={contact.intro}>
        <div className="row g-4">
          <div className="col-md-6 col-lg-3">
            <div className="info-card h-100" id="contact-email">
              <span className="service-icon">
                <Icon name="envelope" />
              </span>
              <h3>E-mail</h3>
              <p>
                <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
              </p>
              <p className="small-muted">{contact.emailNote}</p>
            </div>
          </div>
          <div className="col-md-6 col-lg-3">
            <div className="info-card h-100" id="contact-whatsapp">
              <span className="service-icon">
                <Icon name="whatsapp" />
              </span>
              <h3>WhatsApp</h3>
              <p>
                <a href={siteConfig.whatsappHref} rel="noopener">
                  {siteConfig.phone}
                </a>
              </p>
              <p className="small-muted">{contact.whatsappNote}</p>
            </div>
          </div>
          <div className="col-md-6 col-lg-3">
            <div className="info-card h-100" id="contact-location">
              <span className="service-icon">
                <Icon name="geo-alt" />
              </span>
              <h3>Location</h3>
              <address className="m-0">
                {siteConfig.city}, {siteConfig.region}, {siteConfig.country}
              </address>
              <p className="small-muted">{contact.locationNote}</p>
            </div>
          </div>
          <div className="col-md-6 col-lg-3">
            <div className="info-card h-100" id="contact-hours">
              <span className="service-icon">
                <Icon name="clock" />
              </span>
              <h3>Business Hours</h3>
              <dl className="hours">
                <dt>
                  {company.hours.days[0]} to {company.hours.days.at(-1)}
                </dt>
                <dd>
                  {clockTime(company.hours.opens)} to {clockTime(company.hours.closes)}
                </dd>
                <dt>Saturday and Sunday</dt>
                <dd>{company.hours.weekend}</dd>
              </dl>
              <p className="small-muted">{company.hours.timezoneNote}</p>
            </div>
          </div>
        </div>
      </Section>

      <Section id="follow" tone="alt" title="Follow Our Work" eyebrow="Social">
        <ul className="social-buttons justify-content-center">
          {siteConfig.socials.map((s) => (
            <li key={s.name}>
              <a href={s.href} rel="noopener" className="btn btn-primary">
                <Icon name={s.icon} /> {s.name}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-center">
          Looking for answers first? Read our <a href="/faq">frequently asked questions</a>.
        </p>
      </Section>
    </>
  )
}
