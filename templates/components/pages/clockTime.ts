/** "18:00" → "6:00 p.m." (Canadian style for 24-hour times in content/company.ts). */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number]
  const hour12 = h % 12 === 0 ? 12 : h % 12
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`
}
