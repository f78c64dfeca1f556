/** Every text the agents' door answers with, in one place. */
export const accountMessages = {
  badEmail: 'Type the e-mail address you book with',
  linkSent:
    'If this address is one we know, a sign-in link is on its way. It works once, for 15 minutes, in this browser.',
  signInRequired: 'Sign in to your account first',
  notFound: 'Not found in your account',
  notBuilt: 'The account page is not built. Run: npm run build:admin',
  badProfile: 'Please check the fields marked below',
  noImages: 'Images cannot be stored here: this service keeps no listing media',
  deletionAsked: 'Your request is recorded. The studio confirms it, then erases your data and tells you by e-mail.',
  noDeletionRequest: 'No such deletion request',
  deletionDone: 'This request was confirmed already',
  upcomingShoots: (shoots: string[]) =>
    `Not erased yet: ${shoots.length === 1 ? 'a shoot is' : `${shoots.length} shoots are`} still booked with this agent's e-mail (${shoots.join('; ')}), which needs their contact and access notes. Confirm once ${shoots.length === 1 ? 'it has' : 'they have'} taken place or been cancelled.`,
  profile: {
    name: 'Type your name (one line, 100 characters at most)',
    phone: 'Type a phone number with digits, spaces, +, ( ) or -, or leave it empty',
    brokerage: 'Type your brokerage on one line, 120 characters at most',
    billingEmail: 'Type an e-mail address like accounts@example.com, or leave it empty',
    unknownField: 'Only name, phone, brokerage and billing e-mail can be changed here',
    notAnObject: 'Send the profile as a JSON object',
  },
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
