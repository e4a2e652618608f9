import type { ToastShowProps } from 'antd-mobile/es/components/toast';

// antd-mobile's Toast brings its mask and animation library (~30 KB gzip), which the login page only
// needs once something goes wrong or a request is in flight. Loading it on demand keeps it out of the
// first download of a cheap phone; `prefetchToast` starts the fetch when the user begins typing.
type ToastApi = typeof import('antd-mobile/es/components/toast').default;

let loading: Promise<ToastApi> | null = null;

function toastApi(): Promise<ToastApi> {
  loading ??= import('antd-mobile/es/components/toast').then((m) => m.default);
  return loading;
}

export function prefetchToast(): void {
  void toastApi();
}

/** Shows a toast; the returned close() works even if called before the code has arrived. */
export function showToast(props: ToastShowProps): { close: () => void } {
  let closed = false;
  let handler: { close: () => void } | null = null;
  void toastApi().then((api) => {
    if (!closed) handler = api.show(props);
  });
  return {
    close: () => {
      closed = true;
      handler?.close();
    },
  };
}
