/** Built by vite.config.ts (afterLoadChunks): URLs of the chunks +client.ts imports after `load`. */
declare module 'virtual:after-load' {
  /** The islands runtime: templates/islands/hydrate.ts, React and the navbar. */
  export const islandsUrl: string
  /** Analytics page view and web vitals: templates/client/pageServices.ts. */
  export const servicesUrl: string
}
