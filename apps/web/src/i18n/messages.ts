import type { Locale } from '@campusflow/contracts';

/** A namespace's strings: nested camelCase keys, string leaves, `{{name}}` interpolation. */
export type MessageTree = { [key: string]: string | MessageTree };

/**
 * One object per product language. zh-CN fixes the shape; the other three must have the same keys
 * (checked by the compiler here and, for keys, by i18n/namespaces.test.ts).
 */
export type LocaleMessages<T extends MessageTree> = { 'zh-CN': T } & Record<Exclude<Locale, 'zh-CN'>, Shape<T>>;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export function defineMessages<T extends MessageTree>(messages: LocaleMessages<T>): LocaleMessages<T> {
  return messages;
}

/** Every key path of a tree (`a.b.c`), used by the completeness test. */
export function keyPaths(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}
