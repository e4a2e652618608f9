import { afterAll, beforeAll, it } from 'vitest';
import { type Journey, startJourney } from '../support/harness.ts';
import { hashPath, openFresh, submitLogin } from '../support/login.ts';
import { expect } from 'vitest';

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
});
afterAll(() => j?.close());

it('probe', async () => {
  for (const account of ['student', 'counsellor']) {
    await openFresh(j);
    await submitLogin(j.page, account);
    await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
    await j.page.getByTestId('count-todo').waitFor();
    await j.page.waitForTimeout(2500);
    const bad = await j.page.evaluate(() => {
      const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const lum = ([r, g, b]: number[]) => {
        const f = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * f(r ?? 0) + 0.7152 * f(g ?? 0) + 0.0722 * f(b ?? 0);
      };
      const out: string[] = [];
      for (const el of document.querySelectorAll('body *')) {
        const text = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent?.trim()).map((n) => n.textContent?.trim()).join(' ');
        if (!text) continue;
        const cs = getComputedStyle(el);
        if (cs.visibility === 'hidden' || cs.display === 'none') continue;
        const fg = parse(cs.color);
        let bg: number[] | null = null;
        let gradient = '';
        let e: Element | null = el;
        while (e) {
          const s = getComputedStyle(e);
          if (s.backgroundImage && s.backgroundImage !== 'none') { gradient = s.backgroundImage; break; }
          const b = parse(s.backgroundColor);
          if (b.length >= 3 && (b.length < 4 || (b[3] ?? 1) > 0.5)) { bg = b; break; }
          e = e.parentElement;
        }
        const ratio = bg ? (Math.max(lum(fg), lum(bg)) + 0.05) / (Math.min(lum(fg), lum(bg)) + 0.05) : -1;
        const size = Number.parseFloat(cs.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(cs.fontWeight) >= 700);
        if (ratio < (large ? 3 : 4.5)) out.push(`${el.tagName.toLowerCase()}.${el.className} "${text.slice(0, 30)}" fg=${cs.color} bg=${bg ? bg.join(',') : gradient.slice(0, 60)} ratio=${ratio.toFixed(2)} opacity=${cs.opacity}`);
      }
      return out;
    });
    console.log(account, JSON.stringify(bad, null, 1));
  }
});
