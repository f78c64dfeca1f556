/** Built by generator/iconSprite.ts: the URL of the icon sprite (a `<symbol>` per icon name). */
declare module 'virtual:icon-sprite' {
  const url: string
  export default url
}
