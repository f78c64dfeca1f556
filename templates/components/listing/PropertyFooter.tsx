import { siteConfig } from '@content/site-config.ts'

/** The property website's own small footer: the studio's credit (a link to its site) and the privacy policy. */
export function PropertyFooter() {
  return (
    <footer className="property-footer">
      <div className="container property-footer-inner">
        <p>
          Media by <a href="/">{siteConfig.name}</a>
        </p>
        <p>
          <a href="/privacy">Privacy</a>
        </p>
      </div>
    </footer>
  )
}
