import { describe, expect, it } from 'vitest'
import type { StoredLead } from '../../../content/leads/store.ts'
import { csvCells as cellsOf, FORMULA_START } from '../../../tests/support/csvCells.ts'
import { leadsCsv, neutraliseFormulas } from './leadCsv.ts'

const lead = (fields: Partial<StoredLead>): StoredLead => ({
  id: 'lead-abcdefgh',
  receivedAt: '2026-11-20T10:00:00.000Z',
  status: 'new',
  read: false,
  spam: false,
  spamReason: null,
  name: 'Jamie Chen',
  email: 'jamie@example.com',
  phone: '',
  services: ['drone'],
  area: '',
  size: '',
  date: '',
  message: '',
  consent: true,
  notes: '',
  listing: null,
  deliveries: {},
  ...fields,
})

describe('leadsCsv', () => {
  const hostile = [
    '=HYPERLINK("http://evil.example","click")',
    'Jamie;=cmd|"/c calc"!A1',
    'Jamie\t=1+1',
    'a,@SUM(1+1)',
    'line one\n-2+3',
    'nel\u0085+1',
    'quote "x";  =1',
    '\uff1d1+1',
  ]
  const csv = leadsCsv(
    hostile.map((text, i) => lead({ id: `lead-${i}xxxxxxx`, name: text, message: text, notes: text, phone: text })),
  )

  for (const [label, separator] of [
    ['comma', ','],
    ['semicolon', ';'],
    ['tab', '\t'],
  ] as const) {
    for (const nel of [false, true]) {
      it(`leaves no cell starting with a formula character, read with ${label}${nel ? ' and U+0085 as a row break' : ''}`, () => {
        const cells = cellsOf(csv.replace(/^\ufeff/, ''), separator, nel)
        expect(cells.length).toBeGreaterThan(hostile.length)
        expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([])
      })
    }
  }

  it('keeps the text otherwise as it was (an apostrophe before each formula character at a cell start)', () => {
    expect(neutraliseFormulas('Jamie;=cmd')).toBe("Jamie;'=cmd")
    expect(neutraliseFormulas('=1')).toBe("'=1")
    expect(neutraliseFormulas('a\t  -1')).toBe("a\t  '-1")
    expect(neutraliseFormulas('416-555-0199, ask for Sam')).toBe('416-555-0199, ask for Sam')
    // Without the neutralising, the reader's cells would start with formulas: the reader above is sound.
    expect(cellsOf('a;=1', ';', false)).toEqual(['a', '=1'])
    expect(cellsOf('"a;b",c\u0085=2', ',', true)).toEqual(['a;b', 'c', '=2'])
  })
})
