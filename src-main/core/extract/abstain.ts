// Statements in which the model gives no answer: it says it cannot choose ("无法从选项中选出唯一
// 正确答案", "没法只选一个", "I can't commit to a single option"), declines ("暂不作答", "我不提供用药
// 建议", "I won't guess"), finds the question flawed ("本题无正确答案", "这题出得有问题") or finds two
// options equally right ("两个答案都能成立"). Unlike a hedge word ("取决于", "不确定"), each of these
// is about the answer by its own words, so it counts wherever it stands after the model's last
// answer statement: "选A还是选B，我拿不准" answers nothing.
//
// Disclaimers that often follow a real answer ("如有不适请咨询医生", "consult your doctor") are not
// here; they count only when nothing else was said (see REFUSAL in patterns.ts).

import type { Ctx } from './context'
import { ANSWER_FIELD } from './patterns'
import { alternativesOf, TieredDispatch } from './firstChars'
import { isSentenceEnd } from './letters'
import { CharSet } from './words'

const CANNOT = '(?:无法|没法|没办法|没有办法|不能|难以|不好|不敢|做不到)'
/** Verbs of choosing that need an object about the answer ("无法确定唯一答案", not "无法确定病因"). */
const CHOOSE = '(?:给出|选出|确定|确认|选择|做出|作出|判断|选定|决定|挑出|找出|区分|分辨|辨别|认定|推断|推出|得出|断定|判定|推导)'
/** What is chosen: the answer, an option, "which one", "only one" ("不能确定确切的发病时间" is not). */
const WHICH = '(?:唯一|单一|哪(?:个|一个|项|一项|一|种)|答案|选项|(?:确定的|一个)?字母|该选|应选|选哪|出题|意图|本意|一个(?:选项|答案)|一个(?=[。！!，,；;）)]|$))'

// Tier 1: the model says it gives no answer, or that no option or several options are right. This
// overrides even a final answer line before it ("答案：A/B（两者均有可能）").
const ZH_1 = [
  // "所以A这一行不代表我的回答了": the answer line disowned; "本轮提交：无选项": the answer slot filled with none.
  '不再?代表我的(?:回答|答案|作答|选择)(?![是有会要就错对])',
  // "所以五个选项都不能成立，本题没有可选的正确答案。"
  // "正确答案应为“克林霉素”，但选项中没有这一项": the right answer is not among the options.
  // (not "若题目问…，才考虑CTA，而本题选项里没有它": a remark on another question)
  '(?:正确答案|答案)(?:应为|应是|应该是|是)[^。\\n]{1,20}?(?:但|而|可)(?:本题)?选项(?:中|里|当中)(?:并|根本)?(?:没有|不含)(?:这一?项|这个|该项|此项|它)|'
  + '没有可选的(?:正确)?(?:答案|选项|项)|(?:[四五六]|所有|全部)个?选项(?:都|均|全都)不(?:能成立|成立)',
  '(?:提交|作答|本题答案|答案|最终)[*_ \\t]*[：:][*_ \\t]*无(?:选项)?[*_ \\t]*(?=\\n|$|[。；;])',
  // 无法从选项中选出唯一正确答案 / 没办法给出一个确定的选项 / 没有办法判断该选C还是D
  `${CANNOT}(?:(?:从|在)[^。\\n，,]{0,10})?(?:进一步|准确|明确|确切|直接|可靠|只|仅)?地?${CHOOSE}[^。\\n，,；;]{0,10}?${WHICH}`,
  // 这题我没有把握 / 建议查看原题解析
  // (not "吸烟这一项我没有把握，没有选": a doubt about one option)
  '(?<!(?:这一?项|这个选项|此项|该项|这一条)\\s{0,2})(?:我|这题我|本题我|我对此)(?:实在|确实|并)?(?:没有|没)(?:十足的?|太大|足够的?)?把握(?=[，,。；;！!]|$)|建议(?:您|你)?(?:查看|参考|核对|对照)(?:原题|标准答案|参考答案|题目)?(?:配套|所附|附带)?的?(?:解析|答案)',
  // 条件不足以在 B 和 C 之间二选一 / 两者无法仅凭题干区分
  '不足以在[^。\\n，,]{0,12}?(?:之间|中)(?:二选一|选择|取舍|做出选择|作出选择|定夺)|(?:两者|二者|两个)(?:都)?(?:无法|不能|难以)(?:仅凭|单凭|只凭|凭)[^。\\n，,]{0,8}?(?:区分|鉴别|判断)',
  // 没法在两者之间取舍 / 无法在B和D中做出选择
  `${CANNOT}在[^。\\n，,]{0,10}?(?:之间|中间|当中|中|里面|里)(?:(?:做|作)出(?:确定|明确|唯一|最终)?的?选择|抉择|取舍|选择|二选一|选出一个|确定一个|确定|选定|定夺)`,
  // 没法只选一个 / 无法抉择 / 难以取舍 / 无法作答
  `${CANNOT}(?:只|单)?选(?:出)?(?:一个|一项|唯一|其一|其中(?:的)?(?:一个|一项)|其中之一)`,
  // 无法唯一确定 / 不能唯一地选出
  `${CANNOT}唯一地?${CHOOSE}`,
  // 我没法把其中一个作为确定答案
  `${CANNOT}把[^。\\n；;]{0,12}?(?:作为|当作|当成|定为)[^。\\n；;]{0,6}?(?:确定|唯一|最终|标准)?的?(?:答案|选项)`,
  // 我这里不下结论 / 暂不做结论
  '(?:我|这里|本题|此题|暂|先)(?:这里|暂时|暂|先)?不(?:下|做|作)(?:结论|定论)',
  '(?:无法|没法|没办法|难以|不好|无从)(?:抉择|取舍|作答|下结论)|(?:无法|不能)回答(?:这|本|此|该)(?:道|个)?(?:题|问题)(?!的)',
  '无从(?:判断|选择|确定)',
  // 答案无法唯一确定 / 正确选项难以判断
  `(?:答案|选项)[^。\\n，,]{0,4}${CANNOT}(?:唯一|准确|明确|确切)?地?${CHOOSE}`,
  '(?:给|选|定)不出',
  '(?:拿|吃)不(?:准|定主意)|心里没底',
  // 暂且存疑 / 只能存疑 / 不足以下结论
  '(?:暂且|暂时|姑且|只能|只好)存疑|不足以(?:下|得出|作出|做出)(?:结论|定论|判断)',
  // 这题只能放弃 / 本题我放弃 (not 放弃治疗)
  '(?:这题|本题|此题|这道题)[^。\\n，,]{0,4}?放弃(?=[。！!；;，,]|$)|只能放弃(?=[。！!；;，,]|$)',
  // 这题我给不了一个确定的选项 / 没办法定下来 / 定不下来
  '(?:给|选|定|挑)不了(?:一个|唯一|确定|明确|单一)?的?(?:选项|答案|结论)',
  '(?:无法|没法|没办法|不能)(?:确)?定下来|(?:答案|选项|选择|哪个|哪一个)定不下来',
  // 我不确定是B还是C / 不能确定该选A还是E
  '不(?:确定|敢确定|能确定|敢肯定)(?:到底)?(?:是|该选|应选|选)?[^。\\n，,]{0,8}还是',
  // 没法确定是A还是B / 我才能确定是A还是E
  `${CANNOT}(?:确定|判断|决定|区分|分辨)(?:到底)?(?:是|该选|应选|选)?[^。\\n，,]{0,8}还是`,
  '才能(?:确定|判断|决定|给出|作答|回答)[^。\\n，,]{0,10}?(?:还是|哪)',
  // 没法进一步缩小范围 / 无法再排除到一个
  `${CANNOT}(?:进一步|再)?(?:缩小(?:范围|到)|排除到(?:只剩)?一个)`,
  // 所以不给出确定选项 / 我先不选
  '不(?:给出|给|提供|作出|做出)(?:确定|明确|唯一|单一|具体)的?(?:选项|答案)|(?:先|暂|暂时)不选(?![项择])',
  // 我卡在 A 和 D 之间
  '卡在\\s*[A-J](?![A-Za-z])[^。\\n]{0,10}之间',
  // 不好说 / 说不准 ending the output
  '(?:不好说|说不准|说不好|难说)[。！!…]*\\s*$',
  // 请确认是哪一种，我再给出答案
  '请(?:您|你)?(?:先)?(?:确认|说明|告知|告诉我|核实)[^。\\n]{0,20}?(?:我|后)[^。\\n]{0,4}?(?:再|才能?)(?:给出|给|作答|回答|判断|选)',
  '(?:暂|故|只能|选择|我|宁可)?不(?:予)?作答|暂不(?:回答|选择|作选择)|不[作做]出?(?:选择|回答)|放弃作答|弃答|暂时?无法(?:作答|回答)',
  '本题(?:存疑|无解|无正确(?:答案|选项)|没有正确(?:答案|选项)|无答案)',
  '(?<!其余|其他|其它|另外|剩余|剩下的|剩下)(?:以上|所有|全部|五个|四个|各个?)?选项(?:中)?(?:均|都|全)(?:不|没有)(?:正确|对|符合|合适|成立|恰当)',
  '以上(?:选项|答案|说法)?(?:均|都|全)(?:不|没有)(?:正确|对|是|符合|成立)',
  '(?:没有|无)(?:一个|一项)?(?:完全|真正|绝对|严格)?(?:正确|合适|符合题意|符合要求)的?(?:答案|选项)',
  // 题目表述需要修正后才能作答
  '(?:修正|修改|补充|澄清|更正)(?:后|之后)(?:才能|方能|才可以?)(?:作答|回答|选择|判断)',
  '无正确(?:答案|选项)',
  // 没有一个选项是正确的 / 选项中没有正确的 / 四个选项都不对 (the subject before the verdict).
  // 这题没有一个能选的选项 / 没有可选的答案
  '(?:没有|无)(?:一个|一项|任何一个|任何)?(?:能|可以|可)选的(?:选项|答案)',
  '(?:没有|无)(?:一个|一项|任何一个|任何)选项(?:是)?(?:正确|对|符合题意|合适|成立)的?|选项(?:中|里)(?:都)?(?:没有|无)(?:正确|符合题意|合适)的?(?:答案|选项|一项|一个)?',
  // 信息不足以选出唯一答案 / 不足以判断选哪一个
  `不足以${CHOOSE}[^。\\n，,；;]{0,10}?${WHICH}`,
  // 我不能选。 / 我没法选， (a bare refusal to choose; "我不能选A" is a verdict on A)
  '(?<![A-Za-z项])我(?:不能|无法|没法|不会|不敢|不便)(?:选|选择|作答|回答)(?=[。！!，,；;\\s]|$)',
  '(?:答案|结论|(?<![问])答)[*_\\s]*[:：为是][*_\\s]*(?:无法(?:唯一)?确定|不确定|无法判断|无|暂无|暂缺|空缺|存疑|不详|未定|待定|未知|弃权|不选|[（(]略[)）]|略|[？?]+)(?=[*_\\s。，,.！!（(]|$)',
  // The answer slot itself says there is none: \\boxed{\\text{无法确定}}, \\boxed{N/A}, "answer": null,
  // also with its reason (\\boxed{\\text{无法确定：3天与5天均有依据}}) or a question mark in LaTeX spaces (\\boxed{\\;?\\;}).
  '\\\\boxed\\{(?:\\s|\\\\[;,:!])*(?:\\\\(?:text|mathrm|textbf)\\{)?\\s*(?:[?？]+(?=(?:\\s|\\\\[;,:!])*\\})|无法确定|不确定|无法判断|无法作答|无法选择|无答案|无正确答案|无|存疑|不详|none|n/?a|null|undetermined|indeterminate|cannot\\s+(?:be\\s+)?determined?|no\\s+(?:single\\s+)?answer)(?:\\s|\\\\[;,:!])*(?:[}.]|[:：，,；;（(—–-][^}\\n]{0,60}\\})',
  // 我不能在这里给您选一个诊断 / 没法替你挑出哪一个: words between "cannot" and "choose one".
  `${CANNOT}[^。\\n，,；;]{1,8}?(?:选|挑|指定)(?:出|择|定)?(?:一个|一项|唯一|哪)`,
  // 不宜强行选择 / 不能勉强作答
  '不(?:宜|应|便|好|能|想|打算|准备|愿意|会)(?:强行|勉强|贸然|随意|硬)(?:选择|作答|选|给出答案|给答案)',
  // 五个选项没有一个是正确的 (the options as subject, then "not one of them")
  '选项(?:中|里)?(?:竟然?|其实|实际上)?没有一(?:个|项)(?:是)?(?:正确|对|符合题意|合适|成立)的?',
  // 本题不宜给出唯一答案 / 不便作出单一选择
  '(?:不宜|不便|不应|不该)(?:给出|作出|做出|确定|选出)[^。\\n，,；;]{0,4}?(?:唯一|单一|确定|明确)的?(?:答案|选项|选择)',
  // 我这里不选任何选项 / 我不选任何一项 / 这道题我不给答案 / 我无法只给一个字母
  '我(?:先|暂|暂时|就)?不(?:给|给出|提供)(?:任何)?(?:答案|选项)(?=[。！!，,；;]|$)',
  // 在题目要求没有澄清之前，我不给字母答案
  '我(?:先|暂|暂时|就)?不(?:给|给出|提供)(?:任何)?(?:字母|单一|唯一|确定的?)(?:答案|选项)',
  `${CANNOT}(?:只|仅)?给(?:出)?(?:一个|唯一|单一)的?(?:字母|选项|答案)`,
  '不(?:选|选择|勾选)任何(?:一个|一项|一|选项|答案)',
  // 我不做单一选择 / 不作唯一选择
  '不(?:做|作)出?(?:单一|唯一|单项|任何)的?选择',
  // 不瞎猜了 / 不乱猜 / 本题答案我留空 / 答案空着
  '不(?:再)?(?:瞎|乱|硬|盲目)猜|(?:答案|本题|这题|此题)[^。\n，,]{0,6}?(?:留空|空着|留白)',
  // 这题我就不强行选了 (no modal before 强行)
  '(?:我|就|这题|本题|此题)[^。\n，,]{0,4}?不(?:强行|勉强|贸然|硬)(?:选|选择|作答|给答案|给出答案)',
  // 目前无法选择。/ 本题我无法作答 (a bare refusal with its subject; "患者无法回答" is not one).
  '(?:我|目前|暂时|本题|此题|这题|这道题)(?:也|暂时|目前)?(?:无法|没法|不能|难以)(?:做出|作出)?(?:选择|作答|回答|选)(?=[。！!；;，,]|$)',
  // 这题我不提交任何选项 / 最终答复：不提供选项 / 这题不给答案 / 不给最终选项
  '不(?:再)?(?:直接)?(?:给|给出|提供|提交|填)(?:任何|最终|确定|明确|唯一|具体|单个|单一)?的?(?:一个)?(?:答案|选项|字母)(?=[。！!，,；;]|$)',
  // 我不想给出一个可能与你的题库冲突的确定选项 / 不再提供最终答案
  '不(?:再|想|愿|愿意|打算|准备)(?:给|给出|提供|提交)[^。\\n，,；;：:]{0,16}?(?:确定|唯一|明确|最终)的?(?:选项|答案)',
  // 最终作答为空 / 这道题的回答是空的 / 这题就以没有答案结束 / 这里没有能对应的答案
  '(?:作答|回答|答案)(?:为|是)空(?:的|白)?(?=[。！!，,；;]|$)|以没有答案结束|没有(?:能|可以)?(?:与之)?对应的答案',
  // 本题不出答案 / 我这边不出结论 / 这份回答不落选项 / 位置上什么都不放
  // 答案处保持空缺 / 答案项空缺 / 答案处画个圈、里面不写东西 / 不能支持任何一项作为唯一答案 / 不对一位真实患者的病因下结论
  '(?:答案|作答|答题)(?:处|项|栏|位|区)(?:保持|仍然|仍|暂时|暂且)?(?:空缺|空白|空着)|里面不写(?:东西|字母|任何)|不能支持任何一(?:项|个选项)|不(?:对|替|给)[^。\\n，,；;]{1,12}?下结论',
  // 此题答案位：——（空缺） / 答案悬空 / 这里不抽。 / 不出牌。
  '答案(?:位|处|栏)?[*_ \\t]*[:：][*_ \\t]*[—–\\-]*[ \\t]*[（(](?:空缺|空白|空)[)）]|(?:答案|结论)[^。\\n，,]{0,8}?悬(?:空|着)|(?:这里|此处|我)不抽(?=[。！!]|$)|不出牌(?=[。！!]|$)',
  // 我自己在这里收手 / 最后圈哪一个由你决定 / 我交还空白 / 【答案】＿＿ / 本题我没有填
  '(?:在这里|这里|就此|到此)收手|(?:圈|选)哪一个由你[^。\\n]{0,14}?决定|交还空白|(?<=[【\\[［])答案[】\\]］][ \\t]*[_＿]{2,}|(?:本题|这题|此题)我?没有?填(?=[。！!，,；;]|$)',
  // 不在其中作出选择 / 此处不记录任何选项 / 本题不指认A或B中的任何一个 / 请你看一下原卷……我再说
  '不在其中(?:作出|做出)?(?:选择|取舍)|不记录(?:任何)?选项|不指认|(?:请你|请您|请)[^。\\n]{1,24}?[，,]我再(?:说|答|回答|判断|选)(?=[。！!]|$)',
  // 这一题的格子暂不填 / 选项栏里什么也不填 / 这题先撂下 / 卡面保持未涂状态 / 这里就不给它添一个字母了 / 交出去的是一张空白答题纸
  '格子[^。\\n，,]{0,4}?不填|什么(?:也|都)不(?:填|写|放)|先撂下|保持未涂|不给它?添(?:一个)?字母|空白(?:的)?(?:答题纸|答题卡|答卷)',
  // 没有一个可以心安理得地打钩 / 五个方框一个都没有勾上 / 本题交由你核对原题问句后再定 / 终选：—— / 不出结果 / 这道题不判 /
  // 停在这里，没有结论 / 这题不凑答案 / answer 为空值 / 选择权交还给出题人，本回答在此止步
  '没有一个[^。\\n，,]{0,10}?打(?:钩|勾)|一个都没有(?:勾|打钩|打勾|涂)|交由你[^。\\n]{0,16}?再定|(?:终选|最终选择)[*_ \\t]*[:：][*_ \\t]*[—–]{1,2}[ \\t]*(?=\\n|$)|不出结果|(?:这道题|这题|本题|此题)不判(?=[。！!]|$)|(?<=[，,][ \\t]{0,2})没有结论(?=[。！!]|$)|不凑答案|answer[ \\t]*为空值|选择权交还|在此止步',
  // 签名栏（也就是选项）留白 / 先不交答案了 / 本题我保持空白 / 所以留空 / 所以标签我留空 / 这题在我这里没有答案 / 从我这里看不出是哪种
  '(?:栏|处|格)[^。\\n，,]{0,12}?留白|不交答案|保持空白|(?:所以|因此|故而?)留空(?=[。！!]|$)|我留空(?=[。！!）)]|$)|(?:在我这里|我这里)没有答案|看不出是哪(?:种|个|一个|一种)',
  // 二者之间的胜负，留给出题人自己去分 (not "剩下一成留给出题人") / 我把答案标为待定 / 不在答题卡上留字母 / 哪一个也不往答题卡上搬 / 本题不输出结果 / 不输出字母
  '留给出题人(?:自己)?(?:去)?(?:分|定|决定|判断|定夺|裁决)|标为待定|不(?:在|往)[^。\\n，,]{0,4}?(?:答题卡|答卷|答题纸)上|不输出(?:结果|字母|答案|选项)',
  // 本助手不提供题目的选项答案 / 这个决定我不替他做，这题停在这里 / 拿不出一个能对得上的选项 / 在B和E之间没有选出一个
  // 住院医没有给出最终选项 / 两个候选都摆着，不挑 / 我这次哪个都不往下写 / 硬挑一个，只是把抛硬币包装成推理
  '不(?:提供|给出)[^。\\n，,]{0,6}?的?(?:选项)?答案(?=[，,。；;]|$)|(?:这题|本题|此题)停在这里|拿不出一个[^。\\n，,]{0,10}?选项|之间没有选出|没有给出(?:最终|确定)?的?(?:选项|答案)|(?<=[，,][ \\t]{0,2})不挑(?=[。！!]|$)|哪个都不(?:往下)?写|硬挑一个[，,][^。\\n]{0,6}?只是',
  // 我不会挑其中一个 / 该题答题栏目前为空 / 此处不列出选项 / 并非对本题的正式作答 / 目前没有能写上去的字母 / 本题维持无答案状态
  // 我自己的答题卡这一格没有涂 / 本题保持两项并列，不作取舍
  '不(?:会|想|打算)?挑其中(?:一个|一项|之一)|(?:答题栏|答案栏|答题区)[^。\\n，,]{0,4}?为空|不列出(?:任何)?选项|并非[^。\\n，,]{0,8}?正式(?:的)?作答|没有能写上去的(?:字母|选项|答案)|无答案状态|这一格没有涂|不[作做]取舍',
  // 我不确定命题者的标准，这题不选。 (not "E为后续措施，本题不选": a verdict on E) / 这种情况我宁可留空 / 我两个都不敢选 / 因此这里不选择具体字母
  '(?:这题|这道题)我?(?:就|先)?不选(?=[。！!]|$)|返回空(?:的)?(?:答案|结果)|宁(?:可|愿)留空|都不敢选|不选择?具体的?(?:字母|选项)',
  // 至于作答，我不出。 / 恕不从中择一 / 答卷上不出现字母 / 两个候选并排，未选。
  '我不出(?=[。！!；;]|$)|不从中(?:择一|选择|挑选|选出|选)|不出现(?:任何)?(?:字母|选项)|(?<=[，,][ \\t]{0,2})未选(?=[。！!；;]|$)',
  '不出(?:答案|结论|选项)(?=[。！!，,；;]|$)|不落(?:选项|字母)|(?:位置上|那里|这里|这一格)什么都不(?:放|写|填)',
  // 上面这个D请当作没写 / 前面的B视为未作答 / 我没有在二者间做出选择
  '(?:当作|当成|视为|算作)(?:没写|没有写|未写|未作答|没答)|没有在[^。\\n，,]{0,8}?(?:之间|间|中)(?:做出|作出)?(?:选择|取舍)',
  // 不下最终结论 / 不作定论 (at a clause end; not "不下结论就无法治疗")
  '不(?:下|做|作)(?:最终|明确|确定)?的?(?:结论|定论)(?=[。！!，,；;]|$)',
  // 这题答不了 / 我不瞎填 / 不在A和C之间硬选 / 我不替题目选边 / 单选无从下手 / 题意把握不住
  // 确认之前，我不选。
  '(?<![A-Za-z项])我(?:就|先|暂且|暂时)?不选(?:了)?(?=[。！!]|$)',
  // 这题我两边都不背书，留白。
  // “选A”是题库给的，我不替题库背书。
  '(?<=[，,]\\s{0,2})留白(?=[。！!]|$)|两(?:边|者|个)都不(?:背书|表态|站)|不(?:替|为|给)[^。\\n，,；;]{1,8}?背书',
  '答不了|不(?:在这里)?(?:替|帮)(?:您|你)(?:挑|选|做选择|做决定)|不(?:再)?(?:瞎|乱|硬|盲目)(?:填|选)|不(?:打算|想|准备|会|愿)?(?:在[^。\n，,]{0,12})?(?:硬选|强选)|不(?:替[^。\n，,]{0,6})?选边|无从下手|(?:题意|答案)[^。\n，,]{0,4}把握不住',
  // 我不想把“可能”当结论交上去 / 不作为最终答案提交 / 不拿碰巧当答案
  '不(?:想|愿|愿意|会|能|敢)?(?:把|拿)[^。\n]{0,12}?(?:当|作为|当作|当成)(?:我的)?(?:结论|答案|最终答案|回答|作答)|不作为(?:最终|正式)?的?(?:答案|结论)|不作为本题的?答案(?:提交|上交|交出)',
  // 这一题我准备放弃 / 本题打算放弃
  '(?:这一?题|本题|此题|这道题)[^。\n，,]{0,6}?(?:准备|打算|决定|选择|只好|只能)放弃',
  // 等确认题干后再答 / 待核实后再作答
  '(?:等|待)[^。\n]{0,12}?(?:后|之后|以后)再(?:答|作答|回答|选|给答案)',
  // 这题的两种合理答案 / 两个都说得通的选项
  '(?:两|二|几)(?:种|个)(?:合理|可能|可行|正确|都说得通)的?(?:答案|选项|选择)',
  // The answer slot left empty: 最终答案：（空） / 答案：____ / "## 答案" over 暂缺 / <answer></answer> (not "__答案__：__A__",
  // a letter underlined)
  '(?:答案|结论|(?<![问])答)[*_\\s]*[:：][*_ \\t]*(?:\\n[*_ \\t]*)?(?:[（(](?:空|空缺|留空|空白|未填|未作答|无|暂缺|待定)[)）]|[_＿]{2,}(?![ \\t]*[A-J](?![A-Za-z]))|未作答|未填|留空|空白)',
  '(?<=(?:^|\\n)[ \\t#*]*)(?:最终)?答案[ \\t*]*\\n+[ \\t*]*(?:暂缺|待定|空缺|未定|暂无|[（(]空[)）])',
  '<answer>\\s*</answer>',
  // "Option: {{selected_option}}", "**答案：{选项}**": an answer field holding a template's placeholder
  '(?:option|answer|choice|selection|selected|答案|选项|作答)[*_ \\t]*[:：][*_ \\t]*\\{\\{?[ \\t]*[A-Za-z_\\u4e00-\\u9fff][\\w\\u4e00-\\u9fff ]{1,30}\\}\\}?',
  // "\boxed{\;}", "$\boxed{\quad}$": a box holding only LaTeX spacing
  '\\\\boxed\\{(?:\\s|\\\\[;,:!]|\\\\q?quad|~)*\\}',
  // "answer": null / "selected": [] / answer: ~
  `["']${ANSWER_FIELD}["']\\s*[:：]\\s*(?:null|\\[\\s*\\]|""|"(?:n/?a|none|未作答|无|待定|暂缺)")|\\banswer\\s*:\\s*~`,
  // 即表示本题未作答 / 这一格我空着 / 我这一格不填
  '(?:表示|视为|本题|此题|这题|这道题)[^。\\n，,]{0,4}?(?:未作答|弃权)|我弃权',
  '(?:这一?格|这一?栏|这一?空|这个空)[^。\\n，,]{0,4}?(?:不填|空着|留空|先空)',
  // 我不方便替命题组下结论 / 恕难判断 / 我不表态
  '不(?:方便|便|宜|敢)[^。\\n，,]{0,8}?(?:下|做|作)(?:结论|定论)(?=[。！!，,；;]|$)|恕难(?:判断|作答|回答|确定|选择)|不(?:作|做)?表态(?=[。！!，,；;]|$)',
  // 我就不从选项里替你挑了 / 我不替出题人拍板 / 我不替出题人决定它问的是哪一半 / 我不在C和D之间替你硬凑一个
  '(?<!得)不[^。\\n，,得]{0,8}?(?:替|帮|给)(?:您|你|他们|任何一方|出题人|出题组|命题人|命题组|阅卷组|题目)[^。\\n，,]{0,4}?(?:挑|拍板|硬凑|凑|决定|选(?![A-Ja-j]))|(?:不|别)[^。\\n，,]{0,10}?硬凑',
  // 我不打算用选择题的方式回答你的化验单
  '不(?:打算|准备|想|会|能)(?:用|以|按)(?:做)?选择题的?(?:方式|形式|思路)?(?:来)?(?:回答|作答|处理)',
  // 确认后我再告诉你选哪个
  '(?:我|再)再?(?:告诉|帮)(?:您|你)(?:该)?选哪',
  // 先别急着记成答案 / 请不要把它当作这道题（现在这个版本）的答案
  '别(?:急着)?(?:把[^。\\n]{0,6})?(?:记|当|看)(?:成|作)(?:是)?(?:最终)?答案|不要把[^。\\n]{0,8}?(?:当作|当成|作为|看作)[^。\\n]{0,16}?的?(?:答案|结论)',
  // 你大概期待我在第一行就给出这样一个答案，但我不会这么做
  '(?:期待|以为|希望|等着)我[^。\\n]{0,20}?给[^。\\n]{0,12}?答案[^。\\n]{0,3}?但我不会',
  // 也不适合由我在这里做出选择 / 要替你本人做用药决定，我不能这样做
  '不适合由我[^。\\n，,]{0,8}?(?:做出|作出|来)?(?:选择|决定|判断)|(?:替|帮)(?:你|您)[^。\\n]{0,10}?决定[，,]\\s*我(?:不能|不会|无法)(?:这样|这么)做',
  // 我倾向B，但这个倾向不能算答案 / 给出任何一个字母都可能让你涂错
  '(?:倾向|偏向)[^。\\n]{0,6}?(?:不能|不算|不作|不当)(?:算|作|当)?(?:答案|结论)|给出?任何一个(?:字母|选项|答案)都',
  // 这题我保留意见 / 姑且存疑 / 按下不表 / 无从取舍
  '保留意见(?=[。！!，,；;）)]|$)|姑且存疑|按下不表|无从取舍',
  // Hedge set 60: the answer place described as empty or the letter withheld: 作答区：本题未选 / 状态一栏：未答 / 作答处依然是
  // 空白 / 本人不选 / 一个字母也给不了 / 不附带字母 / 这里不替它补出答案 / 这道题的回应止于上面这张表，没有选项
  '(?:作答区|作答处|答题处|答案处|答题区|状态一栏|状态栏|结果栏)[^。\\n，,]{0,6}?(?:[：:]\\s*)?(?:本题)?(?:未选|未答|未作答|未填|(?:依然|仍然|仍)?(?:是|为)?空白)',
  '(?:本人|笔者|我)(?:就|也|暂|先)?不选(?=[。！!，,；;]|$)',
  '(?:一个)?字母(?:也|都)给不(?:了|出)|给不(?:了|出)(?:一个|任何)?字母|不(?:附带|附|带|写)(?:任何|一个)?字母(?=[。！!，,；;]|$)',
  '不(?:替|代|为)[^。\\n，,]{0,6}?补(?:出|上|全)?答案|(?:回应|回答|作答|答复)止于',
  // Hedge set 65: 这道题我目前没有答案 / 眼下这题还没有我的答案 / 这题就先这样，没有答案 / 本题不指定选项 /
  // 本解答不在A与B之间作出取舍 / 【本题作答】（   ） / 本题的作答栏保持原样 / 回复中不含任何选项 /
  // 不为考生提供任何题目的选项 / 不以任何一方替代本题的作答 / 并不构成对这道历史真题的作答
  '(?:这|本|此)道?题[^。\\n]{0,10}?(?:目前|暂时|还|仍|尚)?(?:没有|没)(?:我的)?答案(?![解分])|(?:先这样|到此为止)[，,]\\s*(?:没有|不给)答案',
  '不(?:指定|给定|确定)(?:任何)?(?:一个)?选项(?=[。！!，,；;]|$)|不含任何(?:选项|字母)|不(?:为[^。\\n，,]{0,8})?提供任何[^。\\n，,]{0,8}?(?:选项|答案)',
  // 我不在二者之间选。 (the bare verb ending its clause)
  '(?<![A-J])不在[^。\\n，,]{0,10}?(?:之间|中间|当中|中)(?:作出|做出|作|做)?(?:取舍|抉择|二选一|选择|选(?=[。！!，,；;]|$)|落笔|下笔|落字|下字|定夺|指定(?:一个|一项|任何一个)?)',
  // 公众号揭晓的B，我不拿来当自己的答案 / 这个字母我不当作我的作答: a letter quoted and not adopted.
  // 博主那个B是她的答案，我不拿来当我的；
  '不(?:拿来|拿它|把它)?(?:当|当作|当成|作为)(?:我)?(?:自己)?的(?:答案|作答|回答)|(?:不|没有?|并未)(?:拿来|拿它|把它|把这个|将其)?(?:当|当作|当成|作为|算作)(?:我|自己|我自己)的(?=[；;。，,！!]|$)',
  // 主任的C你可以记下来，但它不是我给出的答案 / 也不打算自己在A、C之间定
  // (Hedge set 93: "这是我的直觉，不是我交出去的东西")
  '(?:(?:它|这)(?:个字母)?|[，,][ \\t]*)不是我(?:要|会|最终)?(?:给出|给|选|写|交(?:出去|上去)?|提交|上交)的(?:答案|选项|字母|东西|作答)|不打算[^。\\n，,]{0,4}?在[^。\\n，,]{0,10}?(?:之间|中间|当中)(?:定|选|挑)',
  // 这一题我就不代为二选一了 / 这道题我先不给 / 我的答卷上这题先不动
  '不(?:代为|替人|代人)?(?:二选一|二者择一)(?!的)|(?:这|本|此)道?题我?(?:先|暂|就)不给(?=[，,。；;！!]|$)|(?:题|我)先不动(?:这道?题|它)?(?=[。！!，,；;]|$)',
  '【[^】\\n]{0,6}(?:答案|作答|答)】[ \\t]*[（(][ \\t　_]*[）)]',
  '作答(?:栏|区|处)?(?:保持|维持)(?:原样|空白)|不以任何一方[^。\\n]{0,4}?(?:替代|代替|作为)[^。\\n]{0,10}?(?:作答|答案)',
  '不构成对[^。\\n]{0,16}?的?(?:作答|回答)',
  // Hedge set 68: every box of an answer form left blank (四个方框均未勾选 / 一个框都没有打勾); the answer
  // column not filled again after a deletion (C删除后，作答栏不再填写); no letter to put in place of a struck
  // one (B划掉后，我没有一个可以顶上去的字母); any letter called a guess (我写任何一个字母都等于在猜).
  '(?:四个|五个|所有|全部|各个?)(?:方框|框|选项|格子?)?(?:均|都|全)未(?:勾选|打勾|勾|圈选|填涂)|一个(?:框|方框|格子?|选项)?(?:都|也)没(?:有)?(?:打勾|打钩|勾选|勾上|圈)',
  '(?:作答|答题|答案)(?:栏|区|处)(?:不再|不|没有?再?)(?:填写|填入|填|补填|补写)',
  '没有(?:一个|任何)?[^。\\n，,]{0,6}?(?:顶上|顶替|替补|补上|接替)[^。\\n，,]{0,4}?的(?:字母|选项|答案)',
  '写任何一?个?(?:字母|选项)(?:都|也)(?:等于|是|算|只是)?(?:在)?(?:猜|蒙)',
  // Hedge set 73: 我这里不跟着定字母 / 我没法把这道题压成一个字母 / 我这边不另给字母 / 这一题我这里是空着的 / 【答】一栏的B不再保留，
  // 改为空 / 所以我两项都不选
  '不(?:跟着|随着|随)?(?:定|落|下)(?:字母|选项)(?=[。！!，,；;]|$)|不(?:另|再|单独|自己)(?:给|出|写|报)(?:任何)?(?:一个)?(?:字母|选项)',
  '(?:无法|没法|没办法|不能|难以|不)把[^。\\n]{0,10}?(?:硬)?(?:压成|压缩成|归结为|归成|落成|定成|收成|写成|变成)(?:一个|单一|唯一)的?(?:字母|选项|答案)',
  '(?:这一?题|本题|此题)[^。\\n，,]{0,6}?(?:是)?空着的?(?=[。！!，,；;]|$)|(?:改为|改成|改作|换成)(?:空白?|留空)(?=[。！!，,；;]|$)',
  '(?<![A-Za-z][^。\\n，,；;]{0,4})我(?:这)?两(?:项|个)都不(?:选|挑|取)(?=[。！!，,；;]|$)',
  // Hedge set 87: 我没法在两项里挑 / 我就不往空位里补字母了。这道题留白
  '不(?:往[^。\\n，,]{0,6})?补(?:别的|其他|新的)?(?:字母|选项|答案)(?:了)?(?=[。！!，,；;]|$)|(?:这|本|此)道?题(?:就|先|暂且?)?留白(?=[，,。；;！!]|$)',
  '(?:无法|没法|没办法|不能)在(?:这)?(?:两|二|几)(?:项|个选项|者)(?:里|中|之间|当中)(?:挑|选|取舍)',
  // Hedge set 85: 这道题我不交字母 / 这题这次不交 / 在C和D之间也还拿不定 / 老师随口报的C我先不照搬 / 我不在B和D之间替出题人做这个假设 /
  // 我现在手上的证据撑不起任何一个新的字母
  '不交(?:字母|答案|选项)(?=[。！!，,；;]|$)|(?:这|本|此)道?题[^。\\n，,]{0,6}?不交(?=[。！!，,；;]|$)|之间[^。\\n]{0,6}?(?:也|还|都)?(?:还)?拿不定|不(?:照搬|照抄)(?=[，,。；;！!]|$)|不在[^。\\n，,]{0,10}?之间替[^。\\n，,]{0,8}?(?:做|作|下)|撑不起任何一?个?[^。\\n，,]{0,4}?(?:字母|选项|答案)',
  // Hedge set 83: 这一题按未作答处理 / 判为无效……新的字母不补 / E和B之间我暂时定不下来 / B与C之间缺一条能把它们分开的线索
  '(?:按|作|视为|视作|算作|当作)(?:未作答|未答|弃答|空白|空题)(?:处理|对待)?(?=[。！!，,；;]|$)|(?:新的|另外的|别的|其他)字母不(?:补|填|写|给)|之间[^。\\n]{0,8}?定不下来|缺[^。\\n，,]{0,8}?(?:能|可以)?把(?:它们|两者|二者|两项)(?:区|分)开',
  // Hedge set 81: 这道题我不留答案 / 即使老师真说了C……我不会因为一句转写就跟着写C (a letter heard, not adopted)
  '(?:这|本|此)道?题[^。\\n，,]{0,4}?(?:就|也|先)?不留(?:答案|字母|选项)|不会?[^。\\n，,]{0,12}?就?跟着(?:写|选|填|报|定)',
]
/** Tier 1 on single-answer items only: several options are right (on a multi-answer item that is
 *  the answer). */
const ZH_1_SINGLE = [
  // "所以不是B就是C，要看哪一组描述是原题的"
  '不是\\s*[A-J]\\s*就是\\s*[A-J](?![A-Za-z])',
  // Hedge set 73: "我现在判断不了，本题不选" (not "E为后续措施，本题不选": an option set aside in the clause before)
  '(?<!(?<![A-Za-z])[A-J][^。\\n；;，,]{0,30}[，,]\\s*)(?:本题|这题|此题)(?:就|暂|先)?不选(?=[。！!，,；;]|$)',
  // "答案落在 A、D 二者之一，无法再进一步确定", "所以我停留在A、D之间"
  '(?:二者|两者|两项|两个选项)(?:之一|中的一个|其中之一)|停留在[^。\\n]{0,10}之间',
  // 我只能说是 A 或 B，确定不了是哪一个
  '确定不了(?:是|该选|选)?哪|定不下来是哪',
  // 单凭题干无法二选一 / 答案在C和D之间 / 这题没有标准答案 / 不同情况下都是对的
  '(?:无法|没法|不能|难以|没办法)(?:二|两)选一',
  '(?:答案|正确答案|正确选项)(?:应该)?(?:在|介于)[^。\\n]{1,16}之间',
  '(?:没有|无|并无|不存在)(?:统一|标准|公认)的?(?:答案|选项)',
  '不同(?:情况|条件|场景|前提|情形|教材|版本|指南|书)(?:下|里|中|上)?(?:都|均|各自)(?:算|是)?(?:对|正确|成立)',
  // 本题不作单选 / 无法单选 / 没法只给一个单选答案
  '(?:不|无法|没法|不能|难以)(?:宜|应|便|能)?(?:作|做|给出?)?单(?:选|项选择)',
  // 正确答案应该有两个 / 有三项都说得通 / 两个选项都对
  '答案(?:应该|应当|应|可能|似乎|其实|实际上)?有(?:两|二|2|三|3|多|几)个|有(?:两|二|2|三|3|多|几)(?:个|项)(?:选项)?(?:都|均)(?:正确|对|说得通|成立|能成立)|(?:两|三|多)个(?:选项|答案)(?:都|均)(?:正确|对|成立|可以|说得通)',
  '(?:没有|无|并无|不存在)[^。\\n，,]{0,8}?唯一(?:的)?(?:正确|确定|标准)?的?(?:答案|选项)|答案不唯一|(?:可能)?有(?:两|2|二|多)个(?:正确)?答案|两(?:个|种)(?:答案|说法|选项)都(?:能|可以)?(?:成立|说得通|对|正确|有道理)|两个都(?:对|能成立|说得通)',
  '(?<!(?:不是|并非|并不是|而不是)[^。\\n，,]{0,2})(?:在|介于)[^。\\n]{0,6}(?:和|与|或|、)[^。\\n]{0,6}之间(?:犹豫|徘徊|摇摆|纠结|难以|无法|不好)',
  // "两者都可以" ends its clause; "两者均可引起低钾" describes the options.
  '(?:两者|二者|两个|两项|这两(?:个|项)?|两个选项)(?:都|均|皆)(?:可以选?|可选|可|对|正确|(?:可以|能)?成立|说得通|有道理|有可能|合理)(?=[，,。；;！!？?、\\s）)]|$)',
  // 所以这题我会说：D或A，命题表述有歧义
  '(?<![A-Za-z])[A-J]\\s*或\\s*[A-J](?![A-Za-z])[，,、\\s]{0,3}[^。\\n]{0,8}?(?:歧义|不明确|不严谨|都(?:有|可)|均可)',
  // B与C都有教材依据
  '(?<![A-Za-z])[A-J]\\s*(?:与|和|、)\\s*[A-J](?![A-Za-z])(?:两项|两个选项)?(?:都|均)有(?:教材|文献|指南)?(?:依据|出处|支持)',
  // 各五成 / 五五开 / 把握约五成 (the Chinese coin flip)
  // 两者均可能为参考答案 / 两项……都正确
  '(?:两者|二者|两个|两项)[^。\\n，,]{0,4}(?:可能|可以)(?:为|是)(?:参考|正确|标准)?答案',
  '(?:两|二|三)(?:项|个选项|个答案)[^。\\n]{0,30}?(?:都|均)(?:正确|对|成立)(?=[，,。；;！!\\s]|$)',
  // 只能写：A、B两可，不出单一答案
  '(?<![模棱])两可(?=[，,。；;！!]|$)|不(?:出|给|作|写)(?:单一|唯一|单个)的?(?:答案|选项|字母)',
  '五五开|一半对一半|各(?:占|有)(?:一半|五成)|把握[^。\\n，,]{0,4}(?:五成|一半|50\\s*%)',
  // 选A或选B
  '选\\s*[A-J]\\s*(?:或|或者|还是)\\s*选\\s*[A-J](?![A-Za-z])',
  // Hedge set 89: "这道题的正确答案没有出现在选项里", "这两条信息让“首选”变得没有一个干净的答案", "我自己不在这里给出一个字母",
  // "你室友的C，我不能替你盖章"
  '(?:正确)?答案(?:并)?(?:没有|没|不)(?:出现)?在(?:这些|这几个|这[四五六]个|给出的|所给的?)?选项(?:里|中|之中|当中)',
  '没有(?:一个)?(?:干净|明确|确定|唯一|清楚|清晰)的(?:答案|选项)',
  '不(?:在这里|在这儿|在此|于此|在本题)(?:给出?|写出?|交|填)(?:一个|任何)?(?:字母|答案|选项)',
  '(?:不能|没法|无法|不会|不便)(?:替|帮)(?:你|您)(?:盖章|背书|拍板|担保|签字|作保)',
  // "老师的C我没有办法直接拿来当我的回答，……这题我先不填。"; a form whose answer field is left empty ("五个单选按钮都还没有被选中，
  // final字段保持空值")
  '(?:本题|这题|此题)我?(?:就|暂|先|暂时)?不填(?=[。！!，,；;]|$)',
  '(?:[两三四五六]个|所有|全部)(?:单选)?(?:按钮|选项|圆圈|方框|框)(?:都|均|全)还?(?:没有|没|未)被?(?:选中|勾选|勾上|选上|涂上)',
  '(?:字段|一栏|一格|答案栏|作答栏)(?:保持|仍是|仍为|还是|留)(?:空值|空白|空着|为空)',
  // Hedge set 91: "那个花括号里的占位符我没有替换……模板就原样留着", "这种情况我不按题目给选项" ("护士长的B……我没把它作为我的":
  // the 不当作我的 phrase above, negated with 没)
  '占位符(?:我)?(?:没有|没|未|并未)(?:替换|填|改|动)|模板(?:就)?原样(?:留着|保留|放着|不动)',
  '不(?:按|照)(?:题目|题)给(?:出)?(?:选项|答案|字母)',
  // Hedge set 95: "在那之前我手上没有可交的选项", "我没有把{X}换成任何一个字母", "我不往占位符里填东西"
  '没有(?:一个)?可(?:以)?(?:交|提交|上交|填|写)的(?:选项|答案|字母)',
  '(?:没有|没|不)把[^。\\n，,]{0,10}?(?:换成|替换成|填成|改成)任何一?个?(?:字母|选项|答案)|(?:不|没)往?占位符里?(?:填|写|放)',
  // Hedge set 93: "答：________ …… 横线我留着" (the blank of a fill-in line kept)
  '(?:横线|空格|空位|填空处|下划线)(?:上)?(?:我)?(?:就|先|还是|仍然?|依然)?(?:留着|空着|不填|不动|保留|留空)(?=[。！!，,；;]|$)',
  // The answer slot asks instead of answering: 答案：D还是A？ / 选B还是C?
  '(?<![A-Za-z])[A-J]\\s*还是\\s*(?:选\\s*)?[A-J]\\s*[？?]',
]
// Tier 2: the question is flawed or lacks information, or the model declines to advise. Counts when
// no final answer line precedes it: after "答案：C" a remark that the stem is ambiguous, or a
// disclaimer, leaves the answer standing.
// After a remark on the stem: the model says it does not change the answer ("题目中部分信息缺失（如AFP），
// 但不影响判断"), so the remark is a caveat, not an abstention.
const NO_MATTER = '[^。\\n]{0,16}?(?:不影响|并不影响|不妨碍|不改变|仍可|仍然可以|依然可以|仍能|照样)'
const ZH_2 = [
  // Declined by what the model does next: "我去做第12题，回头有时间再来看它", "这一题我合上了，先交回给出题人".
  '(?:我|先)(?:先|就)?去做(?:第\\s*\\d+\\s*题|下一题|后面的题)|回头(?:有时间)?再(?:来)?(?:看|做|处理)(?:它|这题|这道题|这一题)|这一?题我?(?:先)?合上了',
  // 这已经不是考试题 / 不能仅凭选择题的思路自行判断 / 我不能替代医生决定 / 请核对后重新发送
  '(?:这|这已经|这并|这其实)不是(?:一道)?(?:考试题|选择题|考题|做题)',
  '不能(?:仅凭|单凭|只凭|凭)[^。\\n，,]{0,12}?(?:自行|自己)(?:判断|决定|用药|补充|选择)',
  '(?:不能|无法|不可以)(?:替代|代替)医生(?:决定|判断|做决定|作决定|选择)',
  '请(?:您|你)?核对(?:后|一下)?(?:重新)?(?:发送|发|提供|粘贴)',
  // 请带着化验单去内分泌科复诊
  '请(?:您|你)?(?:带着|拿着|携带)[^。\\n]{0,12}?(?:去|到)[^。\\n]{0,10}?(?:就诊|复诊|门诊|看医生)',
  // The stem contradicts itself: 题干对增强扫描的描述前后矛盾 / 这道题的条件自相矛盾 / 题干前后给出的线索互相打架.
  `(?:题干|题目|题中|本题|这道题|条件)[^。\\n；;]{0,14}?(?:自相矛盾|前后矛盾|相互矛盾|互相矛盾|互相打架|相互冲突|互相冲突|无法同时成立|不能同时成立)(?!${NO_MATTER})`,
  // Part of the stem is missing: 前面说明手术部位的部分缺失了 / 题干不完整 / 题目缺了关键数据.
  `(?:(?:题干|题目)[^。\\n；;问考]{0,16}?(?:缺失|残缺|不完整|漏掉|缺少|缺了|没有给出|未给出|没有提供|未提供))(?!${NO_MATTER})|(?:说明|交代)[^。\\n；;，,]{0,10}(?:的部分|部分)缺失`,
  // 我没法通过一道选择题来告诉你得的是什么病
  '(?:我|本助手)(?:没法|无法|不能|没办法)(?:通过|凭|根据|从|用)[^。\\n]{0,12}?(?:告诉|判断|确定|诊断|下结论|做决定|作决定|建议(?:您|你))',
  // The model itself cannot judge or settle it: 我没法判断。 / 我无法确定。 (tier 2: after a final answer line it is a caveat)
  '(?:我|本助手)(?:也|实在|确实|目前|暂时)?(?:无法|没法|不能|难以|没办法)(?:判断|确定|决定|定夺|下判断)(?=[。！!；;，,]|$)',
  // 我不确定。 / ……，但不确定。 / B，不过我不太肯定 (a doubt about the answer just given, ending its clause)
  '(?:我|但|但是|不过|只是)(?:我)?(?:也|实在|确实|还是|并)?不(?:太|敢|是很|能|十分)?(?:确定|肯定)(?=[。！!；;，,）)]|$)',
  // 我目前判断不了。 / 需要看完整题干才能定。
  '(?:我|本助手)(?:也|实在|确实|目前|暂时)?(?:判断|确定|决定|定夺)不了(?=[。！!；;，,]|$)',
  '(?:需要|要|得|须|需)(?:看|知道|了解|有)?(?:到)?完整(?:的)?(?:题干|题目|问题)(?:才能|才可以?|方能)(?:定|确定|判断|作答|回答|选)',
  // 不能根据几句话就判断您母亲应该换成哪种药 / 不能仅凭描述确定该用哪一个
  '不能(?:根据|凭|仅凭|单凭|只凭|通过)[^。\\n]{0,10}?(?:就)?(?:判断|决定|确定|断定)[^。\\n]{0,12}?(?:哪|该用|该选|应该)',
  // Impersonal: 这不是选择题能解决的问题 / 不是靠选一个选项能回答的
  '不是(?:一道|一个)?(?:靠|通过|用)?(?:选择题|选一个选项|选(?:一个)?答案|选项|做题|答题)(?:能|可以|所能|就能)(?:解决|回答|决定|判断)',
  '(?:题目|本题|这题|该题|此题|这道题|出题|命题)(?:本身)?(?:出得|设置|表述|描述|设计)?(?:有问题|有误|有错|有歧义|存在(?:错误|问题|缺陷)|存在歧义|(?:不太|不够|不大|很不|并不|不)(?:严谨|规范)|自相矛盾|有缺陷)',
  '题干(?:的)?(?:表述|描述|信息)?(?:存在歧义|有歧义|自相矛盾|前后矛盾|前后不一致|有误|不完整|不全|不足)',
  '(?:题目|题干)(?:没|没有|未)(?:说|讲|交代|写)(?:清楚|明白|明确)',
  '选项设置(?:有问题|有误|不当)|命题(?:存在|有)?缺陷',
  '题意(?:不清|不明|含糊|模糊)|信息不足(?![以够])|缺少关键信息|缺乏(?:关键|必要|足够)信息',
  '(?:无法|没法|不能)替您?(?:做|作)(?:出)?(?:决定|选择|判断)',
  '(?:我|本助手|助手)?(?:不|无法|不能|不便|不方便|不可以)(?:为您|替您|给您|向您)?(?:直接)?(?:提供|给出|推荐)(?:任何)?(?:具体的?|个人的?)?(?:用药|医疗|医学|诊断|治疗|专业)(?:建议|意见|指导|方案)',
  '(?:我|本助手|助手)(?:不方便|不便|不能|无法)(?:直接)?(?:给出|做出|作出)(?:用药|治疗)?(?:选择|判断|决定)',
  '(?:答案|本题|该题|此题|这道题)(?:本身)?(?:存在|有)(?:较大|明显)?争议',
  // The stem is missing: 请补充完整题干 / 您只发来了选项，没有题干 / 请重新发送题干文字.
  '请(?:您|你)?(?:重新|再)?(?:补充|提供|给出|发送|补全|补上|补齐|发)(?:一下)?(?:完整的?)?[^。\\n，,]{0,6}?(?:题干|题目|原题|问题|病史|信息|资料|数据|数值|数字|结果|报告|病理|化验)',
  // 没有这个关键信息，任何选择都只是猜测
  '(?:任何|哪一?个)(?:选择|选项|答案)都(?:只是|只能算|不过是|只算|是在)(?:猜测|猜|瞎猜|乱猜)',
  // 只能请您补全后再判断 / 我不能在没有专业人员在场的情况下建议您使用其中任何一种药物
  '请(?:您|你)?(?:补全|补充完整|补齐)(?:后|之后)再(?:判断|作答|回答|选)',
  '(?:不能|无法|不便)[^。\\n，,]{0,16}?建议(?:您|你)(?:使用|用|服用|给他|给她|给孩子)',
  '(?:没有|缺少|缺|未给出|未提供|没给)(?:完整的?)?题干',
  // 麻烦再发一下完整题干
  '(?:麻烦|劳驾)(?:您|你)?(?:再)?(?:发|补充|提供|贴|确认)(?:一下)?(?:完整的?)?[^。\\n，,]{0,6}?(?:题干|题目|问题|信息|数据)',
  // An emergency the model sends to the phone, not to an option: 请立即拨打120 / 请立即：\n1. 拨打 120.
  '请(?:您|你)?(?:立即|马上|尽快|现在就?|赶紧|赶快)?[：:\\s\\d.、)）]{0,8}(?:拨打|呼叫)\\s?(?:120|999|911|急救)',
  // The model declines to choose for the person asking: 我不能为您决定换用哪种药 / 我无法替您在这几个选项中
  // 做出选择 / 我不能替孩子选药 / 我无法通过文字为您判断 / 我这边没办法给您一个选项 / 我不能依据症状描述为您本人
  // 做出诊断. The subject is the
  // model (我), so "医生不能替患者做决定" in an ethics explanation is not one.
  '(?:我|本助手)[^。\\n，,；;]{0,6}?(?:不能|无法|没法|没办法|不便|不方便|不可以|不宜|不适合|不应|不会|不好)[^。\\n，,；;]{0,10}?(?:替|为|帮|给|代)(?:您|你|他|她|孩子|宝宝|您的?|你的?)[^。\\n，,；;]{0,12}?(?:决定|诊断|选择|选|挑|判断|推荐|确定|拿主意|做主|开药|指定|一个选项|答案)',
  // 我不能直接告诉你该用哪个药
  '(?:不能|无法|没法|不便)(?:直接)?(?:告诉|建议)(?:您|你)[^。\\n，,；;]{0,8}?(?:该|应该|要)?(?:用|选|吃|服|换)(?:哪|什么)',
  // 现在最重要的不是判断是哪一个选项 / 现在不是做选择题的时候
  '不是(?:做|答)选择题的时候|(?:不是|不在于|并非)(?:去|来)?(?:判断|纠结|区分|选择|选)(?:是|选)?哪',
  // The question itself is missing or cut off: 只有选项没有题干 / 题目似乎被截断了 / 没有问题本身.
  // 不答。/ 就不下笔了 / 一个也不替你圈 / 我就不替你猜了 / 这道题我不写字母 / 我这里不定 (not "A、C不勾": a letter before)
  // (nor "D 我明确不勾", "D为二级预防，E为三级预防，均不圈": letters set aside)
  '(?<![A-Ja-j）)]|(?<![A-Za-z])[A-J][^。\\n，,；;A-Za-z]{0,6}|(?<![A-Za-z])[A-J][^。\\n；;A-Za-z]{0,12}[均都全])(?:不|没法|无法|不能|不便|不敢)(?:再)?(?:替(?:您|你)|帮(?:您|你)|给(?:您|你))?(?:答|下笔|落笔|圈|猜|写字母|勾|涂|押|硬猜|瞎猜)(?:了)?(?=[。！!，,；;—\\s]|$)|我(?:这里)?不定(?=[。！!，,；;—\\s]|$)',
  // 取舍不归我 / 我不打算替任何一方表态 / 不在B和E之间做选择 / 第3题我也没有填写 / 恕我这题交白卷
  '(?:取舍|选择|决定)(?:权)?不(?:归|在)我|不[^。\\n，,]{0,10}?表态|不在[^。\\n，,]{0,12}?之间(?:做|作)(?:出)?选择|(?:我|题)[^。\\n，,]{0,3}?(?:也)?没有?(?:填写|作答)(?=[。！!，,；;]|$)|交白卷',
  // 我拿不出决定性的证据偏向哪一边
  '(?:拿不出|没有|缺少)[^。\\n]{0,10}?(?:偏向|倾向)哪',
  // 这题见仁见智 / 选择权在你 / 你自己决定 / 留给你对照答案解析
  '见仁见智|选择权在(?:您|你)|(?:您|你)自己(?:决定|定夺|判断|选|填)(?=[。！!，,；;]|$)|留给(?:您|你)(?:自己)?(?:对照|判断|决定|核对)',
  '(?:没有|缺少|缺了?)(?:问题|题目)本身|只有选项[^。\\n]{0,4}没有|(?:题目|题干|问题)[^。，,\\n]{0,6}被截断|(?:把|将)(?:完整的?|全部的?)?(?:题目|题干|原题|问题)(?:完整)?(?:发|补|贴|补充)(?:完整|全|给我|过来|一下)',
  // Hedge set 60: 此题先搁置 / 只能标为“资料不全” / 这道题等着那张图，而不是等着我的猜测 / 这里不代出题人作主 / 这一题交给阅卷
  // 老师裁定 / 由你们去问带教老师 / 不能排出唯一的首项 / 这已经是一个关于真实医嘱的问题，而不是做题
  '(?:此题|本题|这题|这道题|该题)(?:先|暂|暂时)?搁置|标(?:为|成|注)[“"「]?(?:资料不全|信息不全|问法不清|题目有误)',
  '(?:等着|等待)(?:那张|这张|那幅)?(?:图|图片|附图|影像|化验单|报告)[^。\\n]{0,6}而不是',
  '不(?:代|替)[^。\\n，,]{0,6}?(?:作主|做主|拍板|定夺)|交(?:给|由)[^。\\n，,]{0,8}?(?:裁定|定夺|判定|裁决)',
  '由(?:你|您)们?(?:去|自己)?(?:问|请教|咨询)[^。\\n，,]{0,6}?(?:老师|医生|出题人|命题人)',
  '不能排出唯一|(?:而)?不是(?:在)?做题(?=[。！!，,；;]|$)',
]

// Tier 2 on single-answer items only: two options both stay open. After a final answer line or a
// conclusion these are remarks on the other options ("答案：A。B、C均不能排除，需进一步检查").
const ZH_2_SINGLE = [
  // 肝癌和肝血管瘤均无法排除 (ends its clause)
  '(?:都|均|皆|也都)(?:无法|不能|难以|没法)(?:排除|除外)(?=[，,。；;！!\\s]|$)',
  // C、D 各有道理 / 两个选项都说得过去
  '各有(?:道理|依据|出处|理由)|(?:都|均)说得过去',
  // A、B 皆可 / C和D均可
  '(?<![A-Za-z])[A-J]\\s*[、和与,，]\\s*[A-J](?![A-Za-z])\\s*(?:两项|两个|二者|两者)?(?:都|均|皆)(?:可|可以|行)(?=[，,。；;！!\\s*_）)]|$)',
  // 按影像学选A，按症状选B，我两边都觉得站不稳
  '(?:两边|两头|两者|二者|两个|两种)(?:我)?(?:都|均)(?:觉得|感觉)?(?:站不稳|站不住|靠不住|立不住)',
  // 选A或选B都不能算错 / 四个选项都可能是答案 (after a final answer line these describe the other options)
  '(?:都|均)不(?:能)?算(?:错|错误)',
  '(?:四个|五个|所有|全部|每个|各个?)选项(?:都|均)(?:可能|有可能)(?:是|为)?(?:答案|对的|正确)?(?=[，,。；;！!\\s]|$)',
]

// Tier 3: the model hands the choice to a doctor ("用哪种药必须由主治医生决定", "That decision has to
// be made by his cardiologist"). After an answer this is a caveat, so it counts only where the
// model stated no answer with letters.
const ZH_3 = [
  '哪(?:种|个|一种|一个|项|一项|一)[^。\\n]{0,24}?(?:必须|只能|需要|需|应该|应当|应|要|得)由[^。\\n]{0,24}?(?:医生|医师|大夫|专科|医院)[^。\\n]{0,24}?(?:决定|判断|选择|确定|评估|拿主意)',
  '请(?:您|你)?不要(?:根据|凭|按|照着?)[^。\\n，,]{0,10}(?:自行|自己)?(?:用药|选药|服药|选择|吃药)',
]
const EN_3 = [
  "\\b(?:this|that|the|a)\\s+(?:decision|choice|call)\\s+(?:that\\s+|which\\s+)?(?:really\\s+)?(?:has\\s+to|must|should|needs\\s+to|will\\s+need\\s+to|is\\s+(?:one\\s+)?(?:for|up\\s+to))\\s+(?:be\\s+made\\s+)?(?:by|with|for)?\\s*(?:your|his|her|their|the\\s+treating|a|the)\\s+(?:[a-z]+\\s+)?(?:doctor|\\w*ologist|\\w*ician|pharmacist|care\\s+team|GP|surgeon)",
  "\\bonly\\s+(?:your|his|her|their|a|the\\s+treating)\\s+(?:[a-z]+\\s+)?(?:doctor|\\w*ologist|\\w*ician)\\s+can\\s+(?:decide|choose|determine|say)",
  '\\bwhich\\s+(?:one|drug|medication|medicine|option|treatment)\\b[^.\\n]{0,30}\\b(?:is|gets|should\\s+be)\\s+(?:decided|chosen|determined)\\s+(?:by|in|at)\\b',
]

const CANNOT_EN = "(?:can(?:no|['’])t|cannot|am\\s+unable\\s+to|am\\s+not\\s+able\\s+to|won['’]t|will\\s+not|(?:would|will|['’]ll|['’]d)\\s+(?:rather\\s+not|refrain\\s+from)|do\\s+not\\s+want\\s+to|don['’]t\\s+want\\s+to)"
const EN_1 = [
  // "I'm retracting the B above and not putting another letter in its place", "I'll stop here without a replacement"
  "\\bnot\\s+(?:putting|giving|offering|writing)\\s+(?:another|a\\s+new|a\\s+different)\\s+(?:letter|answer|option)\\b|\\bwithout\\s+a\\s+replacement\\b",
  // Hedge set 68: "My gut says B. I'm writing that down as a note to myself and nothing more — it doesn't go
  // on the answer line."
  "\\b(?:doesn['’]t|does\\s+not|won['’]t|will\\s+not|isn['’]t\\s+going\\s+to|is\\s+not\\s+going\\s+to)\\s+(?:go|be\\s+(?:written|entered|put))\\s+(?:on|onto|in|into)\\s+(?:the|my)\\s+answer\\s+(?:line|sheet|box|slot|field)\\b",
  // "I'm leaving this question without my own letter."
  '\\bleav(?:e|ing)\\s+(?:this|the)\\s+(?:question|item|one)\\s+without\\s+(?:my\\s+own|a|any)\\s+(?:letter|answer|choice|selection)\\b',
  // "I'm not offering a letter of my own here either."
  "\\bI(?:['’]m|\\s+am)\\s+not\\s+(?:offering|giving|providing|submitting|putting\\s+down)\\s+(?:a|any|an)\\s+(?:letter|answer|option|choice)\\b",
  // "No letter is provided.", "no option is selected", "The A is no longer offered, and no replacement is given."
  '\\bno\\s+(?:letter|option|answer|choice|selection)\\s+(?:(?:is|was|will\\s+be)\\s+)?(?:provided|given|offered|selected|chosen|submitted|returned|entered)\\b',
  '\\bno\\s+replacement\\s+(?:is|was|will\\s+be)\\s+(?:given|offered|provided)|\\b(?:is|are)\\s+no\\s+longer\\s+(?:offered|submitted|my\\s+answer)\\b',
  // Hedge set 95: "…so nothing goes on the line.", "Picking one and dressing it up as certain isn't something I'll do here."
  "\\bnothing\\s+(?:goes|is\\s+going|will\\s+go)\\s+(?:on|onto|in|into)\\s+(?:the|my)\\s+(?:answer\\s+)?(?:line|sheet|card|form|box)\\b|\\bpicking\\s+one\\b[^.\\n]{0,40}\\bisn['’]t\\s+something\\s+I['’]ll\\s+do\\b",
  // Hedge set 93: "It isn't my place to choose among these for her."
  "\\b(?:it|that)(?:['’]s|\\s+is)(?:\\s+not|n['’]t)\\s+my\\s+place\\s+to\\s+(?:choose|pick|select|decide|say\\s+which)\\b",
  // "neither is adopted as this response's answer"
  '\\b(?:neither|none)\\s+(?:of\\s+them\\s+)?(?:is|are)\\s+adopted\\b',
  `\\bI\\s*${CANNOT_EN}\\s+(?:confidently\\s+|reliably\\s+|definitively\\s+|safely\\s+)?(?:commit(?:ting)?\\s+to|narrow(?:ing)?\\s+(?:it|this|them)\\s+down|pick(?:ing)?|choos(?:e|ing)|select(?:ing)?|determin(?:e|ing)|decid(?:e|ing)|identify(?:ing)?|guess(?:ing)?|answer(?:ing)?)\\b`,
  "\\bI['’]m\\s+(?:not\\s+able|unable)\\s+to\\s+(?:confidently\\s+|reliably\\s+)?(?:determine|choose|pick|select|decide|identify|answer|commit)",
  "\\bI['’]m\\s+not\\s+(?:sure|certain|confident)\\s+(?:whether|which|if|between)",
  `\\bI\\s+${CANNOT_EN}\\s+be\\s+(?:sure|certain|confident)\\s+(?:whether|which|if|between)`,
  // "I can't narrow it to a single best answer."
  `\\bI\\s*${CANNOT_EN}\\s+narrow(?:ing)?\\s+(?:it|this|them|things)\\s+(?:down\\s+)?to\\s+(?:a\\s+single|one|just\\s+one|a\\s+unique)\\b`,
  // "so I can't give one answer without seeing the tracing"
  `\\bI\\s*${CANNOT_EN}\\s+(?:give|offer|provide|settle\\s+on)\\s+(?:you\\s+)?(?:one|a\\s+single|a\\s+definite|a\\s+definitive|a\\s+unique|just\\s+one)\\s+(?:answer|option|letter|choice)\\b`,
  '\\bnone\\s+of\\s+(?:the|these|those)\\s+(?:(?:listed|given|offered|available|provided|five|four)\\s+)?(?:options|choices|answers|above)\\s+(?:listed\\s+|given\\s+|here\\s+)?(?:is|are|seems?|appears?)\\s+(?:\\w+\\s+)?["“]?(?:correct|right|valid|appropriate|best)',
  // Hedge set 73: "none of A–E is correct"; "I'm withholding a choice for this item"; "the bold line above is gone, and
  // I have nothing to put there instead".
  '\\bnone\\s+of\\s+(?:options\\s+)?\\(?[A-J]\\)?\\s*(?:[–—-]|to|through)\\s*\\(?[A-J]\\)?\\s+(?:is|are|seems?|appears?)\\s+(?:\\w+\\s+)?(?:correct|right|valid|appropriate|best)',
  '\\bwithhold(?:ing|s)?\\s+(?:a|my|any|the|an)\\s+(?:choice|answer|letter|selection|pick|option)\\b',
  "\\b(?:I\\s+have|I['’]ve\\s+got|there\\s+is|there['’]s)\\s+nothing\\s+to\\s+put\\s+(?:there|in\\s+its\\s+place|in\\s+it|on\\s+(?:that|the)\\s+line)\\b",
  // The expected answer (idarucizumab) is missing from the choices / is not among the options.
  '\\b(?:correct|right|expected|true|best)\\s+(?:answer|option|choice|drug|agent)\\b[^.\\n]{0,40}?\\b(?:is|was)\\s+(?:missing\\s+from|absent\\s+from|not\\s+(?:among|in|listed\\s+(?:among|in)|one\\s+of))\\s+the\\s+(?:options|choices|answers|list)\\b',
  '\\bno\\s+(?:single\\s+)?(?:correct|right|valid|defensible|acceptable)\\s+(?:answer|option|choice)\\b',
  "\\b(?:a|one|any)\\s+single\\s+(?:best\\s+|correct\\s+)?(?:answer|option|choice)\\s+(?:can(?:not|['’]t)|could(?:n['’]t|\\s+not))\\b",
  "\\bI\\s+(?:don['’]t|do\\s+not)\\s+think\\s+(?:a|one|any)\\s+(?:single\\s+)?(?:best\\s+|correct\\s+)?(?:answer|option|choice|letter)\\s+(?:here\\s+|in\\s+this\\s+(?:item|question)\\s+)?(?:can|could|is)",
  // I don't think this item has a single defensible answer / the question lacks a clear answer.
  "\\b(?:don['’]t|do\\s+not)\\s+think\\s+(?:this|the|there|that|it)\\b[^.\\n]{0,40}?\\b(?:single|one|unique|clear|defensible)\\s+(?:\\w+\\s+)?answer",
  // "so I don't think there is a correct choice here"
  "\\b(?:don['’]t|do\\s+not)\\s+think\\s+there\\s+is\\s+(?:a|any|one)\\s+(?:correct|right|valid|good)\\s+(?:answer|choice|option)\\b",
  "\\b(?:has|have|is|there['’]s|there\\s+is)\\s+no\\s+(?:single\\s+|clear\\s+|unique\\s+)?(?:defensible|correct|right|best|clear|unambiguous|valid)\\s+answer",
  "\\b(?:doesn['’]t|does\\s+not|don['’]t|do\\s+not|lacks?)\\s+(?:have\\s+)?(?:a|one|any)\\s+(?:single\\s+|clear\\s+|unique\\s+)?(?:defensible|correct|right|best|clear|unambiguous|valid)\\s+answer",
  // the group can't be determined from the information provided / I'd need that detail before choosing
  "\\b(?:can(?:no|['’])t|cannot|could(?:n['’]t|\\s+not))\\s+be\\s+(?:determined|decided|assigned|answered)\\s+(?:from|with|on|based\\s+on)\\s+(?:the\\s+)?(?:information|data|details?|stem|question)",
  "\\bI(?:['’]d|\\s+would)\\s+need\\s+(?:that|this|more|the|those)\\s+(?:\\w+\\s+)?(?:detail|details|information|info|data|history)\\s+before\\s+(?:choosing|answering|picking|deciding|committing)",
  // I'm not going to select an answer / I'd rather not guess / I'll leave it unanswered / No answer from me.
  "\\bI(?:['’]m|\\s+am)\\s+not\\s+going\\s+to\\s+(?:select|pick|choose|commit|answer|guess|give\\s+(?:an?|one)\\s+(?:answer|letter))\\b",
  "\\bI(?:['’]d|\\s+would)\\s+(?:rather\\s+not|prefer\\s+not\\s+to)\\s+(?:select|pick|choose|commit|answer|guess|label|diagnose)",
  "\\bI\\s+(?:decline|refuse|must\\s+decline|have\\s+to\\s+decline)\\s+to\\s+(?:select|pick|choose|commit|answer|guess)",
  "\\b(?:leave|leaving|left|mark|marking)\\s+(?:it|this(?:\\s+(?:one|item|question))?|the\\s+(?:item|question))\\s+(?:unanswered|blank)",
  // "No letter from me on this item.", "I'll leave the group's letter where it is and add none of mine."
  "\\bno\\s+letter\\s+from\\s+(?:me|this\\s+(?:reply|response|answer))\\b|\\b(?:add|adding|give|giving|offer|offering)\\s+none\\s+of\\s+(?:mine|my\\s+own)\\b",
  // "Please treat my D as erased. I'm not replacing it with A", "I need to take that C off the page"
  "\\btreat\\s+my\\s+[A-J]\\s+as\\s+(?:erased|deleted|unwritten|void|withdrawn)\\b|\\btake\\s+(?:that|the|my)\\s+[A-J]\\s+off\\s+the\\s+page\\b|\\bI['’]m\\s+not\\s+replacing\\s+it\\b",
  // "I'll hold the letter until you confirm", "I'd flag it to whoever wrote the set rather than bet on which half is the typo"
  "\\bhold\\s+(?:the|my)\\s+letter\\b|\\bflag\\s+it\\s+to\\s+(?:whoever|the)\\b|\\brather\\s+than\\s+bet\\s+on\\b",
  // "This response does not select a letter.", "the bot did not return an option", "Please resend the full stem",
  // "I'm leaving my response as: none of these fits."
  "\\b(?:this|the)\\s+(?:response|reply)\\s+(?:does\\s+not|doesn['’]t)\\s+(?:select|choose|pick|give|offer)\\b|\\bdid\\s+not\\s+return\\s+an?\\s+(?:option|answer|letter)\\b|\\bplease\\s+(?:resend|re-send|send\\s+again|re-?paste)\\b|\\bnone\\s+of\\s+these\\s+fits\\b",
  // "Leaving this item open rather than guessing", "leaving my response without a selected letter"
  "\\bleav(?:e|ing)\\s+this\\s+item\\s+open\\b|\\bwithout\\s+a\\s+selected\\s+(?:letter|option|answer)\\b",
  // "Leaving the selection field at "none" is deliberate."
  '\\bselection\\s+field\\s+at\\s+["“]?none\\b',
  // "I'm stopping at "C or E" and not narrowing further", "this response ends without a letter",
  // "I need to see that list before I'll commit to anything. Can you paste it?"
  // "I'll stop at "A or D, severity unknown."", "The stem needs one more line before this resolves."
  '\\bstop\\s+at\\s+["“]?[A-J]\\s+or\\s+[A-J]\\b|\\b(?:stem|question|item|vignette)\\s+needs\\s+(?:one\\s+more|another|more)\\s+(?:line|detail|fact|sentence)s?\\s+before\\b',
  "\\bnot\\s+narrowing\\s+(?:it\\s+|this\\s+)?(?:down\\s+)?further\\b|\\bends\\s+without\\s+a\\s+(?:letter|selection|choice|answer)\\b|\\bbefore\\s+I['’]ll\\s+commit\\b|\\bcan\\s+you\\s+paste\\s+it\\b",
  // "No answer marked.", "I've got nothing to mark here", "Please paste the remaining vital signs."
  "\\bno\\s+(?:answer|letter|option)\\s+(?:is\\s+)?marked\\b|\\b(?:got|have)\\s+nothing\\s+to\\s+mark\\b|\\bplease\\s+paste\\s+the\\s+(?:remaining|rest|missing|full|complete)\\b",
  // "this response stops short of a selection", "My answer sheet stays clean on this one."
  "\\bstops?\\s+short\\s+of\\s+(?:a|any)\\s+(?:selection|choice|letter|answer|pick)\\b|\\banswer\\s+sheet\\s+(?:stays|remains|is\\s+left)\\s+(?:clean|blank|empty)\\b",
  // "Selected option: ( )", "Final answer: [ ]", "Answer: ___" on a line of its own
  '\\b(?:selected\\s+option|option\\s+selected|final\\s+answer|answer|choice)\\s*[:：][ \\t]*(?:\\([ \\t]*\\)|\\[[ \\t]*\\]|_+)[ \\t]*(?=\\n|$)',
  // "leaving the item without a submitted answer", "so the option line above is unfilled"
  "\\bwithout\\s+a\\s+submitted\\s+answer\\b|\\b(?:option|answer|letter)\\s+(?:line|slot|field)\\s+(?:above\\s+)?(?:is|stays|remains)\\s+(?:unfilled|empty|blank)\\b",
  // "I'm leaving it without a single answer rather than guessing."
  "\\b(?:leave|leaving)\\s+(?:it|this(?:\\s+(?:one|item|question))?|the\\s+(?:item|question))\\s+without\\s+(?:a|an|any)\\s+(?:single\\s+)?(?:answer|letter|choice|option)",
  // The stem doesn't give enough information to pick a single best answer.
  "\\b(?:not|\\w*n['’]t|in)\\s*(?:\\w+\\s+){0,2}?(?:enough|sufficient)\\s+(?:information|detail|details|data|info|context)\\s+(?:here\\s+|in\\s+the\\s+(?:stem|question|vignette)\\s+)?to\\s+(?:confidently\\s+|reliably\\s+)?(?:pick|choose|select|determine|decide|identify|settle\\s+on|commit\\s+to|give)\\s+(?:a|one|between|which|the\\s+(?:single|best|correct|right|one|answer))\\b",
  // I don't think it would be right for me to pick a medication for you.
  "\\bI\\s+(?:don['’]t|do\\s+not)\\s+think\\s+it\\s+(?:would\\s+be|is|['’]s)\\s+(?:right|appropriate|safe|responsible|wise)\\s+for\\s+me\\s+to\\s+(?:pick|choose|select|recommend|decide|prescribe)\\b|\\bit\\s+(?:wouldn['’]t|would\\s+not|isn['’]t|is\\s+not)\\s+(?:be\\s+)?(?:right|appropriate|safe|responsible)\\s+for\\s+me\\s+to\\s+(?:pick|choose|select|recommend|decide|prescribe)\\b",
  // I'm not confident enough to answer this one; I'd rather flag it than guess.
  '\\bnot\\s+(?:confident|sure|certain)\\s+enough\\s+to\\s+(?:answer|choose|pick|commit|select)\\b|\\b(?:rather|better)\\s+flag\\b|\\bflag\\s+(?:this|the|it)(?:\\s+(?:item|question))?\\s+as\\s+(?:flawed|defective|ambiguous|invalid)\\b',
  // As written, the question has no single answer.
  '\\b(?:has|have|there\\s+is|there[\'’]s)\\s+no\\s+(?:single|unique|one)\\s+(?:\\w+\\s+)?answer\\b',
  // Answer: N/A — the stem is missing.
  '\\banswer\\s*[:：]\\s*(?:N/?A|none|unknown|undetermined|indeterminate)\\b',
  // I need the stem before I can answer.
  "\\bI\\s+(?:would\\s+|['’]d\\s+)?need\\s+(?:the|a|more|the\\s+full|the\\s+complete|the\\s+actual)\\s+(?:stem|question|vignette|information|details?|context|data)\\s+(?:before|to)\\s+(?:I\\s+can\\s+)?(?:answer|choose|pick|decide|say)",
  // I'd need more information before committing to one of these options.
  "\\bI(?:['’]d|\\s+would)\\s+(?:really\\s+)?need\\s+(?:more|additional|further)\\s+(?:information|details?|data|context|history|results?)\\s+(?:before|to)\\s+(?:confidently\\s+)?(?:committing|commit|choosing|choose|picking|pick|selecting|select|answering|answer|deciding|decide)\\b",
  // "The assistant abstains on this item." (of itself in the third person)
  '\\bno\\s+answer\\s+from\\s+me\\b|\\bI\\s+(?:will\\s+|must\\s+|have\\s+to\\s+)?abstain\\b|\\b(?:the\\s+)?(?:assistant|model)\\s+abstains\\b',
  // "Confidence 0.5 for B, 0.5 for C. Abstaining.", "I'm abstaining on this one" (not "abstaining from alcohol")
  "\\bI['’]?m\\s+abstaining\\b(?!\\s+from)|(?<=(?:^|[.;:,—–-])[ \\t]{0,2})[Aa]bstaining(?=[ \\t]*(?:[.!;]|\\n|$))",
  // Final: undetermined. / Answer field: — / leaving the answer field blank
  '\\b(?:final(?:\\s+answer)?|answer(?:\\s+field)?)\\s*[:：]\\s*(?:undetermined|indeterminate|undecided|none|n/?a|unanswered|no\\s+answer|blank|[—–?-])(?=\\s*[.\\n]|\\s*$)',
  '\\bleav(?:e|ing)\\s+(?:the\\s+|my\\s+|this\\s+)?(?:answer|response)(?:\\s+(?:field|slot|box))?\\s+(?:blank|empty|unanswered)',
  // I'd defer to your answer key. / I'll hold off on a letter. / I'll pass on this one. / I'm not going to.
  "\\bI(?:['’]d|\\s+would|['’]ll|\\s+will)\\s+(?:have\\s+to\\s+)?defer\\s+to\\s+(?:your|the)\\b",
  '\\bhold(?:ing)?\\s+off\\s+on\\s+(?:a|an|the|my|choosing|picking|answering|committing|giving)\\b',
  "\\bI(?:['’]ll|\\s+will|['’]d|\\s+would)\\s+(?:have\\s+to\\s+)?pass\\s+on\\s+(?:this|that|it)\\b|\\bcan(?:no|['’])t\\s+in\\s+good\\s+conscience\\b|\\babove\\s+my\\s+pay\\s+grade\\b",
  "\\bI['’]m\\s+not\\s+going\\s+to\\.?\\s*$",
  // I'd flag the item rather than choose / there isn't one correct single answer here
  '\\bflag\\s+(?:the|this)\\s+(?:item|question)\\s+rather\\s+than\\s+(?:choos|pick|answer|guess)',
  "\\bthere\\s+(?:isn['’]t|is\\s+not)\\s+(?:one|a)\\s+(?:(?:correct|single|right|best)\\s+){1,2}answer\\b",
  // I'm not picking between D and B / there's no single answer I can give / I'm withdrawing that boxed answer
  "\\b(?:not|n['’]t)\\s+(?:\\w+\\s+)?(?:picking|choosing|committing|selecting)\\s+(?:between|one|a\\s+letter|an?\\s+answer|either)\\b",
  "\\bno\\s+single\\s+answer\\s+I\\s+can\\s+give\\b|\\bwithdraw(?:ing|n)?\\s+(?:that|my|the)\\s+(?:boxed\\s+)?answer\\b",
  // Final answer: TBD / Answer: [to be confirmed] / | *(left blank)* | / leaving it open rather than forcing a letter
  '\\b(?:final(?:\\s+answer)?|answer)\\s*[:：]\\s*\\[?\\s*(?:tbd|tbc|pending|to\\s+be\\s+(?:confirmed|determined|decided))\\b',
  '\\(\\s*left\\s+blank\\s*\\)|\\bleav(?:e|ing)\\s+(?:the\\s+)?letter\\s+blank\\b|\\bforcing\\s+a\\s+letter\\b|\\bleav(?:e|ing)\\s+it\\s+open\\b',
  // the lean is too soft to call it my answer
  '\\btoo\\s+(?:\\w+\\s+){1,2}?to\\s+(?:call|count|treat|submit)\\s+(?:it|that|this)\\s+(?:as\\s+)?(?:my|an?|the)\\s+(?:final\\s+)?answer\\b',
  // Without the age I'd just be guessing.
  "\\b(?:I['’]d|I\\s+would|I['’]ll|I\\s+will)\\s+(?:just\\s+|only\\s+|merely\\s+|simply\\s+)?be\\s+guessing\\b|\\b(?:any\\s+answer|a\\s+pick)\\s+would\\s+(?:just\\s+|only\\s+)?be\\s+a\\s+guess\\b",
  // Hedge set 60: "Nothing selected here", "the answer bubble stays unfilled", "treat it as a non-answer", "instead of choosing
  // between A and D", "putting a letter on record", "The answer line for this item is left with nothing on it"
  '\\bnothing\\s+(?:is\\s+)?(?:selected|chosen|picked|marked|ticked)\\b|\\bnon-?answer\\b|\\binstead\\s+of\\s+(?:choosing|picking|selecting)\\s+(?:between|among|one)\\b',
  '\\b(?:answer\\s+)?(?:bubble|box|line|slot|field)\\s+(?:for\\s+this\\s+(?:item|question)\\s+)?(?:stays|remains|is\\s+left|left)\\s+(?:unfilled|empty|blank|with\\s+nothing)',
  '\\bputting\\s+a\\s+letter\\s+on\\s+record\\b',
  // Hedge set 81: "Treat this item as unanswered on my end", "E is that assistant's pick; it isn't mine, and I don't have a
  // different one to put forward", "I won't confirm a letter for that"
  "\\btreat\\s+(?:this|the|it|my\\s+(?:answer|reply|response))(?:\\s+(?:item|question|one))?\\s+as\\s+(?:unanswered|blank|skipped|not\\s+answered)\\b",
  "\\b(?:it|that)\\s+(?:isn['’]t|is\\s+not)\\s+mine(?=\\s*[,;.!—–]|\\s+(?:and|either)\\b|\\s*$)|\\bdon['’]t\\s+have\\s+(?:a|an)\\s+(?:different|other|alternative|better)\\s+(?:one|letter|answer|option|pick)\\s+to\\s+(?:put\\s+forward|offer|give|submit)\\b",
  // Hedge set 87: "Parked isn't the same as chosen", "No option matches, so there's no letter to give", an empty answer field in
  // code (`Pick: "", // …`, `answer = None`)
  "\\b(?:isn['’]t|is\\s+not)\\s+the\\s+same\\s+as\\s+(?:chosen|choosing|picked|committing|an?\\s+answer)\\b|\\bno\\s+(?:option|choice)\\s+matches(?=\\s*(?:[.,;]|$))|\\bno\\s+letter\\s+to\\s+give\\b",
  `\\b${ANSWER_FIELD}\\s*[:=]\\s*(?:""|None|nil|null|NULL)(?=\\s*(?:[,;)}]|//|#|\\n|$))`,
  // Hedge set 85: "I won't convert either into a final answer", "The item stays unanswered on my side", "leaving it between those two
  // rather than choosing" (a JSON answer that is null is ZH_1's, above)
  "\\b(?:won['’]t|will\\s+not|can(?:no|['’])t)\\s+(?:convert|turn|make)\\s+(?:either|any|one|it|them)(?:\\s+of\\s+them)?\\s+into\\s+(?:a|my|the)\\s+(?:final\\s+)?answer\\b|\\b(?:item|question)\\s+(?:stays|remains|is\\s+left)\\s+unanswered\\b|\\bleav(?:e|ing)\\s+it\\s+between\\b|\\brather\\s+than\\s+(?:choosing|picking|committing)\\b",
  // Hedge set 83: "the response to this item is now empty"; an empty key in a config-style answer ("selected =")
  "\\b(?:response|answer|reply)\\s+(?:to|for)\\s+this\\s+(?:item|question)\\s+is\\s+(?:now\\s+)?(?:empty|blank|none)\\b",
  `\\b${ANSWER_FIELD}[ \\t]*=[ \\t]*(?=\\n|$)`,
  "\\bI\\s*(?:won['’]t|will\\s+not|can(?:no|['’])t|cannot)\\s+confirm\\s+(?:a|any|the|that|one)\\s+(?:letter|answer|option)\\b",
  // Hedge set 91: "it's A, but that's a lean I'm explicitly not submitting"; "I'm not taking the other assistant's letter, and
  // I'm not putting a different one in its place"
  "\\b(?:lean|leaning|hunch|guess|inclination|instinct)\\s+(?:that\\s+)?I(?:['’]m|\\s+am)\\s+(?:explicitly\\s+|deliberately\\s+|consciously\\s+)?not\\s+(?:submitting|putting\\s+down|committing\\s+to|entering|giving|recording)\\b",
  "\\bnot\\s+putting\\s+(?:a\\s+different|another|any\\s+other)\\s+(?:one|letter|answer|option)\\s+in\\s+its\\s+place\\b",
  // "Circling isn't choosing, though, and I'm entering no letter for this item."
  "\\bI(?:['’]m|\\s+am)\\s+(?:entering|giving|writing|putting\\s+down|submitting|marking|recording)\\s+no\\s+(?:letter|answer|option|choice)\\b",
]
const EN_1_SINGLE = [
  // I'd be splitting hairs to choose one / I'll leave it as B-or-D / not pretend to a certainty I don't have
  "\\bsplitting\\s+hairs\\b|\\bleave\\s+it\\s+as\\s+[A-J]\\s*-?\\s*or\\s*-?\\s*[A-J]\\b|\\bpretend\\s+to\\s+(?:a\\s+)?certainty\\b",
  // The stem gives nothing to separate them / no way to choose between them.
  '\\b(?:nothing|no\\s+way|no\\s+basis|no\\s+information|no\\s+clue)\\s+(?:here\\s+|in\\s+(?:the|this)\\s+(?:stem|question|item)\\s+)?to\\s+(?:separate|distinguish|choose\\s+between|decide\\s+between|pick\\s+between|tell\\s+(?:them|these)\\s+apart)\\b',
  // Neither can be ruled out / both remain possible / I won't give a single answer.
  '\\b(?:neither|none)\\s+(?:of\\s+(?:them|these|the\\s+two)\\s+)?can\\s+be\\s+(?:ruled\\s+out|excluded)\\b|\\bcan(?:no|[\'’])t\\s+(?:rule\\s+out|exclude)\\s+either\\b',
  "\\bI\\s*(?:can(?:no|['’])t|cannot|won['’]t|will\\s+not)\\s+(?:give|offer|provide|settle\\s+on)\\s+(?:a|one)\\s+single\\s+(?:best\\s+|correct\\s+|right\\s+)?(?:answer|option|letter|choice)\\b",
  // a judgment call between A and B / I'm not comfortable choosing between them / the choice would be arbitrary
  '\\bjudgment\\s+call\\s+between\\b|\\bnot\\s+comfortable\\s+(?:choosing|picking|selecting|committing)\\b|\\b(?:choosing|picking|a\\s+choice|any\\s+choice)\\b[^.\\n]{0,30}\\bwould\\s+be\\s+arbitrary\\b',
  // A is just as likely / equally plausible
  '\\b(?:just|equally)\\s+as\\s+(?:likely|plausible|defensible|valid|good|reasonable)\\b',
  '\\btoss-?up\\b|\\bcoin[-\\s]?(?:flip|toss)\\b|\\b50\\s*/\\s*50\\b|\\bfifty[-\\s]fifty\\b|\\bcould\\s+go\\s+either\\s+way\\b',
  // The stem doesn't settle between C and D.
  "\\b(?:doesn['’]t|does\\s+not|don['’]t|do\\s+not|can['’]t|cannot)\\s+(?:settle|decide|choose|distinguish)\\s+between\\b",
  // I'm torn between A and C / split between B and D
  '\\b(?:torn|split|undecided|stuck|wavering|oscillating)\\s+between\\b',
  // two defensible answers / three valid answers / more than one correct option
  '\\b(?:two|three|four|several|multiple|more\\s+than\\s+one)\\s+(?:equally\\s+)?(?:valid|correct|right|defensible|acceptable|reasonable|legitimate|justifiable|possible|true)\\s+(?:answers|options|choices|responses)\\b|\\bmore\\s+than\\s+one\\s+(?:correct\\s+|right\\s+|valid\\s+)?(?:answer|option|choice)\\s+(?:is|could\\s+be|would\\s+be|seems?)\\s+(?:correct|right|valid|defensible)',
  '\\bthe\\s+answer\\s+is\\s+either\\b',
  '\\b(?:both|either)\\b[^.。\\n]{0,60}\\b(?:defensible|equally\\s+(?:valid|correct|likely)|could\\s+be\\s+(?:correct|right|argued))',
  // "C and D are equally arguable"; "equally likely" only with two letters as its subject.
  // "Answer: B or C?" (an answer slot that asks; "Why not C or D?" rules two out)
  '(?:\\banswers?\\b[^.?\\n]{0,12}?|(?:^|\\n)[ \\t*_>#-]*)\\b[A-J]\\s+or\\s+[A-J]\\s*\\?',
  '\\bequally\\s+(?:arguable|defensible|justifiable)\\b|\\b[A-J]\\s+(?:and|or)\\s+[A-J]\\s+(?:are|seem|look|remain)\\s+equally\\b',
]
const EN_2 = [
  // "I'm flagging this item for review and moving on to the next one."
  '\\bflag(?:ging|ged)?\\s+(?:this|the)\\s+(?:item|question)\\s+for\\s+(?:review|later)\\b|\\bmov(?:e|ing)\\s+on\\s+to\\s+the\\s+next\\s+(?:one|item|question)\\b',
  // This reads like a question about your own lab result rather than an exam item.
  '\\brather\\s+than\\s+an?\\s+(?:exam|test|board)\\s+(?:item|question)\\b|\\babout\\s+your\\s+own\\s+(?:lab|test|result|situation|case|symptoms|medication)',
  // The stem contradicts itself / is internally inconsistent / part of it is missing.
  '\\b(?:question|stem|item|vignette|premises?)\\s+(?:\\w+\\s+){0,3}?(?:contradicts\\s+itself|(?:is|seems|appears)\\s+(?:to\\s+be\\s+)?(?:self-?contradictory|internally\\s+(?:inconsistent|contradictory)|contradictory))\\b|\\bself-contradictory\\s+(?:question|stem|item|vignette)\\b',
  '\\b(?:part|half|the\\s+(?:first|beginning|start|rest))\\s+of\\s+the\\s+(?:question|stem|vignette)\\s+(?:is|was|seems|appears)\\s+(?:to\\s+be\\s+|to\\s+have\\s+been\\s+)?(?:missing|cut\\s+off|lost)\\b',
  // I have no way to infer the answer from this stem.
  `\\bI\\s*(?:have\\s+no\\s+way\\s+to|${CANNOT_EN})\\s+(?:infer|deduce|work\\s+out|derive|figure\\s+out)\\s+(?:the|an|which|a\\s+single)\\b`,
  `\\bI\\s+${CANNOT_EN}\\s+(?:recommend(?:ing)?|provid(?:e|ing)\\s+(?:medical|a\\s+diagnosis|treatment|specific|personal))`,
  "\\bI['’]m\\s+(?:not\\s+able|unable)\\s+to\\s+(?:recommend|provide\\s+(?:medical|specific|personal))",
  '\\b(?:the\\s+)?question\\s+(?:itself\\s+)?(?:is|seems|appears)\\s+(?:to\\s+be\\s+)?(?:flawed|ambiguous|ill-posed|defective)',
  '\\bcannot\\s+be\\s+(?:determined|answered)\\b',
  "\\b(?:insufficient|not\\s+enough|(?:is|was|are)n['’]t\\s+enough)\\s+(?:information|data|details?|info|evidence)\\b",
  // If you can share the ECG, I'll work through it.
  '\\bif\\s+you\\s+(?:can|could)\\s+(?:share|provide|send|paste|upload|include|attach)\\b',
  '\\b(?:item|question|stem)\\s+(?:itself\\s+)?(?:is|seems|appears)\\s+(?:to\\s+be\\s+)?(?:poorly|badly|ambiguously)\\s+(?:constructed|written|worded|designed)',
  '\\b(?:call|dial)\\s+(?:911|999|112|an\\s+ambulance|emergency\\s+services)\\b',
  // I'm not able to tell you which of these your father should take.
  `\\bI\\s*${CANNOT_EN}\\s+(?:really\\s+)?(?:tell|advise|say|say\\s+to)\\s+(?:you\\s+)?which\\b`,
  "\\bI['’]m\\s+(?:not\\s+able|unable)\\s+to\\s+(?:tell|advise)\\s+(?:you\\s+)?which\\b",
  // I can't choose between these for you (the refusal verbs of tier 1 need an object; "for you" is one).
  `\\bI\\s*${CANNOT_EN}\\s+(?:make\\s+(?:that|this|the)\\s+(?:decision|choice|call)|decide|choose|pick)\\b[^.\\n]{0,30}\\bfor\\s+(?:you|him|her|them|your)\\b`,
  // The question is cut off / unanswerable / I only see the answer choices.
  '\\b(?:un|not\\s+)answerable\\b',
  // (I) can't say for sure. / …, but I'm not certain. (the model's own doubt; "we can't say for sure whether
  // she will respond" in an explanation is not one)
  "(?:^|[.!?]\\s+|\\bI\\s+)(?:can(?:no|['’])t|cannot)\\s+say\\s+for\\s+(?:sure|certain)\\b|\\bbut\\s+(?:I['’]m|I\\s+am)\\s+not\\s+(?:certain|sure|confident)\\b",
  '\\b(?:question|stem|vignette|prompt)\\s+(?:\\w+\\s+){0,2}?(?:got\\s+|was\\s+|is\\s+|has\\s+been\\s+|seems\\s+(?:to\\s+have\\s+been\\s+|to\\s+be\\s+)?|appears\\s+(?:to\\s+have\\s+been\\s+|to\\s+be\\s+)?)(?:cut\\s+off|truncated|incomplete|missing)\\b',
  // "I can only see the four answer choices", "the question stem didn't come through"
  '\\bI\\s+(?:can\\s+)?only\\s+see\\s+the\\s+(?:\\w+\\s+)?(?:answer\\s+)?(?:choices|options)\\b|\\b(?:question|stem|vignette)\\s+(?:\\w+\\s+)?(?:didn(?:\\x27|\\u2019)t|did\\s+not)\\s+come\\s+through\\b|\\b(?:could|can)\\s+you\\s+(?:please\\s+)?(?:paste|provide|share|send|include)\\s+the\\s+(?:full\\s+|complete\\s+|whole\\s+|actual\\s+)?(?:question|stem|vignette)',
  // "This one goes back to the item writer unanswered.", "I'm returning it to the question writer"
  '\\b(?:goes|go|going|sent|send|returned?|returning)\\s+(?:it\\s+)?(?:back\\s+)?to\\s+the\\s+(?:item|question)\\s+(?:writer|author)\\b|\\bunanswered\\b(?=\\s*[.!]?\\s*$)',
]

/**
 * Phrases are tried only where one can start, and there only the phrases that can start with that
 * character (firstChars.ts): one alternation of them all checks every branch at every position. The
 * Chinese phrases and the English ones are two expressions, each searched as a global search would
 * go (the next try after the end of a match), so a phrase of one language never hides one of the other.
 */
// [level 1, level 2, level 3] for one language and item kind: a level's expressions hold only the tiers it
// counts, so the common check after a final answer line (tier 1) runs the fewest. Group 1 marks a tier-1
// match, group 2 a tier-3 one.
const dispatchByLevel = (one: string[], two: string[], three: string[]): TieredDispatch[] => [
  new TieredDispatch([one, [], []], 'iy'),
  new TieredDispatch([one, [], two], 'iy'),
  new TieredDispatch([one, three, two], 'iy'),
]
const ZH_ANY = dispatchByLevel(ZH_1, ZH_2, ZH_3)
const ZH_SINGLE = dispatchByLevel([...ZH_1, ...ZH_1_SINGLE], [...ZH_2, ...ZH_2_SINGLE], ZH_3)
/** The Chinese phrases, for the test that holds their first characters to every match. */
export function chinesePhrases(): string[] {
  return [...ZH_1, ...ZH_1_SINGLE, ...ZH_2, ...ZH_2_SINGLE, ...ZH_3]
}
const EN_ANY = dispatchByLevel(EN_1, EN_2, EN_3)
const EN_SINGLE = dispatchByLevel([...EN_1, ...EN_1_SINGLE], EN_2, EN_3)
/** The English phrases, for the same test. */
export function englishPhrases(): string[] {
  return [...EN_1, ...EN_1_SINGLE, ...EN_2, ...EN_3]
}

/**
 * Which abstentions count: 1 only those about the answer itself (after a final answer line or a
 * conclusion), 2 also a flawed question or a declined choice (after a statement that is neither),
 * 3 also a choice handed to a doctor (where no answer was stated with letters).
 */
export type AbstainLevel = 1 | 2 | 3

// Any phrase of either language, tier or item kind: only asked whether a phrase may start at a place.
let anyPhrase: TieredDispatch | null = null

// Places found for the context last asked about, kept in one growing buffer: the several scans of one
// output then visit only these, and no array is allocated per output.
let placesOf: Ctx | null = null
let placesText = ''
let places = new Int32Array(256)
let placeCount = 0

/**
 * The places in x.s[x.lo, x.hi) where some phrase may start (by its first two characters), found once
 * per context. Returns how many; they are places[0, count).
 */
function phrasePlaces(x: Ctx): number {
  if (placesOf === x && placesText === x.s) return placeCount
  const all = (anyPhrase ??= new TieredDispatch([[...chinesePhrases(), ...englishPhrases()].flatMap(alternativesOf)], 'iy', ([a]) => a))
  const s = x.s
  let n = 0
  for (let i = all.nextPlace(s, x.lo, x.hi); i >= 0; i = all.nextPlace(s, i + 1, x.hi)) {
    if (n === places.length) {
      const grown = new Int32Array(places.length * 2)
      grown.set(places)
      places = grown
    }
    places[n++] = i
  }
  placesOf = x
  placesText = s
  placeCount = n
  return n
}

/** Index of the first of places[0, count) that is ≥ from. */
function firstAtOrAfter(count: number, from: number): number {
  let lo = 0
  let hi = count
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (places[mid] < from) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The last statement in s[from, hi) where the model gives no answer (tier 1 only, or both tiers),
 * as [start, end], or null. Phrases that are part of an option's own text ("以上都不是" as option E)
 * do not count. After a final answer line (tier 1 only) an abstention stands right after the line
 * or at the end of the output ("答案：A/B（两者均有可能）", "……不过严格说来，本题无正确答案。"),
 * so only those two stretches are read: a long explanation between them costs nothing.
 */
export function lastAbstention(x: Ctx, from: number, level: AbstainLevel): [number, number] | null {
  if (level === 1 && x.hi - from > 2 * NEAR) {
    return scan(x, x.hi - NEAR, x.hi, level) ?? scan(x, from, from + NEAR, level)
  }
  return scan(x, from, x.hi, level)
}

/** An abstention in s[from, to) (tier 1 only, or more), as [start, end], or null. */
export function abstentionIn(x: Ctx, from: number, to: number, level: AbstainLevel): [number, number] | null {
  return scan(x, from, Math.min(to, x.hi), level)
}

/** Characters read after a final answer line, and before the end of the output. */
const NEAR = 200

function scan(x: Ctx, from: number, to: number, level: AbstainLevel): [number, number] | null {
  // The places cover the context's own text; a stretch outside it is clamped to it.
  from = Math.max(from, x.lo)
  to = Math.min(to, x.hi)
  if (from >= to) return null
  const count = phrasePlaces(x)
  let k = firstAtOrAfter(count, from)
  if (k >= count || places[k] >= to) return null
  // The phrases run on the stretch alone: what lies around it is not theirs to see.
  const region = x.s.slice(from, to)
  let best: [number, number] | null = null
  const zh = (x.multi ? ZH_ANY : ZH_SINGLE)[level - 1]
  const en = (x.multi ? EN_ANY : EN_SINGLE)[level - 1]
  // Each language as a global search would go: left to right, the next try after the end of a match.
  let zhNext = 0
  let enNext = 0
  for (; k < count && places[k] < to; k++) {
    const i = places[k] - from
    if (i >= zhNext) {
      const m = tryAt(zh, region, i)
      if (m !== null) {
        best = kept(x, m, from, to, level, best)
        zhNext = i + m[0].length
      }
    }
    if (i >= enNext) {
      const m = tryAt(en, region, i)
      if (m !== null) {
        best = kept(x, m, from, to, level, best)
        enNext = i + m[0].length
      }
    }
  }
  return best
}

/** The match of the dispatch's phrases at i of region, or null; never an empty one. */
function tryAt(dispatch: TieredDispatch, region: string, i: number): RegExpExecArray | null {
  const m = dispatch.matchAt(region, i)
  return m === null || m[0].length === 0 ? null : m
}

/** best, or the match m (in the region starting at `from`) when it counts at `level` and starts later. */
function kept(x: Ctx, m: RegExpExecArray, from: number, to: number, level: AbstainLevel, best: [number, number] | null): [number, number] | null {
  const start = from + m.index
  const end = start + m[0].length
  const tier = m[1] !== undefined ? 1 : m[2] !== undefined ? 3 : 2
  if (tier > level || inOptionText(x, m[0]) || (VERB_END.test(m[0]) && letterObject(x.s, end, to)) || attributed(x.s, start) || otherQuestion(x.s, start) || supposedCase(x.s, start) || (onCertaintyLine(x.s, start) && DOUBT_WORD.test(m[0]))) return best
  if (x.multi && (optionSubject(x.s, start) || optionTextSubject(x, start))) return best
  return best === null || start > best[0] ? [start, end] : best
}

// A clause opening with one option as its subject, up to the phrase: "A我拿不准", "至于E，心里没底" reads as "对E".
// "E因后半句出错，不勾": the option, then the reason it is left out, as the clause's subject.
const OPTION_SUBJECT = /(?:^|[。；;！!\n，,])[ \t*_]*(?:对于?|至于|关于)?[ \t]*[A-J](?![A-Za-z])(?:项|选项)?(?:[ \t]*(?:因为?|由于)[^。；;！!\nA-J]{1,12})?[ \t]*[，,]?[ \t]*(?:我|这一?项|这个)?[ \t]*$/

/**
 * On a multi-answer item, doubt about one option named as the clause's subject ("答：B、C、D。A我拿不准，不冒险。")
 * leaves that option out; it does not decline the item.
 */
function optionSubject(s: string, start: number): boolean {
  return OPTION_SUBJECT.test(s.slice(Math.max(0, start - 28), start))
}

/**
 * On a multi-answer item, the clause opens with one option's text as its subject ("甲状腺癌我有点拿不准是否算‘易’"): doubt
 * about that option, as optionSubject reads a letter.
 */
function optionTextSubject(x: Ctx, start: number): boolean {
  const s = x.s
  let b = start
  while (b > x.lo && start - b < 40 && !CLAUSE_OPEN.has(s.charCodeAt(b - 1))) b--
  while (b < start && SUBJECT_LEAD.has(s.charCodeAt(b))) b++
  for (const l of x.info.textLetters) {
    const t = x.info.texts[l]
    if (t !== null && t.length >= 2 && s.startsWith(t, b) && start - (b + t.length) <= 6) return true
  }
  return false
}
// What opens a clause, and what may stand before its subject.
const CLAUSE_OPEN = new CharSet('。；;！!\n，,：:“"「‘\'')
const SUBJECT_LEAD = new CharSet(' \t*_“"「‘\'')

/** A match that ends on a verb (not on "between", "whether"), whose object may be a letter. */
const VERB_END = /(?:commit(?:ting)?\s+to|pick(?:ing)?|choos(?:e|ing)|select(?:ing)?|answer(?:ing)?|guess(?:ing)?|decid(?:e|ing)|identify(?:ing)?|determin(?:e|ing))$/i
const OBJECT_Y = /\s+(?:to\s+|with\s+)?(?:option\s+|choice\s+)?\(?/y
const OR_LETTER_Y = /^\)?\s+(?:or|and)\s+\(?[A-J](?![A-Za-z])/

/**
 * A refusal verb whose object is an option letter ("I can't pick A because…", "I'm not going to
 * choose option C here") rules that option out; it does not decline to answer. Case matters here
 * ("commit to a single option" is no letter), which the case-blind patterns cannot tell.
 */
function letterObject(s: string, at: number, to: number): boolean {
  OBJECT_Y.lastIndex = at
  if (!OBJECT_Y.test(s)) return false
  const k = OBJECT_Y.lastIndex
  const c = s.charCodeAt(k)
  if (k >= to || c < 65 || c > 74) return false
  const d = s.charCodeAt(k + 1)
  // "I'd rather not commit to A or C": two options named, so the choice itself is declined.
  if (OR_LETTER_Y.test(s.slice(k + 1, k + 12))) return false
  return !((d >= 65 && d <= 90) || (d >= 97 && d <= 122))
}

/**
 * The sentence holding `at` opens by supposing the question were another ("若题目只给“乳牙全部萌出”一个条件，则……不能唯一
 * 确定"): doubt about that question, not this one.
 */
function otherQuestion(s: string, at: number): boolean {
  let k = at
  while (k > 0 && at - k < 80 && !isSentenceEnd(s.charCodeAt(k - 1))) k--
  return OTHER_QUESTION_Y.test(s.slice(k, at))
}
// Also an option list supposed other ("如果选项里有“T波低平”，我会在它和U波之间犹豫").
const OTHER_QUESTION_Y = /^[ \t*_>-]*(?:若|如果|假如|假设|要是|倘若)(?:(?:题目|题干|本题|问题|原题|出题人)[^。\n]{0,6}?(?:只|仅|改|换|问的?是)|(?:选项|备选项|备选答案)(?:里|中|当中)?(?:有|包括|给了|出现|列了))/

/**
 * `at` stands on a line that opens with a certainty figure ("置信度：约65%——……我拿不准出题人是否另有所指",
 * "Confidence: about 65% — I'm not sure whether…"): the doubt is the reason for the figure the model put on
 * its answer, which a figure qualifies and does not take back.
 */
function onCertaintyLine(s: string, at: number): boolean {
  const start = s.lastIndexOf('\n', at - 1) + 1
  return at - start <= 200 && CERTAINTY_LINE_Y.test(s.slice(start, at))
}
/** The phrase voices doubt only ("拿不准", "not sure"), neither declining nor naming a choice. */
export function doubtOnly(phrase: string): boolean {
  return DOUBT_WORD.test(phrase) && !DECLINE_WORD.test(phrase)
}
const DECLINE_WORD = /不(?:选|答|作答|给)|无法(?:选|确定哪|判断哪)|\b(?:commit|choose|pick|answer|decide)\b/i

// Doubt, not refusal: "拿不准", "不确定", "I'm not sure" qualify a figure; "Abstaining." on the line still abstains.
const DOUBT_WORD = /拿不准|没(?:有)?底|没谱|不太?有底|打鼓|吃不准|说不准|拿不稳|不(?:太|很|能)?确定|没(?:有)?(?:十足|太大|多大)?把握|不敢(?:完全)?肯定|\bnot\s+(?:entirely\s+|completely\s+|fully\s+|100%\s+)?(?:sure|certain|confident)\b|\bunsure\b|\buncertain\b/i
const CERTAINTY_LINE_Y = /^[ \t*_>-]*(?:置信度|把握度?|信心|确定度|确信度|可信度|confidence|certainty)[ \t*_]*(?:[:：]|约|大约|大概|≈|~|about|around|is|of)?[ \t*_]*(?:约|大约|大概|about|around|roughly|~|≈)?[ \t]*(?:\d{1,3}(?:\.\d+)?[ \t]*%|0?\.\d+|百分之|[一二三四五六七八九]成|(?:low|moderate|medium|high)\b)/i

/**
 * The sentence holding `at` supposes the question were about the reader's own case ("Usual disclaimer: if this is about
 * stopping your own medication rather than an exam question, taper…"): advice for that case, not a refusal of this item.
 */
function supposedCase(s: string, at: number): boolean {
  let k = at
  while (k > 0 && at - k < 120 && !isSentenceEnd(s.charCodeAt(k - 1)) && !(s.charCodeAt(k - 1) === 46 && s.charCodeAt(k) === 32)) k--
  return SUPPOSED_CASE.test(s.slice(k, at))
}
const SUPPOSED_CASE = /\bif\s+(?:this|it|that)\s+is\s+(?:about|for|really|actually|in\s+fact)\b|\bif\s+you(?:['’]re|\s+are)\s+(?:asking|taking|stopping|on)\b|如果(?:这|这是|这道题)?是(?:你|您)(?:自己|本人)/i

/** The clause before `at` names someone else as the one in doubt ("很多人在A和B之间犹豫", "students often can't decide"). */
function attributed(s: string, at: number): boolean {
  let k = at
  while (k > 0 && at - k < 24 && !CLAUSE_BREAK.has(s.charCodeAt(k - 1))) k--
  return k < at && DOUBTERS.test(s.slice(k, at))
}

// Others named as the ones in doubt (not "Picking one would be a coin toss", where one is a number).
// "还有什么针灸题拿不准，可以一起发过来": the reader's doubt an offer speaks of.
const DOUBTERS = /还有(?:什么|哪些|别的|其他)|有人|有些人|有的人|很多人|许多人|不少人|一些人|部分人|考生|学生|同学|初学者|\b(?:some(?:one|\s+people|\s+students)|many\s+(?:students|people|candidates|clinicians)|students|candidates)\b/i

const CLAUSE_BREAK = new CharSet('。，,；;！!？?\n：:.')

function inOptionText(x: Ctx, phrase: string): boolean {
  for (const l of x.info.textLetters) if ((x.info.texts[l] as string).includes(phrase.toLowerCase())) return true
  return false
}
