import { z } from 'zod';

/** A label typed by an administrator: every product language, trimmed, short. */
export function localizedTextInput(max = 100) {
  const text = z.string().trim().min(1).max(max);
  return z.strictObject({ 'zh-CN': text, 'zh-TW': text, 'en-US': text, 'ja-JP': text });
}
