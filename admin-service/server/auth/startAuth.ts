import path from 'node:path'
import { dataKey } from '../shared/persistence/dataKey.ts'
import { type Feature, healthy } from '../shared/lifecycle/Feature.ts'
import { confirmFirstRun, ensureOwnerAccount, type OwnerAccount } from './ownerAccount.ts'
import { SessionStore } from './SessionStore.ts'

/**
 * The owner's account (`<data dir>/owner.json`, made on the first start with `password`, or a one-time
 * password written to `first-run-password.txt` and announced in the log), the sessions
 * (`sessions.json`) and the device cookies' key (`device-cookie.key`). `stop` writes the sessions.
 */
export async function startAuth(
  dataDir: string,
  options: { name?: string; password?: string; log: (line: string) => void },
): Promise<
  Feature<{
    owner: () => OwnerAccount
    onSignIn: () => Promise<void>
    sessions: SessionStore
    deviceKey: Buffer
  }>
> {
  const ownerFile = path.join(dataDir, 'owner.json')
  const firstRunFile = path.join(dataDir, 'first-run-password.txt')
  const ensured = await ensureOwnerAccount(ownerFile, { name: options.name, password: options.password, firstRunFile })
  let { account } = ensured
  if (ensured.generatedPassword) {
    options.log(
      `\nAdmin first run: a one-time owner password is in ${firstRunFile} (readable by this user only).\n` +
        `Sign in with it within 24 hours (after that, restart for a new one); only its hash is kept.\n` +
        `To choose the password, restart with ADMIN_PASSWORD=<new password>.\n`,
    )
  }
  const sessions = new SessionStore(undefined, path.join(dataDir, 'sessions.json'))
  return {
    name: 'auth',
    routes: {
      owner: () => account,
      onSignIn: async () => {
        account = await confirmFirstRun(ownerFile, account, firstRunFile)
      },
      sessions,
      deviceKey: await dataKey(path.join(dataDir, 'device-cookie.key')),
    },
    stop: () => sessions.flush(),
    health: () => healthy,
  }
}
