import { dormAbnormalCategories } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dormAffairsApi } from '../../api/dorm-affairs-api.ts';
import { dormKeys, dormsApi } from '../../api/dorms-api.ts';
import { BuildingField } from '../../components/building-field.tsx';
import { localDateTime } from '../../components/record-format.ts';
import {
  ChoiceField,
  CurrentPlace,
  DateField,
  FormPage,
  HousedOnly,
  myRequests,
  TextField,
  useSave,
} from '../../components/request-form.tsx';
import { LoadState } from '../load-state.tsx';
import { UploadField } from './upload-field.tsx';

type Category = (typeof dormAbnormalCategories)[number];

/** ssgl delayCheckOut (延期退宿): keep the bed until a date; counsellor → dorm office. */
export function DelayCheckOutPage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const [untilDate, setUntilDate] = useState('');
  const [reason, setReason] = useState('');
  const { busy, run } = useSave({ toast: t('common.submitted'), to: myRequests });
  return (
    <HousedOnly>
      {(place) => (
        <FormPage
          testId="dorm-delay"
          hint={t('ssgl.delayHint')}
          submitLabel={t('common.submit')}
          submitTestId="dorm-delay-submit"
          ready={untilDate !== '' && reason.trim() !== ''}
          busy={busy}
          onSubmit={() => void run(() => dormAffairsApi.applyDelay({ untilDate, reason: reason.trim() }))}
        >
          <CurrentPlace place={place} />
          <DateField label={t('ssgl.untilDate')} value={untilDate} onChange={setUntilDate} testId="dorm-delay-date" />
          <TextField label={t('common.reason')} value={reason} onChange={setReason} testId="dorm-delay-reason" />
        </FormPage>
      )}
    </HousedOnly>
  );
}

/** ssgl abnormalReport-add: building (and room, optional), category, time, what happened, photos. */
export function AbnormalFormPage() {
  const { t } = useTranslation('dorms', { keyPrefix: 'affairs' });
  const buildings = useQuery({ queryKey: dormKeys.buildings, queryFn: dormsApi.buildings });
  const [buildingId, setBuildingId] = useState('');
  const [roomId, setRoomId] = useState('');
  const [category, setCategory] = useState<Category>('safety');
  const [when, setWhen] = useState(() => localDateTime());
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const { busy, run } = useSave({ toast: t('common.saved'), to: '/ssgl/abnormalReport' });
  const rooms = useQuery({
    queryKey: [...dormKeys.all, 'rooms', buildingId],
    queryFn: () => dormAffairsApi.rooms(buildingId),
    enabled: buildingId !== '',
  });
  if (buildings.isPending || buildings.isError)
    return <LoadState pending={buildings.isPending} onRetry={() => void buildings.refetch()} />;
  const save = () =>
    run(() =>
      dormAffairsApi.addAbnormal({
        buildingId,
        ...(roomId ? { roomId } : {}),
        category,
        occurredAt: new Date(when).toISOString(),
        description: description.trim(),
        photos,
      }),
    );
  return (
    <FormPage
      testId="dorm-abnormal-form"
      submitLabel={t('common.save')}
      submitTestId="dorm-abnormal-save"
      ready={buildingId !== '' && when !== '' && description.trim() !== ''}
      busy={busy}
      onSubmit={() => void save()}
    >
      <BuildingField
        buildings={buildings.data}
        value={buildingId}
        onChange={(id) => {
          setBuildingId(id);
          setRoomId('');
        }}
      />
      {buildingId && (
        <Form.Item label={t('inspection.room')}>
          <select className="dorm-date-input" value={roomId} onChange={(e) => setRoomId(e.target.value)}>
            <option value="">{t('ssgl.wholeBuilding')}</option>
            {(rooms.data ?? []).map((r) => (
              <option key={r.roomId} value={r.roomId}>
                {r.roomNo}
              </option>
            ))}
          </select>
        </Form.Item>
      )}
      <ChoiceField
        label={t('ssgl.category')}
        values={dormAbnormalCategories}
        labelOf={(c) => t(`ssgl.categories.${c}`)}
        value={category}
        onChange={setCategory}
      />
      <DateField type="datetime-local" label={t('violation.occurredAt')} value={when} onChange={setWhen} />
      <TextField
        label={t('violation.description')}
        value={description}
        onChange={setDescription}
        testId="dorm-abnormal-description"
      />
      <Form.Item label={t('repair.photos')}>
        <UploadField value={photos} onChange={setPhotos} label={t('outside.upload')} />
      </Form.Item>
    </FormPage>
  );
}
