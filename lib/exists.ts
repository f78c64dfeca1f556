import { access } from 'node:fs/promises'

/** Whether a file or folder is there (a broken symlink counts as absent). */
export const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  )
