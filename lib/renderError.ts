/**
 * A page that failed to render, with its route: thrown by the page template (templates/+onRenderHtml.tsx)
 * and by a partial publish's renderer (generator/vikeWorkarounds.ts), with what was thrown as its cause.
 * The route crosses processes with the error (generator/messages.ts), so that a failed publish names the
 * page on /admin.
 */
export class RenderError extends Error {
  readonly route: string

  constructor(route: string, cause: unknown) {
    super(`Rendering ${route} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'RenderError'
    this.route = route
  }
}
