import { siteViteConfig } from './generator/viteConfig.ts'

/** The site's Vite configuration: generator/viteConfig.ts. */
export default siteViteConfig()
