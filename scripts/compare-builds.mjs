#!/usr/bin/env node
// Compares two built sites file by file and prints what differs: files only in one, and files whose
// bytes differ (with the first differing line of text files). Exits 1 when they differ (lib/compareDirs.ts;
// tests/build/optimisations.test.ts does the same for a build with every optimisation off).
//   node scripts/compare-builds.mjs <dir A> <dir B>
import { register } from 'tsx/esm/api'

register()
const { compareDirs, describeDifferences } = await import('../lib/compareDirs.ts')

const [a, b] = process.argv.slice(2)
if (!a || !b) {
  console.error('usage: node scripts/compare-builds.mjs <built site A> <built site B>')
  process.exit(2)
}
const differences = compareDirs(a, b)
console.log(describeDifferences(a, b, differences))
const { onlyInFirst, onlyInSecond, differ } = differences
process.exit(onlyInFirst.length + onlyInSecond.length + differ.length > 0 ? 1 : 0)
