/** One e-mail address however its case is written (a `+tag` is another address: it may be another person's). */
export const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()
