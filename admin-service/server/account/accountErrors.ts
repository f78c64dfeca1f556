/** Every text the agents' door answers with, in one place. */
export const accountMessages = {
  badEmail: 'Type the e-mail address you book with',
  linkSent:
    'If this address is one we know, a sign-in link is on its way. It works once, for 15 minutes, in this browser.',
  signInRequired: 'Sign in to your account first',
  notFound: 'Not found in your account',
  notBuilt: 'The account page is not built. Run: npm run build:admin',
  door: {
    connection: 'Too many sign-in links asked for from your connection; try again later',
    identity: 'Too many sign-in links asked for this address; use the last one sent, or try again later',
    global: 'More sign-in links asked for than usual from all visitors; try again later',
    junk: 'Too many refused requests from your connection; try again later',
    origin: 'Sign-in links can only be asked for from this site',
    tooLarge: 'The request is too large',
    type: 'Content-Type must be application/json',
  },
}
