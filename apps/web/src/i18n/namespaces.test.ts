import { locales } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { keyPaths, type MessageTree } from './messages.ts';
import { eagerNamespaces, lazyNamespaces, loadAllNamespaces } from './namespaces.ts';

const all = await loadAllNamespaces();

describe('every namespace speaks all four languages', () => {
  it('registers each namespace once', () => {
    const names = [...Object.keys(eagerNamespaces), ...Object.keys(lazyNamespaces)];
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(all).sort()).toEqual([...names].sort());
  });

  for (const [name, messages] of Object.entries(all)) {
    it(`${name}: same keys in zh-CN, zh-TW, en-US and ja-JP, none blank`, () => {
      const reference = keyPaths(messages['zh-CN'] as MessageTree).sort();
      for (const locale of locales) {
        const tree = messages[locale] as MessageTree;
        expect(keyPaths(tree).sort(), `${name} ${locale}`).toEqual(reference);
        for (const path of reference) {
          const value = path.split('.').reduce<unknown>((node, key) => (node as MessageTree)[key], tree);
          expect(String(value).trim(), `${name}:${path} in ${locale}`).not.toBe('');
        }
      }
    });
  }

  it('keyPaths sees a missing nested key (the check above can fail)', () => {
    expect(keyPaths({ a: { b: 'x', c: 'y' } })).not.toEqual(keyPaths({ a: { b: 'x' } }));
  });
});
