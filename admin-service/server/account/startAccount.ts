import path from 'node:path'
import { AccountStore } from './AccountStore.ts'
import { type SendMail, SignInMailer } from './SignInMailer.ts'
import { healthy } from '../shared/lifecycle/Feature.ts'

/**
 * Opens `<data dir>/accounts.json` (the agents' sign-in links and sessions, under its lease) and the sign-in
 * e-mails' outbox, through the service's mail server and sender; without one, no link can be sent (logged).
 */
export async function startAccount(
  dataDir: string,
  options: {
    log: (line: string) => void
    onLockLost?: (error: Error) => void
    mail?: { send: SendMail; from: string; retryBaseMs?: number }
  },
) {
  const store = await AccountStore.open(path.join(dataDir, 'accounts.json'), { onLockLost: options.onLockLost })
  const { mail } = options
  const mailer = new SignInMailer(mail?.send, { from: mail?.from, retryBaseMs: mail?.retryBaseMs, log: options.log })
  if (!mail) options.log('Accounts: no SMTP_URL, so agents cannot be sent sign-in links')
  return {
    name: 'account',
    routes: { account: { store, mailer } },
    store,
    mailer,
    health: () => healthy,
    stop: async () => {
      await mailer.stop()
      await store.close()
    },
  }
}
