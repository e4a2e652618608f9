import { Toast } from 'antd-mobile';
import { CloseCircleOutline, FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { downloadFile, saveBlob } from '../../../components/form-engine/index.ts';
import { formatFileSize } from '../notice-logic.ts';

export type AttachmentView = { id: string; name: string; size: number };

/** Attachments of an announcement: each downloads through the file store with the session's token. */
export function AttachmentList({ files, onRemove }: { files: AttachmentView[]; onRemove?: (id: string) => void }) {
  const { t } = useTranslation('notices');
  return (
    <ul className="notice-attachments" data-testid="notice-attachments">
      {files.map((f) => (
        <li key={f.id} className="notice-attachment">
          <button
            type="button"
            className="notice-attachment-open"
            aria-label={t('detail.download', { name: f.name })}
            onClick={async () => {
              try {
                saveBlob((await downloadFile(f.id)).blob, f.name);
              } catch {
                Toast.show({ content: t('detail.downloadFailed'), duration: 5000 });
              }
            }}
          >
            <FileOutline aria-hidden="true" className="notice-attachment-icon" />
            <span className="notice-attachment-name">{f.name}</span>
            <span className="notice-attachment-size">{formatFileSize(f.size)}</span>
          </button>
          {onRemove && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('edit.remove', { name: f.name })}
              onClick={() => onRemove(f.id)}
            >
              <CloseCircleOutline aria-hidden="true" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
