import { Dialog, Toast } from 'antd-mobile';
import i18next from 'i18next';

/** The spec's default confirm colour (§9). */
export const confirmColor = '#3396FB';

/** A message with one button, 知道了 by default, in #3396FB. */
export function alertDialog(content: string, options: { title?: string; confirmText?: string } = {}): Promise<void> {
  return Dialog.alert({
    title: options.title,
    content,
    confirmText: (
      <span style={{ color: confirmColor }}>{options.confirmText ?? i18next.t('common:dialog.confirm')}</span>
    ),
  });
}

/** The permanent-delete confirmation; resolves true when the user confirms (red button). */
export function confirmRemove(content?: string): Promise<boolean> {
  return Dialog.confirm({
    title: i18next.t('common:dialog.removeTitle'),
    content: content ?? i18next.t('common:dialog.removeBody'),
    confirmText: <span style={{ color: 'var(--adm-color-danger)' }}>{i18next.t('common:dialog.dangerConfirm')}</span>,
    cancelText: i18next.t('common:dialog.cancel'),
  });
}

export function warnSelectOne(): void {
  Toast.show({ content: i18next.t('common:dialog.selectOne'), duration: 2000 });
}

export function warnSelectOnlyOne(): void {
  Toast.show({ content: i18next.t('common:dialog.selectOnlyOne'), duration: 2000 });
}

/** "Please check the form" (spec §5), shown as an error toast for 5 s. */
export function toastFormError(): void {
  Toast.show({ content: i18next.t('common:dialog.formError'), duration: 5000 });
}
