// The thirty-fifth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT35.md),
// written blind (median 347 characters): its author read only the format brief, the issue excerpt and the
// validator. Scored blind against 01fdf30 (the reader after this stop's sets 32–34) it read 286/300 (0.953) and
// read an answer where the model gave none 4 times (of 61). Developed on since: 300/300, none read from a hedge.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout35.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout35.jsonl', 'reasoning-model outputs, thirty-fifth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
