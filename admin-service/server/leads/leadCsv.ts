import { stringify } from 'csv-stringify/sync'
import { leadFieldLabels } from '../../../content/leads/fields.ts'
import { leadLabels } from '../../../content/leads/labels.ts'
import type { StoredLead } from '../../../content/leads/store.ts'

/**
 * Where a spreadsheet may start a cell inside one of ours: at its start, after a separator it might read
 * the file with (`,`; `;` in Excel's fr-CA and most European locales; tab on a paste), and after a row
 * break (CR, LF, and U+0085, LS, PS, which some readers take for one). Leading spaces are skipped by
 * some readers, so they are skipped here too.
 */
const CELL_START = /(^|[,;\t\r\n\u0085\u2028\u2029])([ \u00a0]*)(?=[=+\-@\uff1d\uff0b\uff0d\uff20])/g

/**
 * A formula character (= + - @, and their full-width forms some spreadsheets read too) at the start of
 * any cell a reader could make of `value`, whatever its separator, gets an apostrophe before it, which
 * makes the cell text (CSV injection, OWASP).
 */
export const neutraliseFormulas = (value: string): string => value.replace(CELL_START, "$1$2'")

/**
 * The leads as CSV for a spreadsheet (newest first, UTF-8 with a BOM for Excel). Every cell that a
 * spreadsheet would read as a formula, with `,`, `;` or tab as its separator, is made text
 * (`neutraliseFormulas`; csv-stringify's escape_formulas also covers a cell starting with tab or CR).
 */
export function leadsCsv(leads: readonly StoredLead[]): string {
  const header = [
    'Received',
    'Status',
    leadFieldLabels.name,
    leadFieldLabels.email,
    leadFieldLabels.phone,
    leadFieldLabels.services,
    leadFieldLabels.area,
    leadFieldLabels.size,
    leadFieldLabels.date,
    leadFieldLabels.message,
    'Notes',
    'Id',
  ]
  const rows = leads.map((l) => [
    l.receivedAt,
    l.status,
    l.name,
    l.email,
    l.phone,
    leadLabels.services(l.services),
    leadLabels.area(l.area),
    leadLabels.size(l.size),
    l.date,
    l.message,
    l.notes,
    l.id,
  ])
  return stringify([header, ...rows], {
    bom: true,
    escape_formulas: true,
    cast: { string: neutraliseFormulas },
  })
}
