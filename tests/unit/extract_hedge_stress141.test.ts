// The forty-sixth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS141.md), two halves (117
// outputs: 64 single-answer outputs that give no answer, 53 that commit amid doubt). Both scored blind against c237cd8
// (after the work on sets 131–139): fp 81/100 (4 of 55 declines read, 15 commitments missed), fo 15/17 (none of 9 declines
// read, 2 commitments missed): 96/117, 4 of 64 declines read. Developed on at stop 42: declines "我暂且停在这里", "I'm not prepared to
// choose between them", "so I'm holding it", "这一行我让它空着"; commitments options by their stem labels ("甲项。", "我填丁", "送进了戊项",
// "最后一项，戊。", "落子：戊，…", "：选项一。"), "我对它没有什么保留意见" and "我没把它…的唯一理由是…" are no declines, "some would say it's just as reasonable" is
// others' doubt, "第 3 项（…）" after a label, "所以第一个选项，…", "X，第二个。", "不考虑X" and "不用去想X" set X aside, "A → nerves, B → kidneys"
// glosses, "Circling **C**", "— letters A and C" ("Left out:" sets letters aside), "颧弓那项…不勾" leaves that option out, "圈的是前四项":
// 114/117. Still missed: fo009 (an option's text after "Marking it:" against a positive remark on another letter), fp071 (an arrow
// line naming the option's text with its stem label), fp091 (a card of stem labels with ✓ and ✗).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress141.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress141.jsonl', 'hedge stress set 141: declines and commitments in words sets 27–139 did not use', { atLeast: 114, hedgeReadsAtMost: 0, spans: true, size: 117 })
