import { company } from '@content/company.ts'
import { footerColumns, legalLinks } from '@content/navigation.ts'
import { siteConfig } from '@content/site-config.ts'
import { perKey } from '../../lib/memo.ts'
import { Icon } from '../components/Icon.tsx'
import { Logo } from '../components/Logo.tsx'
import { renderApart } from '../components/renderApart.tsx'
import { useRenderState } from '../components/renderContext.tsx'
import { footerIcons } from '../components/sharedIcons.ts'

/**
 * Site footer (spec: Footer): links, contact details from the site configuration, hours, socials. It is
 * the same on every page (of a year), so its markup is rendered once and reused: about 20% of the markup
 * React would otherwise render again for each page.
 */
export function Footer() {
  // Before the footer's own render below, after which React has no hooks for this component.
  const page = useRenderState().icons
  const { html, icons } = footerMarkup(new Date().getFullYear())
  // An icon the footer draws from a symbol of the page's own (none while all of them are shared icons).
  for (const icon of icons) page.add(icon)
  return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: html }} />
}

const footerMarkup = perKey('footer markup', (year: number) => renderApart(<FooterContent year={year} />))

function FooterContent({ year }: { year: number }) {
  // The legal name may end in a full stop already ("Northframe Media Inc."): never write two.
  const legalSentence = siteConfig.legalName.replace(/\.?$/, '.')
  return (
    <div className="container">
      <div className="row g-4">
        <div className="col-lg-4">
          <Logo name={siteConfig.name} />
          <p className="mt-3">{siteConfig.tagline}.</p>
          <address className="footer-contact">
            <span>
              <Icon name={footerIcons.place} /> {siteConfig.city}, {siteConfig.region}
            </span>
            <a href={siteConfig.phoneHref}>
              <Icon name={footerIcons.phone} /> {siteConfig.phone}
            </a>
            <a href={`mailto:${siteConfig.email}`}>
              <Icon name={footerIcons.email} /> {siteConfig.email}
            </a>
            <span>
              <Icon name={footerIcons.hours} /> {company.hours.label}
            </span>
          </address>
          <ul className="social-links" aria-label="Social media">
            {siteConfig.socials.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noopener" aria-label={s.name}>
                  <Icon name={s.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav className="col-6 col-md-3 col-lg-2" key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 className="footer-heading" id={`footer-${column.id}`}>
              {column.label}
            </h2>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer-bottom">
        <p>
          © {year} {legalSentence} All rights reserved.
        </p>
        <ul className="footer-legal">
          {legalLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
