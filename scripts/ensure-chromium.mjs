#!/usr/bin/env node
// Browser tests use Debian's Chromium (TOOLCHAIN.md): install it with apt when missing and we are root,
// otherwise say exactly what to install. Never downloads a browser of its own.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `Chromium not found at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium/Chrome binary.`,
    )
    process.exit(1)
  }
  console.log('Chromium missing: installing Debian package "chromium" with apt-get...')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
}
