// The thirty-second held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT32.md),
// written blind (median 348 characters): its author read only the format brief, the issue excerpt and the
// validator. Scored blind against d9fceb2 it read 293/300 (0.977) and read an answer where the model gave none
// 2 times (of 61). Developed on since: 300/300, none read from a hedge.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout32.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout32.jsonl', 'reasoning-model outputs, thirty-second blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
