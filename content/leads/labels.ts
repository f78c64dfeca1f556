/** How stored lead values read to people: the owner's e-mail, the inbox, the CSV export. */
import { leadAreas, leadServices, leadSizes } from './fields.ts'

const labelsOf = (options: readonly { value: string; label: string }[]) =>
  new Map(options.map((o) => [o.value, o.label]))
const services = labelsOf(leadServices)
const areas = labelsOf(leadAreas)
const sizes = labelsOf(leadSizes)

/** The label of each value; a value no longer in the lists (an older request) is shown as it is. */
export const leadLabels = {
  services: (keys: readonly string[]) => keys.map((k) => services.get(k) ?? k).join(', '),
  area: (value: string) => areas.get(value) ?? value,
  size: (value: string) => sizes.get(value) ?? value,
}
