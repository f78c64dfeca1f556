import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/** At least this long (OWASP ASVS 2.1.1 asks for 12 characters)... */
export const MIN_PASSWORD_LENGTH = 12
/** ...and at least this zxcvbn score (0-4; 3 is "safely unguessable: moderate protection from offline attacks"). */
export const MIN_PASSWORD_SCORE = 3

let estimator: ZxcvbnFactory | null = null

/**
 * Why a chosen password is too weak, or null when it is acceptable: zxcvbn-ts with its common-passwords
 * and keyboard-pattern dictionaries (10^8+ guesses), and a minimum length.
 */
export async function passwordWeakness(password: string): Promise<string | null> {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `it must be at least ${MIN_PASSWORD_LENGTH} characters long`
  // Loaded on first use: the dictionaries take about 0.2 s to load, which every start would pay otherwise.
  if (!estimator) {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ])
    estimator = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs })
  }
  const result = await estimator.check(password)
  if (result.score >= MIN_PASSWORD_SCORE) return null
  return `it is too easy to guess (strength ${result.score} of 4, at least ${MIN_PASSWORD_SCORE} needed); use a longer passphrase of unrelated words`
}
