// The seventy-sixth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT76.md),
// written blind in two halves (median 370 characters; internal medicine, surgery, obstetrics, paediatrics, basic
// sciences and TCM; the medical specialties, nursing, laboratory, imaging and ethics) and scored once against the reader
// it met (that of b155cec): 299/300 (0.997), with no answer read from the 61 outputs that give none. Developed on since:
// 300/300 (a correction table "| 原答案 | 修正后答案 |" is read from its corrected column).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout76.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout76.jsonl', 'reasoning-model outputs, seventy-sixth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
