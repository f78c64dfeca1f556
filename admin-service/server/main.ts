/** Starts the admin service from environment variables: `npm run admin`. */
import { configFromEnv, startService } from './startService.ts'

let service: Awaited<ReturnType<typeof startService>>
try {
  service = await startService(configFromEnv())
} catch (error) {
  // A configuration problem or a second instance: one clear line, no stack.
  console.error(`The admin service did not start: ${(error as Error).message}`)
  process.exit(1)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    service.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
