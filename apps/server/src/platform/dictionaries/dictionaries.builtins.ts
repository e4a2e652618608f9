import type { LocalizedText } from '@campusflow/contracts';

// The dictionaries every school starts with. Keys follow the national codes where one exists
// (GB/T 3304 nations, GB/T 4762 political status); gender uses the words our user records store.
// Schools may rename, reorder, disable or add items; the type keys stay fixed (forms refer to them).

export type BuiltinDictionary = { key: string; name: LocalizedText; items: { key: string; label: LocalizedText }[] };

const t = (zhCN: string, zhTW: string, enUS: string, jaJP: string): LocalizedText => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

// [code, zh-CN, zh-TW, romanised name]; Japanese shows the kanji form, as Japanese references do.
const nations: [string, string, string, string][] = [
  ['01', '汉族', '漢族', 'Han'],
  ['02', '蒙古族', '蒙古族', 'Mongol'],
  ['03', '回族', '回族', 'Hui'],
  ['04', '藏族', '藏族', 'Tibetan'],
  ['05', '维吾尔族', '維吾爾族', 'Uyghur'],
  ['06', '苗族', '苗族', 'Miao'],
  ['07', '彝族', '彝族', 'Yi'],
  ['08', '壮族', '壯族', 'Zhuang'],
  ['09', '布依族', '布依族', 'Buyei'],
  ['10', '朝鲜族', '朝鮮族', 'Korean'],
  ['11', '满族', '滿族', 'Manchu'],
  ['12', '侗族', '侗族', 'Dong'],
  ['13', '瑶族', '瑤族', 'Yao'],
  ['14', '白族', '白族', 'Bai'],
  ['15', '土家族', '土家族', 'Tujia'],
  ['16', '哈尼族', '哈尼族', 'Hani'],
  ['17', '哈萨克族', '哈薩克族', 'Kazakh'],
  ['18', '傣族', '傣族', 'Dai'],
  ['19', '黎族', '黎族', 'Li'],
  ['20', '傈僳族', '傈僳族', 'Lisu'],
  ['21', '佤族', '佤族', 'Va'],
  ['22', '畲族', '畲族', 'She'],
  ['23', '高山族', '高山族', 'Gaoshan'],
  ['24', '拉祜族', '拉祜族', 'Lahu'],
  ['25', '水族', '水族', 'Sui'],
  ['26', '东乡族', '東鄉族', 'Dongxiang'],
  ['27', '纳西族', '納西族', 'Naxi'],
  ['28', '景颇族', '景頗族', 'Jingpo'],
  ['29', '柯尔克孜族', '柯爾克孜族', 'Kyrgyz'],
  ['30', '土族', '土族', 'Tu'],
  ['31', '达斡尔族', '達斡爾族', 'Daur'],
  ['32', '仫佬族', '仫佬族', 'Mulao'],
  ['33', '羌族', '羌族', 'Qiang'],
  ['34', '布朗族', '布朗族', 'Blang'],
  ['35', '撒拉族', '撒拉族', 'Salar'],
  ['36', '毛南族', '毛南族', 'Maonan'],
  ['37', '仡佬族', '仡佬族', 'Gelao'],
  ['38', '锡伯族', '錫伯族', 'Xibe'],
  ['39', '阿昌族', '阿昌族', 'Achang'],
  ['40', '普米族', '普米族', 'Pumi'],
  ['41', '塔吉克族', '塔吉克族', 'Tajik'],
  ['42', '怒族', '怒族', 'Nu'],
  ['43', '乌孜别克族', '烏孜別克族', 'Uzbek'],
  ['44', '俄罗斯族', '俄羅斯族', 'Russian'],
  ['45', '鄂温克族', '鄂溫克族', 'Evenki'],
  ['46', '德昂族', '德昂族', "De'ang"],
  ['47', '保安族', '保安族', 'Bonan'],
  ['48', '裕固族', '裕固族', 'Yugur'],
  ['49', '京族', '京族', 'Gin'],
  ['50', '塔塔尔族', '塔塔爾族', 'Tatar'],
  ['51', '独龙族', '獨龍族', 'Derung'],
  ['52', '鄂伦春族', '鄂倫春族', 'Oroqen'],
  ['53', '赫哲族', '赫哲族', 'Hezhen'],
  ['54', '门巴族', '門巴族', 'Monpa'],
  ['55', '珞巴族', '珞巴族', 'Lhoba'],
  ['56', '基诺族', '基諾族', 'Jino'],
  ['97', '其他', '其他', 'Other'],
];

export const builtinDictionaries: BuiltinDictionary[] = [
  {
    key: 'gender',
    name: t('性别', '性別', 'Gender', '性別'),
    items: [
      { key: 'male', label: t('男', '男', 'Male', '男性') },
      { key: 'female', label: t('女', '女', 'Female', '女性') },
    ],
  },
  {
    key: 'politicalStatus',
    name: t('政治面貌', '政治面貌', 'Political status', '政治的身分'),
    items: [
      { key: '01', label: t('中共党员', '中共黨員', 'CPC member', '中国共産党員') },
      { key: '02', label: t('中共预备党员', '中共預備黨員', 'Probationary CPC member', '中国共産党予備党員') },
      { key: '03', label: t('共青团员', '共青團員', 'Communist Youth League member', '共産主義青年団員') },
      { key: '12', label: t('无党派人士', '無黨派人士', 'Non-party', '無党派') },
      { key: '13', label: t('群众', '群眾', 'Ordinary citizen', '一般市民') },
    ],
  },
  {
    key: 'nation',
    name: t('民族', '民族', 'Ethnic group', '民族'),
    items: nations.map(([key, zhCN, zhTW, en]) => ({
      key,
      label: t(zhCN, zhTW, en, key === '97' ? 'その他' : zhTW),
    })),
  },
  {
    key: 'idType',
    name: t('证件类型', '證件類型', 'ID document type', '身分証明書の種類'),
    items: [
      { key: 'idCard', label: t('居民身份证', '居民身分證', 'Resident ID card', '居民身分証') },
      { key: 'passport', label: t('护照', '護照', 'Passport', 'パスポート') },
      {
        key: 'hkMacauPermit',
        label: t(
          '港澳居民来往内地通行证',
          '港澳居民來往內地通行證',
          'Mainland travel permit (HK/Macao)',
          '港澳居民来往内地通行証',
        ),
      },
      {
        key: 'taiwanPermit',
        label: t(
          '台湾居民来往大陆通行证',
          '台灣居民來往大陸通行證',
          'Mainland travel permit (Taiwan)',
          '台湾居民来往大陸通行証',
        ),
      },
    ],
  },
  {
    key: 'householdType',
    name: t('户口性质', '戶口性質', 'Household registration', '戸籍の種類'),
    items: [
      { key: 'urban', label: t('城镇', '城鎮', 'Urban', '都市') },
      { key: 'rural', label: t('农村', '農村', 'Rural', '農村') },
    ],
  },
  {
    key: 'familyRelation',
    name: t('家庭成员关系', '家庭成員關係', 'Family relationship', '家族との続柄'),
    items: [
      { key: 'father', label: t('父亲', '父親', 'Father', '父') },
      { key: 'mother', label: t('母亲', '母親', 'Mother', '母') },
      { key: 'guardian', label: t('监护人', '監護人', 'Guardian', '後見人') },
      { key: 'grandparent', label: t('祖父母/外祖父母', '祖父母/外祖父母', 'Grandparent', '祖父母') },
      { key: 'sibling', label: t('兄弟姐妹', '兄弟姊妹', 'Sibling', '兄弟姉妹') },
      { key: 'other', label: t('其他', '其他', 'Other', 'その他') },
    ],
  },
];
