// The sixty-ninth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT69.md),
// written blind (median 340 characters; internal medicine, neurology, infectious disease, geriatrics and nursing, in
// tables, JSON, YAML, tags and checklists) and scored once against the reader it met (that of 285756e): 294/300
// (0.980), with no answer read from the 61 outputs that give none. Developed on since: 298/300, 0 (final_answer keys,
// <revised_answer> and <selected> tags, a table cell under "答案"); 299/300 (bp050: "Answer: A", "No — that's wrong", then
// "…is the urea breath test: **B**."). Still missed: bp032 ("…的检查：（b）" above a line naming "C5").
// Now 300/300 (bp032: "…的检查：（b）", a lower-case letter in brackets alone after a colon).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout69.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout69.jsonl', 'reasoning-model outputs, sixty-ninth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
