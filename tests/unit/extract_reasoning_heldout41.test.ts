// The forty-first held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT41.md),
// written blind (median 349 characters) and scored once against the reader it met (5761344): 292/300 (0.973), with
// no answer read where the model gave none (0 of 61). Developed on a little since: 295/300.
// Now 296/300 (a pair of quoted askings after the answer line).
// Now 299/300 (an176: "答案：AB型", an answer line in words, after "只能是AB" on the way; an201 and an210: "…的体位是（ｃ）。",
// "…的脱水类型是　d", a lower-case letter after the question's copula).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout41.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout41.jsonl', 'reasoning-model outputs, forty-first blind held-out set', { atLeast: 299, hedgeReadsAtMost: 0, spans: true })
