import { useEffect, useState } from 'react'

/**
 * Moves the keyboard's focus to the control with an id once the next render has put it on the page: the
 * first field of a row just added, or the Add button after a row's removal.
 */
export function useFocusAfterRender(): (id: string) => void {
  const [focus, setFocus] = useState<string | null>(null)
  useEffect(() => {
    if (focus === null) return
    document.getElementById(focus)?.focus()
    setFocus(null)
  }, [focus])
  return setFocus
}
