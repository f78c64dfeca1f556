/**
 * A listing's film and 3D tour links: players of the portfolio's allow-list (content/portfolio/embedProviders.ts),
 * films from the video providers, tours from the others. The unbranded MLS tour may frame a tour only in its
 * provider's unbranded mode (no branding, no links, no contact details); providers without one are left off it.
 */
import { allowedEmbedSrc } from '../portfolio/embed.ts'
import { EMBED_PROVIDERS, embedProviderOf } from '../portfolio/embedProviders.ts'

export const FILM_PROVIDERS = ['YouTube', 'Vimeo'] as const
export const TOUR_PROVIDERS = EMBED_PROVIDERS.map((p) => p.name).filter(
  (name) => !(FILM_PROVIDERS as readonly string[]).includes(name),
)

/**
 * Providers with an unbranded (MLS) mode and how to ask for it: Matterport's `mls=2` hides the branding,
 * every link and the About panel (`mls=1` keeps the panel, both count), `brand=0` the presenter's details.
 */
const UNBRANDED: Record<string, { set: Record<string, string>; accepts: (url: URL) => boolean }> = {
  Matterport: {
    set: { mls: '2', brand: '0' },
    accepts: (url) => ['1', '2'].includes(url.searchParams.get('mls') ?? '') && url.searchParams.get('brand') === '0',
  },
}

export type LinkResult = { ok: true; src: string; provider: string } | { ok: false; error: string }

const names = (list: readonly string[]) => list.join(', ')

/** Checks a pasted film or tour address (a player URL or its iframe markup's src): https, an allowed provider of that kind. */
export function parseListingLink(input: string, kind: 'film' | 'tour'): LinkResult {
  const src = allowedEmbedSrc(input)
  const provider = src ? embedProviderOf(new URL(src)) : null
  const allowed: readonly string[] = kind === 'film' ? FILM_PROVIDERS : TOUR_PROVIDERS
  if (!src || !provider || !allowed.includes(provider.name)) {
    const examples = EMBED_PROVIDERS.filter((p) => allowed.includes(p.name)).map((p) => p.example)
    return {
      ok: false,
      error: `must be an https player address of ${names(allowed)} (for example ${examples[0]})`,
    }
  }
  return { ok: true, src, provider: provider.name }
}

/** The tour's address in its provider's unbranded mode, or null when the provider has none. */
export function unbrandedTourSrc(src: string): string | null {
  const url = new URL(src)
  const mode = UNBRANDED[embedProviderOf(url)?.name ?? '']
  if (!mode) return null
  for (const [key, value] of Object.entries(mode.set)) url.searchParams.set(key, value)
  return url.href
}

/** Whether a framed address is an allowed tour in its unbranded mode (the MLS compliance check asks). */
export function isUnbrandedTour(src: string): boolean {
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || !allowedEmbedSrc(src)) return false
  const provider = embedProviderOf(url)?.name ?? ''
  return (TOUR_PROVIDERS as readonly string[]).includes(provider) && (UNBRANDED[provider]?.accepts(url) ?? false)
}
