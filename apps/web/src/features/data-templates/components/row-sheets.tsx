import type { FieldError, FieldRight, FormDefinition } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Popup, Skeleton, Toast } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFormError } from '../../../components/dialogs.tsx';
import { editableValues, FormView, serverFieldErrors, validateForm } from '../../../components/form-engine/index.ts';
import { queryDataById, saveFormData } from '../api/data-templates-api.ts';
import { rowValues } from '../list-model.ts';

/** The form a template adds and edits with: its definition, the rights of its start node, defaults. */
export type TemplateForm = {
  definition: FormDefinition;
  rights: Record<string, FieldRight>;
  defaults: Record<string, unknown>;
};

function SheetHeader({ title, onClose, extra }: { title: string; onClose: () => void; extra?: ReactNode }) {
  const { t } = useTranslation('dataTemplates');
  return (
    <div className="cf-popup-header">
      <Button fill="none" onClick={onClose}>
        {t('close')}
      </Button>
      <strong>{title}</strong>
      <span className="dt-header-extra">{extra}</span>
    </div>
  );
}

/** One row, read-only through the template's form (hidden fields are already left out by the server). */
export function RowDetail({
  templateRef,
  rowId,
  form,
  canEdit,
  canRemove,
  onClose,
  onEdit,
  onRemove,
}: {
  templateRef: string;
  rowId: string | null;
  form: TemplateForm | null;
  canEdit: boolean;
  canRemove: boolean;
  onClose: () => void;
  onEdit: (id: string, values: Record<string, unknown>) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation('dataTemplates');
  const row = useQuery({
    queryKey: ['dt-row', templateRef, rowId],
    queryFn: () => queryDataById(templateRef, rowId ?? ''),
    enabled: rowId !== null,
    retry: false,
  });
  return (
    <Popup visible={rowId !== null} onMaskClick={onClose} bodyClassName="cf-popup dt-sheet" destroyOnClose>
      <SheetHeader title={t('view')} onClose={onClose} />
      <div className="cf-popup-body" data-testid="dt-row-detail">
        {row.isPending || !form ? (
          <div className="cf-skeleton">
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        ) : row.isError ? (
          <ErrorBlock status="default" title={t('loadFailed')} description={row.error.message}>
            <Button onClick={() => void row.refetch()}>{t('retry')}</Button>
          </ErrorBlock>
        ) : (
          <FormView definition={form.definition} values={rowValues(row.data)} rights={form.rights} readOnly />
        )}
      </div>
      {row.data && (canEdit || canRemove) && (
        <div className="cf-bottom-bar dt-sheet-bar">
          {canRemove && (
            <Button
              color="danger"
              fill="outline"
              onClick={() => {
                if (rowId) onRemove(rowId);
              }}
            >
              {t('removeAction')}
            </Button>
          )}
          {canEdit && (
            <Button
              color="primary"
              onClick={() => {
                if (rowId && row.data) onEdit(rowId, rowValues(row.data));
              }}
            >
              {t('editTitle')}
            </Button>
          )}
        </div>
      )}
    </Popup>
  );
}

export type Editing = { id: string | null; values: Record<string, unknown> };

/** Add or edit a row through FormView; field errors from the client check or the server's answer. */
export function RowEditor({
  templateRef,
  editing,
  form,
  onClose,
  onSaved,
}: {
  templateRef: string;
  editing: Editing | null;
  form: TemplateForm | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('dataTemplates');
  return (
    <Popup visible={editing !== null} onMaskClick={onClose} bodyClassName="cf-popup dt-sheet" destroyOnClose>
      {editing && form && (
        <EditorBody templateRef={templateRef} editing={editing} form={form} onClose={onClose} onSaved={onSaved} />
      )}
      {editing && !form && (
        <div className="cf-skeleton">
          <Skeleton.Paragraph lineCount={5} animated />
          <Button onClick={onClose}>{t('close')}</Button>
        </div>
      )}
    </Popup>
  );
}

function EditorBody({
  templateRef,
  editing,
  form,
  onClose,
  onSaved,
}: {
  templateRef: string;
  editing: Editing;
  form: TemplateForm;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('dataTemplates');
  const [values, setValues] = useState(editing.values);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setTried(true);
    const found = validateForm(form.definition, values, form.rights);
    setErrors(found);
    if (found.length > 0) {
      toastFormError();
      return;
    }
    setSaving(true);
    try {
      await saveFormData(templateRef, editing.id ?? undefined, editableValues(form.definition, values, form.rights));
      Toast.show({ icon: 'success', content: t('saved'), duration: 2000 });
      onSaved();
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (fromServer) {
        setErrors(fromServer);
        toastFormError();
      } else {
        Toast.show({ content: error instanceof Error ? error.message : String(error), duration: 5000 });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <SheetHeader title={editing.id ? t('editTitle') : t('addTitle')} onClose={onClose} />
      <div className="cf-popup-body" data-testid="dt-row-editor">
        <FormView
          definition={form.definition}
          values={values}
          rights={form.rights}
          errors={errors}
          onChange={(next) => {
            setValues(next);
            if (tried) setErrors(validateForm(form.definition, next, form.rights));
          }}
        />
      </div>
      <div className="cf-bottom-bar dt-sheet-bar">
        <Button block color="primary" loading={saving} onClick={() => void save()}>
          {t('save')}
        </Button>
      </div>
    </>
  );
}
