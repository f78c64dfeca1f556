/**
 * The add-ons a booking may take besides its services, as the owner defines them in the booking settings
 * (`addOns` in settings.ts: a name, a price per shoot or per image, and whether /book offers it). Twilight is
 * one of them and also a shoot of its own (it moves the shoot to sunset, settings.ts `twilight`). Plain
 * data without zod, so /admin and the /book island can import it.
 */

/** The add-on that is also a shoot: chosen among the services, its time set by that day's sunset. */
export const TWILIGHT_ID = 'twilight'

/** How an add-on is priced: once for the shoot, or per image (the client says how many). */
export const addOnUnits = ['shoot', 'image'] as const
export type AddOnUnit = (typeof addOnUnits)[number]

/** The most images of one add-on a booking asks for. */
export const MAX_ADD_ON_IMAGES = 100

/** An add-on a booking takes: 1 of a per-shoot one, the number of images of a per-image one. */
export type ChosenAddOn = { id: string; quantity: number }

/** Whether the settings offer twilight shoots: its add-on is offered. */
export const twilightOffered = (settings: { addOns: readonly { id: string; offered: boolean }[] }): boolean =>
  settings.addOns.some((a) => a.id === TWILIGHT_ID && a.offered)

/** How an add-on reads on a price or an order: "Virtual staging (3 images)". */
export function addOnLabel(addOn: { name: string; per: AddOnUnit }, quantity: number): string {
  return addOn.per === 'image' ? `${addOn.name} (${quantity} image${quantity === 1 ? '' : 's'})` : addOn.name
}
