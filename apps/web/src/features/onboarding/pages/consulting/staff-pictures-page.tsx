import type { Locale, OnboardingPicture } from '@campusflow/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Skeleton, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../../components/form-engine/index.ts';
import { consultingApi, consultingKeys } from './consulting-api.ts';
import { pictureBox } from './consulting-logic.ts';
import { FileImage } from './file-image.tsx';
import './consulting.css';

const locales: Locale[] = ['zh-CN', 'zh-TW', 'en-US', 'ja-JP'];

/** The natural size of an image file, kept with the picture so students' pages reserve its box. */
function imageSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    img.src = url;
  });
}

/**
 * yx_pictures (affairsAdmin, tenantAdmin): the campus / onboarding guide pictures new students see on
 * their home and in pictureDetails, each with a caption in four languages. Saves the whole list.
 */
export function StaffPicturesPage() {
  const { t } = useTranslation('onboardingConsulting');
  const input = useRef<HTMLInputElement>(null);
  // The editor starts from the list as saved, with all four captions, so saving keeps the ones not shown.
  const current = useQuery({ queryKey: consultingKeys.editPictures, queryFn: consultingApi.editPictures });
  const [items, setItems] = useState<OnboardingPicture[] | null>(null);
  useEffect(() => {
    if (items === null && current.data) setItems(current.data);
  }, [current.data, items]);
  const save = useMutation({
    mutationFn: () => consultingApi.savePictures(items ?? []),
    onSuccess: () => Toast.show({ content: t('saved') }),
  });
  const add = async (file: File | undefined) => {
    if (!file) return;
    try {
      const size = await imageSize(file);
      const info = await uploadFile(file, file.name);
      const blank = { 'zh-CN': '', 'zh-TW': '', 'en-US': '', 'ja-JP': '' };
      setItems((list) => [...(list ?? []), { fileId: info.id, ...size, caption: blank }]);
    } catch (error) {
      Toast.show({ content: error instanceof Error ? error.message : String(error) });
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  if (items === null) return <Skeleton.Paragraph lineCount={6} animated />;
  const setCaption = (i: number, locale: Locale, v: string) =>
    setItems((list) => (list ?? []).map((p, j) => (j === i ? { ...p, caption: { ...p.caption, [locale]: v } } : p)));
  return (
    <div className="onb-view" data-testid="staff-pictures">
      {items.map((p, i) => (
        <Card key={p.fileId} className="spaced">
          <FileImage fileId={p.fileId} alt="" {...pictureBox(p, 160)} />
          {locales.map((l) => (
            <Input
              key={l}
              value={p.caption[l]}
              maxLength={200}
              placeholder={`${t('caption')} · ${t(`captionLocale.${l}`)}`}
              onChange={(v) => setCaption(i, l, v)}
            />
          ))}
          <Button size="small" color="danger" fill="none" onClick={() => setItems(items.filter((_, j) => j !== i))}>
            {t('remove')}
          </Button>
        </Card>
      ))}
      <input ref={input} type="file" accept="image/*" hidden onChange={(e) => void add(e.target.files?.[0])} />
      <Button block className="spaced" onClick={() => input.current?.click()}>
        {t('addPicture')}
      </Button>
      <Button block color="primary" className="spaced" loading={save.isPending} onClick={() => save.mutate()}>
        {t('save')}
      </Button>
    </div>
  );
}
