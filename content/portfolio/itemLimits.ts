/** Limits of a portfolio item's fields: the store schema enforces them, the admin page shows them (without loading the schema). */

/** The longest alt text an item may have. */
export const MAX_ALT_LENGTH = 250
