import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Gives one test run its own temporary folder: every `os.tmpdir()` of the run (the tests' `mkdtemp` folders,
 * the services and browsers they start, which inherit the environment) lands in it, and it is removed when
 * the runner's process exits, so a run leaves nothing in the system's temporary folder even where a test
 * misses its own clean-up or is interrupted. Called from a runner's configuration: a worker that loads the
 * configuration again inherits the folder instead of making another.
 */
export function useRunTempDir(label: string) {
  if (process.env.TEST_RUN_TMPDIR) return process.env.TEST_RUN_TMPDIR
  const dir = mkdtempSync(path.join(os.tmpdir(), `${label}-run-`))
  process.env.TEST_RUN_TMPDIR = dir
  process.env.TMPDIR = dir
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  return dir
}
