import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { staffApi, staffKeys } from './staff-api.ts';
import { LoadState } from './staff-ui.tsx';

/**
 * xcyxbl_fpss (?userId=): staff give a new student a free bed of their gender (their building first).
 * The dorm's unique indexes decide a race; the loser gets a clear message and a fresh list.
 */
export function BedAssignPage() {
  const { t } = useTranslation('onboardingStaff');
  const userId = useSearchParams()[0].get('userId') ?? '';
  const client = useQueryClient();
  const student = useQuery({ queryKey: staffKeys.student(userId), queryFn: () => staffApi.student(userId) });
  const beds = useQuery({ queryKey: staffKeys.beds(userId), queryFn: () => staffApi.beds(userId) });
  const assign = useMutation({
    mutationFn: (bedId: string) => staffApi.assignBed(userId, bedId),
    onSuccess: (result) => Toast.show({ content: t('beds.assigned', { bed: result.label }) }),
    onSettled: () => void client.invalidateQueries({ queryKey: staffKeys.all }),
  });
  const pick = async (bedId: string, label: string) => {
    const ok = await Dialog.confirm({
      content: t('beds.confirm', { bed: label, name: student.data?.name ?? '' }),
      confirmText: t('beds.assign'),
      cancelText: t('cancel'),
    });
    if (ok) assign.mutate(bedId);
  };
  if (!beds.data || !student.data) {
    return (
      <LoadState
        pending={beds.isPending || student.isPending}
        onRetry={() => {
          void beds.refetch();
          void student.refetch();
        }}
      />
    );
  }
  const current = beds.data.current;
  return (
    <div className="yx-staff" data-testid="onboarding-bed-assign">
      <List header={student.data.name}>
        <List.Item extra={current ?? t('beds.none')}>{t('beds.current')}</List.Item>
      </List>
      {!current && beds.data.rooms.length === 0 && (
        <ErrorBlock status="empty" title={t('beds.noFree')} description="" />
      )}
      {!current && beds.data.rooms.length > 0 && (
        <List header={t('beds.pick')}>
          {beds.data.rooms.map((room) => {
            const roomLabel = t('beds.room', { building: room.buildingName, room: room.roomNo });
            return (
              <List.Item key={room.roomId} title={roomLabel}>
                <div className="yx-staff-beds">
                  {room.freeBeds.map((b) => (
                    <Button
                      key={b.bedId}
                      size="small"
                      loading={assign.isPending && assign.variables === b.bedId}
                      onClick={() => void pick(b.bedId, `${roomLabel} ${t('beds.bed', { bed: b.bedNo })}`)}
                    >
                      {t('beds.bed', { bed: b.bedNo })}
                    </Button>
                  ))}
                </div>
              </List.Item>
            );
          })}
        </List>
      )}
    </div>
  );
}
