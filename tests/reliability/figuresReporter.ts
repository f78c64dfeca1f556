import type { Reporter, TestModule } from 'vitest/node'
import './figures.ts'

/** Prints every test's recorded figures as one table, just before vitest's own summary. */
export default class FiguresReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows: string[][] = []
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const figures = test.meta().figures
        if (!figures) continue
        for (const [name, value] of Object.entries(figures.values)) rows.push([figures.part, name, String(value)])
      }
    }
    if (rows.length === 0) return
    const header = ['part', 'figure', 'value']
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
    const line = (cells: string[]) =>
      `  ${cells[0]!.padEnd(widths[0]!)}  ${cells[1]!.padEnd(widths[1]!)}  ${cells[2]!.padStart(widths[2]!)}`
    const out = ['', ' Reliability figures', '', line(header), line(widths.map((w) => '-'.repeat(w)))]
    let previous = ''
    for (const [part, name, value] of rows) {
      out.push(line([part === previous ? '' : part!, name!, value!]))
      previous = part!
    }
    process.stdout.write(`${out.join('\n')}\n`)
  }
}
