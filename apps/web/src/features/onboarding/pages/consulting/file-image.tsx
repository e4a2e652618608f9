import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { downloadFile } from '../../../../components/form-engine/index.ts';

/** True once the element came near the viewport (files are fetched with the session's headers, so the
 * browser's own `loading="lazy"` cannot delay the download: this does). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return { ref, near };
}

/** An uploaded file as an object URL, fetched when `enabled`, freed on unmount. */
export function useFileUrl(fileId: string | undefined, enabled = true): string | null {
  const { data } = useQuery({
    queryKey: ['file-inline', fileId],
    queryFn: async () => (await downloadFile(fileId as string, true)).blob,
    enabled: Boolean(fileId) && enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const made = URL.createObjectURL(data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [data]);
  return url;
}

/** An image of the platform's files in a box of fixed size (no layout shift), loaded near the viewport. */
export function FileImage({
  fileId,
  alt,
  width,
  height,
  onOpen,
  style,
  testId,
}: {
  fileId: string;
  alt: string;
  width: number;
  height: number;
  onOpen?: (url: string) => void;
  style?: CSSProperties;
  testId?: string;
}) {
  const { ref, near } = useNearViewport<HTMLButtonElement>();
  const url = useFileUrl(fileId, near);
  return (
    <button
      ref={ref}
      type="button"
      className="onb-file-image"
      style={{ width, height, ...style }}
      onClick={() => url && onOpen?.(url)}
      data-testid={testId}
    >
      {url && <img src={url} alt={alt} width={width} height={height} loading="lazy" decoding="async" />}
    </button>
  );
}
