import { useQuery } from '@tanstack/react-query';
import { Button, Form, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compressImage } from '../../../components/form-engine/form-view/image-compress.ts';
import { downloadFile, uploadFile } from '../../../components/form-engine/index.ts';

/** The stored photo as an object URL (fetched with the session's headers, freed on unmount). */
function usePhotoUrl(fileId: string | undefined): string | null {
  const { data } = useQuery({
    queryKey: ['file-inline', fileId],
    queryFn: async () => (await downloadFile(fileId as string, true)).blob,
    enabled: Boolean(fileId),
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

function PhotoPicker({
  value,
  onChange,
  readOnly,
}: {
  value?: string;
  onChange?: (v: string) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const url = usePhotoUrl(value);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const small = await compressImage(file);
      const info = await uploadFile(small, small.name);
      onChange?.(info.id);
    } catch (error) {
      Toast.show({ content: error instanceof Error ? error.message : String(error), duration: 5000 });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="onb-photo">
      {url && <img src={url} alt={t('fields.photo')} data-testid="onboarding-photo-preview" />}
      <p className="onb-muted">{t('fields.photoHint')}</p>
      {!readOnly && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png"
            hidden
            data-testid="onboarding-photo-input"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <Button
            size="small"
            loading={busy}
            loadingText={t('fields.uploading')}
            onClick={() => input.current?.click()}
          >
            {value ? t('fields.changePhoto') : t('fields.choosePhoto')}
          </Button>
        </>
      )}
    </div>
  );
}

/** 人脸识别照片: one uploaded image (platform files) kept as `fileId`. */
export function FacePhotoField({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <Form.Item
      name="fileId"
      label={t('fields.photo')}
      layout="vertical"
      rules={[{ required: true, message: t('form.requiredField') }]}
    >
      <PhotoPicker readOnly={readOnly} />
    </Form.Item>
  );
}
