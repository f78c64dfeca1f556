import type { Statistic } from '@content/schemas/common.ts'

/** A row of statistics (figure, label, optional description) as a description list. */
export function StatRow({ stats }: { stats: Statistic[] }) {
  return (
    <dl className="stat-row">
      {stats.map((s) => (
        <div className="stat-row-item" key={s.label}>
          <dt>{s.label}</dt>
          <dd>
            <strong>{s.number}</strong>
            {s.description && <span>{s.description}</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}
