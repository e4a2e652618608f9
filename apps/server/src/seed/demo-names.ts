// Deterministic realistic Chinese names for the demo university (same names on every machine).
const surnames =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const givenChars =
  '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华梅鑫玲婷宇浩然子涵欣怡梓萱一诺思远晨曦雨桐佳琪俊杰嘉怡文博宇轩诗涵若曦铭泽皓轩语嫣';

/** A small seeded PRNG (mulberry32): stable output for a stable seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function demoName(random: () => number): { name: string; gender: 'male' | 'female' } {
  const pick = (s: string) => s[Math.floor(random() * s.length)] ?? '';
  const given = random() < 0.6 ? pick(givenChars) + pick(givenChars) : pick(givenChars);
  return { name: pick(surnames) + given, gender: random() < 0.5 ? 'male' : 'female' };
}
