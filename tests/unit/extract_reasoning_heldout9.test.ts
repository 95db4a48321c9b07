// The ninth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT9.md),
// written blind: its author never read the extractor, its tests or the other fixtures. It was scored once
// on merge, before anyone looked at its cases: 293/300 (0.977), with no answer read where the model gave
// none (0 of 61). That is its blind score; this asserts it does not get worse (a change that loses one
// of these fails) and lists the misses. The target is ≥ 0.99 and none read from a hedge.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout9.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout9.jsonl', 'reasoning-model outputs, ninth blind held-out set (as scored blind)', { atLeast: 293, hedgeReadsAtMost: 0, spans: false })
