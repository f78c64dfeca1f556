import type { ReactNode } from 'react'

/** A column header of amounts, aligned right like its cells. */
export const AmountHeader = ({ children }: { children: ReactNode }) => (
  <th scope="col" className="text-end">
    {children}
  </th>
)
