#!/usr/bin/env node
// Node 20 cannot run TypeScript: register tsx, then hand over to cli.ts.
import { register } from 'tsx/esm/api'

register()
// Every process a command starts (a build's bundling and prerender processes) ends when this one ends.
const { diesWithThisProcess } = await import('../publisher/processLifetime.ts')
Object.assign(process.env, diesWithThisProcess(process.env))
await import('../cli.ts')
