// The eightieth held-out set of 200 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT80.md), written
// blind in two halves (median 380 characters; obstetrics, paediatrics, dermatology, the senses, psychiatry and TCM;
// surgery, anaesthesia, pharmacology and the basic sciences), with varied answer-line formats and chat-assistant habits,
// and scored once against the reader it met (that of 7d6d009): 198/200 (0.990), no answer read from any of the 41
// outputs that give none. Developed on since: 200/200 (a remark on a list's order "（顺序不影响）" is no verdict on its
// last letter; a JSON answer field on its own line stands when a later field is cut).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout80.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout80.jsonl', 'reasoning-model outputs, eightieth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
