/** Built by generator/iconSprite.ts: the URL of the shared icon sprite, and its icons (components/sharedIcons.ts). */
declare module 'virtual:icon-sprite' {
  const url: string
  export default url
  export const sharedIcons: readonly string[]
}

/** Built by generator/iconSprite.ts, for the server only: each icon's `<symbol id="icon-<name>">`, by name. */
declare module 'virtual:icon-symbols' {
  const symbols: Record<string, string>
  export default symbols
}
