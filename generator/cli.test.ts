import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const site = (...args: string[]) => execFileSync(process.execPath, ['bin/site.js', ...args], { encoding: 'utf8' })

describe('site CLI', () => {
  it('describes the build options', () => {
    const help = site('build', '--help')
    expect(help).toContain('--out-dir')
    expect(help).toContain('--store')
  })

  it('describes the preview options', () => {
    const help = site('preview', '--help')
    expect(help).toContain('--port')
    expect(help).toContain('--host')
  })

  it('rejects an invalid port with a readable error', () => {
    expect(() =>
      execFileSync(process.execPath, ['bin/site.js', 'preview', '--port', 'abc'], { stdio: 'pipe' }),
    ).toThrow(/port number/)
  })
})
