import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const site = (...args: string[]) => execFileSync(process.execPath, ['bin/site.js', ...args], { encoding: 'utf8' })

describe('site CLI', () => {
  it('describes the build options', () => {
    const help = site('build', '--help')
    expect(help).toContain('--out-dir')
    expect(help).toContain('--store')
    expect(help).toContain('--timings')
    expect(help).toMatch(/--without <names>.*bundle-reuse/s)
  })

  it('refuses an optimisation it does not know, naming the known ones', () => {
    expect(() =>
      execFileSync(process.execPath, ['bin/site.js', 'build', '--without', 'speed'], { stdio: 'pipe' }),
    ).toThrow(/no optimisation named speed; known: bundle-reuse/)
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

  // npm does not link a package's own `bin` into its node_modules/.bin: the scripts must call the CLI
  // by path, or the README's commands fail on a fresh install ("site: not found").
  it.each(['build', 'preview', 'dev'])('npm run %s works on a fresh install', (script) => {
    const help = execFileSync('npm', ['run', '--silent', script, '--', '--help'], { encoding: 'utf8' })
    expect(help).toContain(`Usage: site ${script}`)
  })
})
