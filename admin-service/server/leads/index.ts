/** The leads feature's public surface: what the service's start and the other features use. */
export { LeadStore } from './LeadStore.ts'
export { type LeadDeliveryConfig, leadDeliveryFromEnv } from './channels.ts'
export { neutraliseFormulas } from './leadCsv.ts'
export { leadBudgets, type LeadBudgets } from './leadLimits.ts'
export { leadOutbox, type LeadOutbox } from './leadOutbox.ts'
export { leadRoutes, publicLeadRoutes } from './leadRoutes.ts'
export { startLeads } from './startLeads.ts'
