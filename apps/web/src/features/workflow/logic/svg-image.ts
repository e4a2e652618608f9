// The diagram arrives as SVG text and is shown as an <img> (never as markup in the page). An image
// is parsed as strict XML, where one slip (the same attribute twice on an element) makes the whole
// picture fail, so repeated attributes are folded first: the last one wins, as the author meant.

const startTag = /<([A-Za-z][\w:-]*)((?:\s+[\w:-]+\s*=\s*"[^"]*")*)\s*(\/?)>/g;
const attribute = /\s+([\w:-]+)\s*=\s*"([^"]*)"/g;

export function foldRepeatedAttributes(svg: string): string {
  return svg.replace(startTag, (whole, name: string, attrs: string, selfClosing: string) => {
    const seen = new Map<string, string>();
    for (const m of attrs.matchAll(attribute)) {
      const key = m[1] as string;
      seen.delete(key);
      seen.set(key, m[2] as string);
    }
    const count = [...attrs.matchAll(attribute)].length;
    if (seen.size === count) return whole;
    const rebuilt = [...seen.entries()].map(([k, v]) => ` ${k}="${v}"`).join('');
    return `<${name}${rebuilt}${selfClosing ? '/' : ''}>`;
  });
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(foldRepeatedAttributes(svg))}`;
}
