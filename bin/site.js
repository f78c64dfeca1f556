#!/usr/bin/env node
// Node 20 cannot run TypeScript: register tsx, then hand over to cli.ts.
import { register } from 'tsx/esm/api'

register()
await import('../cli.ts')
