import path from 'node:path'
import { AccountStore } from './AccountStore.ts'
import { ErasureMailer } from './ErasureMailer.ts'
import { SignInMailer } from './SignInMailer.ts'
import { outboxHealth } from '../shared/outbox/outboxHealth.ts'
import { type OwnerMail, watchDoors } from '../shared/intake/watchDoors.ts'

/**
 * Opens `<data dir>/accounts.json` (the agents' sign-in links and sessions, under its lease), the sign-in
 * e-mails' queue and the durable outbox of the e-mails telling agents their data was erased (sending what a
 * stopped process left), through the service's mail server and sender; without one, no link can be sent (logged).
 * The sign-in door's watch e-mails the owner when it is flooded (shared/intake/watchDoors.ts).
 */
export async function startAccount(
  dataDir: string,
  options: {
    log: (line: string) => void
    onLockLost?: (error: Error) => void
    mail?: OwnerMail
  },
) {
  const store = await AccountStore.open(path.join(dataDir, 'accounts.json'), { onLockLost: options.onLockLost })
  const { mail } = options
  const mailer = new SignInMailer(mail?.send, { from: mail?.from, retryBaseMs: mail?.retryBaseMs, log: options.log })
  const erasures = new ErasureMailer(store, mail?.send, {
    from: mail?.from,
    retryBaseMs: mail?.retryBaseMs,
    log: options.log,
  })
  if (!mail) options.log('Accounts: no SMTP_URL, so agents cannot be sent sign-in links')
  const { watch, alerts } = watchDoors(
    { title: "Agents' sign-in", request: 'sign-in link request' },
    { mail, log: options.log },
  )
  return {
    name: 'account',
    routes: { account: { store, mailer, watch } },
    store,
    mailer,
    erasures,
    health: () => outboxHealth(store.outbox, 'erasure e-mails'),
    stop: async () => {
      await alerts.stop()
      await mailer.stop()
      await erasures.stop()
      await store.close()
    },
  }
}
