// The pure core of multi-round clinician review (issue 7). No I/O: the store keeps decisions,
// assignments and statuses; the operations call these functions and enforce what they return.
//   plan.ts        the review plan (zod) and the votes its consensus rule needs
//   reasons.ts     decision kinds and the reason taxonomy; which reasons a decision takes
//   decision.ts    one reviewer's decision, as submitted and as stored
//   status.ts      the item status machine: one table of legal moves, refusals in zh/en
//   consensus.ts   what a round's decisions amount to; agreement; the adjudication queue's order
//   adjudicate.ts  the adjudicator's verdict; a written reason when it overrides everyone
//   labels.ts      decisions as the units × raters matrix the agreement statistics read
//   assign.ts      a round's assignment: specialty first, least loaded, never the author, seeded
//   blind.ts       which decisions a viewer may see, and under which name
//   fast.ts        decisions made implausibly fast
export * from './plan'
export * from './reasons'
export * from './decision'
export * from './status'
export * from './consensus'
export * from './adjudicate'
export * from './labels'
export * from './assign'
export * from './blind'
export * from './fast'
