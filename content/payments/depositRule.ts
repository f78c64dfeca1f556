/**
 * What the cancellation rule does with a deposit, in the words the client reads (on /book when the deposit
 * is offered, in the deposit's receipt, on the terms page): the figures are the terms' own.
 * See docs/decisions.md, "Deposits".
 */
import { figures } from '../figures.ts'

const { freeCancellation, lateCancellationFee } = figures.policies

export const depositRule =
  `The deposit is credited on your invoice. Cancel up to ${freeCancellation} before the shoot and it is ` +
  `refunded to your card in full; a rescheduled shoot keeps it. A later cancellation keeps it toward the ` +
  `late-cancellation fee (up to ${lateCancellationFee} of the booked services), and any part of it over the ` +
  `fee is refunded.`
