import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { acquireFolderLock, DatabaseLockedError } from '~/platform/db.server'

describe('embedded database folder lock', () => {
  it('refuses a folder held by another running process and names it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'))
    // The parent of the test runner is a process that is certainly running.
    fs.writeFileSync(path.join(dir, 'marketplace.lock'), `${process.ppid}\n`)
    expect(() => acquireFolderLock(dir)).toThrow(DatabaseLockedError)
    expect(() => acquireFolderLock(dir)).toThrow(new RegExp(`pid ${process.ppid}`))
  })

  it('takes over a lock left by a process that has ended, and releases it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'))
    fs.writeFileSync(path.join(dir, 'marketplace.lock'), '999999\n')
    const release = acquireFolderLock(dir)
    expect(fs.readFileSync(path.join(dir, 'marketplace.lock'), 'utf8').trim()).toBe(String(process.pid))
    release()
    expect(fs.existsSync(path.join(dir, 'marketplace.lock'))).toBe(false)
  })
})
