import { describe, expect, it } from 'vitest'
import { parseTarget } from '../../../publisher/deploy/bucket.ts'
import { backupFromEnv } from './backupSettings.ts'

describe('ADMIN_BACKUP_* settings', () => {
  it('are off without a target, and default to 24 hours, 30 days, 12 weeks, no secrets', () => {
    expect(backupFromEnv({})).toBeUndefined()
    expect(backupFromEnv({ ADMIN_BACKUP_TARGET: 's3://acme-backups/admin' })).toMatchObject({
      target: { bucket: 'acme-backups', prefix: 'admin/' },
      retention: { hours: 24, days: 30, weeks: 12 },
      secrets: false,
    })
  })

  it('take an endpoint, a retention and the secrets opt-in', () => {
    const settings = backupFromEnv({
      ADMIN_BACKUP_TARGET: 's3://bkp/p',
      ADMIN_BACKUP_ENDPOINT: 'http://127.0.0.1:9000',
      ADMIN_BACKUP_KEEP_DAYS: '7',
      ADMIN_BACKUP_SECRETS: '1',
    })
    expect(settings).toMatchObject({
      target: { endpoint: 'http://127.0.0.1:9000' },
      retention: { days: 7 },
      secrets: true,
    })
  })

  it('refuse a malformed value naming the variable, and the public site prefix', () => {
    expect(() => backupFromEnv({ ADMIN_BACKUP_TARGET: 'bucket' })).toThrow(/ADMIN_BACKUP_TARGET must look like s3:/)
    expect(() => backupFromEnv({ ADMIN_BACKUP_TARGET: 's3://bkp', ADMIN_BACKUP_ENDPOINT: 'ftp://x' })).toThrow(
      /ADMIN_BACKUP_ENDPOINT must be an http/,
    )
    expect(() => backupFromEnv({ ADMIN_BACKUP_TARGET: 's3://bkp', ADMIN_BACKUP_KEEP_WEEKS: 'many' })).toThrow(
      /ADMIN_BACKUP_KEEP_WEEKS must be a whole number/,
    )
    expect(() => backupFromEnv({ ADMIN_BACKUP_TARGET: 's3://bkp', ADMIN_BACKUP_SECRETS: 'yes' })).toThrow(
      /ADMIN_BACKUP_SECRETS/,
    )
    expect(() => backupFromEnv({ ADMIN_BACKUP_TARGET: 's3://site/backups' }, parseTarget('s3://site'))).toThrow(
      /public site's prefix/,
    )
    expect(backupFromEnv({ ADMIN_BACKUP_TARGET: 's3://private/backups' }, parseTarget('s3://site'))).toBeDefined()
  })
})
