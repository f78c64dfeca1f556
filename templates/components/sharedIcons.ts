/**
 * The icons of the site's shared sprite (generator/iconSprite.ts, `/assets/icons.<hash>.svg`): those on most
 * pages, which a visitor downloads once and keeps. The footer's (on every page of the site's shell), the
 * services' (the services grid of the home page, the services and portfolio pages, the cards that link them)
 * and the arrows of the links to them: about 4 KB gz. Every other icon is drawn from a `<symbol>` in the
 * page that shows it (+onRenderHtml.tsx), so that no page downloads the icons of all the others: the sprite of
 * every icon was 17 KB gz before the first page's `load`.
 *
 * Server and build only (it loads the site configuration's zod schema): the plugin hands the list to
 * components/Icon.tsx in `virtual:icon-sprite`. Relative imports: the plugin loads this module with
 * the Vite configuration (generator/viteConfig.ts).
 */
import type { IconName } from '../../content/schemas/icons.ts'
import { servicesCatalog } from '../../content/services-catalog.ts'
import { siteConfig } from '../../content/site-config.ts'

/** The footer's contact details' icons (templates/layouts/Footer.tsx). */
export const footerIcons = { place: 'geo-alt', phone: 'telephone', email: 'envelope', hours: 'clock' } as const

export const sharedIcons: readonly IconName[] = [
  ...new Set<IconName>([
    ...Object.values(footerIcons),
    ...siteConfig.socials.map((s) => s.icon),
    ...servicesCatalog.map((s) => s.icon),
    'arrow-right',
    'arrow-left',
  ]),
]
