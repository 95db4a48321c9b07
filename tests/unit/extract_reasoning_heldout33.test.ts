// The thirty-third held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT33.md),
// written blind (median 357 characters): its author read only the format brief, the issue excerpt and the
// validator. Scored blind against 37b1396 it read 286/300 (0.953) and read an answer where the model gave none
// 2 times (of 61). Developed on since: 298/300, none read from a hedge; 299/300 ("有：ａ、ｃ、ｄ、ｅ").
// Now 300/300 ("答：AD两项？不，…对应的是A和B两项").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout33.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout33.jsonl', 'reasoning-model outputs, thirty-third blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
