import { Button, DotLoading, Image, ImageViewer } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { downloadFile, uploadFile } from '../../../../components/form-engine/index.ts';

/** An object URL of a stored image, fetched with the session's headers and freed on unmount. */
function useImage(fileId: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    downloadFile(fileId, true)
      .then(({ blob }) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => {});
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileId]);
  return url;
}

function Thumb({ fileId }: { fileId: string }) {
  const url = useImage(fileId);
  return (
    <button type="button" className="dorm-thumb" onClick={() => url && ImageViewer.show({ image: url })}>
      {url ? <Image src={url} width={64} height={64} fit="cover" alt="" /> : <DotLoading />}
    </button>
  );
}

/** Thumbnails of stored images; a tap opens the picture. */
export function PhotoStrip({ fileIds }: { fileIds: string[] }) {
  if (fileIds.length === 0) return null;
  return (
    <div className="dorm-thumbs">
      {fileIds.map((id) => (
        <Thumb key={id} fileId={id} />
      ))}
    </div>
  );
}

/** Pick and upload pictures (or files); the value is the uploaded file ids. Errors are toasted by the client. */
export function UploadField(props: {
  value: string[];
  onChange: (ids: string[]) => void;
  label: string;
  max?: number;
  testId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const max = props.max ?? 9;
  const pick = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    try {
      const ids = [...props.value];
      for (const file of [...files].slice(0, max - ids.length)) ids.push((await uploadFile(file, file.name)).id);
      props.onChange(ids);
    } catch {
      // The client shows the server's message (type or size not allowed).
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div>
      <PhotoStrip fileIds={props.value} />
      <input
        ref={input}
        type="file"
        accept="image/*,.pdf"
        multiple
        hidden
        data-testid={props.testId}
        onChange={(e) => void pick(e.target.files)}
      />
      {props.value.length < max && (
        <Button size="small" loading={busy} onClick={() => input.current?.click()}>
          {props.label}
        </Button>
      )}
    </div>
  );
}
