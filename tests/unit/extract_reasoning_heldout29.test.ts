// The twenty-ninth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT29.md),
// written blind (median 337 characters, 21% English): its author read only the format brief, the issue excerpt and
// the validator. Scored blind it read 292/300 (0.973) after one label was corrected (291 as delivered) and read an
// answer where the model gave none 4 times (of 61). Developed on since: 300/300, none read from a hedge.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout29.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout29.jsonl', 'reasoning-model outputs, twenty-ninth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
