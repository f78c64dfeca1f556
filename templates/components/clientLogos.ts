const logos = import.meta.glob<string>('../../content/images/clients/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
})

/** URL of a client logo in content/images/clients. */
export function clientLogoUrl(file: string): string {
  const url = logos[`../../content/images/clients/${file}`]
  if (!url) throw new Error(`Unknown client logo "${file}" (content/images/clients)`)
  return url
}
