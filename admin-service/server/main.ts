/** Starts the admin service from environment variables: `npm run admin`. */
import { configFromEnv, startService } from './startService.ts'

const { stop } = await startService(configFromEnv())
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
