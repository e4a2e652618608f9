import type { NoticeAudienceOptions } from '@campusflow/contracts';
import { Form, Selector, Skeleton, Switch } from 'antd-mobile';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { type AudienceDraft, audienceRoleAliases } from '../notice-logic.ts';
import { AudiencePicker } from './audience-picker.tsx';

type Props = {
  audience: AudienceDraft;
  onChange: Dispatch<SetStateAction<AudienceDraft>>;
  options: NoticeAudienceOptions | undefined;
  loading: boolean;
  /** A published announcement keeps its audience (its messages are out). */
  locked: boolean;
  schoolWide: boolean;
  error?: string | undefined;
};

/** The audience part of the announcement form: school, orgs (a tree), roles and cohorts. */
export function AudienceFields({
  audience,
  onChange: setAudience,
  options,
  loading,
  locked,
  schoolWide,
  error,
}: Props) {
  const { t } = useTranslation('notices');
  const orgs = options?.orgs ?? [];
  const cohorts = options?.cohorts ?? [];
  return (
    <>
      {locked && <p className="notice-hint">{t('edit.audienceLocked')}</p>}
      {schoolWide && (
        <Form.Item label={t('edit.school')} layout="horizontal" childElementPosition="right">
          <Switch
            checked={audience.school}
            disabled={locked}
            onChange={(school) => setAudience((a) => ({ ...a, school }))}
            aria-label={t('edit.school')}
          />
        </Form.Item>
      )}
      {!audience.school && (
        <Form.Item
          label={t('edit.orgs')}
          required
          description={
            error ? (
              <span className="notice-field-error" role="alert">
                {error}
              </span>
            ) : (
              t('edit.orgsHint')
            )
          }
        >
          {loading ? (
            <Skeleton.Paragraph lineCount={3} animated />
          ) : orgs.length === 0 ? (
            <p className="muted">{t('edit.orgsEmpty')}</p>
          ) : (
            <AudiencePicker
              orgs={orgs}
              value={audience.orgIds}
              disabled={locked}
              onChange={(orgIds) => setAudience((a) => ({ ...a, orgIds }))}
            />
          )}
        </Form.Item>
      )}
      <Form.Item label={t('edit.roles')}>
        <Selector
          multiple
          columns={2}
          disabled={locked}
          value={audience.roles}
          onChange={(roles) => setAudience((a) => ({ ...a, roles }))}
          options={audienceRoleAliases.map((r) => ({ label: t(`roles.${r}`), value: r }))}
        />
      </Form.Item>
      {cohorts.length > 0 && (
        <Form.Item label={t('edit.cohorts')} description={t('edit.cohortsHint')}>
          <Selector
            multiple
            columns={3}
            disabled={locked}
            value={audience.cohorts}
            onChange={(list) => setAudience((a) => ({ ...a, cohorts: list }))}
            options={cohorts.map((c) => ({ label: t('edit.cohort', { year: c }), value: c }))}
            data-testid="notice-cohorts"
          />
        </Form.Item>
      )}
    </>
  );
}
