/**
 * What the booking API says about each field that needs fixing: the admin service sends these, the /book
 * island compares with them (a postal code outside every zone opens the quote form). Plain data, no zod,
 * so the island can import it.
 */
export const bookingMessages = {
  services: 'Choose at least one service that can be booked online',
  addOns: 'Choose add-ons from the list, and for one priced per image how many images (1 to 100)',
  size: 'Choose the property’s size from the list',
  postal: 'Enter the property’s postal code, like M5V 2T6',
  zone: 'We do not book that area online yet: send a quote request and we will answer within hours',
  start: 'Choose one of the times offered',
  from: 'Enter a date like 2026-12-24',
  to: 'Enter a date like 2026-12-24, after the first',
  holdId: 'Choose a time again: this one is no longer held for you',
  name: 'Enter your name (up to 100 characters)',
  email: 'Enter an e-mail address like name@example.com',
  phone: 'Enter a phone number we can call on the day',
  address: 'Enter the property’s street address',
  notes: 'Keep the access notes under 2,000 characters',
  consent: 'Please agree to the privacy policy so we can book your shoot',
} as const
