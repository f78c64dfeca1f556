import { describe, expect, it } from 'vitest'
import { RenderError } from '../lib/renderError.ts'
import { BuildProcessError, describeFailure, rootCauseLine, routeOf, serializeError } from './messages.ts'

describe('errors across processes and threads', () => {
  it('keep their name, message, stack, route and causes, as an Error of their own class', () => {
    const cause = new TypeError("Cannot read properties of undefined (reading 'title')\n    at Page")
    const thrown = new Error('prerender failed', { cause: new RenderError('/portfolio/drone', cause) })
    // Through structured clone, as a message between threads or processes copies it.
    const crossed = new BuildProcessError(structuredClone(serializeError(thrown)))
    expect(crossed).toBeInstanceOf(BuildProcessError)
    expect(crossed).toBeInstanceOf(Error)
    expect(crossed.name).toBe('Error')
    expect(crossed.message).toBe('prerender failed')
    expect(crossed.stack).toBe(thrown.stack)
    expect(crossed.route).toBe('/portfolio/drone')
    const inner = crossed.cause as BuildProcessError
    expect(inner.name).toBe('RenderError')
    expect(inner.route).toBe('/portfolio/drone')
    expect((inner.cause as Error).name).toBe('TypeError')
    expect(routeOf(crossed)).toBe('/portfolio/drone')
    expect(rootCauseLine(crossed)).toBe("TypeError: Cannot read properties of undefined (reading 'title')")
    expect(describeFailure(crossed)).toBe(
      "/portfolio/drone: TypeError: Cannot read properties of undefined (reading 'title')",
    )
  })

  it('take anything thrown, and say when there is no route', () => {
    expect(serializeError('a string')).toEqual({ name: 'Error', message: 'a string' })
    expect(routeOf(new Error('x'))).toBeUndefined()
    expect(rootCauseLine(new RangeError('too far'))).toBe('RangeError: too far')
    expect(describeFailure(new Error('no space left\non device'))).toBe('no space left')
  })
})
