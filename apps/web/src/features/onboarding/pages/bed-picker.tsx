import type { OnboardingBedChoice, OnboardingFreeRoom } from '@campusflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Dialog, ErrorBlock, NoticeBar, Result, Skeleton, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { onboardingApi, onboardingKeys, onboardingStates } from '../api/onboarding-api.ts';
import { floorsOf } from '../onboarding-logic.ts';
import { enterAsStudent } from '../onboarding-session.ts';

/** 选床: free beds of the student's building and gender by floor and room; first come, first served. */
export function BedPicker() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [lost, setLost] = useState<string | null>(null);
  const beds = useQuery({ queryKey: onboardingKeys.beds, queryFn: onboardingApi.beds });

  if (beds.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (beds.isError)
    return (
      <ErrorBlock status="default" title={t('loadFailed')} description={beds.error.message}>
        <Button onClick={() => void beds.refetch()}>{t('retry')}</Button>
      </ErrorBlock>
    );
  const choice = beds.data;
  if (choice.mine)
    return (
      <Result
        status="success"
        title={t('bed.chosen', { label: choice.mine.label })}
        data-testid="onboarding-bed-mine"
      />
    );
  if (!choice.buildingId) return <ErrorBlock status="empty" title={t('bed.noBuilding')} />;

  const take = async (room: OnboardingFreeRoom, bedId: string, bedNo: string) => {
    const yes = await Dialog.confirm({
      title: t('bed.confirmTitle'),
      content: t('bed.confirmContent', { room: room.roomNo, bed: bedNo }),
    });
    if (!yes) return;
    try {
      const chosen = await onboardingApi.chooseBed(bedId);
      setLost(null);
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
      if (chosen.completed) {
        await Dialog.alert({
          title: t('completedTitle'),
          content: t('completedHint'),
          confirmText: t('enterWorkbench'),
        });
        await enterAsStudent(navigate);
        return;
      }
      Toast.show({ icon: 'success', content: t('bed.chosen', { label: chosen.label }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.state === onboardingStates.bedTaken && Array.isArray(error.variables?.rooms)) {
        // Someone was faster: show the server's answer and the beds still free, without another round trip.
        queryClient.setQueryData<OnboardingBedChoice>(onboardingKeys.beds, {
          ...choice,
          rooms: error.variables.rooms as OnboardingFreeRoom[],
        });
        setLost(error.message);
        return;
      }
      Toast.show({ content: error.message, duration: 5000 });
      await beds.refetch();
    }
  };

  return (
    <div data-testid="onboarding-bed-picker">
      {lost && (
        <NoticeBar
          className="onb-notice"
          color="error"
          wrap
          data-testid="onboarding-bed-lost"
          content={
            <>
              <div>{lost}</div>
              <div>{t('bed.refreshed')}</div>
            </>
          }
        />
      )}
      <div className="onb-next">
        <strong>{t('bed.building', { name: choice.buildingName ?? '' })}</strong>
        <Button size="small" onClick={() => void beds.refetch()}>
          {t('bed.refresh')}
        </Button>
      </div>
      {choice.rooms.length === 0 && <ErrorBlock status="empty" title={t('bed.noBeds')} />}
      {floorsOf(choice.rooms).map(([floor, rooms]) => (
        <section key={floor}>
          <div className="onb-list-title">{t('bed.floor', { floor })}</div>
          {rooms.map((room) => (
            <Card key={room.roomId} className="onb-room" data-testid="onboarding-room">
              <div className="onb-room-head">
                <span>{t('bed.room', { room: room.roomNo })}</span>
                <span className="onb-muted">{t('bed.free', { count: room.freeBeds.length })}</span>
              </div>
              <div className="onb-beds">
                {room.freeBeds.map((b) => (
                  <Button
                    key={b.bedId}
                    color="primary"
                    fill="outline"
                    data-testid={`onboarding-bed-${room.roomNo}-${b.bedNo}`}
                    onClick={() => void take(room, b.bedId, b.bedNo)}
                  >
                    {t('bed.bedNo', { bed: b.bedNo })}
                  </Button>
                ))}
              </div>
            </Card>
          ))}
        </section>
      ))}
    </div>
  );
}
