/**
 * Figures a reliability test reports (requests made, failures seen...), printed as one table by
 * figuresReporter.ts at the end of the run.
 */
export type Figures = Record<string, number | string>

declare module 'vitest' {
  interface TaskMeta {
    figures?: { part: string; values: Figures }
  }
}

/** Attaches figures under a short `part` name to a test (`it('...', async ({ task }) => ...)`). */
export function recordFigures(
  task: { meta: { figures?: { part: string; values: Figures } } },
  part: string,
  values: Figures,
): void {
  task.meta.figures = { part, values: { ...task.meta.figures?.values, ...values } }
}
