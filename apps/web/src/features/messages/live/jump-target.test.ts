import { describe, expect, it } from 'vitest';
import { jumpRoute } from './jump-target.ts';

const t = (route: string, type = 'task') => ({ type, id: 'x', route });

describe('message jump target', () => {
  it('maps the workflow outbox targets onto the request detail page', () => {
    expect(jumpRoute(t('/bpm/task/detail?taskId=0193-ab'))).toBe('/bpmn/detail?taskId=0193-ab');
    expect(jumpRoute(t('/bpm/instance/detail?instId=42', 'instance'))).toBe('/bpmn/detail?instId=42');
  });

  it('keeps other in-app routes (announcements, module pages) as they are', () => {
    expect(jumpRoute(t('/notice/noticeDetail?id=7', 'notice'))).toBe('/notice/noticeDetail?id=7');
    expect(jumpRoute(t('/dashboard', 'page'))).toBe('/dashboard');
  });

  it('refuses outside addresses, loops and the login page', () => {
    expect(jumpRoute(t('https://evil.example/'))).toBeNull();
    expect(jumpRoute(t('//evil.example/x'))).toBeNull();
    expect(jumpRoute(t('/\\evil'))).toBeNull();
    expect(jumpRoute(t('/message-jump?id=1'))).toBeNull();
    expect(jumpRoute(t('/login?redirect=/x'))).toBeNull();
  });
});
