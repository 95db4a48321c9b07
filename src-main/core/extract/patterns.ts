// The phrases that turn a letter into an answer, or into a rejected option. Compiled once at module
// load. They run on the prepared text, which keeps full-width punctuation (，：（）) and markdown
// marks (** | #) as the model wrote them (rewriting every Chinese output would cost more than all
// the matching), so every class below accepts both widths and skips markdown decoration.

import { alternativesOf, TieredDispatch } from './firstChars'
import { LookBehindDispatch } from './lastChars'
import { CharSet } from './words'

const src = (parts: string[]): string => parts.join('|')

/** Colon in either width. */
const CO = '(?:[:：]|[→⇒➜➔➡⟶▸►▶]|=>|->)'
/** Markdown decoration that may sit anywhere between words. */
const MD = '*_`#|'

// Cues after which the model states its answer. Grouped by strength:
//  1 (strong)    answer markers: 答案 / 故选 / 应选 / 答: / 正确的是 / "the answer is" / "I choose"
//  2 (therefore) 因此 / 所以 / 综上 / therefore / it is — strong only when the letter ends a clause
//  3 (weak)      说法错误的是 (questions asking for the wrong statement) and hedges such as 可能是,
//                used only when nothing stronger was said
const STRONG_ZH = src([
  '答案(?:组合|集合)?(?:\\s*[】\\]］])?',
  // "我的答案先放在这里：**ABCD**" (not "答案可能是：", "答案待定：")
  // (not "我不会写进答案的那个字母：A": a letter labelled as kept out of the answer)
  '(?<!(?:不|没|未)(?:会|要|打算|准备|想)?(?:写进|写入|写到|填进|填入|放进|放入|算进|算入|列入|纳入)(?:我的)?)答案(?![^：:\\n]{0,8}?(?:可能|或许|也许|大概|似乎|不|没|无|还是|待|未|暂|疑|争议|误|错|或))[^。\\n，,：:？?!！]{1,8}?[：:]',
  // (not "为什么不作首选：": a first choice denied; not "次选", a second choice, but "这次选B"; not "也不改选 A", "不再选C": a
  // switch refused, hedge set 143)
  '(?<![不没未别勿候误错易会落淘弃])(?<!不[入当改换再])(?<!(?<!宁)可)(?<!没有\\s?)(?<!(?<![这此本再每一上下])次)(?<!(?<!准)备)(?<!(?<!现)在)(?<![不别]\\s?(?:应|应该|应当|要|建议|推荐|该|能|可|宜|必|用|再|去)\\s?)(?<!(?:不要|别|避免|以免|防止|不能|切勿|千万别)[^。！？!?\\n]{0,24}去)(?<!(?:不作|不是|不为|不作为|[非不])首)选(?:择|定|取)?(?![项题性修用错])',
  `(?<![问])答(?![案题复辩应卷])\\s*${CO}`,
  // "答题栏：C", "作答栏：C" (hedge set 95: a correction rewriting the answer field)
  // "答题：C（若为儿童则另当别论）" (probes, stop 39)
  `(?<![不没未])(?:答题|作答)(?:栏|区)?\\s*${CO}`,
  // "最可能的诊断，我写D", "最后落在A、B、C、D这四项上"; "思来想去，仍以C作答"
  // "我认这个D，就写D。", "我硬着头皮写A。"
  // "我更愿意写E，虽然说不上十拿九稳": a preference that is the final word. "我会写B。"
  // "所以我仍写A。" (not "原因是我写C时只看了…": when the letter was written, hedge set 119); "我跟老师一样写D" (hedge set 121)
  '(?<=我(?:就|还是|仍然?|依然|照样|照旧|最终|最后|硬着头皮|只好|只能|姑且|暂且|这里|在这里|这儿|这边|(?:还是|就|也)?(?:比较|更)?愿意|(?:还是)?倾向于?|宁愿|宁可|也|(?:这里|在这里|这儿)(?:也|就|还是)|(?:还是|最终|最后|就|也)?会|(?:跟|和|同|与)[^。\\n，,A-J]{1,8}?(?:一样|一致)(?:地)?(?:也|就|还是)?)?|(?:^|[\\n。！!，,；;])[ \\t*_]*就)写(?=[ \\t]*[A-J](?![A-Za-z])(?![ \\t]*(?:时|的时候)))',
  // "权衡后答B", "我拿B作答"
  '(?<=(?:权衡|考虑|比较|斟酌|掂量|思考|综合)(?:之|过)?后[ \\t]*)答(?=[ \\t]*[A-J](?![A-Za-z]))|(?<=我|仍|仍然|依然|还是|就|最终|最后)(?:拿|用|以)(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*(?:作答|作为答案|作为回答|来答|答题|交卷|交差|提交))',
  // "CT平扫对急性出血高度敏感——答B，我的把握不算高": 答 after a dash, its letter ending the clause.
  '(?<=[—–][ \\t]*)答(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*(?:[，,。.；;！!]|\\n|$))',
  // "这题就写B。", "保留：A、B、D", "留下的四项：A、B、C、D，全部勾选。" opening its line (hedge set 125); "入选三项：A、B、C。", "入选 → A｜B｜D｜E" (hedge set 127);
  // "收 → A（SJS）、B（TEN）…", "收下的四格——A、B、C、D。" (hedge set 137)
  // "我推出来的和书上印的是同一个，这道题用C。", "推出来和参考书一样，这题就用E，把握九成。" (hedge set 125)
  '(?<=(?:这|本|此)(?:道题?|题)[ \\t]*(?:我)?就)写(?=[ \\t]*[A-J](?![A-Za-z]))|(?<=(?:这|本|此)(?:道题?|题)[ \\t]*(?:我)?(?:就|还是)?)(?:写|用|填)(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*(?:[。.!！；;，,]|\\n|$))|(?<![不小点些个有])保留[*_ \\t]*[:：]|(?<=(?:^|\\n|[。！!][ \\t]*)[ \\t*_>#-]*)(?:留下|入选|收下|收)(?:的|来的)?(?:[两二三四五2-5](?:个|项|格))?[*_ \\t]*(?:[:：]|[→⇒➜]|->|——)',
  // "定B。" alone on the closing line.
  '(?<=(?:^|\\n)[ \\t*_>]*)定(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*[。.！!]?[ \\t]*(?:\\n|$))',
  // "按时间顺序，我挑C——血清铁那一项", "这道题我给B——动脉血气分析", "但我认A，快速补液", "不过我报A，血清淀粉酶"
  // "权衡下来，我还是认B这个答案。"
  // "我敲定E，8小时内。" (hedge set 127)
  '(?<=我(?:就|还是|最终|最后)?)(?:挑|给|认|报|拍|取|敲定|拍板)(?:这个|这一?项)?(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*了?(?:——|—|[。.，,；;！!]|\\n|$|(?:这个|这一|作为|为)(?:答案|选项)))',
  // "我这一票最后给A", "不过这一票我投给A", "我把答案放在A上", "我还是落在肌钙蛋白I上——B。"
  '(?:这一票|我的票)(?:我)?(?:最后|最终|还是|就)?(?:给|投给?)(?=[ \\t]*[A-J](?![A-Za-z]))',
  '我把(?:答案|这一?票|票)(?:放|落|定|押)在(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "题干那句限定语把答案锁在了D。"
  '(?<![不没别])把答案(?:锁|定|圈)(?:在|到)了?(?=[ \\t]*[A-J](?![A-Za-z]))',
  '(?<=(?:最后|最终|还是|我|[，,][ \\t]*)落在[^。\\n，,；;]{1,20}上[ \\t]*)[—–]+(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*[。.!！]?[ \\t]*(?:\\n|$))',
  // "落在A，外上象限。" opening its line; "……但题目问的是一般小儿，就取B。", "……一致，就用C。"
  // "定在C。" opening its line (hedge set 125)
  '(?<=(?:^|\\n)[ \\t*_>]*(?:(?:这一?题|本题|此题|这道题)[ \\t]*(?:我)?(?:就|还是|最终|最后)?)?)(?:落在|定在)(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "本题问“最早”，取A。", "我的把握大约六到七成，按C作答。" (hedge set 119): the letter taken, closing its clause.
  '(?<=[，,；;][ \\t]*就?)(?:取|用)(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*(?:[。.!！；;]|[ \\t]*(?:\\n|$)))|(?<=[，,；;][ \\t]*)(?:就|我)?按(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*(?:作答|交卷|交|写|填)[ \\t*_]*(?:[。.!！；;]|[ \\t]*(?:\\n|$)))',
  // "所以这题我勾前四个：A、B、C、D，人参那一项排除。"
  // "勾了四项：A B C D，只有E留白。" (hedge set 97) opening its line.
  '(?:(?<=我)|(?<=(?:^|\\n)[ \\t*_>]*))(?:勾|圈|选|挑)了?(?:这|前|后)?[两二三四五2-5](?:个|项)[ \\t]*[:：](?=[ \\t]*[A-J](?![A-Za-z]))',
  // "这题就按老师的B交。" (hedge set 97): a quoted letter the model hands in as its own;
  // "我推出来的和讲义一致，就按讲义的A写，胃窦。" (hedge set 119): 就 opening the clause.
  '(?<=(?:(?:这|本|此)道?题[ \\t]*(?:我)?(?:就|也|还是)?|(?:^|[\\n。！!，,；;])[ \\t]*(?:我)?就))按[^。\\n，,A-J]{1,8}?的(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*(?:交|写|填|选|作答))',
  // "所以我让C落地。"
  '(?<=我(?:就|最终|最后|还是)?)让(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*(?:落地|胜出|出线))',
  // "室友那个A我不跟，我这边是D。" (hedge set 119): the model's own side, its letter ending the sentence.
  '(?<=我(?:这边|这里|这儿)[ \\t]*(?:就|还是|仍然?)?)(?:是|选|写|填|交)(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*(?:[。.!！；;]|[ \\t]*(?:\\n|$)))',
  // "我认定是A，别的都有硬伤。"; "题库答案是C，但我算出来是D，按我的来：D。": the model's own reckoning, then its letter.
  '(?<=我(?:就|还是|最终|最后)?)认定(?:是|为)?(?=[ \\t]*[A-J](?![A-Za-z]))|(?:按|照)我(?:自己)?的(?:来|算的?|推的?|判断)[ \\t]*(?:[:：]|——)(?=[ \\t*_]*[A-J](?![A-Za-z]))',
  // "笔记本上的E我不照抄，这道题按教材写A。"; "我给这次判断打65分的信心，落笔D。"
  '(?<=(?:这|本|此)道?题[ \\t]*(?:我)?(?:就|也|还是)?)按[^。\\n，,A-J]{1,8}?(?:写|填|选|交)(?=[ \\t]*[A-J](?![A-Za-z]))|(?<=(?:^|[\\n。！!，,；;])[ \\t]*)落笔(?:写|填)?(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "自己推完也停在A上，那就照A交。"; "按国内教材的老规矩，我押C，自估六七成能对。"; "最后的落点是D。"
  '(?<=(?:就|我|便)[ \\t]*)照(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*(?:交|写|填|作答))|(?<=我(?:就|还是|最终|最后)?)押(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*[，,])|(?<=我(?:就|还是|最终|最后)?)押宝(?:在)?(?=[ \\t]*[A-J](?![A-Za-z]))|(?<=我|把)(?:名字|名)?签在(?=[ \\t]*[A-J](?![A-Za-z]))|落(?:脚)?点(?:是|为|在)',
  // "这道题归到C。" (hedge set 103): the letter closing the sentence.
  '(?<=(?:题|就)[ \\t]*)归(?:到|入)(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*[。.！!]?[ \\t]*(?:\\n|$))',
  // "所以这里不取思考里的B，而是取D。" (hedge set 99)
  // "落A。其余三项……" (hedge set 127): 落 opening its sentence, the letter closing a clause.
  '(?<=(?:^|[\\n。！!])[ \\t*_>]*(?:所以|因此|最终|最后|我)?)落(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*(?:[。.!！；;，,]|[ \\t]*(?:\\n|$)))',
  // "取D。", "所以最终取D，不取思考里的B。" (hedge set 125): 取 opening its sentence, the letter closing a clause.
  '(?<=(?:^|[\\n。！!])[ \\t*_>]*(?:所以|因此|故|于是|那么)?[ \\t]*(?:我)?(?:最终|最后|还是|就)?)取(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*(?:[。.!！；;，,]|[ \\t]*(?:\\n|$)))',
  // "我把B留在卷面上" (hedge set 125)
  '(?<![不没别])我把(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*(?:留|写|填|涂|放)在(?:卷面|答题卡|答卷|卡面|答题纸|纸面)上)',
  '(?<=(?:而是|而|就|还是)[ \\t]*)取(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "所以思考里的C我不用，答E：丙戊酸钠。": 答 after a comma, its letter then a colon or a stop.
  // "但内容本身没疑问，写A。": 写 after a comma, its letter closing the sentence; "…和老师的说法一致。写B。" (hedge set 101): a sentence of its own.
  // "我倒向新指南这边，写B。术式通常是…" (a sentence ending in the letter, more text on the line); "作答栏里写的是A——血清铁蛋白"
  '(?<=[，,][ \\t]*)(?<![不没别]写?)写(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*[。！!])|(?:作答|答题)(?:栏|区|处|卡)(?:里|上|中)?(?:写|填|涂)的是(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "按我分析的顺序写：E、B、D、A（即…），心动过速不选。"
  '(?<=(?:我|顺序|就|这样|最终|最后|卡上)[ \\t]*)(?<![不没别]写?)写[ \\t]*[:：](?=[ \\t]*[A-J](?![A-Za-z]))',
  // "各版教材的配穴写法略有出入，这是我唯一不安的地方，答题时仍写 D。"
  '(?<=(?:仍然?|依然|照样|照旧)[ \\t]*)写(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*[。.！!]?[ \\t]*(?:\\n|$))',
  // "……而不是哪个穴最重要，所以写C。", "老师说选B，我核对后同意，也写B。", "交卷时写D。"
  '(?<=(?:^|[。！!\\n，,])[ \\t*_]*(?:所以|因此|故而?|于是|那就|那么|也|(?:交卷|作答|答题|落笔|填卡)时)?)写(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*[。.！!]?[ \\t]*(?:\\n|$))',
  // "推到最后，和讲义落在同一个选项：E。" (hedge set 101)
  `落在[^。\\n，,A-J]{0,8}?选项\\s*${CO}`,
  '(?<=[，,][ \\t]*)答(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*[:：。.！!])',
  // "→ 判断：退行性病变，答 (a)。": 答 after a comma, one bracketed letter closing the line.
  '(?<=[，,][ \\t]*)答(?=[ \\t]*[(（][ \\t]*[a-jA-J][ \\t]*[)）][ \\t]*[。.!！]?[ \\t]*(?:\\n|$))',
  // "我把B和D剔除，剩A、C、E。": what is left after the exclusion.
  '(?<=(?:剔除|排除|去掉|删去|去除|除外|划掉)[，,][ \\t]*)(?:剩下?|余下?|留下)(?:的(?:是|为)?)?(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "选出来的是A、B、D、E。"
  '(?:选出来|挑出来|选出|挑出)的(?:是|有|为)',
  // "所以我站D这边", "我会选B，尽管……" (not "很多人会选B": others)
  '(?<=我(?:就|还是|最终|最后)?)站(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*(?:这边|这一边|一边|这头))',
  // "我还是站在米氮平这边，D": the side taken, then its letter.
  '(?<=我(?:就|还是|最终|最后)?)站在[^。\\n，,；;A-J]{1,20}?(?:这边|这一边|一边|这头)[，,、]?(?=[ \\t]*[A-J](?![A-Za-z]))',
  '(?<=我(?:还是|最终|最后|就|也)?会)选(?:择)?(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "最后落在A", "这次我落在A。", "本题落在 A。", "最后我让自己落在A这一格", "…打六十多分。落在E。", "我的笔落在D上"
  // "最后落在ABCD四项上"
  // "我会落在A。" (hedge set 139)
  '(?:最后|最终|还是|(?<=我(?:(?:也|还是|最终|最后|就)?会)?|自己|(?:我的)?笔|本题|这题|此题|就|我的(?:判断|选择|答案|结论)|[，,。！!—–][ \\t]*))(?:落在|落到|定在)(?=[ \\t]*[*_]{0,2}[ \\t]*[A-J]+(?![A-Za-z])(?![ \\t*_]*(?:附近|左右|一带|上下)))|(?<=笔|我的(?:判断|选择|答案|结论))停在(?=[ \\t]*[*_]{0,2}[ \\t]*[A-J]+(?![A-Za-z]))',
  // "这里填：瞳孔散大", "最终填入：Ⅰ度"
  `(?:这里|此处|本题|这题|此题|就|最终|最后)(?:填入|填上|填写|填|写入|写上|写下)(?:的是|为)?\\s*${CO}`,
  // "【答】A 新斯的明", "【结论】D"
  '(?<=[【\\[［][ \\t]*)(?:答|结论|最终结论|最终选择|本题选择)[ \\t]*[】\\]］]',
  // "**应避免使用的是 B（苯海索）。**": a bold line restating the question names its answer.
  '(?<=(?:^|\\n)[ \\t]*\\*\\*[^*\\n]{1,30})的是(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "答 A B C": 答 opening a line, the letters after a blank.
  '(?<=(?:^|\\n)[ \\t*#>]*)答(?=[ \\t]+[A-J]+(?![A-Za-z]))',
  // "对应选项：A、B、C、D 四项": the options the reasoning arrived at.
  `对应(?:的)?(?:选项|答案)\\s*${CO}`,
  // "——对应A、B、C、D。" (hedge set 129): opening its line, the letters closing it (not "冷敷对应B" inside a list's line).
  '(?<=(?:^|\\n)[ \\t>*_]*(?:[—–]{1,2}|所以|因此)?[ \\t]*)对应(?=[ \\t]*[A-J](?![A-Za-z])(?:[ \\t]*[、,，][ \\t]*[A-J](?![A-Za-z]))*[ \\t*_]*[。.]?[ \\t]*(?:\\n|$))',
  // "合计 3 分，对应选项 D。"
  '(?<!是不是|是否|能否|会不会|问)对应(?:的)?选项(?:是|为|就是)?(?=\\s{0,2}[A-J](?![A-Za-z]))',
  // "分组为 GOLD B 组，选项 B。": the letter alone after a comma, ending the sentence.
  '(?<=[，,—–]\\s{0,2})选项(?=\\s{0,2}[A-J][ \\t*_]*(?:[（(][^）)\\n]{1,80}[）)][ \\t]*)?(?:[。.!！]|\\n|$))',
  // "—— 所以答 E。", "同学的A我照单全收，本题就答A", "本例我答A：…", "本题作答E", "作答为E，骨髓培养", "提交：ABCD", "犹豫到最后，我定E"
  '(?:本题|此题|这题|本例|我|就|所以|因此|故)(?:就|便|只)?答(?=[ \\t]*[A-J]+(?![A-Za-z]))',
  // "所以E不入选。答ABCD。": 答 opening the sentence its letters close.
  '(?<=(?:^|[\\n。！!；;])[ \\t*_]*)答(?=[ \\t]*[A-J]+(?![A-Za-z])[ \\t*_]*(?:[。.!！；;]|\\n|$))',
  // "题干没有这类背景，我按A作答。"
  '(?:我|就|本题|这题|此题)按(?=[ \\t]*[A-J]+(?![A-Za-z])[ \\t]*(?:作答|答题|来答|答|提交|交卷))',
  // "所以这道多选题答 A、B、C、D。"
  '(?<=题)答(?=[ \\t]*[A-J](?![A-Za-z]))',
  '(?<![不未没暂])作答(?:为|是)?(?=[ \\t]*[A-J](?![A-Za-z]))',
  `(?<![不未没暂])提交(?:的是|为)?\\s*${CO}`,
  // "这一题我定为B"; "定为C。" opening its sentence; "但仍判为B"; "就这样定：A。"
  '(?<=我|就|就这样|最终|最后|仍|仍然|依然|(?:^|[\\n。！!；;])[ \\t*_]*)(?:定|判)(?:为|成|[ \\t]*[:：])?(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "证据等级最高的是多个RCT的系统评价，对应E。": the letter alone after 对应, ending the sentence.
  // Not on a bulleted line, where each line maps a case to an option ("- 急性发作缓解：…，对应E。").
  '(?<=(?:^|\\n)[ \\t]*[^-*•·\\s\\d][^\\n]{0,160}?[，,][ \\t]{0,2})对应(?=[ \\t]*[*_]{0,2}[A-J][*_]{0,2}[ \\t]*(?:[。.!！]|\\n|$))',
  // "以上三项对应 **A、B、D**"
  '(?<=(?:以上|上述|上面|这)[^。\\n，,；;]{0,6})(?<!分别|各自)对应(?:于|的是|为)?(?=[\\s*_]{0,4}[A-J](?![A-Za-z]))',
  // (not 不应选D / 不该是C: a negated modal rules the option out)
  // (nor "不是B就是C": two options left open)
  '(?<![不别])(?<!不是\\s*[A-J]\\s*)(?:而|就|(?<![反响适相效供呼感顺照答])(?:应该|应当|应)|即|则|实际上|其实|只能|肯定|必然|当然|显然|最可能|最有可能|更可能|更应|乃)(?:是|为|选择?)',
  // "正确的治疗措施为A、C、D" (a compound noun); not "为什么不作首选：" (a first choice denied).
  `(?:正确|最佳|最合适|最恰当|最准确|最符合(?:题意|题目要求|要求)?|最正确|最好|最适宜|(?<!不作|不是|不为|不作为|[非不])首选)的?(?:治疗|处理|检查|诊断|护理|急救)?(?:选项|答案|选择|一项|项|答|选|治疗|措施|检查|诊断|药物|方法)?(?:应该?|应当|就|即)?(?:是|为|有|如下|[ \\t]*${CO})`,
  `结论[*_\\s]*${CO}`,
  // "**结论（更正）：B**", "属于抗凝药物的有（修订）：A、B、C、D": a label marked as the corrected one.
  `[（(](?:更正|修正|修订|纠正|改正|更新)(?:后|版)?[)）][*_\\s]*${CO}`,
  // "改：A" after an answer taken back.
  `(?<![修更纠订])改[*_ \\t]*[:：]`,
  // "**终判**：C" after 初判 / 复判; "✅ 正确：C｜❌ 错误：A、B、D、E".
  `(?:终判|最终判断)[*_\\s]*${CO}`,
  `(?<![不非])正确[*_ \\t]*[:：]`,
  // 正确选项（E） / 正确答案【B】: the letter in brackets right after the answer noun.
  '(?:正确|最佳|参考|标准)(?:选项|答案)(?=\\s*[（(【\\[]\\s*[A-J]\\s*[)）】\\]])',
  // 初选：A B C D E …… 定稿：A B C
  `(?:定稿|终稿|最终稿|最终版)\\s*${CO}`,
  `(?:最终|最后)(?:选择|结果|答复|回答|确定)?\\s*${CO}`,
  // 最终为ABD / 最后定为C / 最终选定B / 最后还是 B
  // Not "面部表情肌 → 颈项肌 → 最后是膈肌（D）": the last step of a sequence.
  '(?<![→⇒➜➔➡⟶>]\\s{0,3})(?:最终|最后)(?:答案)?(?:应|定|确定)?(?:为|是)(?!否)',
  '(?:最终|最后)(?:还是|仍然?是|依然是|依旧是)',
  // "……不过按给出的信息，还是D。": 还是 opening a clause, the letter closing its sentence (not "A还是D？").
  '(?<=[，,；;。][ \\t]*)还是(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*(?:[。.!！]|\\n|$))',
  // "我的判断：D。", "我最终的选择是B"
  '我(?:的|最终的?|最后的?)(?:判断|选择)(?:是|为)?[ \\t]*[:：]?(?=[ \\t*_]*[A-J](?![A-Za-z]))',
  // "我的判断是拉贝洛尔，B": the option's text, then its letter.
  '我(?:的|最终的?|最后的?)(?:判断|选择)(?:是|为)',
  // "即便没那么有把握，我的作答还是 E。"
  '我(?:的|最终的?|最后的?)(?:作答|回答|答案|选择|判断)(?:还是|仍然?是|依然是|依旧是)(?=[ \\t*_]*[A-J](?![A-Za-z]))',
  // "犹豫归犹豫，我最终提交E，强迫症。"
  '(?<=我(?:最终|最后|还是|就)?)提交(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "我选的是 A", "我最终选择的答案是 C".
  '我(?:最终|最后)?选(?:择|定)?的(?:答案|选项)?(?:是|为)',
  // "我把 C 填上", "我把票投给 A": the model marks its sheet.
  '(?:我(?:更愿意|还是|就|会|最终|最后)?|(?<=[，,；;][ \\t]*)就|(?<=(?:^|[。！!；;\\n])[ \\t*_]*))把(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*(?:填上|填进|填入|写上|写进|写到|写在|填到|填在|圈上|圈出|勾上|涂上|涂黑))',
  // "我最后把勾画在C上": the tick placed on a letter.
  '(?<=我(?:更愿意|还是|就|会|最终|最后)?)把(?:勾|钩|对勾|圈|记号)(?:画|打|落|标|做)在(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*上)',
  // "这题我填A，鼻咽部新生物活检。" (hedge set 95): the letter, then a short clause ending the line.
  '(?<![不没未别勿])(?:填|涂|交)(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*[，,][ \\t]*[^，,。；;！!？?\\nA-J]{2,24}[。.!！]?[ \\t]*(?:\\n|$))',
  // "写D，交上去。" (hedge set 93): the letter written, then handed in.
  '(?<![不没未别勿])(?:写|填|涂)(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*[，,][ \\t]*(?:就|直接)?交(?:上去|卷|了)?[ \\t]*(?:[。.!！]|\\n|$))',
  '(?:我|这)?(?:把|这一)?票投给',
  // "圈画在C上。", "我交E，唯一站得住的一项。", "所以我照旧报C。", "思考里我停在B……改判D，以这一行为准。" (hedge set 137)
  '改判(?:为|成)?(?=[ \\t]*[A-J](?![A-Za-z]))|圈住(?=[ \\t]*[A-J](?![A-Za-z]))|(?<=(?:^|[\\n。！!；;])[ \\t*_>]*)锁定?(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*[。.！!，,])',
  '(?<![不没别勿][^。，,；;\\n]{0,8})(?:圈画|圈|画|勾|落笔)在(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*上)|(?<=我[ \\t]*(?:就|还是|最终|最后)?[ \\t]*)交(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*[，,])|(?<=(?:照旧|仍然?|还是|依然|照样)[ \\t]*)报(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "舌尖属心……开方就开A。"; "和书上的B一字不差。就按它交：下颌关节，B。"; "四条划完，留在纸上的只有 B。" (hedge set 135)
  '(?:留在(?:纸|卷面|答题卡|答卷)上的?|剩下的?|留下的?)只有(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*(?:[。.！!，,]|\\n|$))',
  '(?:就|我)?按(?:它|这个|此)交[ \\t]*[:：]',
  '(?<=开方[ \\t]*(?:就|还是|我)?[ \\t]*)开(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "心里打着鼓，手上还是写B。"; "我的作答只写两个字：**转移**。" (hedge set 133)
  '(?<=(?:还是|仍然?|照样|依然)[ \\t]*)写(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*(?:[。.！!]|\\n|$))|(?<=我的)作答[^。\\n，,：:]{1,8}?[:：]',
  // "我把A、B、E放进篮子" (hedge set 131)
  '(?<=我[ \\t]*(?:就|还是|最终|最后)?[ \\t]*)把(?=[ \\t]*[A-J](?![A-Za-z])(?:[ \\t]*(?:[、,，/]|和|及|与)[ \\t]*[A-J](?![A-Za-z]))*[ \\t]*(?:放进|放入|装进|收进|划进|归进|圈进)(?:篮子|筐|框|答案|名单|答题卡))',
  // "交卷：生地黄、玄参、牡丹皮、赤芍（A、B、C、D）"; "归在尘肺病名下的三项：矽肺、石棉肺、煤工尘肺——A、B、C。" opening a line (hedge set 131; not "排除的两项：D…、E…")
  '交卷[*_ \\t]*[:：]|(?<=(?:^|\\n)[ \\t*_>]*(?![^\\n]{0,30}?(?:排除|除外|淘汰|落选|剔除|出局|删|干扰|错))[^\\n。，,；;：:不非未A-J]{2,30}?)的[两二三四五六2-6](?:项|个)(?:选项)?[ \\t*_]*[:：]',
  // The answer marked on the sheet, the letter ending the line: "这题我交B。", "这一格我涂B。", "但我押B。",
  // "我圈C。", "把这题写成B。" (not 不圈 / 没涂: a mark refused).
  // "所以我勾A、B、D；C和E都不勾。": the marked letters end their clause.
  // "这题我勾A、B、C、D，E不选。": or a comma, then the letters left out.
  // "所以本题勾A、B、D三项，床号那一项空着不勾。" (hedge set 119): or their count. "我填 **A、B**，C和D都排除在外。" (hedge set 135): in bold.
  // "勾 ABC，D、E 两项排除。" (hedge set 143): the letters left out counted.
  '(?<![不没未别勿提])(?<!(?:不|没|别)(?:跟着?|随着?|照着?|学着?|陪着?|替)[^，,。；;！？!?\\n]{0,8})(?:交|涂|押|赌|圈定?|勾定?|填上?|投|写成|写上|写作)了?(?=[ \\t:：*_]*[A-J]{1,10}(?![A-Za-z])(?:[ \\t]*(?:[、,，/]|和|及|与)[ \\t]*[A-J](?![A-Za-z])|[ \\t]+[A-J](?![A-Za-z]))*[ \\t*_]*(?:[。.!！；;]|了[，,]|——|—|[ \\t]*(?:\\n|$)|[，,][ \\t]*(?:共|一共|这)?[两三四五2-5](?:项|个|样)[ \\t*_]*(?:[。.!！；;]|[ \\t]*(?:\\n|$))|(?:共|一共|这)?[两三四五2-5](?:项|个)[ \\t*_]*(?:[。.!！；;，,]|[ \\t]*(?:\\n|$))|[，,][ \\t]*[A-J](?![A-Za-z])(?:[ \\t]*(?:[、,，]|和|及|与)[ \\t]*[A-J](?![A-Za-z]))*[ \\t]*(?:(?:这|共)?[两三四2-4][ \\t]?(?:项|个)[ \\t]*)?(?:都|均|也)?(?:不选|不勾|不圈|不涂|不填|除外|排除)))',
  // "改交A，阿尔茨海默病。": the mark changed, the letter then its option text.
  '改(?:交|填|涂|圈|勾|押)(?:为|成)?(?=[ \\t:：]*[A-J](?![A-Za-z]))',
  // "写A。血红蛋白（B）是…": 写 opening a line, its letter ending the sentence.
  '(?<=(?:^|\\n)[ \\t*_>]*)写(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*[。.！!])',
  // "我交上去的是D", "我写的是C", "我圈的还是A", "我写下的是：Vitamin B1 (thiamine)" — the model's own
  // mark, not what a textbook or a key wrote ("原答案写的是秋水仙碱").
  '(?<=我[^\\n。，,；;！？!?]{0,8})(?<![不没未别勿])(?:交(?:上去|出去)?|写下?|填|涂|圈|勾|押|给出?)的(?:答案|选项|回答|作答)?(?:还是|仍是|是|为)',
  // "最后交出去的是E", "所以我给C。", "就C吧，我认这个。"
  '(?:最后|最终)(?:交|填|写|涂|勾|圈)(?:上去|出去|上)?的(?:答案|选项)?(?:是|为)',
  '(?<=我[^\\n。，,；;！？!?]{0,4})(?<![不没未别勿])给(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*(?:[。.!！；;]|[ \\t]*(?:\\n|$)))',
  '就(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*吧)',
  // "题库给的和我推出来的一致，我就用C。": the letter the model takes up, ending its sentence.
  '(?<=我[^\\n。，,；;！？!?]{0,4})(?<![不没未别勿])用(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*(?:[。.!！；;]|[ \\t]*(?:\\n|$)))',
  // "我把这题算作A", "本题记为C", "最后还是站到B这边": the item booked to a letter.
  '(?<![不没未别勿])(?:算作|算成|记作|记成|记为|定成)(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "在上述不确定因素已被考虑的前提下，本题采用C。"
  // "本题取D，置信度中等偏上。"
  '(?:本题|此题|该题|这题|这道题|我)(?:最终|最后|还是|仍然?)?(?<![不没未别勿])(?:采用|取用|取)(?=[ \\t]*[A-J](?![A-Za-z]))',
  // "所以这题我会在A、B、C三项上作答"
  '(?<=我[^\\n。，,；;]{0,6})(?<![不没未别勿])在(?=[ \\t]*[A-J](?![A-Za-z])(?:[ \\t]*(?:[、,，/]|和|及|与)[ \\t]*[A-J](?![A-Za-z]))*[ \\t]*(?:[两三四五六]项|这[两三四五六]项|几项|这几项)?上?(?:作答|打勾|勾选|画勾|画圈|落笔|下笔))',
  '(?<![不没未别勿])站(?:到|在|回)(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*(?:这边|这一边|一边|那边))',
  // "我把这一题押在B上".
  '(?<![不没未别勿])押在(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*上)',
  // Corrections: 更正：D, 修正为C, 改选C, 应改为B.
  // (not "纠正酸中毒": the verb with its own object is a treatment, not a correction of the answer)
  `(?:更正|修正|纠正|改正|修改|订正|修订)(?:(?:后的?)?(?:答案)?(?:为|成)|后的?(?:答案)?|(?=[ \\t*_】\\]］)）]*(?:[:：→⇒➜➔➡⟶▸►▶]|=>|->|[A-J](?![A-Za-z]))))`,
  // "补充为 ABCD": a list extended.
  '补充(?:为|成)',
  // 最终答案调整为：A
  '(?:答案|选择)?(?:调整|更新)(?:为|成)',
  // "我把答案换成C", "答案换为D", "换选B": the answer itself swapped (not "把呋塞米换成B项的药").
  '(?:答案|作答|选择|答题卡上的字母)[ \\t]*换(?:成|为)|(?<![不别])换选',
  // 请以B为准 / 以C为准 (the letter between 以 and 为准)
  // (not asked: "要不要以 B 为准？")
  '(?<![所可难加不])(?<!(?:要不要|是否|该不该|能否|可否)[ \\t]*)以(?=[\\s*_]*[A-J](?:\\s*[、,，]\\s*[A-J])*[\\s*_]*为(?:准|最终(?:答案|选择|结果)|正确答案|本题答案)(?![^。\\n]{0,4}?[吗呢？?]))',
  // "以复核为准：C", "最终以修正后的为准：B".
  `以[^\\n，。,；;：:]{1,10}为准`,
  // Not a source's revision: "新版教材已改为腺癌最常见", "指南把心肺复苏顺序由A-B-C改为C-A-B"; nor the
  // question's ("如果题干改成“B 超显示不清”，那么首选 E"); nor a change denied ("不是改成D，也不是改成C，是不答", hedge set 125; "我也不改成E", hedge set 133).
  '(?<!(?:教材|指南|新版|旧版|版本|课本|共识|标准|文献|规范)(?:已经?|又|均|都|也)?)(?<!(?:教材|指南|新版|旧版|版本|课本|共识|标准|文献|规范)[^，,。；;\\n]{0,30}(?:把|将|由)[^，,。；;\\n]{0,30})(?<!(?:题目|题干|问题|问法|设问|若|如果|假如|假设|要是)(?:再|又)?)(?<!不用|不必|无需|无须|不需要?|没必要|用不着|不要|[别勿]|不能|不应|不该|不是|并非|不|没|没有)(?<!不(?:自作主张|擅自|贸然|轻易|急着|随便|再)[ \\t]*)(?<!与其[^，,。；;\\n]{0,24})(?:应)?改(?:为|成|选|答)',
  // The ticked options named: "勾选 ✔ 的 A、B、E 三项", "打勾的是B、D".
  '(?:勾选|圈选|选中|打勾|打钩|勾出|圈出)(?:了)?[\\s✔✓√✅☑]{0,3}的?(?:选项|项)?(?:是|为|有)?',
  // A JSON field for what was ticked: "勾选结果": ["A", "B", "C", "D"] (hedge set 151; not "勾选结果：A✓ B✓ D✗", marks the card reads).
  '(?:勾选|圈选|选择|作答)结果(?=["”][ \\t]*[:：][ \\t]*\\[)',
  // A correction right after taking the answer back: "答案：B\n\n不对，是A".
  '(?:不对|错了|说错了|写错了|搞错了)[，,]\\s{0,2}(?:应该|应当|应)?是',
  // "全部正确——A B C D": every option right, then the letters.
  '(?:全部|全都|都|均)(?:正确|对)(?=[ \\t]*(?:[—–:：]|——)[ \\t]*[A-J](?![A-Za-z]))',
  // "维持C不变", "保持 B 不改": the answer kept after a second look.
  '(?:维持|保持)(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*(?:不变|不改|不动))',
  // A restatement: "所以仍是B", "答案依然为C".
  '(?:仍然?|依然|依旧)(?:是|为|选)',
  // "可经母婴传播的疾病为选项A、C、E": a copula followed by 选项 names the answer.
  '(?<![不并非])(?:是|为)(?=\\s*选项)',
  // "…的把握停在七成五左右，但A。" (hedge set 147): the doubt granted, then the letter after 但 ending the sentence.
  "(?<=[，,][ \\t]*)但(?:还是|仍然?|我选)?(?=[ \\t*_]*[A-J](?![A-Za-z])[ \\t*_]*(?:[。.！!]|[ \\t]*(?:\\n|$)))",
  // "我还是投C一票" (hedge set 147): a vote cast for a letter.
  '(?<![不没未别勿])投(?:给)?(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*一票)',
  // "按题面，C。" (hedge set 145): the reading of the stem as written, then the letter ending the sentence.
  // "照现在的题面：E。" (hedge set 147); "我心里大概有七分把握：C。" (hedge set 147): the certainty as the letter's label.
  "(?<=(?:^|[。！!；;\\n])[ \\t*_>]*)(?:按|照|按照)(?:现在的|眼下的|目前的|原)?(?:题面|题干|题意|字面)[ \\t]*[，,：:](?=[ \\t*_]*[A-J](?![A-Za-z])[ \\t*_]*[。.！!])",
  // "不过就“长期治疗首选”而言，A。" (hedge set 151): the reading named, then the letter ending the sentence.
  "(?<=就[^。！!；;\\n]{1,24}?)而言[ \\t]*[，,](?=[ \\t*_]*[A-J](?![A-Za-z])[ \\t*_]*[。.！!])",
  // "心里有八分把握落在C；" (hedge set 149).
  "(?:[一二三四五六七八九几]|[1-9])(?:分|成)(?:的)?把握(?:[ \\t]*[：:]|(?:落|押|定)在)(?=[ \\t*_]*[A-J](?![A-Za-z])[ \\t*_]*[。.！!；;，,])",
  // "交卷时还是在B上画圈" (hedge set 149): the mark put on the letter.
  "(?<![不没未别])(?:还是|就|仍然?|我)在(?=[ \\t]*[A-J](?![A-Za-z])[ \\t]*上(?:画圈|画勾|画钩|打勾|打钩|划圈|圈|勾))",
  // "……别混。答A、B。" (hedge set 145): 答 opening a sentence, the letters ending it and the line.
  "(?<=(?:^|[。！!；;\\n])[ \\t*_>]*)答(?=[ \\t]*[A-J](?![A-Za-z])(?:[ \\t]*[、,，和及与][ \\t]*[A-J](?![A-Za-z]))*[ \\t*_]*[。.！!][ \\t]*(?:\\n|$))",
])
const STRONG_EN = src([
  // ("Answer to the item: A.", hedge set 147: the answer named for the exam item after a request declined)
  '\\banswers?(?:\\s+(?:choice|option|set|letter)s?)?(?:\\s+(?:to|for)\\s+(?:the|this)\\s+(?:exam\\s+)?(?:item|question))?(?:\\s+(?:is|are|would\\s+be|should\\s+be|will\\s+be|must\\s+be|seems\\s+to\\s+be|appears\\s+to\\s+be))?(?:\\s+(?:therefore|thus|clearly|probably|likely|most\\s+likely|definitely|indeed|actually|really|instead|now))?',
  '\\b(?:correct|best|right|final|most\\s+appropriate|most\\s+likely)\\s+(?:options?|choices?|selections?|responses?)(?:\\s+(?:is|are|would\\s+be|should\\s+be))?',
  // "The best next step is B", "the most likely diagnosis is (C)", "the preferred initial test would be D".
  '\\b(?:best|most\\s+(?:appropriate|likely|probable|specific|sensitive|common|effective|useful)|preferred|correct)\\s+(?:[a-z-]+\\s+){1,10}?(?:is|would\\s+be|should\\s+be)',
  // "The drug responsible is option E.": a line's closing sentence naming the option it is.
  '(?<=(?:^|\\n|[.!]\\s)[ \\t*_]*the\\s+(?:[a-z][\\w-]*\\s+){1,4})is(?=\\s+(?:option|choice)\\s+\\(?[A-J]\\)?[ \\t*_]*[.!]?[ \\t]*(?:\\n|$))',
  // "The first drug is calcium gluconate, option B", "the next step would be D", "the initial test should be (C)".
  '\\b(?:first|initial|next|immediate)\\s+(?:drug|step|treatment|therapy|agent|medication|test|intervention|management|action)\\s+(?:[a-z-]+\\s+){0,3}?(?:is|would\\s+be|should\\s+be)',
  // "the drug to add now is (e)", "the test to order next would be C".
  '\\bthe\\s+(?:drug|agent|medication|treatment|therapy|test|step|intervention|antidote|antibiotic|diagnosis)\\s+to\\s+(?:[a-z-]+\\s+){1,3}?(?:is|would\\s+be|should\\s+be)',
  // "…which correspond to options **A, B, C, and D**" (not "each corresponds to a different option").
  '\\b(?:which|that|these|they|and)\\s+correspond(?:s)?\\s+to',
  // JSON keys that hold the chosen letters: {"selected": ["A", "C"]}, {"choice": "B"}, {"keep": ["C", "A", "B"], "drop": […]}.
  '"(?:selected|selection|selected_options?|choices?|chosen|picks?|picked|ticks?|ticked|keep|kept|prediction|predicted|final_answer|correct_options?)"',
  // {"题号": 27, "作答": "D"}
  '"(?:作答|所选|最终选择|选择|选中|勾选项?|已选)"',
  // "Choosing A." opening a sentence.
  '(?<=(?:^|\\n|[.!?。]\\s{1,2}))(?:choosing|picking|selecting)(?=\\s+\\(?[A-J](?![A-Za-z])\\)?\\s*[.;!])',
  // Not "Not correct: E".
  `(?<![A-Za-z])(?<!\\bnot\\s{1,2})(?:correct|true)\\s*${CO}`,
  `\\b(?:final|correction|revision|revised|amendment|update)\\s*${CO}`,
  // YAML and code keys: "final_answer: [A, B, C, E]", "revised_answer: D"
  `\\b(?:final|revised|corrected|updated)_answers?\\s*${CO}`,
  // "My submission is A, B, C and D.", "So my answer, C, stands after all that."
  '\\bmy\\s+(?:final\\s+)?submission\\s+(?:is|was|will\\s+be|stands\\s+as)',
  // "Boxes with an x are what I'm submitting — A, B, C, E —"
  "\\bwhat\\s+I(?:['’]m|\\s+am)\\s+(?:submitting|putting\\s+forward|handing\\s+in)",
  '\\bmy\\s+(?:final\\s+)?answer,(?=\\s*\\(?[A-J]\\)?\\s*,\\s*(?:stands|remains|holds)\\b)',
  // "That settles it for me: nitrofurantoin, B."
  '\\bthat\\s+settles\\s+it(?:\\s+for\\s+me)?\\s*[:：]',
  // "Epinephrine IM — option B.": the letter alone after a dash, ending the sentence.
  '(?<=[—–]\\s{0,2})option(?=\\s{0,2}[A-J][ \\t*_]*(?:[.!]|\\n|$))',
  // "The first-line vasopressor is norepinephrine — **C**.": a sentence closed by its letter in bold after a
  // dash (not on a bulleted line, where an option walk-through maps each option to its letter).
  '(?<=(?:^|\\n)[ \\t]*[^-*•·\\s\\d|][^\\n|]{14,200}?\\s)[—–](?=\\s{0,2}\\*\\*[A-J]\\*\\*[ \\t]*[.。!！]?[ \\t]*(?:\\n|$))',
  // "Final set: A, B, C, E", "Final letters: B, D".
  `\\bfinal\\s+(?:set|list|letters?)\\s*${CO}`,
  // "Final — **A, B, C, D**"
  '\\bfinal\\s*[—–]',
  // "Correction — make that B"
  '\\bmake\\s+that',
  // "Answer (corrected): B"
  `\\((?:corrected|revised|updated|amended)\\)\\s*${CO}`,
  // "Submitted: D.", "Submitted answer — B" (hedge set 68: a later remark names another option's text).
  `(?<![Nn]ot\\s|[Nn]ever\\s)\\bsubmitted(?:\\s+(?:answer|letter|choice))?\\s*${CO}`,
  // "I'm answering A.", "I'll submit C."
  // "I mark A through D and leave E unmarked."
  "\\bI\\s+(?:mark|tick|select|pick|choose)(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "Locking in D. The one thing I'd still want at the bedside is…", "Locking B. If the stem had said…"
  "(?<=(?:^|\\n|[.!?;]\\s{1,2})[ \\t*_]*)(?:I(?:['’]m|\\s+am)\\s+)?[Ll]ocking(?:\\s+in)?(?=\\s+\\(?[A-J](?![A-Za-z]))|\\bI(?:['’]ll|\\s+will)\\s+lock\\s+in(?=\\s+\\(?[A-J](?![A-Za-z]))",
  "\\bI(?:['’]m|\\s+am|\\s+will|['’]ll)\\s+(?:answering|submitting|entering|checking|ticking|marking|selecting|choosing|picking|answer|submit|enter|check|tick|mark|select)(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "I'm stamping 1+ on it — option C — and leaving 1 and 2 as the near neighbours" (hedge set 125): the option's words, then its letter after a dash.
  "\\bI(?:['’]m|\\s+am|\\s+will|['’]ll)\\s+(?:stamping|stamp|marking|mark|entering|enter|submitting|submit)\\s+[^.!?\\n—–]{1,24}?\\s*[—–]+\\s*(?:option|choice)(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "I'd still put my name to A as the first operation." (hedge set 97); "So I'm not going along with the sheet. Mine is A, prevalence." (hedge set 99)
  '(?<=(?:^|\\n|[.!?]\\s{1,2})[ \\t*_]*)mine\\s+is(?=\\s+\\(?[A-J](?![A-Za-z]))',
  "\\bI(?:['’]d|\\s+would|['’]ll|\\s+will)(?:\\s+still)?\\s+put\\s+my\\s+name\\s+(?:to|on)(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "I'll stand on C, though the edition question nags at me.", "My submission for this item: A (with some doubt…)", "So the
  // answer sits with B"
  "\\bI(?:['’]ll|\\s+will|['’]m\\s+going\\s+to)?\\s+stand\\s+(?:on|by|with)(?=\\s+\\(?[A-J](?![A-Za-z]))|\\bmy\\s+submission(?:\\s+(?:for|on)\\s+this\\s+(?:item|question|one)|\\s+here)?\\s*[:：]|\\b(?:the|my)\\s+answer\\s+(?:sits|rests|lies)\\s+with(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "Selections — A, B, C, E. D stays out." (hedge set 127)
  // "So my scratchpad's A is overruled. Giving: D, calcium gluconate…" (hedge set 129): a sentence opening with the verb as a label.
  // "Putting B down, at about four-to-one odds."
  '\\b[Pp]utting(?=\\s+\\(?[A-J](?![A-Za-z])\\)?\\s+down\\b)',
  // "如果让我为这一格负责，我负责A。"; "讲师：记C。" (hedge set 129)
  // "I'll sign off on A, about 80% sure."
  "\\bI(?:['’]ll|\\s+will|['’]m\\s+going\\s+to)?\\s+sign\\s+off\\s+on(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "Going on record with A — lateral tongue —"; "Submitting A, B, C." opening its sentence; "我认领A、B、C三项"; "这题交出去的是依酚氯铵——B"
  "\\b(?:[Gg]oing|[Gg]o|I['’]ll\\s+go|I['’]m\\s+going)\\s+on\\s+(?:the\\s+)?record\\s+(?:with|for)(?=\\s+\\(?[A-J](?![A-Za-z]))|(?<=(?:^|\\n|[.!?]\\s{1,2})[ \\t*_>]*)(?:Submitting|Entering|Ticking|Selecting)(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "Pencil on the sheet: A. Call it nine in ten"; "Call it A — my odds sit near four to one" (hedge set 137)
  "(?<=(?:^|\\n|[.!?]\\s{1,2})[ \\t*_>]*)[Cc]all\\s+it(?=\\s+\\(?[A-J](?![A-Za-z])\\)?[ \\t*_]*(?:[—–.,;!]|\\n|$))",
  // "Call it 80% for B, rasburicase." (hedge set 145): a certainty figure, then the letter it is for.
  "(?<=(?:^|\\n|[.!?]\\s{1,2})[ \\t*_>]*)[Cc]all\\s+it\\s+(?:about\\s+|around\\s+|roughly\\s+)?\\d{1,3}\\s*%\\s+(?:for|on)(?=\\s+\\(?[A-J](?![A-Za-z]))",
  '(?<=(?:^|\\n|[.!?]\\s{1,2})[ \\t*_>]*)(?:Pencil|Pen|Ink|Mark)\\s+on\\s+the\\s+(?:sheet|card|form|page)[*_ \\t]*[:：—–]',
  // "Confidence: about 85% … Writing it in as D."; "the immunoglobulin infusion is the one I'll hand in — B." (hedge set 135)
  "\\bthe\\s+one\\s+I(?:['’]ll|['’]m|\\s+will|\\s+am)\\s+(?:hand(?:ing)?\\s+in|submit(?:ting)?|go(?:ing)?\\s+with|enter(?:ing)?|turn(?:ing)?\\s+in)\\s*[—–:]",
  "\\b(?:I['’]m\\s+)?[Ww]riting\\s+it\\s+(?:in|down)\\s+as(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "Your friend's E isn't where I'd go. I'm with B — spica splint now" (hedge set 133)
  "\\bI['’]m\\s+with(?=\\s+\\(?[A-J](?![A-Za-z])\\)?[ \\t*_]*(?:[—–.,;:!]|\\n|$))",
  // "Order written: apixaban, with a repeat head CT if …"; "Of the five, only one is a mortality-lowering agent he isn't on — the succinate
  // salt of metoprolol, option D." (hedge set 131)
  "(?<=(?:^|\\n|[.!?]\\s{1,2})[ \\t*_>]*)orders?\\s+(?:written|placed|entered|signed)[*_ \\t]*[:：—–]",
  "\\bonly\\s+one\\b(?!\\s+or\\b)[^.!?\\n]{0,160}?[,—–]\\s*option(?=\\s+\\(?[A-J](?![A-Za-z])\\)?[ \\t*_]*(?:[.!]|\\n|$))",
  // "Filing this under mantle cell." (hedge set 131)
  "\\b(?:I['’]m\\s+|I['’]ll\\s+|I\\s+will\\s+)?fil(?:ing|e)\\s+(?:this|it|the\\s+(?:case|patient|item))\\s+under\\b",
  '(?<=我(?:就|还是|最终|最后)?)认领(?=[ \\t]*[A-J](?![A-Za-z]))|(?:交出去|交上去|写上去|填上去|交卷用|交卷写)的(?:是|为)',
  '(?<=我(?:就|还是|最终|最后)?)负责(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*(?:[。.！!，,；;]|\\n|$))|(?<=(?:^|[\\n：:。！!])[ \\t*_]*)记(?=[ \\t]*[A-J](?![A-Za-z])[ \\t*_]*[。.！!]?[ \\t]*(?:\\n|$))',
  '(?<=(?:^|\\n|[.!?]\\s{1,2})[ \\t*_>]*)(?:Giving|Submitting|Entering|Marking|Choosing|Picking|Going\\s+with|Settling\\s+on)[*_ \\t]*:(?=[ \\t*_]*\\(?[A-J](?![A-Za-z]))',
  // "Keep: A · B · C · E\nDrop: D" (hedge set 133)
  '(?<=(?:^|\\n)[ \\t*_>#-]*)(?:[Mm]y\\s+)?(?:[Ss]elections?|[Pp]icks|[Cc]hosen|[Kk]eep|[Kk]ept|[Cc]hecked|[Tt]icked)[*_ \\t]*(?:[—–]{1,2}|--|:)(?=[ \\t*_]*[(\\[]?[A-J](?![A-Za-z]))',
  // "判断：D（把握中等）", "Short version: E.", "Bottom line: C", "My money's on A", "the normal CK tips it to A" (probes, stop 39)
  // "判断：前交叉韧带断裂。" opening its line (hedge set 125): the option's text after the label.
  `(?<!初步|暂时|初始|最初|开始|[无难不未])判断[*_ \\t]*[:：](?=[*_ \\t]*\\(?[A-J](?![A-Za-z]))|(?<=(?:^|\\n)[ \\t*_>#-]*)(?:我的)?判断[*_ \\t]*[:：]|\\b(?:[Ss]hort\\s+version|[Ii]n\\s+short|[Bb]ottom\\s+line|TL;?DR|[Ll]ong\\s+story\\s+short)\\s*${CO}`,
  "\\bmy\\s+money(?:['’]s|\\s+is|\\s+would\\s+be|['’]d\\s+be)\\s+on(?=\\s+\\(?[A-J](?![A-Za-z]))|\\btips\\s+it\\s+(?:to(?:wards?)?|toward)(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "My read: B. Not airtight…", "I'm landing on E, even though D was tempting" (probes, stop 39)
  `\\bmy\\s+(?:read|take|call|verdict)\\s*${CO}`,
  // (not "Depending on which paragraph is authoritative, I land on B or on C")
  "\\bI(?:['’]m|\\s+am)\\s+(?:landing|coming\\s+down)\\s+on(?=\\s+\\(?[A-J](?![A-Za-z])(?!\\)?\\s+or\\b))|\\bI\\s+land\\s+on(?=\\s+\\(?[A-J](?![A-Za-z])(?!\\)?\\s+or\\b))",
  // "but the final pick is **A**", "Answer: ④ — i.e., option D, ask the patient…", "So I land where they did: C" (not "points
  // to B", which hedges weigh with as often)
  "\\bthe\\s+final\\s+(?:pick|choice|selection|call)\\s+(?:is|was|would\\s+be)|\\bi\\.\\s?e\\.,?\\s+(?:option|choice)(?=\\s+\\(?[A-J](?![A-Za-z]))|\\bI\\s+(?:land|come\\s+down|end\\s+up)\\s+(?:exactly\\s+|right\\s+)?where\\s+(?:they|you|he|she|the\\s+\\w+)\\s+did\\s*[:：—–]",
  // "所以我把名字签在C上" (above); "Writing D." after a certainty figure (hedge set 123)
  "(?<=(?:^|\\n|[.!?]\\s{1,2})[ \\t*_]*)(?:I['’]m\\s+)?[Ww]riting(?=\\s+\\(?[A-J](?![A-Za-z])\\)?[ \\t*_]*[.!]?[ \\t]*(?:\\n|$))",
  // "My pick would be D — I'm not thrilled about …"
  '\\bmy\\s+(?:final\\s+)?(?:pick|choice|selection)\\s+(?:would\\s+be|will\\s+be|is)(?=\\s+\\(?[A-J](?![A-Za-z]))',
  // "I'm going to side with C"
  "\\bI(?:['’]m|\\s+am|['’]ll|\\s+will|['’]d|\\s+would)\\s+(?:going\\s+to\\s+)?side\\s+with(?=\\s+\\(?[A-J](?![A-Za-z]))|\\b(?:siding|I\\s+side)\\s+with(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "My vote goes to B", "I'd cast my vote for B" (a vote the model casts as its answer).
  '\\bmy\\s+(?:final\\s+)?vote\\s+(?:goes|would\\s+go|will\\s+go)\\s+to|\\bcast(?:ing)?\\s+my\\s+(?:final\\s+)?vote\\s+for',
  // "So my pick stays on A", "my answer remains C".
  '\\bmy\\s+(?:final\\s+)?(?:pick|choice|answer|selection)\\s+(?:stays|remains|is\\s+still)(?:\\s+(?:on|with|at|as))?',
  // "the diagnostic test of choice is CT angiography — option B", "the drug of choice here is (C)".
  '\\b(?:test|drug|treatment|therapy|agent|antidote|procedure|investigation|imaging|study|management|step|antibiotic)\\s+of\\s+choice\\s+(?:here\\s+)?(?:is|would\\s+be|remains)',
  // "answer updated → A", "Changing my answer to C", "switching to B".
  '\\banswers?\\s+(?:updated|changed|revised|corrected|amended)(?:\\s+to)?\\s*(?:→|->|=>|⇒|[:：])?',
  '\\b(?:chang(?:e|ed|ing)|switch(?:ed|ing)?|updat(?:e|ed|ing)|revis(?:e|ed|ing))\\s+(?:my\\s+)?(?:answer|choice|pick|selection)\\s+to',
  // "Corrected selection: A, B, D", "Updated answer: C", "Selection: B".
  `\\b(?:(?:corrected|revised|updated|new|amended)\\s+)?(?:selections?|picks?)\\s*${CO}`,
  `\\b(?:corrected|revised|updated|amended)\\s+(?:answers?|choices?)\\s*${CO}`,
  '\\b(?:selected|chosen)\\s+(?:options?|answers?|choices?)',
  // An answer label of its own: "Selected: A, B, D", "Chosen: C", "My pick: B", "Verdict: (D)".
  `(?<!\\bnot\\s|\\bnot\\s\\s|n['’]t\\s|[-_])\\b(?:selected|chosen|picked|my\\s+(?:final\\s+)?(?:picks?|choices?|selections?)|verdict)\\s*${CO}`,
  // Not "rather than choose B", "instead of picking C".
  // (nor "I can't responsibly pick A over B": an adverb between the negation and the verb, hedge set 151)
  "(?<!\\bnot\\s(?:\\w+ly\\s+)?|n['’]t\\s(?:\\w+ly\\s+)?|\\bcannot\\s(?:\\w+ly\\s+)?|never\\s|\\bthan\\s|\\bof\\s)\\b(?:choose|chose|select|pick|go\\s+with|opt\\s+for|commit(?:ting)?\\s+to)",
  // "Ans: ⓑ", "Final answer after review: D".
  `\\bans\\s*${CO}`,
  "\\bfinal\\s+answer\\s+(?:after|on|upon|following)\\s+(?:\\w+\\s+){0,2}?(?:review|reflection|reconsideration|checking|re-?reading)\\s*[:：]",
  // "**Final Answer (corrected):** B", "答案（更正）：B": the answer line marked as the corrected one.
  `\\b(?:final\\s+)?answer\\s*[(（](?:corrected|revised|updated|amended|final)[)）][*_\\s]*${CO}`,
  `答案[(（](?:更正|修正|订正|更新|最终)(?:后)?[)）][*_\\s]*${CO}`,
  // "I'd mark (a).", "I would circle C" (an answer sheet's verbs).
  "\\bI(?:['’]d|\\s+would|['’]ll|\\s+will)\\s+(?:mark|circle|tick|bubble(?:\\s+in)?|take)",
  // "Marking A, B, C and E. Not D." opening a line: the sheet marked ("Circling **B** on my sheet", hedge set 141).
  "(?<=(?:^|\\n)[ \\t*_>-]*)(?:Marking|Circling|Bubbling|Ticking)(?=[ \\t]+(?:options?[ \\t]+)?[*_]{0,2}[A-J](?![A-Za-z]))",
  // "Checking A, B, C and E." opening a sentence.
  '(?<=(?:^|\\n|[.!]\\s)[ \\t*_>]*)(?:Checking|Ticking|Marking|Selecting|Picking|Choosing)(?=\\s+\\(?[A-J](?![A-Za-z]))',
  // "Hmm, on second thought … So let me fix that: **A. Tc-99m sestamibi scan**"
  '\\b(?:let\\s+me\\s+)?fix\\s+that\\s*[:：—–]',
  // "Going to say E, with some reservations", "I'll say B."
  "(?<!\\bnot\\s|n['’]t\\s|never\\s)\\b(?:(?:going|gonna)\\s+to\\s+say|I['’]ll\\s+say|I\\s+will\\s+say)(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "Going with **D**", "I'll stick with C", "Settling on B" (not "not going with A"); "I'm circling A", "I'm handing in D" (hedge
  // set 149); "So I'm answering with the ground-glass
  // option, A, accepting that…" (hedge set 147): the option named by a word of its text, then its letter.
  "(?<!\\bnot\\s|n['’]t\\s|never\\s)\\b(?:going\\s+with|opting\\s+for|stick(?:ing)?\\s+with|settl(?:e|ing)\\s+on|answering\\s+with|(?<=\\bI['’]m\\s|\\bI\\s+am\\s)(?:circling|handing\\s+in|turning\\s+in))(?:\\s+the\\s+[\\w-]+(?:\\s+[\\w-]+)?\\s+(?:option|choice|answer),(?=\\s*[A-J],))?",
  // "I reached 20 independently, and 20 sits at option D." (hedge set 139): the model's own result placed at its option.
  "(?<!\\bnot\\s|n['’]t\\s)\\b(?:sits|lands|falls|lies)\\s+(?:at|on|under)(?=\\s+(?:option|choice)\\s+\\(?[A-J](?![A-Za-z]))",
  // "I'd go for E here."; "I'd still write E, though …"; "I'd put it on E, the anterolateral thigh."
  "\\bI(?:['’]d|\\s+would|['’]ll|\\s+will)\\s+(?:still\\s+)?(?:go\\s+for|put\\s+(?:it|my\\s+pen|my\\s+mark|my\\s+tick)\\s+on)(?=\\s+\\(?[A-J](?![A-Za-z]))|\\bI(?:['’]d|\\s+would)\\s+still\\s+(?:write|put|pick|choose)(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "I'd write D on the sheet", "I'm around 80% on D." (hedge set 95)
  "\\bI(?:['’]d|\\s+would|['’]ll|\\s+will|['’]m\\s+going\\s+to)\\s+(?:write|put|mark|enter|bubble(?:\\s+in)?)(?=\\s+\\(?[A-J](?![A-Za-z])\\)?\\s+(?:on|in|into|onto)\\s+(?:the|my)\\s+(?:answer\\s+)?(?:sheet|line|card|form|box|grid)\\b)",
  "\\bI(?:['’]m|\\s+am)\\s+(?:about\\s+|around\\s+|roughly\\s+|maybe\\s+|perhaps\\s+|at\\s+)?\\d{1,3}\\s*%\\s+on(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "I'm putting D down, and I'd bet on it about 85 times in a hundred"
  "\\bI(?:['’]m|\\s+am)\\s+putting(?=\\s+\\(?[A-J]\\)?\\s+down\\b)",
  // "I'm going to put down B and move on.", "I'll put down C."
  "(?<!\\bnot\\s|n['’]t\\s|never\\s)\\b(?:(?:going|gonna)\\s+to\\s+put\\s+down|I['’]ll\\s+put\\s+down|I\\s+will\\s+put\\s+down|putting\\s+down)(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "So my earlier B was the reflex; the response I'm giving is D." (hedge set 119)
  // "Still, the one I'm comfortable putting down is A." (hedge set 143)
  "\\bthe\\s+(?:answer|response|reply|letter|option|one)\\s+I(?:['’]m|\\s+am)\\s+(?:(?:most\\s+)?(?:comfortable|happy|willing|prepared|content|ready)\\s+)?(?:giving|submitting|entering|putting\\s+down|going\\s+with|handing\\s+in|marking)\\s+is(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "Ticks go on A, B, C and D; E stays unticked.", "Yes to A, B, D and E; no to C." (hedge set 119), opening a sentence.
  "(?<=(?:^|\\n|[.!;:]\\s)[ \\t*_>]*)(?:Ticks?\\s+go(?:es)?\\s+(?:on|to|against|beside)|Yes\\s+to)(?=\\s+\\(?[A-J](?![A-Za-z]))",
  // "Having checked it independently, I'm keeping C.", "Put me down for A." (hedge set 119): the letter closing the sentence.
  "(?<!\\bnot\\s|n['’]t\\s|never\\s)\\bI(?:['’]m|\\s+am|['’]ll|\\s+will)\\s+keep(?:ing)?(?=\\s+\\(?[A-J]\\)?[ \\t*_]*(?:[.!;]|\\n|$))|\\b[Pp]ut\\s+me\\s+down\\s+(?:for|as)(?=\\s+\\(?[A-J]\\)?[ \\t*_]*(?:[.!;]|\\n|$))",
  // "I'll put A and move on, knowing I might be wrong."
  "(?<!\\bnot\\s|n['’]t\\s|never\\s)\\bI(?:['’]ll|\\s+will)\\s+put(?=\\s+\\(?[A-J]\\)?\\s+(?:and|then|—|–|-|as)\\b|\\s+\\(?[A-J]\\)?\\s*[.;,—–])",
])
const THEREFORE = src([
  // 即 as "that is", not in 在即 / 立即 / 随即 / 即将.
  '(?:故|因此|所以|因而|综上所?述?|总之|由此可见|可见|故而|据此|(?<![在立随旋当])即(?![将刻使便]))[\\s,，]{0,4}(?:本题|此题|该题)?',
  // A conclusion that restates the question as its subject: "所以可以用于本例的药物是A、B、E",
  // "So the vaccines that can be given during pregnancy are A, D, and E." (not "所以答案不是B").
  '(?:故|因此|所以|综上所?述?|总之|由此可见)[\\s,，]{0,2}[^。\\n，,；;：:?？!！]{1,30}?(?<![不非并])(?:是|为)',
  '\\b(?:so|therefore|thus|hence|overall)\\b,?\\s+(?:the\\s+|all\\s+(?:the\\s+)?)?(?:[a-z][\\w-]*\\s+){1,10}?(?:are|is)',
  '\\b(?:therefore|thus|hence|so|consequently)\\b[\\s,]{0,4}',
  "\\bit(?:['’]s|\\s+is|\\s+must\\s+be|\\s+should\\s+be)",
  // "It's close, but A.": the letter after a concession, ending its sentence.
  '(?<=[,，][ \\t]{0,2})but(?=[ \\t]+[*_]{0,2}\\(?[A-J]\\)?[*_]{0,2}[ \\t]*(?:[.!]|\\n|$))',
  // "…, dactylitis, nail pitting, and DIP involvement — that is, B, C, D, and E.": a restatement as letters.
  '\\b(?:that\\s+is|i\\.e\\.)[\\s,]{0,4}(?=[*_]{0,2}[A-J](?![A-Za-z]))',
  // "…are the cultures and the lactate — letters A and C." (hedge set 141): a dash, then the letters named as such.
  '[—–](?=[ \\t]*(?:the\\s+)?letters\\s+[A-J](?![A-Za-z]))',
  // "…the Carhart notch indicate otosclerosis, which is **C**.": the option named, then its letter ending the sentence.
  '(?<=[,，][ \\t]{0,2})which\\s+is(?=[ \\t]*[*_]{0,2}[(（]?[A-J][)）]?[*_]{0,2}[ \\t]*(?:[.。!]|\\n|$))',
  // "That's **A, B, C, D**." after a list of the chosen statements (bold letters only).
  // "…discharge it. That's A." closing the output or its line.
  // "Strength, consistency, temporality, dose-response — that's A, B, C and E."
  // "hydroxocobalamin IV — that's C, the one I'd circle." (hedge set 131)
  "\\bthat['’]s(?=[ \\t]*[A-J][ \\t]*,[ \\t]*the\\s+one\\s+I(?:['’]d|['’]ll|\\s+would|\\s+will)\\s+(?:circle|pick|choose|mark|tick|go\\s+with|submit|enter)\\b|\\s*\\*\\*[A-J](?![A-Za-z])|[ \\t]*[A-J][ \\t]*[.!]?[ \\t]*(?:\\n|$)|[ \\t]*[A-J](?:[ \\t]*(?:,[ \\t]*(?:and[ \\t]+)?|and[ \\t]+)[A-J](?![A-Za-z])){1,9}[ \\t]*[.!])",
  // "The live attenuated vaccines are A, B and D", "The features … among the options are (A), (C) and (E)."
  '\\bthe\\s+(?:[a-z][\\w-]*\\s+){1,11}?(?:among\\s+the\\s+(?:options|choices)\\s+)?are',
  // The same at the head of a line without an article: "Risk factors are A, C, and D."
  '(?<=(?:^|\\n)[ \\t*_>]*)[A-Z][a-z]+(?:[ \\t]+[a-z][\\w-]*){0,5}?[ \\t]+are',
  // A line restating the question as its subject: "二尖瓣狭窄的体征为A;B;D", "消化性溃疡的并发症为 A～D 四项".
  // (also "…最严重的不良反应是——**D 肺间质纤维化**", a dash before the letter)
  '(?<=(?:^|\\n)[ \\t*_>#]*[^\\n。，,；;：:!?！？A-J]{2,40}?)的[^\\n。，,；;：:的A-J]{1,8}?(?:为|是|有|包括)(?=[ \\t*_]*(?:——|—)?[ \\t*_]*[A-J](?![A-Za-z]))',
  // "本例为B", "本题应选D": the case or the item as the subject.
  '(?:本例|本题|该例|此例|该患者|此患者|该病例|这题|这道题|此题|该题)中?(?:应|应当|应该|当)?(?:为|是|选)',
  // "所以酯类只有A、B两个，…": what is left after a therefore-word, the letters ending their clause.
  '(?<=(?:所以|因此|故|综上)[^。\\n，,；;]{0,8})只有(?=[ \\t]*[A-J](?![A-Za-z])(?:[ \\t]*(?:[、,，]|和|及|与)[ \\t]*[A-J](?![A-Za-z]))*[ \\t]*(?:(?:[两二三四五]|[2-5])[ \\t]?(?:个|项))?[ \\t]*(?:[。.，,；;]|$))',
  // An arrow after a line's reasoning: "Sensitivity = TP/(TP + FN) → **A**", "肾上腺素。→ **A**".
  // Not on a bulleted line, where arrows map cases to options ("- within 6 hours → C").
  // The letter ends its line: "有休克→A；无休克→D" maps cases to options. "➜ 选项 Ｂ" names the option.
  // Not after a label that sets the letters aside ("出局 → C", "排除 → D", hedge set 127; "不勾 → B、E", hedge set 135; "放回去 → D", hedge set 137).
  '(?<=(?:^|\\n)[^-*•·\\s\\d][^\\n]{0,200}?[^\\s→⇒➜➔>=\\-]\\s{0,2})(?<!(?:^|\\n)[ \\t*_>#]*(?:排除|除外|出局|落选|淘汰|剔除|不选|不勾|不圈|未勾|删去|划掉|放回去?|请回|退回|[Dd]rop(?:ped)?|[Rr]ejected|[Ee]xcluded|[Oo]ut)[ \\t*_]*)(?:→|⇒|⟶|➡|➜|➔|=>|->)(?=[ \\t]*(?:选项|[Oo]ption)?[ \\t]*[*_]{0,2}[A-J](?:[ \\t、,，]{0,2}[A-J]){0,9}[*_]{0,2}[ \\t]*[。.]?[ \\t]*(?:\\n|$))',
])
const WEAK = src([
  `(?:说法|描述|叙述|表述|选项|做法)?(?:错误|不正确|不对|不恰当|不妥|不符合|不属于|不包括)的?(?:选项|一项|项)?(?:是|为|${CO})`,
  '(?:可能|也许|大概|或许|倾向于?)(?:是|为|选)',
  '倾向于',
  // "前列腺增生常用治疗药物为A和B，…": a copula after a noun, then two or more letters joined (not "不是A和B").
  '(?<=[\\u4e00-\\u9fff])(?<![不非否])(?:为|是)(?=[ \\t]*[A-J](?:[ \\t]*(?:和|、|与|及|以及|[,，])[ \\t]*[A-J]){1,9}(?![A-Za-z]))',
  // A restated question: "属于β-内酰胺类的有：A、B、D" (not "需要注意的是：A项禁用").
  `(?:的有|(?:属于|符合|包括|见于|用于|引起|导致)[^。\\n，,：:]{1,16}的是)\\s*${CO}`,
  // "可用于哮喘治疗的是 A + B + C + D": the restated question runs into its letters.
  '(?:属于|符合|包括|见于|用于|引起|导致)[^。\\n，,：:]{1,16}的是(?=\\s{0,2}[A-J](?![A-Za-z]))',  // A heading over letters that carry their option text: "子宫内膜异位症的常见症状：C（性交痛）、A（…）",
  // "可用于治疗青光眼的药物：\n1. A（毛果芸香碱）——…".
  '(?<=[\\u4e00-\\u9fff])[:：](?=[ \\t]*(?:\\n[ \\t]*){0,2}(?:[-*•]\\s|\\d{1,2}[.、)）]\\s*)?[*_]{0,2}[A-J][*_]{0,2}[（(])',
  // "Select all drugs that can raise serum potassium: (a), (c), (e).": bracketed letters that end the line.
  '(?<=[\\u4e00-\\u9fffA-Za-z)）])[:：](?=[ \\t]*[(（][A-J][)）](?:[ \\t]*[、,，]?[ \\t]*(?:and[ \\t]+)?[(（][A-J][)）]){1,9}[ \\t]*[。.]?[ \\t]*(?:\\n|$))',
  // "风湿热的主要表现为：Ⓑ Ⓒ Ⓓ Ⓔ": two or more letters that end the line.
  '(?<=[\\u4e00-\\u9fffA-Za-z)）])[:：](?=[ \\t]*[*_]{0,2}[A-J](?:[ \\t]*[、,，和及与+＋/／ ][ \\t]*(?:and[ \\t]+)?[A-J]){1,9}[*_]{0,2}(?:[ \\t]*。|[ \\t]*\\.(?=\\s|$)|[ \\t]*(?:\\n|$)))',
])

// Between a cue and its letter: copulas, modal words, "选项"/"option", an opening bracket, markdown.
// Quantifiers are bounded: inside a look-behind an unbounded one re-scans long blank runs for every
// start position, which is quadratic.
const FILLER = `(?:[\\s:：=\\-–—${MD}✅✔☑】］\\]→⇒➜➔➡⟶▸►▶>]|👉|如下|\\[[xX]\\]|[(（](?:多选题?|单选题?|可多选|不定项|多项选择|单项选择|multiple|single|select\\s+all)[)）]|\\d{1,2}[.、)）]|[(（]\\d{1,2}[)）]|[\\u2460-\\u249b\\u2776-\\u2793]|(?:应)?(?:改|更正|修正|更改|纠正|修改|修订)(?:为|成)|应该|应当|应|就|(?:锁)?定(?:为|在|是)|落在|显然|当然|肯定|即|只能|无疑|必然|也|确实|仍然?|依然|依旧|still\\b|可能|大概|最可能|明显|均|都|依次|分别|是|为|选项|选择|选|乃|第(?=[ \\t]?[A-J](?![A-Za-z]))|both\\b|all\\s+of\\b|all\\s+that\\s+appl(?:y|ies)\\b|options?\\b|choices?\\b|letters?\\b|[(（\\[［【<＜"“'‘「『〖{]|\\}?\\\\(?:mathrm|text|textbf|mathbf|boldsymbol)\\{|全部[四五六]项[，,]?|[四五六]项全(?:选|对)[，,]?){0,16}`

const CUES = `(?:(${STRONG_ZH}|${STRONG_EN})|(${THEREFORE})|(${WEAK}))`

/**
 * Cues checked backwards from a letter: a sticky look-behind run at the letter's index. Group 1 is
 * cue + filler, 2 strong, 3 therefore, 4 weak. Checking the few letters of an output is much
 * cheaper than scanning all of it for cues.
 */
export const CUE_BEFORE_Y = new RegExp(`(?<=(${CUES}${FILLER}))`, 'iy')

// A cheap test that rules CUE_BEFORE_Y out, since most letters have no cue before them: after the
// filler characters that stand alone (blanks, markdown, opening brackets, quotes; a colon may end a
// cue, so it sends the letter to the regex) the character before a letter must end a filler word or
// a cue. Keep in sync with CUES and FILLER;
// the test "cue prefilter agrees with the look-behind" checks it on every fixture.
const CUE_LAST = new CharSet('但锁住格开应领记责落宝让论笔按照判认报挑拍拿用站剩余留写括确对第答的案选择定取是为有正改成故此以而上述之见据即题于该当应就然能疑也实概显均都次别项乃准下订交把给涂押赌圈勾填投成上作了去在出持到回—–】］]．.、)）,，ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')

function isFillerChar(c: number): boolean {
  return (
    (c >= 9 && c <= 13) || c === 32 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 ||
    c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff ||
    c === 58 || c === 0xff1a || c === 61 || c === 45 || c === 0x2013 || c === 0x2014 || c === 42 || c === 95 || c === 96 || c === 35 ||
    c === 124 || c === 0x2705 || c === 0x2714 || c === 0x2611 || c === 40 || c === 0xff08 || c === 91 || c === 0xff3b ||
    c === 0x3010 || c === 60 || c === 0xff1c || c === 34 || c === 0x201c || c === 39 || c === 0x2018 || c === 0x300c || c === 0x300e || c === 0x3016 ||
    c === 0x3011 || c === 0xff3d || c === 93 || c === 123 || c === 125 || (c >= 0x2460 && c <= 0x249b) || (c >= 0x2776 && c <= 0x2793) ||
    // Arrows: "答案 → A", "Answer => C".
    isArrow(c)
  )
}

/** → ⇒ ➜ ➔ ➡ ⟶ and the > of => or ->. */
function isArrow(c: number): boolean {
  // 0xdc49: the low half of 👉 (U+1F449), "答案 👉 **C**".
  return c === 0xdc49 || c === 0x2192 || c === 0x21d2 || c === 0x279c || c === 0x2794 || c === 0x27a1 || c === 0x27f6 || c === 62 || c === 0x25b8 || c === 0x25ba || c === 0x25b6
}

/** False when no cue can end right before position i (so CUE_BEFORE_Y need not run). */
export function mayHaveCueBefore(s: string, i: number, lo: number): boolean {
  let k = i - 1
  for (let n = 0; k >= lo && isFillerChar(s.charCodeAt(k)); k--) {
    const c = s.charCodeAt(k)
    // Many cues end with a colon (答：, 结论：, 正确的是：, 最终：) or an arrow standing for one
    // (答 → A, Final ⇒ B): let the regex decide.
    if (++n > 16 || c === 58 || c === 0xff1a || isArrow(c)) return true
  }
  return k >= lo && CUE_LAST.has(s.charCodeAt(k))
}

// Where a cue may end before a letter: the places p with s[p, i) made of FILLER's words. Read loosely
// (every character of FILLER's Chinese words and digits stands alone here, and its English words
// need no blanks between them), so the places found are a superset of FILLER's. Keep in sync with
// FILLER; the test "cue look-behind by its last characters" holds the dispatch to CUE_BEFORE_Y on
// every fixture.
const FILLER_UNITS = new CharSet([
  ...'如下应该应当就锁定为在是落在显然当然肯定即只能无疑必然也确实仍然依然依旧可能大概最可能明显均都依次分别选项选择乃第改更正修正更改纠正修改修订成全部四五六项全选对多选题单选题可多选不定项多项选择单项选择',
  ...'0123456789.、)），,xX\\}\ud83d',
])
const FILLER_WORDS = ['still', 'both', 'all', 'of', 'that', 'apply', 'applies', 'option', 'options', 'choice', 'choices', 'letter', 'letters', 'multiple', 'single', 'select', 'mathrm', 'text', 'textbf', 'mathbf', 'boldsymbol']

let reach = new Uint8Array(256)

/**
 * The characters a cue may end with before the letter at i (one per place FILLER may start; repeats
 * kept out), written to `out`; their count, or -1 when more than `out` holds.
 */
function cueEndChars(s: string, i: number, out: Uint16Array): number {
  let n = 0
  let low = i
  reach[0] = 1
  for (let q = i; q >= low && q > 0; q--) {
    if (reach[i - q] === 0) continue
    reach[i - q] = 0
    const c = s.charCodeAt(q - 1)
    let seen = false
    for (let j = 0; j < n; j++) if (out[j] === c) seen = true
    if (!seen) {
      if (n < out.length) out[n] = c
      n++
    }
    if (isFillerChar(c) || FILLER_UNITS.has(c)) low = mark(i, q - 1, low)
    if ((c | 32) >= 97 && (c | 32) <= 122)
      for (const w of FILLER_WORDS) if (endsWithWord(s, q, w)) low = mark(i, q - w.length, low)
  }
  return n <= out.length ? n : -1
}

function mark(i: number, p: number, low: number): number {
  if (i - p >= reach.length) {
    const wider = new Uint8Array(2 * (i - p + 1))
    wider.set(reach)
    reach = wider
  }
  reach[i - p] = 1
  return p < low ? p : low
}

/** s[q - w.length, q) is w, in either case (w in lower case). */
function endsWithWord(s: string, q: number, w: string): boolean {
  const from = q - w.length
  if (from < 0) return false
  for (let k = 0; k < w.length; k++) if ((s.charCodeAt(from + k) | 32) !== w.charCodeAt(k)) return false
  return true
}

// CUE_BEFORE_Y split by the character each cue can end with (lastChars.ts).
const CUE_BEHIND = new LookBehindDispatch([`${STRONG_ZH}|${STRONG_EN}`, THEREFORE, WEAK], 'iy', ([strong, therefore, weak]) => `(?<=((?:(${strong})|(${therefore})|(${weak}))${FILLER}))`)
const ENDS = new Uint16Array(64)

/** CUE_BEFORE_Y's match at the letter at i (its groups the same), trying only the cues that can end where FILLER may start. */
export function cueBeforeMatch(s: string, i: number): RegExpExecArray | null {
  const n = cueEndChars(s, i, ENDS)
  const chosen = n < 0 ? undefined : CUE_BEHIND.forEnds(ENDS, n)
  if (chosen === null) return null
  const re = chosen ?? CUE_BEFORE_Y
  re.lastIndex = i
  return re.exec(s)
}

/** Global cue scanner (for answers given as option text): group 1 strong, 2 therefore, 3 weak. */
export const CUE_G = new RegExp(`${CUES}${FILLER}`, 'gi')

// The cues' alternatives by group: strong, therefore, weak.
const CUE_TIERS = [alternativesOf(`${STRONG_ZH}|${STRONG_EN}`), alternativesOf(THEREFORE), alternativesOf(WEAK)]

/** The cues' alternatives, for the test that holds their first characters to every match. */
export function cueAlternatives(): string[] {
  return CUE_TIERS.flat()
}

// CUE_G split by the character each cue can start with (firstChars.ts). Many cues open with a look-behind,
// which one alternation would check at every position of the text before its first character.
const CUE_DISPATCH = new TieredDispatch(
  CUE_TIERS,
  'iy',
  ([strong, therefore, weak]) => `(?:(${strong})|(${therefore})|(${weak}))${FILLER}`,
)

/**
 * The next match of CUE_G starting in s[from, hi) (it may run on past hi), with CUE_G's groups; null when
 * none starts there. The same match a global search from `from` finds.
 */
export function nextCue(s: string, from: number, hi: number): RegExpExecArray | null {
  return CUE_DISPATCH.nextMatch(s, from, hi)
}

/** Filler that hedges an answer cue ("答案可能是B"): the statement then only counts as a weak one. */
/** The keys a structured answer is filed under (JSON, YAML, code): `"answer": …`, `final_answer = …`, `"作答": …`. */
export const ANSWER_FIELD = '(?:answer|final_answer|choices?|selected|selection|pick|picked|chosen|答案|作答|选项|最终答案|最终选项|所选)'

export const HEDGE_FILLER = /(?<!最)(?:可能|大概|也许|或许)|\b(?:probably|likely|perhaps|maybe)\b/i

/** A cue whose filler holds a copula or colon can also introduce an answer given as option text. */
export const HAS_COPULA = /[是为:：选=]|\b(?:is|are|be)\b/i

// \\boxed{B}, and GLM's box tokens <|begin_of_box|>B<|end_of_box|>.
export const BOXED_G = /\\boxed\s*\{\s*(?:\\(?:text|textbf|mathrm)\s*\{\s*)?|<\|begin_of_box\|>\s*/g
// <answer>, the <final> / <final_answer> some prompts ask for, <revised_answer> after one, <selected>.
const ANSWER_TAG_NAME = '(?:answers?|final(?:[_-]answer)?|(?:revised|corrected|updated)[_-]answer|selected|selection|choices?)'
export const ANSWER_TAG_Y = new RegExp(`<${ANSWER_TAG_NAME}>\\s*`, 'iy')
export const ANSWER_TAG_CLOSE = new RegExp(`</${ANSWER_TAG_NAME}>`, 'i')

// Phrases that express doubt about the statement that follows ("不确定答案是A还是B", "if the answer is A").
export const DOUBT = /不确定|无法确定|不能确定|难以确定|(?:没办法|没法|无法|不能)给出(?:唯一|确定|明确|单一)|不知道|不清楚|不认为|不一定|未必|无法判断|不能判断|不敢肯定|是否|如果|假如|假设|若|倘若|\b(?:not\s+sure|unsure|uncertain|if|whether|doubt|don['’]?t\s+think|do\s+not\s+think)\b/i
// Phrases that attribute the choice that follows to someone else ("有人认为应选B", "考生常选D").
export const ATTRIBUTED = /有人|有些人|评论区|(?:两|几|三|多|别的|另外的?|其他的?)个?(?:AI|模型|助手)|有的人|很多人|许多人|不少人|一些人|部分|考生|学生|同学|初学者|容易(?:误|错|混|选|被|当成|看成|想到|忽略)|常被|常常|用户|题库|(?:你|您)(?:给我看|发给我|给我|给|提供|说|贴|发|附|引)的|\b(?:some(?:one|\s+people|\s+students)?|many\s+(?:students|people)|students|one)\s+(?:might|would|may|could|often|tend\s+to|mistakenly)\b|\bcommon\s+(?:mistake|error|trap)\b|(?:你|您)(?:转述|转告|提到)|(?<!我(?:也|就)?(?:跟|和|同|与))(?:导师|老师|带教|上级医师|上级医生|上级|主任|师兄|师姐|学长|学姐|室友|男朋友|女朋友|博主|网友)[^。\n，,“"]{0,10}?(?:讲|说|标|写)|\byour\s+(?:attending|teacher|tutor|professor|lecturer|instructor|senior|resident|colleague|classmate|friend|textbook|notes|app|key)\s+(?:told|said|says|thinks|picked|chose|marked|wrote|gave|claims|insisted)\b/i

// After a letter: optional 项/选项, the option's own text or a short comment inside the same clause,
// then the verdict. A clause may not cross another capital letter, so "A正确，B错误" gives A a
// positive and B a negative verdict, never the reverse.
// "ABC三项正确": a count of the letters may come before 项.
const SUFFIX = `(?:[ \\t${MD}]{0,4}(?:[两二三四五2-5][ \\t]?)?(?:选项|项|option|choice))?`
// A capital followed by a lower-case letter ("Ovary") may sit in the comment; a lone capital may not.
// No /i flag on these: under /i a negated class such as [^A-Z] would also exclude a–z. Blank runs
// are bounded so that nested repetitions cannot backtrack quadratically on degenerate input.
// An English full stop followed by a blank ends the sentence, and a verdict never reaches past it.
const FILL = `(?:[ \\t${MD}]{0,4}[.．、:：)）\\]］]?(?:(?![A-Z](?![a-z]))(?!\\.\\s)[^\\n。；;!?！？,，｜]){0,40}?)?`
const CONN = `(?:[ \\t:：—–\\-${MD}]|也|亦|均|都|则|是|为|就|显然|明显|同样|肯定|属于|说法|描述|表述|的){0,8}`
// ("D　红细胞增多——删", a line's verdict, hedge set 133)
const NEG_WORD = `(?:(?:放|留|搁|晾)在?(?:一边|一旁|外面|外边|门外)|(?<=[—–-][ \\t]*)删(?=[ \\t]*(?:[，,。；;]|\\n|$))|(?:删去|去掉|删除|剔除|应去除|排除)(?![ \\t]*(?:选项)?[ \\t]*[A-Z](?![A-Za-z]))|不(?!仅|但|同|过(?![是只为])|久|少|断|分|论|管|限|典型|稳定|全|规则|良|明|适|孕|育|足|齐|自主|能排除|易|变|对应|可逆|对称|均匀|饱和|宁|改(?![为成选])|(?:是|太|很|大|怎么|十分|那么|特别|完全|上)?(?:有底|有把握|确定|肯定|自信|放心|踏实|稳妥|敢打包票|笃定|十拿九稳)|算(?:太|很|特别)?(?:高|大|足|笃定|确定|肯定|有把握)|(?:是|选|应选|考虑)?\\s*[(（]?\\s*(?:选项)?\\s*[A-Z](?![A-Za-z]))|(?:没有?|未)(?:选|勾|圈)(?![择项性错])|错|非(?!常|甾|典型|特异|霍奇金|处方|法|细菌|胰岛素|小细胞|酮症|器质)|有误|干扰(?:选?项)|×|✗|✘|❌|(?:is|are|was|seems|appears)?[ \\t]{0,3}(?:also[ \\t]+)?(?:[Nn]ot\\b(?![ \\t]+(?:(?:by|for|in|from|with|under|options?|choices?)[ \\t]+)?[(（]?[A-J](?![A-Za-z]))(?![ \\t]+(?:(?:very|fully|entirely|completely|totally|super|that|too|100%?)[ \\t]+)?(?:confident|sure|certain|positive)\\b|[ \\t]+(?:100[ \\t]*%|100[ \\t]+percent|a[ \\t]+hundred[ \\t]+percent)(?![ \\t]+(?:correct|right|accurate|true|wrong)\\b))|n['’]t\\b)|\\b(?:incorrect|wrong|false|inaccurate|mis-?matched|mispaired|incorrectly\\s+(?:matched|paired)|ruled\\s+out|excluded|eliminated|unlikely|(?:a\\s+)?distractors?)\\b|\\b(?:is|are|was|were)[ \\t]+(?:also[ \\t]+|clearly[ \\t]+)?out\\b|\\b(?:Incorrect|Wrong|False)\\b(?![ \\t]*${CO}))`
const POS_WORD =
  '(?:(?<![能可会以该得])(?:收|放|算|选)进(?:来|去)|(?<![不没未])(?:归入|纳入)(?=[^，,。；;\\n]{0,16}(?:不良反应|表现|特点|特征|答案|之列|范围|范畴))|(?<!(?:看似|看上去|看起来|乍看|乍一看|表面上|像是|似乎|貌似|好像)[像是很挺]{0,2})(?<!部分|不完全|不全)(?:正确|对(?=[\\s。；;，,.．!?！？)）、：:*_`|｜/／\\]】√✓✔✅]|$|的|了|啊|呀|滴))|无误|准确|符合题意|当选|入选|(?<![不没未])(?:有把握|选上|(?<=[A-J][ \\t]{0,2})我(?:要|就)?(?:选|认(?:了|可)?)(?=[；;。，,]|$))|√|✓|✔|✅|(?:is|are)\\s+(?:also\\s+)?(?:correct|right|true|accurate)\\b|\\b[Cc]orrect\\b)'
// In the next clause only a verdict standing alone counts: "A. 卵巢，正确。" but not "卵巢，不是乳腺".
const END_OF_VERDICT = `(?=[\\s。；;，,.．!?！？)）${MD}]|$)`
// (not "E，排除 D", "C、E，不选 D": a verb whose object is the next letter excludes that one; not "不对应")
const NEG_ALONE = '(?:错误|错|不正确|不对(?!应|称|照|比|等)|不符合|(?:不选|不当选|可排除|排除|删去|去掉|删除|剔除)(?![ \\t]*(?:选项)?[ \\t]*[A-J](?![A-Za-z]))|×|✗|✘|❌|[Ii]ncorrect|[Ww]rong|[Ff]alse)'
const POS_ALONE = '(?:正确|对|符合|当选|√|✓|✔|✅|[Cc]orrect|[Tt]rue|[Rr]ight)'

export const NEG_AFTER_Y = new RegExp(
  `${SUFFIX}(?:${FILL}${CONN}${NEG_WORD}|${FILL}[,，][ \\t]{0,3}${CONN}${NEG_ALONE}${END_OF_VERDICT})`,
  'y',
)
export const POS_AFTER_Y = new RegExp(
  `${SUFFIX}(?:${FILL}${CONN}${POS_WORD}|${FILL}[,，][ \\t]{0,3}${CONN}${POS_ALONE}${END_OF_VERDICT})`,
  'y',
)
/** "B是正确答案", "（A、B、D）即为答案", "B才是正确的", "B is the correct answer": as strong as an answer cue.
 * "A、B、D我都勾", "核心证据指向D——这是我的选择", "E，这个我认。", "E，照抄不误。" (hedge set 121), "B项最贴切". "C — confidence around four-fifths" and "D. I'd say I'm about three-quarters sure" (hedge sets 117, 121): the letter, then
 * how sure the model is of it ("B. I'm about nine parts in ten on this", "A — I'd put about eight chances in ten on it"; "A, B, C, E — final.", hedge set 143). "Low ferritin — that's the one I'm entering.", "A（…）、B（…）、C（…）、E（…）——这四项我要。" (hedge set 125); "E这一项我写上去" (hedge set 127); "Needle first — E — with about three-quarters confidence" (hedge set 129). */
export const STRONG_AFTER_Y = new RegExp(
  `${SUFFIX}(?:[\\s${MD}]{0,4}[.．、:：)）]?[\\s${MD}]{0,4})?(?:(?:也|才|就|即)?\\s*(?:是|为|即为|乃)\\s*(?:本题|该题|此题)?的?\\s*(?:(?:正确|最佳|最合适|最恰当|最准确|标准|唯一正确|最符合题意)的?\\s*(?:答案|选项|选择)|答案(?![中里内的]))|才(?:是正确|正确|对|是对)|\\s+(?:is|would\\s+be|should\\s+be|seems\\s+to\\s+be)\\s+(?:the\\s+)?(?:correct|right|best|most\\s+appropriate|most\\s+likely|final|only\\s+correct)\\s+(?:answer|option|choice|response)|\\s+(?:are|would\\s+be)\\s+(?:the\\s+)?(?:correct|right)\\s+(?:answers|options|choices)|[ \\t]*(?:(?:[—–]{1,2}|[，,])[ \\t]*(?:(?:这|它|这个)(?:就)?)?)?(?:就)?是我的(?:最终)?(?:作答|答案|回答|选择|答卷)(?![^。\\n]{0,6}?[吗？?])|[ \\t]*(?:就)?是我(?:最终|最后)?(?:会|要)?(?:交上去|交出去|交|写下|填|圈)的(?:那个|那一?项|答案|选项|字母)?(?:字母|选项|答案)?(?![^。\\n]{0,6}?[吗？?])|(?:\\s+is|[ \\t]*(?:[—–]{1,2}|[,，])[ \\t]*that(?:['’]s|\\s+is))\\s+(?:what|the\\s+(?:one|letter|option))\\s+I['’]?(?:m|\\s+am|\\s+will\\s+be|['’]ll\\s+be)\\s+(?:submitting|answering|giving|selecting|entering|writing(?:\\s+down|\\s+in)?|going\\s+with|putting\\s+down|putting\\s+my\\s+name\\s+to|signing\\s+off\\s+on|standing\\s+behind|marking|picking|choosing|sticking\\s+with|handing\\s+in|turning\\s+in|committing\\s+to|settling\\s+on|locking\\s+in)|[ \\t]*(?:[，,]|——|—|–)[ \\t]*就(?:是|选|定)?(?:它|这个|这一?项)了?(?=[ \\t*_]*(?:[。.!！]|\\n|$))|[ \\t]*[，,][ \\t]*就这么(?:定|办|选)了?(?=[ \\t*_]*(?:[。.!！]|\\n|$))|[ \\t]*(?:[，,][ \\t]*(?:这个|这一?项|它)?)?我(?:就|也)?认了?(?=[ \\t*_]*(?:[。.!！—–]|\\n|$))|[ \\t]*[，,][ \\t]*照(?:抄|写|填|交)(?:不误)?(?=[ \\t*_]*(?:[。.!！]|\\n|$))|[ \\t]*(?:这|这些)(?:[两三四五]|\\d)?(?:个|项)?[ \\t]*(?:交上去|交出去|勾上|填上去|写上去)(?=[ \\t*_]*(?:[，,。.!！；;]|\\n|$))|[ \\t]*[，,][ \\t]*(?:心里|我)?(?:有|大约有|约有)[ \\t]*(?:[六七八九]成|[5-9]\\d[ \\t]*%)(?:的)?(?:把握)?(?=[ \\t*_]*(?:[。.!！，,]|\\n|$))|[ \\t]*(?:——|—|–|[，,])[ \\t]*这一?(?:栏|格|题)(?:就此|就|到此)?封口|[ \\t]*(?:[两三四五]|\\d)?(?:条|项|个)?[ \\t]*(?:入围|入选)(?=[ \\t*_]*(?:[。.!！，,]|\\n|$))|,\\s+and\\s+I['’]d\\s+(?:hold|put|keep|peg)\\s+(?:that|it|my\\s+confidence)\\s+at\\b|的[^。！!？?\\n，,A-J]{0,12}[，,][ \\t]*我(?:就|也|还是)?(?:认|选|要|取)(?:它|这个|这一?项)了?(?=[ \\t*_]*(?:[。.！!]|\\n|$))|(?:项|选项)?[ \\t]*最(?:贴切|恰当|合适|切题)(?=[ \\t*_]*(?:[，,。.；;!！]|\\n|$))|[ \\t]*(?:就|也)?(?:留在|放在|写在)我的(?:答案|作答|答卷|答题卡)(?:里|上|中)(?=[ \\t*_]*(?:[。.!！]|\\n|$))|[ \\t]*[，,][ \\t]*(?:same\\s+as|just\\s+like|in\\s+agreement\\s+with)\\s+(?:the|my|your)\\s+[a-z]+(?=[ \\t*_]*(?:[.!]|\\n|$))|[ \\t]*[，,][ \\t]*(?:和|跟|与|同)[^。\\n，,A-J]{1,8}(?:一样|一致|相同)(?=[ \\t*_]*(?:[。.!！]|\\n|$))|[ \\t]*(?:[，,][ \\t]*(?:以此|以这个|以它|就以此))?为准(?![^。\\n]{0,4}[吗？?])|[ \\t]*(?:即|就)?(?:为|是)(?:本题|此题|这道题|这题)(?:所选|之选|的选择)(?![^。\\n]{0,6}?[吗？?])|[ \\t]*这一?(?:栏|格)[ \\t]*(?:我)?(?:会|就|要)?(?:涂黑|涂上|涂满|勾上|圈上)|\\s+is\\s+where\\s+I(?:\\s+|['’]ll\\s+|\\s+will\\s+)(?:come\\s+down|land|settle|end\\s+up|stay|remain)\\b|[ \\t]*我?(?:就)?(?:留在|落在我的)(?:答案|答题卡|答题纸|答卷)(?:上|里)|(?:[ \\t]*[—–](?:[^—–\\n]{1,60}?[—–])?)?\\s+is\\s+where\\s+I['’]?(?:m|\\s+am|\\s+will\\s+be|['’]ll\\s+be)\\s+(?:putting\\s+(?:it|my\\s+(?:money|mark|answer))|landing|coming\\s+down|settling)|\\s+(?:is|are|would\\s+be|will\\s+be)\\s+(?:my|our)\\s+(?:final\\s+)?(?:answer|choice|pick|selection|reply|response)s?|\\s+gets\\s+my\\s+(?:final\\s+)?(?:vote|nod)|\\s+goes\\s+(?:on|onto|in|into|down\\s+on)\\s+(?:my|the)\\s+(?:answer\\s+)?(?:sheet|card|form|line)\\b|\\s+is\\s+the\\s+(?:final\\s+)?answer\\b|\\s+it\\s+(?:is|stays|remains)(?=[ \\t]*(?:[.!。,;—–-]|then\\b|$))|[ \\t]*[—–][ \\t]*(?:(?:my|with|at)\\s+)?(?:confidence|certainty|把握|信心)(?=[ \\t]*(?:around|about|of|at|is|roughly|near|maybe|[:：约大]|\\d))|[ \\t]*[—–][ \\t]*with\\s+(?:about|around|roughly|maybe|perhaps|some)\\s+(?:[\\w%-]+\\s+){0,2}?(?:confidence|certainty)\\b|(?<=[.．][ \\t]*)(?:I['’]d\\s+(?:say|put\\s+it\\s+at)\\s+)?I['’]m\\s+(?:about|around|roughly|maybe|perhaps)\\s+(?:[\\w%-]+\\s+){1,3}?(?:sure|confident|certain)\\b|[ \\t]*[—–][ \\t]*(?:final|locked(?:\\s+in)?)(?=[ \\t*_]*[.!]?[ \\t*_]*(?:\\n|$))|(?<=[.．][ \\t]*)I['’]m\\s+(?:about|around|roughly|maybe|perhaps)\\s+(?:[\\w-]+\\s+){0,2}?(?:parts?|chances?|times?)\\s+in\\s+(?:ten|a\\s+hundred|\\d+)\\b|[ \\t]*[—–][ \\t]*I['’]d\\s+put\\s+(?:about|around|roughly|maybe|perhaps)\\s+(?:[\\w-]+\\s+){0,2}?(?:chances?|parts?|times?)\\s+in\\s+(?:ten|a\\s+hundred|\\d+)\\s+on\\s+(?:it|this|that)\\b|[ \\t]*(?:这一?项|这个)?[ \\t]*我(?:就|还是|最终|最后)?(?:写上去|写上|填上去|填上|交上去|圈上|勾上|写进去)(?![ \\t]*[?？吗])|[ \\t]*(?:[—–]{1,2}|[，,])?[ \\t]*这[两二三四五六2-6](?:个|项)(?:我)?(?:都|全)?(?:要|选|勾|保留|留下)(?![ \\t]*[?？])(?=[ \\t*_]*(?:[。.!！；;]|\\n|$))|[ \\t]*(?:我)?(?:也)?(?:都|均|全|全部)(?:都|均)?(?:要|应|应该|可以)?(?:(?:选|当选|入选)(?![择项中出])|(?:勾|勾上|圈|圈上)(?![不了]))(?![ \\t]*[?？])|[ \\t]*(?:[，,][ \\t]*)?(?:我(?:就|直接)?(?:拿来)?作为(?:我(?:自己)?的?)?|作为我(?:自己)?的?)(?:回答|答案|作答)(?![^。\\n]{0,6}?[吗？?]))`,
  'y',
)

/** Before a letter: the model rules it out ("不是A", "排除A、C", "rather than B"). Sticky look-behind. */
export const NEG_BEFORE_Y = new RegExp(
  `(?<=(?:不是|不选|误选|错选|误认为是|误以为是|并非|而非|并不是|排除|除外|除了|去掉|去除|删去|删除|删掉|剔除|移除|不应选|不能选|不考虑|不应该选|不要选|不建议选|不该选|别选|不宜选|不可能是|不会是|\\bnot(?:\\s+(?:by|for|in|from|with|under))?|\\b(?:don['’]t|do\\s+not)\\s+think\\s+it(?:['’]s|\\s+is)|\\brather\\s+than|\\bexcept|\\bexclud(?:e|ing)|\\beliminat(?:e|ing)|\\brules?\\s+out|\\bruling\\s+out|\\binstead\\s+of|\\bincorrect(?:\\s+(?:options?|choices?|answers?))?\\s*${CO}|\\b(?:wrong|false)\\s*${CO})[ \\t${MD}]{0,4}(?:选项|options?|choices?)?[ \\t${MD}]{0,4}[(（\\[［"“'‘「]?[ \\t${MD}]{0,4})`,
  'iy',
)

/** Before a letter: words that make it part of a name (维生素C, hepatitis B, NYHA C, type A). */
export const TERM_BEFORE_Y =
  /(?<=(?:维生素|\bvit\.?|\bvitamins?|\bhepatitis|\btype|\bgroup|\bclass|\bgrade|\bstage|\bphase|pugh|\bnyha|\bkillip|\bprotein|\bfactor|\bzone|\blead|乙型|甲型|丙型|血型|分级|分期|分型|等级|评级|级别)[ \t]?)/iy

/** False when TERM_BEFORE_Y cannot match at i: no term (维生素, type, NYHA, 血型 …) ends right before. */
export function mayHaveTermBefore(s: string, i: number): boolean {
  let k = i - 1
  if (k >= 0 && (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 9)) k--
  if (k < 0) return false
  const c = s.charCodeAt(k)
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 46 || c === 0x7d20 || c === 0x578b || c === 0x7ea7 || c === 0x671f || c === 0x522b
}

/** After a lone "A" or "I": an English word that makes it an article or pronoun, not an option
 *  ("A 45-year-old man" included). */
export const ARTICLE_AFTER_Y =
  /\s+(?:(?!(?:is|are|and|or|was|were|also|seems|appears|because|since|as|only|both|would|could|might|may|can|has|looks|option|choice|it\s+is)\b)[a-z]|\d+[- ](?:year|month|week|day|hour)s?[- ]old\b)/y

/** After a letter: the clause ends (used for 因此/therefore cues, which need a clear stop). */
export const CLAUSE_END_Y = /[\s*_`]*(?:[。.．,，;；!！?？\n)）:：]|$)/y

// Refusals. Strong ones count anywhere; weak ones (无法确定) only when nothing else was answered.
export const REFUSAL =
  /作为(?:一个|一名)?(?:AI|人工智能|语言模型|AI助手|智能助手|大模型)|(?:不能|无法|不便|不可以)(?:为您)?(?:提供|给出|做出)(?:具体的?|个人的?)?(?:医疗|医学|诊断|治疗|专业)?(?:建议|意见|诊断|判断|选择|答案)|无法(?:回答|作答|选择|做出选择|给出答案|判断|确定)|难以(?:确定|判断|回答|作答)|不能确定|不确定|(?:没有|无)(?:正确|合适)?的?(?:答案|选项)|无解|(?:选项|以上)(?:选项)?(?:都|均)不(?:正确|对|是|符合)|(?:题目|题干)(?:信息)?(?:不全|不完整|有误)|请(?:咨询|就医|遵医嘱)|\bas an ai\b|\bI (?:cannot|can['’]t|am unable to|am not able to|won['’]t|will not)\b(?! (?:(?:completely |entirely |fully |totally )?(?:rule out|exclude)|overstate|stress|emphasi[sz]e|guarantee|promise)\b)|\bunable to (?:determine|answer|provide)|\bcannot be determined\b|\bnot enough information\b|\bI(?:['’]m| am) not sure\b|\bnone of the (?:above|options)\b|\bI don['’]t know\b|\bconsult (?:a|your) (?:doctor|physician)/i

/** Labels that name rejected options, not the answer ("排除：B、C", "Ruled out: D"; "剔除 = [\"D\"]", "出局 → C", hedge set 127; "不勾 → B、E", hedge set 135; "空着：D。", hedge set 133; "出：A、C" under "入：B、D、E", hedge set 139; "Left out: B (…), D (…)", hedge set 141). */
export const REJECT_LABEL = /^[ \t*_>#-]*(?:出|舍|弃|删|否)[ \t*_]*$|排除|除外|干扰|不选|不勾|不圈|未勾|没勾|空着|留空|放回|请回|退回|淘汰|落选|剔除|出局|划掉|删去|\b(?:left\s+out|omitted|drop|reject|exclud|eliminat|ruled\s+out|rule\s+out|distractor|not\s+selected|wrong\s+options?|incorrect\s+options?|un(?:checked|ticked|marked|selected|chosen|picked)\b)/i

// Phrases after which a model names its answer in words ("最可能的诊断是急性胰腺炎"; a sum's bold result, "4 分 = **8分**";
// "我的判断落在桥本甲状腺炎上", hedge set 123; "归入1期。", "合计：27%。" opening a line, hedge set 127; "这题我圈“怒”", hedge set 129; "我的笔停在HBV上", hedge set 131; "Reply: hypersensitivity pneumonitis (…)" opening a line, hedge set 139).
export const TEXT_CUE_G =
  /(?:是|为)(?:[:：]|——?|–)|(?<=我(?:就|还是|最终|最后)?)(?:圈|勾)(?=[ \t]*["“「『])|(?<=(?:^|[\n。！!])[ \t*_>]*(?:所以|因此|最终|最后|我)?)归(?:入|到|为)|(?<=(?:^|\n)[ \t*_>]*)(?:合计|总计|共计)[ \t]*[:：]|(?<=判断|选择|结论|我|笔)落在|(?<=笔|判断|选择|结论)停在|(?<!处)方(?:用|选)[:：]?|(?<=[\d\s分）)])[=＝](?=[ \t]*\*\*)|答案|诊断(?!标准|依据|要点|学|性|试验|价值|意义|流程|思路|条件|指标)|首选|选择|应选|(?<![不没无])考虑|结论|最可能|最有可能|可能性最大|最佳|最合适|正确的是|正确(?:的)?(?:部位|位置|做法|方法|措施|处理|体位|顺序|剂量|途径|时间)(?:是|为|应为|应是)|正确选项|属于|应为|应是|应该是|因此|所以|综上|故|\banswer\b|(?<=(?:^|\n)[ \t*_>#]*)(?:reply|response)(?=[ \t*_]*[:：])|\bdiagnosis\b|\bmost likely\b|\bconsistent with\b|\bchoose\b|\bselect\b|\btherefore\b|(?<=(?:^|\n|[.!]\s)[ \t*_]*the\s+(?:[a-z][\w-]*\s+){1,4})is(?=\s+[^.\n]{2,60}[.!]?[ \t]*(?:\n|$))/gi

/** Words that turn a sentence around: what follows states the conclusion ("B超可见腹水，但确诊需…"). */
export const CONTRAST_G = /但是?|然而|不过|而是|\bbut\b|\bhowever\b/gi

function isSpaceOrMarkdown(c: number): boolean {
  return c === 32 || c === 9 || c === 42 || c === 95 || c === 96
}

/** After a letter at i: the statement is a question ("应该选B？", "答案是B吗", "So B?"), not an answer. */
const COUNT_BEFORE_Q_Y = /(?:[两二三四五]|[2-5])[ \t]?(?:项|个)(?:选项)?(?=[ \t]*[?？])/y

export function questionAfter(s: string, i: number, hi: number): boolean {
  let k = i
  while (k < hi && isSpaceOrMarkdown(s.charCodeAt(k))) k++
  // "答：AD两项？": a count of the letters may come before the question mark.
  COUNT_BEFORE_Q_Y.lastIndex = k
  if (COUNT_BEFORE_Q_Y.test(s)) k = COUNT_BEFORE_Q_Y.lastIndex
  if (k >= hi) return false
  const c = s.charCodeAt(k)
  return c === 63 || c === 0xff1f || c === 0x5417 /* 吗 */ || c === 0x5462 /* 呢 */ || c === 0x4e48 /* 么 */
}

/**
 * "either" as a hedge ("either A or B", "it could be either."), not the negative "also" that ends a
 * denial ("…doesn't meet the threshold either").
 */
export const EITHER_HEDGE = String.raw`\beither\b(?![ \t]*(?:[.,;:。，；!?)）\n]|$)|\s+way\b)|(?<!(?:n['’]t|\bnot|\bno|\bnever|\bnor|\bnone)\b(?:[^.。\n;；!?]|\.(?=\d)){0,80})\beither\b(?!\s+way\b)`

// Hedges: the model does not commit to one answer. Uncertainty counts on every item (not "…不是因为拿不准", doubt denied,
// hedge set 143); "both are possible" only on single-answer items (on a multi-answer item "A和C都可以" is a verdict), as is "答案应该落在A和D之间".
export const HEDGE_ANY_G =
  /无法(?:进一步|再|准确|明确)?(?:确定|判断|抉择|决定|区分|给出(?:唯一|确定|明确)?的?答案|在.{1,12}之间)|难以(?:确定|判断|抉择|决定|区分|取舍)|不能确定|没法确定|(?<!不是因为|并非因为|不是由于|并不是因为)拿不准|不确定(?:是|选|该|答案|哪)|取决于|视[^。\n，,；;]{1,12}而定|因人而异|信息不足|不足以(?:判断|确定)|需要更多(?:的)?信息|不作答|\b(?:can(?:no|['’])t|unable to|not able to)\s+(?:decide|determine|choose|pick|be sure)|\bnot\s+(?:sure|certain|confident)\b|\bdepends\s+on\b|\binsufficient\s+information\b|\bnot\s+enough\s+information\b/gi
export const HEDGE_SINGLE_G = new RegExp(
  String.raw`(?:都|均|皆|也都)(?:有可能|可能(?![^，,。；;！!\s]{0,2}(?:参与|引起|导致|出现|见于|造成|伴有|合并))|有道理|有一定道理|说得通|说得过去|可以(?![^，,。；;！!\s]{0,2}(?:参与|引起|导致|出现|见于|造成|用于|使用|加重))|可选|合理|可(?=[，,。；;！!\s}]|$))|(?:都|均|皆|也都)(?:无法|不能|难以|没法)(?:排除|除外)|各有(?:道理|依据|出处)|二者皆可|两者皆可|也(?:有)?可能|不好说|(?:落在|介于|徘徊在|夹在)[ \t]*[A-J][ \t]*(?:和|与|跟|、|或)[ \t]*[A-J][ \t]*(?:两者|二者|两项)?之间|` +
    EITHER_HEDGE +
    String.raw`|\bboth\b[^.。\n]{0,40}\b(?:plausible|possible|defensible|reasonable|could|fit)\b`,
  'gi',
)

/**
 * After a list of letters: 都 / 均 / 皆 start a predicate about all of them ("因此A、C和D都属于少见类型")
 * unless it says they are right or the answer ("A、B、D均正确", "均为本题答案").
 */
export const LIST_PREDICATE_Y =
  /[ \t*_]*(?:也)?(?:都|均|皆)(?![ \t]*(?:是|为)?[ \t]*(?:本题的?)?(?:正确|对|当选|入选|应选|可选|要选|选|符合题意|答案|正确答案|正确选项))/y

/** After a letter: a predicate that makes it the subject of a new sentence ("C是维生素D缺乏的表现"). */
export const PREDICATE_AFTER_Y = /(?:项|选项)?[ \t]*(?:是|为|属于|表现为|指)|\s+(?:is|was|refers\s+to|describes)\b/y
