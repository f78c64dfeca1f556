/**
 * The eight services and how they map onto routes, navigation labels and the admin store's keys.
 * Single source for the navbar, footer, portfolio pages, admin service and sitemap.
 */
export const servicesCatalog = [
  {
    key: 'photography',
    name: 'Photography',
    navLabel: 'Photography',
    portfolioSlug: 'photography',
    portfolioLabel: 'Photography',
    storeKey: 'photographyPortfolio',
    icon: 'camera',
  },
  {
    key: 'video',
    name: 'Video Production',
    navLabel: 'Video',
    portfolioSlug: 'video',
    portfolioLabel: 'Video Production',
    storeKey: 'videoPortfolio',
    icon: 'camera-video',
  },
  {
    key: 'drone',
    name: 'Drone Imagery',
    navLabel: 'Drone',
    portfolioSlug: 'drone',
    portfolioLabel: 'Drone Imagery',
    storeKey: 'dronePortfolio',
    icon: 'airplane',
  },
  {
    key: 'matterport',
    name: 'Matterport 3D Tours',
    navLabel: 'Matterport',
    portfolioSlug: 'matterport',
    portfolioLabel: 'Matterport 3D',
    storeKey: 'matterportPortfolio',
    icon: 'badge-3d',
  },
  {
    key: 'ai-services',
    name: 'AI Services & Automation',
    navLabel: 'AI Services',
    portfolioSlug: 'ai-services',
    portfolioLabel: 'AI Services',
    storeKey: 'aiServicesPortfolio',
    icon: 'robot',
  },
  {
    key: 'editing',
    name: 'Photo & Video Editing',
    navLabel: 'Editing',
    portfolioSlug: 'editing',
    portfolioLabel: 'Editing',
    storeKey: 'editingPortfolio',
    icon: 'sliders',
  },
  {
    key: 'website',
    name: 'Website Design & Development',
    navLabel: 'Website Design',
    portfolioSlug: 'website-design',
    portfolioLabel: 'Website Design',
    storeKey: 'webDesignPortfolio',
    icon: 'code-slash',
  },
  {
    key: 'brand',
    name: 'Brand Apparel',
    navLabel: 'Brand Apparel',
    portfolioSlug: 'brand-apparel',
    portfolioLabel: 'Brand Apparel',
    storeKey: 'brandApparelPortfolio',
    icon: 'bag',
  },
] as const

export type ServiceKey = (typeof servicesCatalog)[number]['key']
export type StoreKey = (typeof servicesCatalog)[number]['storeKey']
