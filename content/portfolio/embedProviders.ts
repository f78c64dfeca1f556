/**
 * The players the site may frame: for each, its hosts, the path its embed URLs have (so a host's other
 * pages, such as YouTube's /redirect, are refused), an example, and the iframe `sandbox` its player
 * works in. No dependencies: the gallery island imports it in the browser.
 */
export type EmbedProvider = {
  name: string
  hosts: readonly string[]
  /** The URL path of the provider's embeddable player (the query string is free). */
  path: RegExp
  example: string
  /** Sandbox tokens the player needs: scripts and its own origin (cookies, storage), popups to open the provider's site. */
  sandbox: string
}

const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation'

export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  {
    name: 'Matterport',
    hosts: ['my.matterport.com', 'matterport.com'],
    path: /^\/show\/?$/,
    example: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    sandbox: PLAYER_SANDBOX,
  },
  {
    name: 'YouTube',
    hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'],
    path: /^\/embed\/([A-Za-z0-9_-]{11}|videoseries)$/,
    example: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    sandbox: PLAYER_SANDBOX,
  },
  {
    name: 'Vimeo',
    hosts: ['player.vimeo.com'],
    path: /^\/video\/\d+$/,
    example: 'https://player.vimeo.com/video/76979871',
    sandbox: PLAYER_SANDBOX,
  },
  {
    name: 'Kuula',
    hosts: ['kuula.co', 'my.kuula.co'],
    path: /^\/share\/(collection\/)?[A-Za-z0-9]+\/?$/,
    example: 'https://kuula.co/share/collection/7lpwZ',
    sandbox: PLAYER_SANDBOX,
  },
  {
    name: 'Giraffe360',
    hosts: ['tour.giraffe360.com'],
    path: /^\/[A-Za-z0-9_-]+\/?$/,
    example: 'https://tour.giraffe360.com/a1b2c3d4e5',
    sandbox: PLAYER_SANDBOX,
  },
  {
    name: 'Zillow 3D Home',
    hosts: ['www.zillow.com'],
    path: /^\/view-imx\/[A-Za-z0-9-]+\/?$/,
    example: 'https://www.zillow.com/view-imx/6c4a2f1e-1b2c-4d5e-8f90-1234567890ab',
    sandbox: PLAYER_SANDBOX,
  },
  {
    name: 'iGUIDE',
    hosts: ['youriguide.com', 'iguide.ca'],
    path: /^\/(embed\/)?[A-Za-z0-9_-]+\/?$/,
    example: 'https://youriguide.com/embed/123_main_st_toronto_on',
    sandbox: PLAYER_SANDBOX,
  },
  {
    name: 'CloudPano',
    hosts: ['app.cloudpano.com'],
    path: /^\/tours\/[A-Za-z0-9_-]+\/?$/,
    example: 'https://app.cloudpano.com/tours/AbC123xyz',
    sandbox: PLAYER_SANDBOX,
  },
]

/** Hosts whose players may be framed (exact names, no other subdomains). */
export const EMBED_HOSTS: readonly string[] = EMBED_PROVIDERS.flatMap((p) => p.hosts)

/** The provider of an https player URL (host and path both match), or null. */
export function embedProviderOf(url: URL): EmbedProvider | null {
  const host = url.hostname.toLowerCase()
  return EMBED_PROVIDERS.find((p) => p.hosts.includes(host) && p.path.test(url.pathname)) ?? null
}

/** The `sandbox` attribute for a player URL; the strictest (empty) for anything not on the list. */
export function embedSandbox(src: string): string {
  try {
    return embedProviderOf(new URL(src))?.sandbox ?? ''
  } catch {
    return ''
  }
}
