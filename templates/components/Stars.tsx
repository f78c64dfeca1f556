/** Five-star display (spec section 9: five stars shown). */
export function Stars({ rating = 5, label }: { rating?: number; label?: string }) {
  const full = Math.round(rating)
  return (
    <span className="stars" role="img" aria-label={label ?? `${rating} out of 5 stars`}>
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </span>
  )
}
