// The sixteenth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT16.md),
// written blind: its author never read the extractor, its tests or the other fixtures. Scored blind it
// read 283/300 (0.943) and read an answer where the model gave none 7 times (of 61): new hedges (a
// question with "no correct option", "B？D？ 不强行选", "不瞎猜了…答案我留空", "can't be determined"),
// corrections written as a 勘误表 or a struck-through answer, and a multi-answer list given as option
// texts. Developed on since: the hedges are read as no answer (0 of 61), struck-through answers with a
// range inside, 〔B〕, "请以B为准", "答案更新为", "Updating my answer to", a 完整答案 after 漏了一项 read (296/300);
// then a 勘误表 row under a 更正后答案 column that names no answer cue, a list whose items carry their own
// option texts in brackets (one with 不 in it: 烦躁不安), one-character option texts listed after a restated
// question (心、肝、脾、肾) and "Going with **D**": 300/300.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout16.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout16.jsonl', 'reasoning-model outputs, sixteenth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: false })
