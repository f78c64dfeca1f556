/**
 * The cells a spreadsheet makes of CSV `text` when it reads it with `separator`: quotes honoured only at
 * the start of a cell (as Excel and LibreOffice do), rows broken at CR, LF and, with `nel`, U+0085.
 */
export function csvCells(text: string, separator: string, nel: boolean): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  let atStart = true
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"' && atStart) {
      quoted = true
      atStart = false
    } else if (c === separator || c === '\n' || c === '\r' || (nel && c === '\u0085')) {
      cells.push(cell)
      cell = ''
      atStart = true
    } else {
      cell += c
      atStart = false
    }
  }
  cells.push(cell)
  return cells
}

/** A cell a spreadsheet would read as a formula (leading spaces skipped, full-width forms included). */
export const FORMULA_START = /^[ \u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]/
