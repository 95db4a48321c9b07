// The forty-fourth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS137.md), two halves of 100
// outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 990c769
// (after the work on sets 131, 133 and 135): fk 89/100 (4 of 55 declines read, 7 commitments missed), fl 82/100 (5 of 55
// declines read, 13 commitments missed): 171/200, 9 of 110 declines read. Developed on at stop 41: declines "这题没有可勾的",
// "两个字母都先悬着", "不誊到答题纸上" (and "X就是B，Y就是C" maps cases, no answer), "that line stays empty", "这题只差一个数字" (and
// "落在B附近" is no cue), "那一栏，今天不写", "最终：（待定）", a tilt "I'm not submitting", "the line stays bare"; commitments a
// checklist of the options in order (each line in its option's place), "收下的四格——", "收 → A、B…" ("放回去 → D" sets aside),
// "Pencil on the sheet: A", "圈画在C上", "我交E，", "照旧报C", "改判D", "The ampulla." before a certainty line, "C，心里有九成",
// "C——这一栏就此封口", "圈住A", "锁A。", "我也就不展开了" is no decline, "Call it A —", "A, and I'd hold that at 80/20" (the
// pronoun before a contraction is no option), "A、B、D 三条入围", a line of bubbles each before its letter, "[+] A … [-] D": 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress137.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress137.jsonl', 'hedge stress set 137: declines and commitments in words sets 27–135 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
