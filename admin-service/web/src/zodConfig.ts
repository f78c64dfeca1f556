// zod compiles object parsers with `new Function` unless told not to; /admin's Content-Security-Policy
// forbids eval, so its first try shows in the console as a CSP violation. Imported first by main.tsx, so it
// runs before any schema (content/booking/, content/leads/) parses anything.
import { config } from 'zod'

config({ jitless: true })
