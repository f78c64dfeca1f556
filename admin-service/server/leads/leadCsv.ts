import { stringify } from 'csv-stringify/sync'
import { leadFieldLabels } from '../../../content/leads/fields.ts'
import { leadLabels } from '../../../content/leads/labels.ts'
import type { StoredLead } from '../../../content/leads/store.ts'

// Full-width = + - @ start a formula in some spreadsheets too; csv-stringify's escape_formulas covers
// the ASCII ones (and tab and carriage return).
const FULL_WIDTH_FORMULA = /^[\uff1d\uff0b\uff0d\uff20]/

/**
 * The leads as CSV for a spreadsheet (newest first, UTF-8 with a BOM for Excel). Every cell that a
 * spreadsheet would read as a formula is prefixed with an apostrophe (CSV injection, OWASP).
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
    cast: { string: (value) => (FULL_WIDTH_FORMULA.test(value) ? `'${value}` : value) },
  })
}
