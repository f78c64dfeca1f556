/** The floor plans the site draws, by name: service and project items name theirs (`plan`). */
import { areaLabel } from './measure.ts'
import { planArea } from './schema.ts'
import { kingWestTimberLoft } from './king-west-timber-loft.ts'
import { lakesideFamilyHome } from './lakeside-family-home.ts'
import { midtownCondoSuite } from './midtown-condo-suite.ts'
import { ravineBungalow } from './ravine-bungalow.ts'
import { timberFrameHome } from './timber-frame-home.ts'
import { waterfrontCottage } from './waterfront-cottage.ts'

export const floorPlans = {
  'king-west-timber-loft': kingWestTimberLoft,
  'lakeside-family-home': lakesideFamilyHome,
  'midtown-condo-suite': midtownCondoSuite,
  'ravine-bungalow': ravineBungalow,
  'timber-frame-home': timberFrameHome,
  'waterfront-cottage': waterfrontCottage,
}

export type PlanName = keyof typeof floorPlans
export const planNames = Object.keys(floorPlans) as [PlanName, ...PlanName[]]

/** A plan item's specification line, from its drawing: "Main floor, 1,560 sq ft (145 m²)". */
export const planSpecs = (name: PlanName): string =>
  `${floorPlans[name].level}, ${areaLabel(planArea(floorPlans[name]))}`
