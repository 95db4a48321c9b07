// The twenty-fifth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT25.md),
// written blind to the brief's lengths (median 345 characters): its author read only the format brief, the issue
// excerpt and the validator, never the extractor, its tests or the other fixtures. Scored blind it read 290/300
// (0.967) and read no answer where the model gave none (0 of 62). Developed on since: 300/300. i035 never leaves its
// <think> block and repeats "所以答案是C" there until the limit; it reads C, as labelled, since set 35.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout25.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout25.jsonl', 'reasoning-model outputs, twenty-fifth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
