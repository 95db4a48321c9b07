// Public API of the dynamic-evaluation core (DESIGN §4): which presentations of an item to send, and
// the metrics of the responses. Pure functions only; the runner does the I/O.

export { stableHash } from './hash'
export { identityOrder, isIdentityOrder, rotations, seededPermutation, type Order } from './permutation'
export {
  orderForKey,
  optionLetters,
  parseVariantKey,
  planPresentations,
  type DynamicSettings,
  type ParsedVariantKey,
  type PlanItem,
  type Presentation,
  type PresentationKind,
} from './plan'
export { selectPool } from './pool'
export {
  circularAccuracy,
  consistency,
  dynamicMetrics,
  isIdentityKey,
  permutedAccuracy,
  plainAccuracy,
  platformCopies,
  positionPrior,
  type AccuracyStat,
  type CircularStat,
  type ConsistencyStat,
  type DynamicMetrics,
  type ItemOutcome,
  type LetterShare,
  type PlatformItem,
  type PlatformStat,
  type PositionPrior,
  type ResponseRecord,
} from './metrics'
