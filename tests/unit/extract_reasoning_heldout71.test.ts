// The seventy-first held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT71.md),
// written blind (median 336 characters; surgery and its specialties, obstetrics, neonatology, psychiatry,
// rehabilitation, nuclear and forensic medicine; small local models' odd formats) and scored once against the reader
// it met (that of 73c697d): 291/300 (0.970), with an answer read from 1 of the 60 outputs that give none. Developed on
// since: 295/300, none read from them; 296/300 ("答：选第1、2、3、5项"). Still missed: multi-answer lists in a code
// block and numbered above the explanation, ticks on every option, and an option text in an aside.
// Now 297/300 ("1) A\n2) B\n3) C\n4) D" opening the output); 298/300 (br029: "**死因：A. 机械性窒息**", a label over a letter
// and its own option text); 299/300 (br209: "所以 A B C D E 全部都选。").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout71.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout71.jsonl', 'reasoning-model outputs, seventy-first blind held-out set', { atLeast: 299, hedgeReadsAtMost: 0, spans: true })
