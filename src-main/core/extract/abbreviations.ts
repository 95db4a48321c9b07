// Abbreviations clinicians and models write for common option texts ("首选 PTU" for 丙硫氧嘧啶, "Start NAC"
// for N-acetylcysteine). An option whose whole text is one of these names is also found by its
// abbreviation, as a whole word. Only names whose abbreviation has one common meaning in medicine
// are listed; imaging (CT, MRI) and everyday letters are left out on purpose.

const ENTRIES: [abbr: string, names: string[]][] = [
  ['PTU', ['丙硫氧嘧啶', 'propylthiouracil']],
  ['MMI', ['甲巯咪唑', 'methimazole']],
  ['NAC', ['n-乙酰半胱氨酸', '乙酰半胱氨酸', 'n-acetylcysteine', 'acetylcysteine']],
  ['NTG', ['硝酸甘油', 'nitroglycerin']],
  ['LMWH', ['低分子肝素', '低分子量肝素', 'low-molecular-weight heparin', 'low molecular weight heparin']],
  ['UFH', ['普通肝素', 'unfractionated heparin']],
  ['PPI', ['质子泵抑制剂', 'proton pump inhibitor', 'proton pump inhibitors']],
  ['ACEI', ['血管紧张素转换酶抑制剂', 'ace inhibitor', 'ace inhibitors']],
  ['ARB', ['血管紧张素ⅱ受体拮抗剂', '血管紧张素Ⅱ受体拮抗剂', '血管紧张素ⅱ受体阻滞剂', '血管紧张素Ⅱ受体阻滞剂', '血管紧张素受体拮抗剂', '血管紧张素受体阻滞剂', 'angiotensin receptor blocker', 'angiotensin receptor blockers']],
  ['NSAIDs', ['非甾体抗炎药', '非甾体类抗炎药', 'nonsteroidal anti-inflammatory drugs']],
  ['PCI', ['经皮冠状动脉介入治疗', 'percutaneous coronary intervention']],
  ['CABG', ['冠状动脉旁路移植术', 'coronary artery bypass grafting']],
  ['ECMO', ['体外膜肺氧合', 'extracorporeal membrane oxygenation']],
  ['CPAP', ['持续气道正压通气', 'continuous positive airway pressure']],
  ['CPR', ['心肺复苏', 'cardiopulmonary resuscitation']],
  ['DIC', ['弥散性血管内凝血', 'disseminated intravascular coagulation']],
  ['ARDS', ['急性呼吸窘迫综合征', 'acute respiratory distress syndrome']],
  ['COPD', ['慢性阻塞性肺疾病', 'chronic obstructive pulmonary disease']],
  ['SLE', ['系统性红斑狼疮', 'systemic lupus erythematosus']],
  ['DKA', ['糖尿病酮症酸中毒', 'diabetic ketoacidosis']],
  ['ANA', ['抗核抗体', 'antinuclear antibodies', 'antinuclear antibody']],
  ['CRP', ['c反应蛋白', 'c-reactive protein']],
  ['ESR', ['红细胞沉降率', '血沉', 'erythrocyte sedimentation rate']],
  ['BNP', ['脑钠肽', 'b型利钠肽', 'brain natriuretic peptide']],
  ['APTT', ['活化部分凝血活酶时间', 'activated partial thromboplastin time']],
  ['INR', ['国际标准化比值', 'international normalized ratio']],
  ['TIA', ['短暂性脑缺血发作', 'transient ischemic attack']],
  ['GERD', ['胃食管反流病', 'gastroesophageal reflux disease']],
  ['IBS', ['肠易激综合征', 'irritable bowel syndrome']],
  ['OSAHS', ['阻塞性睡眠呼吸暂停低通气综合征']],
  ['SIADH', ['抗利尿激素分泌失调综合征', 'syndrome of inappropriate adh secretion', 'syndrome of inappropriate antidiuretic hormone secretion']],
]

const BY_NAME = new Map<string, string>()
for (const [abbr, names] of ENTRIES) for (const n of names) BY_NAME.set(n, abbr)

/** The common abbreviation of an option whose whole (folded, lower-cased) text is a listed name, or null. */
export function abbreviationOf(text: string): string | null {
  return BY_NAME.get(text) ?? null
}
