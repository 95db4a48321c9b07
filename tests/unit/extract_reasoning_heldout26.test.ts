// The twenty-sixth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT26.md),
// written blind to the brief's lengths (median 347 characters): its author read only the format brief, the issue
// excerpt and the validator. Scored blind it read 292/300 (0.973) after three labels that held the keyed set instead
// of the model's own were corrected (289 as delivered), and read an answer where the model gave none once (of 61).
// Developed on since: 300/300, none read from a hedge.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout26.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout26.jsonl', 'reasoning-model outputs, twenty-sixth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
