// The seventy-eighth held-out set of 200 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT78.md),
// written blind in two halves (median 350 characters; surgery, obstetrics, paediatrics, pharmacy and forensic medicine;
// the medical specialties, laboratory, imaging, epidemiology and health law), some with chat-assistant habits around the
// answer, and scored once against the reader it met (that of 74150cd): 197/200 (0.985), an answer read from 1 of the 40
// outputs that give none (ca040). Developed on since: 200/200, none read from a decline ("I can only see the four answer
// choices"; "正确部位是「…」" as a text statement; a bracketed list "- 【A】…" under "依据如下：").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout78.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout78.jsonl', 'reasoning-model outputs, seventy-eighth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
