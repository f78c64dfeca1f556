import { open, readFile, rm } from 'node:fs/promises'

const heldInProcess = new Set<string>()

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Makes sure only one store instance owns `file`: an in-process registry plus a `<file>.lock` holding
 * the owner's pid. A lock left by a dead process is taken over. Returns the release function.
 */
export async function acquireStoreLock(file: string): Promise<() => Promise<void>> {
  if (heldInProcess.has(file)) throw new Error(`The store ${file} is already open in this process`)
  const lockFile = `${file}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx', 0o600)
      await handle.writeFile(String(process.pid))
      await handle.close()
      heldInProcess.add(file)
      return async () => {
        heldInProcess.delete(file)
        await rm(lockFile, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim())
      if (pid && pid !== process.pid && alive(pid)) {
        throw new Error(`The store ${file} is already open in process ${pid}`, { cause: error })
      }
      await rm(lockFile, { force: true })
    }
  }
  throw new Error(`Could not lock the store ${file}`)
}
