import { defineConfig } from 'vitest/config'
import { useRunTempDir } from '../support/runTempDir.ts'

useRunTempDir('reliability')

/**
 * The reliability and security suite (`npm run test:reliability`): kept out of the root config because
 * it hammers the service for minutes. Loopback only; every generator uses a fixed seed.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/reliability/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Three files at a time on two cores: the concurrency test mostly waits for fsync, so it runs
    // beside two that need the CPU.
    maxWorkers: 3,
    env: { NODE_ENV: 'test' },
    reporters: ['./tests/reliability/figuresReporter.ts', 'default'],
  },
  resolve: { alias: { '@content': new URL('../../content', import.meta.url).pathname } },
})
