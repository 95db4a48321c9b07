// The seventy-fourth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT74.md),
// written blind (surgery, orthopaedics, urology, neurosurgery, obstetrics, neonatology, psychiatry, rehabilitation,
// nuclear and forensic medicine, nursing, pharmacy, infection control, emergency medicine) and scored once against the
// reader it met (that of 5ac361a): 295/300 (0.983), with one answer read from the 64 outputs that give none. Developed on
// since: 300/300 ("很多人…就选A" as someone else's choice, "➜ 选项 Ｂ", a fenced JSON array, an opening decline, a loop).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout74.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout74.jsonl', 'reasoning-model outputs, seventy-fourth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
