import { randomInt } from 'node:crypto';

// Letters and digits that cannot be confused with each other (no I, L, O, 0, 1): 31^4 ≈ 20 bits, so the
// captcha is defence in depth only; lockout and rate limits are the real controls (A10, §5.5).
export const captchaAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

// A small stroke font on a 4 × 6 grid: polylines separated by ';'. Drawn as paths, never as <text>,
// so the answer is not in the SVG source as characters.
const glyphs: Record<string, string> = {
  A: '0,6 2,0 4,6;1,3.5 3,3.5',
  B: '0,0 0,6 3,6 4,5 4,4 3,3 0,3;0,0 3,0 4,1 4,2 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 3,6 4,5 4,1 3,0 0,0',
  E: '4,0 0,0 0,6 4,6;0,3 3,3',
  F: '4,0 0,0 0,6;0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3',
  H: '0,0 0,6;4,0 4,6;0,3 4,3',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6;4,0 0,3.5;1.3,2.7 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0;2.5,4.5 4,6',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3;2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0;2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,3 3,6 4,0',
  X: '0,0 4,6;4,0 0,6',
  Y: '0,0 2,3 4,0;2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 1,3;3,3 4,4 4,5 3,6 1,6 0,5',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,3 3,3 4,4 4,5 3,6 0,6',
  '6': '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1.5,6',
  '8': '1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3;1,3 0,2 0,1 1,0',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5',
};

const width = 120;
const height = 40;
const colours = ['#1d3557', '#6a040f', '#2b6a3f', '#5a189a', '#7f4f24', '#264653'];

/** A uniform random number in [min, max) from the CSPRNG, to two decimals. */
function rand(min: number, max: number): number {
  return min + randomInt(0, Math.round((max - min) * 100)) / 100;
}

export function randomCaptchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i++) text += captchaAlphabet[randomInt(0, captchaAlphabet.length)];
  return text;
}

function glyphPath(char: string, x: number, y: number, sx: number, sy: number, angle: number): string {
  const rad = (angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const strokes = (glyphs[char] ?? '').split(';');
  return strokes
    .map((stroke) =>
      stroke
        .split(' ')
        .map((pair, i) => {
          const [gx = 0, gy = 0] = pair.split(',').map(Number);
          // Rotate about the glyph centre, then jitter every vertex a little.
          const dx = (gx - 2) * sx;
          const dy = (gy - 3) * sy;
          const px = x + dx * cos - dy * sin + rand(-0.8, 0.8);
          const py = y + dx * sin + dy * cos + rand(-0.8, 0.8);
          return `${i === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`;
        })
        .join(''),
    )
    .join('');
}

/** Draws the text as a distorted SVG with noise curves; no dependency, no fonts. */
export function drawCaptchaSvg(text: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const colour = colours[randomInt(0, colours.length)];
    parts.push(
      `<path d="M${rand(0, 20)} ${rand(5, 35)}C${rand(20, 60)} ${rand(0, 40)} ${rand(60, 100)} ${rand(0, 40)} ${rand(100, 120)} ${rand(5, 35)}" stroke="${colour}" stroke-width="${rand(0.8, 1.6)}" fill="none" opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < 25; i++) {
    parts.push(
      `<circle cx="${rand(0, width)}" cy="${rand(0, height)}" r="${rand(0.4, 1.2)}" fill="#666" opacity="0.5"/>`,
    );
  }
  [...text].forEach((char, i) => {
    const colour = colours[randomInt(0, colours.length)];
    const x = 18 + i * 28 + rand(-3, 3);
    const y = 20 + rand(-3, 3);
    const d = glyphPath(char, x, y, rand(3.6, 4.6), rand(4, 4.8), rand(-22, 22));
    parts.push(
      `<path d="${d}" stroke="${colour}" stroke-width="${rand(2, 2.8)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f6f8"/>${parts.join('')}</svg>`;
}
