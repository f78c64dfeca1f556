import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { tierUpFlags } from './nodeProgram.ts'

describe('tierUpFlags', () => {
  it("raises V8 11's interrupt budget fourfold, and leaves later V8s, which tier up through Maglev, alone", () => {
    expect(tierUpFlags('11.3.244.8-node.33')).toEqual(['--interrupt-budget=270336'])
    expect(tierUpFlags('12.4.254.21-node.33')).toEqual([])
    expect(tierUpFlags('13.6.233.17-node.40')).toEqual([])
  })

  it('gives flags this Node starts with (an unknown V8 flag is "bad option", exit code 9)', () => {
    const run = spawnSync(process.execPath, [...tierUpFlags(), '-e', 'process.stdout.write("started")'], {
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(run.stdout).toBe('started')
    expect(run.status).toBe(0)
  })
})
