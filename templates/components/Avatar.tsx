/** Up to two initials of a name: "Daniel Reyes" → "DR", "Sarah M." → "SM". */
export function initialsOf(name: string): string {
  const firsts = name.split(/\s+/).flatMap((word) => word.match(/\p{L}/u) ?? [])
  return (firsts.length > 1 ? firsts[0]! + firsts.at(-1)! : (firsts[0] ?? '')).toUpperCase()
}

/**
 * A person's initials in a circle, the stand-in until real portraits exist (a photograph of something
 * else would misdescribe the person). Decorative: the name is always written next to it.
 */
export function Avatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span className={`avatar avatar-${size}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  )
}
