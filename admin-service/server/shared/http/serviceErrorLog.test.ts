import { describe, expect, it } from 'vitest'
import { HttpError } from './errors.ts'
import { serviceErrorLog } from './serviceErrorLog.ts'

describe('serviceErrorLog', () => {
  it('writes one line per error and one of each kind a minute, counting the rest', () => {
    const lines: string[] = []
    let time = 0
    const log = serviceErrorLog(
      (line) => lines.push(line),
      () => time,
    )
    const ctx = { method: 'POST', path: '/api/auth/login' } as never
    for (let i = 0; i < 41; i++) log(new HttpError(503, 'Too many sign-in attempts at once'), ctx)
    const aborted = Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_EOF_STATE' })
    log(aborted)
    log(aborted)
    log(new TypeError('x is not a function'), ctx)
    time = 61_000
    log(new HttpError(503, 'Too many sign-in attempts at once'), ctx)
    expect(lines).toEqual([
      '503 POST /api/auth/login: Too many sign-in attempts at once',
      'A client went away in the middle of the server (HPE_INVALID_EOF_STATE)',
      expect.stringMatching(/^Error in POST \/api\/auth\/login: TypeError: x is not a function \| +at /),
      '503 POST /api/auth/login: Too many sign-in attempts at once (and 40 more like it in the last 61 s)',
    ])
    expect(lines.every((line) => !line.includes('\n'))).toBe(true)
  })
})
