// A real s3rver (S3-compatible server) on 127.0.0.1 in a child process of its own, so that its CPU is not
// the measuring process's: for benchmarks. Resolves with its endpoint, the credentials the AWS SDK reads
// from the environment, and a stop function that kills it.
import { spawn } from 'node:child_process'

/** Starts s3rver over `directory` with the buckets named; `stop()` ends it. */
export async function startS3rverProcess(directory, buckets) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import S3rver from 's3rver'
       const [directory, ...buckets] = process.argv.slice(1)
       const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory,
         configureBuckets: buckets.map((name) => ({ name })) })
       console.log((await server.run()).port)`,
      directory,
      ...buckets,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())))
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)))
  })
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return {
    endpoint: `http://127.0.0.1:${port}`,
    env: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    stop,
  }
}
