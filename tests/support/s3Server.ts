/**
 * Test support: a local S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, its
 * credentials in the environment variables the AWS SDK reads, and a client to look into the bucket.
 */
import crypto from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

// The project runs on Node 20 (as publisher/deploy/bucket.ts explains): the SDK's notice about its 2027
// releases is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

// HACK! s3rver 3.7 encrypts the continuation token of a listing past 1000 keys with single DES, which OpenSSL 3
// (Node 17 on) no longer has: the listing answers 500, ERR_OSSL_EVP_UNSUPPORTED (jamhall/s3rver#818, closed
// unfixed), so a site of more than 1000 files could not be deployed twice. Two-key triple DES with both keys the
// same is the same cipher, and OpenSSL 3 has it. s3rver calls crypto.createCipheriv on the module each time.
// Goes with s3rver.
const { createCipheriv, createDecipheriv } = crypto
const twice = (key: crypto.CipherKey) => Buffer.concat([Buffer.from(key as Buffer), Buffer.from(key as Buffer)])
Object.assign(crypto, {
  createCipheriv: (algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null, options?: never) =>
    algorithm === 'des' ? createCipheriv('des-ede-cbc', twice(key), iv) : createCipheriv(algorithm, key, iv, options),
  createDecipheriv: (algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null, options?: never) =>
    algorithm === 'des'
      ? createDecipheriv('des-ede-cbc', twice(key), iv)
      : createDecipheriv(algorithm, key, iv, options),
})

/** s3rver's built-in account. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' }

/** Starts s3rver on `port` (default: any free one). */
export async function startS3Server({ bucket = 'site', port = 0 }: { bucket?: string; port?: number } = {}) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const address = await server.run()
  Object.assign(process.env, CREDENTIALS)
  const endpoint = `http://127.0.0.1:${address.port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })

  /** The object's body as text, or null when there is none. */
  const read = async (key: string): Promise<string | null> => {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return await res.Body!.transformToString()
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey') return null
      throw error
    }
  }
  const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
  const keys = async (prefix = ''): Promise<string[]> => {
    const all: string[] = []
    let token: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      )
      all.push(...(page.Contents ?? []).map((o) => o.Key!))
      token = page.NextContinuationToken
    } while (token)
    return all.sort()
  }
  const stop = async () => {
    client.destroy()
    await server.close()
    await rm(directory, { recursive: true, force: true })
  }
  return { endpoint, bucket, env: { ...CREDENTIALS }, read, head, keys, stop }
}
