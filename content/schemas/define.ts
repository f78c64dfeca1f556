import type { z } from 'zod'

/** A content mistake: names the file and the field so the build output says what to fix. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: { field: string; message: string }[],
  ) {
    super(`Invalid content in ${file}:\n` + problems.map((p) => `  - ${p.field || '(root)'}: ${p.message}`).join('\n'))
    this.name = 'ContentError'
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('')
}

/** Validates `data` against `schema`, throwing a ContentError naming `file` and each bad field. */
export function defineContent<S extends z.ZodType>(file: string, schema: S, data: z.input<S>): z.output<S> {
  return parseContent(file, schema, data)
}

/** Like defineContent, for data read at run time (parsed JSON, front matter) whose shape is unknown. */
export function parseContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data)
  if (!result.success) {
    throw new ContentError(
      file,
      result.error.issues.map((issue) => ({ field: formatPath(issue.path), message: issue.message })),
    )
  }
  return result.data
}
