/**
 * The W3C Nu HTML checker as every check of the project runs it: vnu-jar's checker on Debian's Java
 * (scripts/ensure-test-tools.mjs; the package's own Java download is never used), one JVM for all the
 * targets, the messages read from its JSON report rather than its exit status.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
// The path of the jar the package ships.
import vnu from 'vnu-jar'

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * The checker's messages on `targets` (files, or URLs it fetches itself: `loopback` lets it fetch from
 * 127.0.0.1), errors only unless `warnings`.
 */
export async function nuMessages(
  targets: string[],
  { warnings = false, loopback = false }: { warnings?: boolean; loopback?: boolean } = {},
): Promise<NuMessage[]> {
  const { stdout, stderr } = await promisify(execFile)(
    process.env.JAVA_PATH ?? '/usr/bin/java',
    [
      ...(loopback ? ['-Dnu.validator.servlet.allow-forbidden-hosts=true'] : []),
      '-jar',
      String(vnu),
      ...(warnings ? [] : ['--errors-only']),
      '--exit-zero-always',
      '--format',
      'json',
      ...targets,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  return (JSON.parse(stderr || stdout) as { messages: NuMessage[] }).messages
}
