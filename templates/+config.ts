// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // `partial`: the listing pages (listings/@slug, tour/@id, delivery/@token) have no URL at build time, and
  // Vike would warn about each in every build; the publisher renders them when a listing is delivered
  // (publisher/listings/).
  prerender: { keepDistServer: true, redirects: true, disableAutoRun: true, partial: true },
  // Pages are HTML-only: their code never reaches the browser; only islands hydrate (+client.ts).
  meta: {
    Page: { env: { server: true, client: false } },
    /** Per-page head metadata (templates/components/seo.ts): an object, or a function of pageContext. */
    seo: { env: { server: true } },
    /**
     * `bare`: no navbar, footer, company name or icons around the page (the unbranded MLS tour, the delivery page);
     * `own`: the page draws its own header and footer (the branded property website).
     */
    shell: { env: { server: true } },
  },
  redirects: {
    // Older link lists used /services/automation (decisions.md).
    '/services/automation': '/services/ai-services',
  },
} satisfies Config
