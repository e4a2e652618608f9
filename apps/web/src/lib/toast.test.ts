import { beforeEach, describe, expect, it, vi } from 'vitest';

const closeShown = vi.fn();
const show = vi.fn(() => ({ close: closeShown }));
vi.mock('antd-mobile/es/components/toast', () => ({ default: { show } }));

const { prefetchToast, showToast } = await import('./toast.ts');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('on-demand toast', () => {
  beforeEach(() => {
    show.mockClear();
    closeShown.mockClear();
  });

  it('shows the toast once its code has arrived', async () => {
    showToast({ content: 'saved' });
    await settle();
    expect(show).toHaveBeenCalledWith({ content: 'saved' });
  });

  it('never shows a loading toast closed before the code arrived', async () => {
    const handle = showToast({ icon: 'loading', content: 'loading', duration: 0 });
    handle.close();
    await settle();
    expect(show).not.toHaveBeenCalled();
  });

  it('closes a toast that is already shown', async () => {
    prefetchToast();
    const handle = showToast({ content: 'x', duration: 0 });
    await settle();
    handle.close();
    expect(closeShown).toHaveBeenCalledTimes(1);
  });
});
