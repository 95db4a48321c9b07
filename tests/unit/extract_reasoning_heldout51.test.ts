// The fifty-first held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT51.md),
// written blind (median 348 characters) and scored once against the reader it met (that of e04fb86): 285/300
// (0.950), with an answer read from 1 of the 61 outputs that give none. Developed since: 297/300, none read from them;
// 298/300 ("最常见的并发症是（ｃ）。"); 299/300 (ax234: "Vitamin B1 (thiamine), given IV…" names the option 维生素B1 in English).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout51.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout51.jsonl', 'reasoning-model outputs, fifty-first blind held-out set', { atLeast: 299, hedgeReadsAtMost: 0, spans: true })
