import type { BriefingKind, LocalizedText } from '@campusflow/contracts';

// The demo school's briefings and promotional pages, in the four product languages.

type DemoBriefing = { kind: BriefingKind; sort: number; title: LocalizedText; content: LocalizedText };

const page = (zhCN: string, zhTW: string, enUS: string, jaJP: string): LocalizedText => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

export const demoBriefings: DemoBriefing[] = [
  {
    kind: 'yxjb',
    sort: 1,
    title: page(
      '2026 级新生报到须知',
      '2026 級新生報到須知',
      'Arrival guide for the class of 2026',
      '2026年度新入生 到着受付のご案内',
    ),
    content: page(
      '<h3>报到时间</h3><p>9 月 1 日至 9 月 2 日，每天 8:00–18:00。</p><h3>报到地点</h3><p>体育馆一层迎新大厅，各学院设有咨询台。</p><h3>请携带</h3><ul><li>录取通知书</li><li>身份证原件及复印件 2 份</li><li>近期一寸证件照 6 张</li></ul><p>家庭经济困难的同学可走<strong>绿色通道</strong>，先入学、后缴费。</p>',
      '<h3>報到時間</h3><p>9 月 1 日至 9 月 2 日，每天 8:00–18:00。</p><h3>報到地點</h3><p>體育館一樓迎新大廳，各學院設有諮詢台。</p><h3>請攜帶</h3><ul><li>錄取通知書</li><li>身分證正本及影本 2 份</li><li>近期一吋證件照 6 張</li></ul><p>家庭經濟困難的同學可走<strong>綠色通道</strong>，先入學、後繳費。</p>',
      '<h3>When</h3><p>1–2 September, 8:00–18:00 each day.</p><h3>Where</h3><p>The welcome hall on the ground floor of the gymnasium; every college has a help desk.</p><h3>Bring</h3><ul><li>Your admission letter</li><li>Your ID card and 2 copies</li><li>6 recent passport photos</li></ul><p>Students from struggling families can use <strong>pay-later enrollment</strong>: enroll now, pay fees later.</p>',
      '<h3>日時</h3><p>9月1日〜2日、各日 8:00〜18:00。</p><h3>場所</h3><p>体育館1階の受け入れホール。各学部に相談窓口があります。</p><h3>持ち物</h3><ul><li>合格通知書</li><li>身分証の原本とコピー2部</li><li>最近の証明写真6枚</li></ul><p>経済的に困難な学生は<strong>入学時納付猶予</strong>を利用できます（先に入学し、学費は後で納付）。</p>',
    ),
  },
  {
    kind: 'zsjb',
    sort: 1,
    title: page(
      '2026 年本科招生简报',
      '2026 年大學部招生簡報',
      '2026 undergraduate admissions briefing',
      '2026年度 学部入試案内',
    ),
    content: page(
      '<p>2026 年我校面向全国 28 个省份招收本科新生 4,200 人，新增人工智能、数据科学两个专业。</p><h3>录取规则</h3><p>按“分数优先、遵循志愿”的原则录取，专业志愿之间不设分数级差。</p><h3>咨询电话</h3><p>招生办公室：010-12345678</p>',
      '<p>2026 年本校面向全國 28 個省份招收大學部新生 4,200 人，新增人工智慧、資料科學兩個專業。</p><h3>錄取規則</h3><p>按「分數優先、遵循志願」的原則錄取，專業志願之間不設分數級差。</p><h3>諮詢電話</h3><p>招生辦公室：010-12345678</p>',
      '<p>In 2026 the university admits 4,200 undergraduates from 28 provinces and opens two new majors: artificial intelligence and data science.</p><h3>Admission rules</h3><p>Scores first, then your choices of major, with no score gap between choices.</p><h3>Questions</h3><p>Admissions office: 010-12345678</p>',
      '<p>2026年度は全国28省から学部生4,200名を募集し、人工知能とデータサイエンスの2専攻を新設します。</p><h3>選考方法</h3><p>点数を優先し、志望順に従って合否を決定します。志望間の点数差は設けません。</p><h3>お問い合わせ</h3><p>入試事務室：010-12345678</p>',
    ),
  },
  ...[
    [
      '走进示范大学',
      '走進示範大學',
      'Welcome to Demo University',
      'デモ大学へようこそ',
      '百年学府，两大校区，34,000 名在校生。',
      '百年學府，兩大校區，34,000 名在校生。',
      'A century of teaching, two campuses, 34,000 students.',
      '創立百年、2つのキャンパス、34,000人の学生。',
    ],
    [
      '学院与专业',
      '學院與專業',
      'Colleges and majors',
      '学部と専攻',
      '20 个学院、86 个本科专业，其中 12 个国家级一流专业。',
      '20 個學院、86 個大學部專業，其中 12 個國家級一流專業。',
      '20 colleges and 86 majors, 12 of them national first-class majors.',
      '20学部・86専攻、うち12専攻が国家一流専攻。',
    ],
    [
      '师资与科研',
      '師資與研究',
      'Teachers and research',
      '教員と研究',
      '2,100 名专任教师，32 个省部级重点实验室。',
      '2,100 名專任教師，32 個省部級重點實驗室。',
      '2,100 full-time teachers and 32 key laboratories.',
      '専任教員2,100名、重点研究室32。',
    ],
    [
      '校园生活',
      '校園生活',
      'Campus life',
      'キャンパスライフ',
      '四人间宿舍配独立卫浴，300 多个学生社团。',
      '四人房宿舍配獨立衛浴，300 多個學生社團。',
      'Four-bed rooms with their own bathroom, and over 300 student clubs.',
      '4人部屋の寮はバス・トイレ付き、学生団体は300以上。',
    ],
    [
      '奖助体系',
      '獎助體系',
      'Scholarships and aid',
      '奨学金と支援',
      '国家奖学金、励志奖学金、助学金全覆盖，确保不让一名学生因家庭经济困难而失学。',
      '國家獎學金、勵志獎學金、助學金全覆蓋，確保不讓一名學生因家庭經濟困難而失學。',
      'National scholarships and grants for all who qualify: no student leaves for lack of money.',
      '国家奨学金・励志奨学金・助学金を完備し、経済的理由で学業を諦める学生を出しません。',
    ],
    [
      '就业与深造',
      '就業與深造',
      'Careers and further study',
      '就職と進学',
      '本科毕业去向落实率 95%，32% 继续深造。',
      '大學部畢業去向落實率 95%，32% 繼續深造。',
      '95% of graduates find work or further study; 32% go on to graduate school.',
      '卒業生の進路決定率95%、32%が大学院へ進学。',
    ],
    [
      '报考与联系',
      '報考與聯絡',
      'Apply and contact us',
      '出願とお問い合わせ',
      '招生办公室：010-12345678，欢迎来校参观。',
      '招生辦公室：010-12345678，歡迎來校參觀。',
      'Admissions office: 010-12345678. You are welcome to visit.',
      '入試事務室：010-12345678。キャンパス見学も歓迎します。',
    ],
  ].map(
    ([t1, t2, t3, t4, c1, c2, c3, c4], i): DemoBriefing => ({
      kind: 'promo',
      sort: i + 1,
      title: page(t1 as string, t2 as string, t3 as string, t4 as string),
      content: page(`<p>${c1}</p>`, `<p>${c2}</p>`, `<p>${c3}</p>`, `<p>${c4}</p>`),
    }),
  ),
];
