import type { Redeemed } from './AccountStore.ts'

/** What a sign-in link that did not sign in says, by why; each offers a new link. */
export const signInPageTexts: Record<Exclude<Redeemed['outcome'], 'signed-in'> | 'no-account', string> = {
  unknown: 'This sign-in link is not valid: it may have been changed, or it is too old.',
  used: 'This sign-in link was already used. Each link works once.',
  expired: 'This sign-in link has expired. Links work for 15 minutes.',
  'other-browser':
    'This sign-in link works only in the browser where you asked for it. Open it there, or ask for a new link here.',
  'no-account': 'No account could be opened for this address: ask the studio to add you as an agent.',
}

/** The page a sign-in link shows when it did not sign in: why, and a way to ask for a new one. */
export function signInPage(outcome: keyof typeof signInPageTexts): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Sign-in link not valid</title></head>
<body><main><h1>You are not signed in</h1><p>${signInPageTexts[outcome]}</p>
<p><a href="/account/">Ask for a new sign-in link</a></p></main></body></html>`
}
