// The sixth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT6.md),
// written blind: its author never read the extractor, its tests or the other fixtures. It was scored once
// on merge, before anyone looked at its cases: 295/300 (0.983), with 2 answers read where the model gave
// none. Nobody has worked on its failures, so that is still its blind score; this asserts it stays so
// (a change that loses one of these fails) and lists the misses, the target being ≥ 0.99 and none.
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout6.jsonl', 'reasoning-model outputs, sixth blind held-out set (not developed on)', { atLeast: 295, hedgeReadsAtMost: 2, spans: false })
