/** The wordmark; colour follows `currentColor` so the navbar switches it between light and dark. */
export function Logo({ name }: { name: string }) {
  return (
    <svg className="logo" viewBox="0 0 240 32" width="210" height="28" role="img" aria-label={name}>
      <rect x="1" y="3" width="26" height="26" rx="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M8 22V10l12 12V10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <text
        x="36"
        y="22"
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
        fontSize="17"
        fontWeight="700"
        letterSpacing=".5"
      >
        {name}
      </text>
    </svg>
  )
}
