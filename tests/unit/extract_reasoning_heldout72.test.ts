// The seventy-second held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT72.md),
// written blind (median 342 characters; nursing, pharmacy, laboratory, imaging, infection control, paediatrics, eye
// and ENT, emergency and general practice, as licensing-exam items) and scored once against the reader it met (that of
// b97f3b1): 298/300 (0.993), with no answer read from the 62 outputs that give none. Developed on since:
// 299/300 ("选：A｜B｜C｜D"); 300/300 (bs203: a bold "**B：…**" answer line under the restated question ending "是——",
// above an A–E walk-through).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout72.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout72.jsonl', 'reasoning-model outputs, seventy-second blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
