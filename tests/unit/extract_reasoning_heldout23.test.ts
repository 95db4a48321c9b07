// The twenty-third held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT23.md),
// written blind: its author read only the format brief, the issue excerpt and the validator, never the extractor,
// its tests or the other fixtures. Scored blind (after the development on sets 16–22) it read 294/300 (0.980) and
// read no answer where the model gave none (0 of 61). Three misses were length-cut outputs whose answer stood alone on
// an early line (letters after a background paragraph, or one option's text); they read now; so do "答 A B C" and
// "肾上腺素。→ **A**" (299/300). Still missed: "选 (a)(b)", read as (a).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout23.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout23.jsonl', 'reasoning-model outputs, twenty-third blind held-out set', { atLeast: 299, hedgeReadsAtMost: 0, spans: false })
