import type { AdmissionEvent } from '@campusflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Form, Input, List, Swiper, Tabs, Tag, TextArea, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RichText } from '../../../components/rich-text/index.ts';
import { admissionKeys, admissionsApi } from '../api/admissions-api.ts';
import { LoadState } from '../components/load-state.tsx';
import '../admissions.css';

// The admissions-service area (spec §2 "Admissions service"): zsfwhome, zsfwpclist, zsfwdetail,
// zsfwxsbm and the seven-page promotional flow (zsfwxc).

function useWhen() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

function EventItem({ event }: { event: AdmissionEvent }) {
  const { t } = useTranslation('admissions');
  const navigate = useNavigate();
  const when = useWhen();
  return (
    <List.Item
      onClick={() => navigate(`/xgxt/zsfwdetail?id=${event.id}`)}
      description={`${when(event.startAt)} · ${event.place}`}
      extra={
        event.mine ? (
          <Tag color="success">{t('service.mine')}</Tag>
        ) : event.open ? (
          <Tag color="primary">{t('service.open')}</Tag>
        ) : (
          <Tag>{t('service.closedTag')}</Tag>
        )
      }
      data-testid="service-event"
    >
      {event.title}
    </List.Item>
  );
}

/** zsfwhome: the promotional flow, the briefings, the batches and my sign-ups. */
export function ServiceHomePage() {
  const { t } = useTranslation('admissions');
  const navigate = useNavigate();
  const batches = useQuery({ queryKey: admissionKeys.batches, queryFn: admissionsApi.batches });
  return (
    <div className="admit-page" data-testid="service-home">
      <button
        type="button"
        className="admit-card"
        style={{
          display: 'block',
          width: 'calc(100% - 24px)',
          textAlign: 'left',
          border: 0,
          cursor: 'pointer',
          background: 'linear-gradient(135deg, #1a6fd1, #4a9df8)',
          color: '#fff',
        }}
        onClick={() => navigate('/xgxt/zsfwxc')}
      >
        <strong style={{ fontSize: 18 }}>{t('titles.promo')}</strong>
        <div style={{ marginTop: 6 }}>{t('service.promo')} ›</div>
      </button>
      <List header={t('service.briefings')} style={{ margin: 12, borderRadius: 12, overflow: 'hidden' }}>
        <List.Item onClick={() => navigate('/yxjb')}>{t('titles.yxjb')}</List.Item>
        <List.Item onClick={() => navigate('/zsjb')}>{t('titles.zsjb')}</List.Item>
        <List.Item onClick={() => navigate('/lqjgcx_index')}>{t('titles.lookup')}</List.Item>
      </List>
      {batches.data ? (
        <List header={t('service.batches')} style={{ margin: 12, borderRadius: 12, overflow: 'hidden' }}>
          {batches.data.length === 0 && <List.Item>{t('service.noBatches')}</List.Item>}
          {batches.data.map((b) => (
            <List.Item
              key={b.id}
              description={b.description}
              extra={t('service.events', { count: b.eventCount })}
              onClick={() => navigate(`/xgxt/zsfwpclist?batchId=${b.id}`)}
              data-testid="service-batch"
            >
              {b.name}
            </List.Item>
          ))}
        </List>
      ) : (
        <LoadState pending={batches.isPending} onRetry={() => batches.refetch()} />
      )}
      <List style={{ margin: 12, borderRadius: 12, overflow: 'hidden' }}>
        <List.Item onClick={() => navigate('/xgxt/zsfwxsbm')}>{t('service.mySignUps')}</List.Item>
      </List>
    </div>
  );
}

/** zsfwpclist: the batches as tabs, each with its events. */
export function BatchListPage() {
  const { t } = useTranslation('admissions');
  const [search, setSearch] = useSearchParams();
  const batches = useQuery({ queryKey: admissionKeys.batches, queryFn: admissionsApi.batches });
  const batchId = search.get('batchId') ?? batches.data?.[0]?.id ?? null;
  const events = useQuery({
    queryKey: admissionKeys.events(batchId),
    queryFn: () => admissionsApi.events(batchId),
    enabled: batchId !== null,
  });
  if (!batches.data) return <LoadState pending={batches.isPending} onRetry={() => batches.refetch()} />;
  if (batches.data.length === 0) return <ErrorBlock status="empty" title={t('service.noBatches')} description="" />;
  return (
    <div className="admit-page" data-testid="service-batches">
      <Tabs activeKey={batchId} onChange={(key) => setSearch({ batchId: key }, { replace: true })}>
        {batches.data.map((b) => (
          <Tabs.Tab key={b.id} title={b.name} />
        ))}
      </Tabs>
      {events.data ? (
        events.data.length === 0 ? (
          <ErrorBlock status="empty" title={t('service.noEvents')} description="" />
        ) : (
          <List style={{ margin: 12, borderRadius: 12, overflow: 'hidden' }}>
            {events.data.map((e) => (
              <EventItem key={e.id} event={e} />
            ))}
          </List>
        )
      ) : (
        <LoadState pending={events.isPending} onRetry={() => events.refetch()} />
      )}
    </div>
  );
}

/** zsfwdetail: one event with its sign-up (zsfwxsbm's form) or the cancel button. */
export function EventDetailPage() {
  const { t } = useTranslation('admissions');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const queryClient = useQueryClient();
  const when = useWhen();
  const event = useQuery({
    queryKey: admissionKeys.event(id),
    queryFn: () => admissionsApi.event(id),
    enabled: Boolean(id),
  });
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: admissionKeys.all });
  const signUp = useMutation({
    mutationFn: () => admissionsApi.signUp(id, { phone: phone.trim(), note: note.trim() }),
    onSuccess: async () => {
      Toast.show({ content: t('service.done') });
      await refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () => admissionsApi.cancelSignUp(id),
    onSuccess: async () => {
      Toast.show({ content: t('service.cancelled') });
      await refresh();
    },
  });
  const e = event.data;
  if (!e) return <LoadState pending={event.isPending} onRetry={() => event.refetch()} />;
  return (
    <div className="admit-page" data-testid="service-event-detail">
      <section className="admit-card">
        <h2>{e.title}</h2>
        <dl className="admit-facts">
          <dt>{t('service.time')}</dt>
          <dd>
            {when(e.startAt)} – {when(e.endAt)}
          </dd>
          <dt>{t('service.place')}</dt>
          <dd>{e.place}</dd>
          <dt>{t('service.deadline')}</dt>
          <dd>{when(e.signUpDeadline)}</dd>
          <dt>{t('service.capacity')}</dt>
          <dd>{t('service.signedUp', { count: e.signedUp, capacity: e.capacity })}</dd>
        </dl>
        <p style={{ lineHeight: 1.7, whiteSpace: 'pre-wrap' }}>{e.description}</p>
      </section>
      {e.mine ? (
        <div style={{ padding: '0 12px' }}>
          <Tag color="success">{t('service.mine')}</Tag>
          <Button
            block
            fill="outline"
            style={{ marginTop: 12 }}
            loading={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {t('service.cancelSignUp')}
          </Button>
        </div>
      ) : e.open ? (
        <Form
          layout="horizontal"
          footer={
            <Button
              block
              color="primary"
              loading={signUp.isPending}
              data-testid="service-sign-up"
              onClick={() => {
                if (!/^1\d{10}$/.test(phone.trim())) {
                  setPhoneError(t('service.phoneInvalid'));
                  return;
                }
                setPhoneError(null);
                signUp.mutate();
              }}
            >
              {t('service.submit')}
            </Button>
          }
        >
          <Form.Header>{t('service.signUp')}</Form.Header>
          <Form.Item label={t('service.phone')} required {...(phoneError ? { help: phoneError } : {})}>
            <Input
              value={phone}
              onChange={setPhone}
              inputMode="tel"
              maxLength={11}
              placeholder={t('service.phonePlaceholder')}
              data-testid="service-phone"
            />
          </Form.Item>
          <Form.Item label={t('service.note')} layout="vertical">
            <TextArea
              value={note}
              onChange={setNote}
              maxLength={500}
              rows={2}
              placeholder={t('service.notePlaceholder')}
            />
          </Form.Item>
        </Form>
      ) : (
        <ErrorBlock status="empty" title={t('service.closedTag')} description="" />
      )}
    </div>
  );
}

/** zsfwxsbm: the events I signed up for. */
export function MySignUpsPage() {
  const { t } = useTranslation('admissions');
  const navigate = useNavigate();
  const when = useWhen();
  const mine = useQuery({ queryKey: admissionKeys.mine, queryFn: admissionsApi.mySignUps });
  if (!mine.data) return <LoadState pending={mine.isPending} onRetry={() => mine.refetch()} />;
  return (
    <div className="admit-page" data-testid="service-mine">
      {mine.data.length === 0 ? (
        <ErrorBlock status="empty" title={t('service.noSignUps')} description="">
          <Button onClick={() => navigate('/xgxt/zsfwpclist')}>{t('service.batches')}</Button>
        </ErrorBlock>
      ) : (
        <List style={{ margin: 12, borderRadius: 12, overflow: 'hidden' }}>
          {mine.data.map((s) => (
            <List.Item
              key={s.eventId}
              description={`${s.batchName} · ${when(s.startAt)} · ${s.place}`}
              onClick={() => navigate(`/xgxt/zsfwdetail?id=${s.eventId}`)}
            >
              {s.title}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

const promoColours = ['#1a6fd1', '#0f7b6c', '#7b3fc4', '#c4571a', '#b8325a', '#1a8a3f', '#3c4a8f'];

/** The seven-page promotional flow: one swipeable page each, deep-linkable with `?page=`. */
export function PromoPage() {
  const { t, i18n } = useTranslation('admissions');
  const [search, setSearch] = useSearchParams();
  const pages = useQuery({
    queryKey: [...admissionKeys.briefings('promo', null), i18n.language],
    queryFn: () => admissionsApi.publicBriefings('promo', null),
  });
  const details = useQuery({
    queryKey: ['admissions', 'promo-pages', i18n.language, pages.data?.map((p) => p.id).join()],
    queryFn: () => Promise.all((pages.data ?? []).map((p) => admissionsApi.publicBriefing(p.id, null))),
    enabled: Boolean(pages.data),
  });
  const swiper = useRef<{ swipeTo: (index: number) => void }>(null);
  const current = Math.max(0, Math.min(Number(search.get('page') ?? 1) - 1, (details.data?.length ?? 1) - 1));
  if (!details.data)
    return <LoadState pending={pages.isPending || details.isPending} onRetry={() => pages.refetch()} />;
  const total = details.data.length;
  const go = (index: number) => {
    swiper.current?.swipeTo(index);
  };
  return (
    <div className="admit-page" data-testid="service-promo">
      <Swiper
        ref={swiper as never}
        className="admit-promo"
        defaultIndex={current}
        onIndexChange={(index) => setSearch({ page: String(index + 1) }, { replace: true })}
        indicator={() => null}
      >
        {details.data.map((p, index) => (
          <Swiper.Item key={p.id}>
            <div className="admit-promo-page" style={{ background: promoColours[index % promoColours.length] }}>
              <h2>{p.title}</h2>
              <RichText html={p.content} />
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
      <div className="admit-promo-nav">
        <Button size="small" disabled={current === 0} onClick={() => go(current - 1)}>
          {t('service.previous')}
        </Button>
        <span data-testid="promo-page-number">{t('service.page', { current: current + 1, total })}</span>
        <Button size="small" disabled={current >= total - 1} onClick={() => go(current + 1)}>
          {t('service.next')}
        </Button>
      </div>
    </div>
  );
}
