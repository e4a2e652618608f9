import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, Image, ImageViewer, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, getFileSettings, uploadFile } from '../api/forms-api.ts';
import { saveBlob } from '../api/raw-fetch.ts';
import { allowedExtensions, checkFile, type FileValue, formatBytes, toFileValues } from './file-limits.ts';
import { compressImage } from './image-compress.ts';
import type { WidgetProps } from './widget-props.ts';

/** An object URL of a stored image (fetched with the session's headers, freed on unmount). */
function useImageUrl(fileId: string): string | null {
  const { data } = useQuery({
    queryKey: ['file-inline', fileId],
    queryFn: async () => (await downloadFile(fileId, true)).blob,
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

function Thumb({ file, onRemove }: { file: FileValue; onRemove?: (() => void) | undefined }) {
  const { t } = useTranslation('forms');
  const url = useImageUrl(file.id);
  return (
    <div className="cf-thumb">
      <button
        type="button"
        className="cf-thumb-open"
        aria-label={file.name}
        onClick={() => url && ImageViewer.show({ image: url })}
      >
        {url ? <Image src={url} width={80} height={80} fit="cover" alt={file.name} /> : <DotLoading />}
      </button>
      {onRemove && (
        <button type="button" className="cf-thumb-remove" aria-label={t('files.remove')} onClick={onRemove}>
          ×
        </button>
      )}
    </div>
  );
}

function FileRow({ file, onRemove }: { file: FileValue; onRemove?: (() => void) | undefined }) {
  const { t } = useTranslation('forms');
  const download = async () => {
    try {
      const { blob, fileName } = await downloadFile(file.id);
      saveBlob(blob, fileName ?? file.name);
    } catch (error) {
      Toast.show({ content: error instanceof Error ? error.message : String(error), duration: 5000 });
    }
  };
  return (
    <li className="cf-file">
      <span className="cf-file-name">{file.name}</span>
      {file.size !== undefined && <span className="cf-file-size">{formatBytes(file.size)}</span>}
      <button type="button" className="cf-link-button" onClick={download}>
        {t('files.download')}
      </button>
      {onRemove && (
        <button type="button" className="cf-link-button cf-danger" onClick={onRemove}>
          {t('files.remove')}
        </button>
      )}
    </li>
  );
}

/** Attachments and images through the files API: limits shown and checked before upload. */
export function FileWidget({ field, value, id, readOnly, invalid, onChange }: WidgetProps) {
  const { t } = useTranslation('forms');
  const image = field.field_type === 'image';
  const files = toFileValues(value);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const settings = useQuery({
    queryKey: ['file-settings'],
    queryFn: getFileSettings,
    staleTime: 10 * 60_000,
    enabled: !readOnly,
  });
  const maxFiles = field.field_options.max_files ?? 20;
  const extensions = settings.data
    ? allowedExtensions(settings.data, image, (field.field_options as { accept?: unknown }).accept)
    : [];
  const maxBytes = settings.data?.maxBytes ?? 0;

  const remove = (fileId: string) => {
    const rest = files.filter((f) => f.id !== fileId);
    onChange(rest.length === 0 ? undefined : rest);
  };

  const pick = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const chosen = Array.from(list);
    if (files.length + chosen.length > maxFiles) {
      Toast.show({ content: t('files.tooMany', { count: maxFiles }), duration: 5000 });
      return;
    }
    setBusy(true);
    const added: FileValue[] = [];
    try {
      for (const original of chosen) {
        const file = image ? await compressImage(original) : original;
        const problem = checkFile(file, maxBytes, extensions);
        if (problem) {
          Toast.show({
            content: t(`files.${problem}`, { name: original.name, size: formatBytes(maxBytes) }),
            duration: 5000,
          });
          continue;
        }
        const info = await uploadFile(file, file.name);
        added.push({ id: info.id, name: info.name, size: info.size, isImage: info.isImage });
      }
    } catch (error) {
      Toast.show({ content: error instanceof Error ? error.message : t('files.failed'), duration: 5000 });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
    if (added.length > 0) onChange([...files, ...added]);
  };

  const list = image ? (
    <div className="cf-thumbs">
      {files.map((f) => (
        <Thumb key={f.id} file={f} onRemove={readOnly ? undefined : () => remove(f.id)} />
      ))}
    </div>
  ) : (
    <ul className="cf-files">
      {files.map((f) => (
        <FileRow key={f.id} file={f} onRemove={readOnly ? undefined : () => remove(f.id)} />
      ))}
    </ul>
  );

  if (readOnly) {
    return (
      <div id={id} className="cf-file-field">
        {files.length > 0 ? list : <div className="cf-readonly cf-readonly-empty">{t('none')}</div>}
      </div>
    );
  }
  const limitText = settings.data
    ? t(extensions.length > 0 ? 'files.limit' : 'files.limitAny', {
        size: formatBytes(maxBytes),
        types: extensions.join(' / '),
        count: maxFiles,
      })
    : '';
  return (
    <div className="cf-file-field">
      {files.length > 0 && list}
      <input
        ref={input}
        type="file"
        hidden
        multiple={maxFiles - files.length > 1}
        accept={extensions.map((e) => `.${e}`).join(',') || undefined}
        data-testid={`file-input-${field.name}`}
        onChange={(e) => void pick(e.target.files)}
      />
      <Button
        id={id}
        size="small"
        aria-invalid={invalid}
        disabled={busy || files.length >= maxFiles || !settings.data}
        onClick={() => input.current?.click()}
      >
        {busy ? t('files.uploading') : t('files.add')}
      </Button>
      {limitText && <div className="cf-hint">{limitText}</div>}
    </div>
  );
}
