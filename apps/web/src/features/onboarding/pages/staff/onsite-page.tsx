import type { OnboardingStudentRow } from '@campusflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Input, SearchBar, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QrCameraButton } from './qr-camera.tsx';
import { staffApi, staffKeys } from './staff-api.ts';
import { when } from './staff-logic.ts';
import { bedAssignPath, studentDetailPath } from './staff-pages.ts';
import { LoadState, StateTag } from './staff-ui.tsx';

/**
 * xcyxbl, the on-site desk: find the new student by a typed search or a scanned code (a barcode scanner
 * types the code and Enter into the scan field; where the browser can, the camera reads the student's
 * QR code), check them, mark arrived and registered, assign a bed.
 */
export function OnsitePage() {
  const { t } = useTranslation('onboardingStaff');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [query, setQuery] = useState({ q: '', code: '' });
  const [scan, setScan] = useState('');
  const active = query.q !== '' || query.code !== '';
  const found = useQuery({
    queryKey: staffKeys.search(query.q, query.code),
    queryFn: () => staffApi.search(query.q, query.code),
    enabled: active,
  });
  const register = useMutation({
    mutationFn: (row: OnboardingStudentRow) => staffApi.register(row.userId),
    onSuccess: (result, row) => {
      Toast.show({
        content: result.alreadyRegistered
          ? t('onsite.alreadyToast', { name: row.name, time: when(result.registeredAt) })
          : t('onsite.registeredToast', { name: row.name }),
      });
      void client.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
  return (
    <div className="yx-staff" data-testid="onboarding-onsite">
      <p className="yx-staff-hint">{t('onsite.intro')}</p>
      <div className="yx-staff-pad">
        <SearchBar
          placeholder={t('onsite.search')}
          onSearch={(v) => setQuery({ q: v.trim(), code: '' })}
          onClear={() => setQuery({ q: '', code: '' })}
        />
      </div>
      <form
        className="yx-staff-pad yx-staff-scan"
        onSubmit={(e) => {
          e.preventDefault();
          if (scan.trim()) setQuery({ q: '', code: scan.trim() });
          setScan('');
        }}
      >
        <Input
          aria-label={t('onsite.scan')}
          placeholder={t('onsite.scan')}
          value={scan}
          onChange={setScan}
          enterKeyHint="search"
          autoComplete="off"
        />
        <Button type="submit" color="primary" fill="outline">
          {t('onsite.find')}
        </Button>
      </form>
      <p className="yx-staff-hint">{t('onsite.scanHint')}</p>
      <QrCameraButton onCode={(code) => setQuery({ q: '', code })} />
      {active && !found.data && <LoadState pending={found.isPending} onRetry={() => void found.refetch()} />}
      {found.data && found.data.length === 0 && (
        <ErrorBlock status="empty" title={t('onsite.noResult')} description="" />
      )}
      <ul className="yx-staff-list">
        {(found.data ?? []).map((r) => (
          <li key={r.userId} className="yx-staff-card" data-testid="onsite-result">
            <div className="yx-staff-row">
              <button type="button" className="yx-staff-link" onClick={() => navigate(studentDetailPath(r.userId))}>
                <strong>{r.name}</strong>
              </button>
              {r.registeredAt ? (
                <StateTag state="done" label={t('students.registered')} />
              ) : (
                <StateTag state="todo" label={t('students.notRegistered')} />
              )}
            </div>
            <p className="yx-staff-meta">
              {t('students.examineeNo')} {r.examineeNo || '–'} · {t('students.studentNo')} {r.studentNo || '–'}
            </p>
            <p className="yx-staff-meta">{[r.collegeName, r.majorName, r.className].filter(Boolean).join(' · ')}</p>
            <p className="yx-staff-meta">
              {t('students.bed')} {r.bedLabel ?? t('students.noBed')}
            </p>
            <div className="yx-staff-row" style={{ marginTop: 8 }}>
              <Button
                block
                color="primary"
                disabled={Boolean(r.registeredAt)}
                loading={register.isPending && register.variables?.userId === r.userId}
                onClick={() => register.mutate(r)}
              >
                {r.registeredAt ? t('onsite.registered') : t('onsite.register')}
              </Button>
              <Button block color="primary" fill="outline" onClick={() => navigate(bedAssignPath(r.userId))}>
                {t('students.assignBed')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
