// The twenty-second held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT22.md),
// written blind: its author read only the format brief, the issue excerpt and the validator, never the extractor,
// its tests or the other fixtures. Scored blind (after the development on sets 16–21) it read 297/300 (0.990) and
// read no answer where the model gave none (0 of 61). Its outputs are shorter than the other sets' (median 218
// characters). Misses: a correction that names its answer as "the first drug is **calcium gluconate, option B**",
// "**Phenytoin (A)** is the answer.", and a numbered list whose last line was taken for an echoed option entry
// because a line ruling an earlier option out followed it. Developed on since: 300/300.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout22.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout22.jsonl', 'reasoning-model outputs, twenty-second blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: false })
