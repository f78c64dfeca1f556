/**
 * The one services catalogue: every service and every name it goes by. Routes, navigation, the footer,
 * the sitemap, the services overview, the quote form's list, the portfolio pages, the admin store's keys
 * (and the short names the API accepts) and the admin's service list are all derived from it; nothing
 * else lists the services by hand. Entries are in navigation order (spec: Navigation bar): the spec's
 * eight, each with a portfolio page and an admin store group, then Floor Plans, a service without
 * either (decisions.md: /services/floorplans is a real page).
 */
export const servicesCatalog = [
  {
    key: 'photography',
    name: 'Photography',
    navLabel: 'Photography',
    portfolioSlug: 'photography',
    portfolioLabel: 'Photography',
    storeKey: 'photographyPortfolio',
    admin: { label: 'Photography', position: 1 },
    icon: 'camera',
  },
  {
    key: 'video',
    name: 'Video Production',
    navLabel: 'Video',
    portfolioSlug: 'video',
    portfolioLabel: 'Video Production',
    storeKey: 'videoPortfolio',
    admin: { label: 'Video', position: 2 },
    icon: 'camera-video',
  },
  {
    key: 'drone',
    name: 'Drone Imagery',
    navLabel: 'Drone',
    portfolioSlug: 'drone',
    portfolioLabel: 'Drone Imagery',
    storeKey: 'dronePortfolio',
    admin: { label: 'Drone', position: 3 },
    icon: 'airplane',
  },
  {
    key: 'matterport',
    name: 'Matterport 3D Tours',
    navLabel: 'Matterport',
    portfolioSlug: 'matterport',
    portfolioLabel: 'Matterport 3D',
    storeKey: 'matterportPortfolio',
    admin: { label: 'Matterport', position: 4 },
    icon: 'badge-3d',
  },
  {
    key: 'ai-services',
    name: 'AI Services & Automation',
    navLabel: 'AI Services',
    portfolioSlug: 'ai-services',
    portfolioLabel: 'AI Services',
    storeKey: 'aiServicesPortfolio',
    admin: { label: 'AI Services', position: 8 },
    icon: 'robot',
  },
  {
    key: 'editing',
    name: 'Photo & Video Editing',
    navLabel: 'Editing',
    portfolioSlug: 'editing',
    portfolioLabel: 'Editing',
    storeKey: 'editingPortfolio',
    admin: { label: 'Editing', position: 5 },
    icon: 'sliders',
  },
  {
    key: 'website',
    name: 'Website Design & Development',
    navLabel: 'Website Design',
    portfolioSlug: 'website-design',
    portfolioLabel: 'Website Design',
    storeKey: 'webDesignPortfolio',
    admin: { label: 'Website Design', position: 6 },
    icon: 'code-slash',
  },
  {
    key: 'brand',
    name: 'Brand Apparel',
    navLabel: 'Brand Apparel',
    portfolioSlug: 'brand-apparel',
    portfolioLabel: 'Brand Apparel',
    storeKey: 'brandApparelPortfolio',
    admin: { label: 'Brand Apparel', position: 7 },
    icon: 'bag',
  },
  {
    key: 'floorplans',
    name: 'Floor Plans',
    navLabel: 'Floor Plans',
    icon: 'rulers',
  },
] as const

export type CatalogService = (typeof servicesCatalog)[number]
/** A service page slug: /services/{key}. */
export type ServiceKey = CatalogService['key']
/** A service with a portfolio page and a group in the admin's store. */
export type PortfolioService = Extract<CatalogService, { storeKey: string }>
/** A group of the admin's portfolio store. */
export type StoreKey = PortfolioService['storeKey']

/** The services with a portfolio page, in navigation order. */
export const portfolioServices: readonly PortfolioService[] = servicesCatalog.filter(
  (s): s is PortfolioService => 'storeKey' in s,
)

type Tuple<T> = readonly [T, ...T[]]
const field = <K extends keyof PortfolioService>(name: K) =>
  portfolioServices.map((s) => s[name]) as unknown as Tuple<PortfolioService[K]>

/** Portfolio page slugs, in navigation order. */
export const portfolioSlugs = field('portfolioSlug')

/** The services in the order the admin lists them (spec: Admin portfolio manager). */
export const adminServices: readonly PortfolioService[] = [...portfolioServices].sort(
  (a, b) => a.admin.position - b.admin.position,
)

/** Store keys in the admin's order, which is also the order of the store file's groups. */
export const storeKeys = adminServices.map((s) => s.storeKey) as unknown as Tuple<StoreKey>

/**
 * The store group a name refers to: the store key ("photographyPortfolio"), the store key without
 * "Portfolio" ("webDesign"), the service page slug ("website") or the portfolio page slug
 * ("website-design"). Null for anything else.
 */
export function resolveStoreKey(name: string): StoreKey | null {
  const service = portfolioServices.find(
    (s) =>
      name === s.storeKey ||
      name === s.storeKey.replace(/Portfolio$/, '') ||
      name === s.key ||
      name === s.portfolioSlug,
  )
  return service?.storeKey ?? null
}
