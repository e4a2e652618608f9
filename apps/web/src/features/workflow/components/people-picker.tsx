import { type ContactBook, contactsEndpoints } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, CheckList, DotLoading, Popup, SearchBar, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client.ts';

export type Person = { userId: string; name: string };

export type PeoplePickerProps = {
  visible: boolean;
  title: string;
  /** Delegation goes to exactly one person. */
  single?: boolean;
  /** Ask for a note (transfer, delegate). */
  withComment?: boolean;
  onClose: () => void;
  onConfirm: (people: Person[], comment: string) => void;
};

/**
 * Chooses people from the address book (platform contacts: who the user may reach), searchable by
 * name or pinyin initials; used for transfer, delegate, add approver and CC.
 */
export function PeoplePicker(p: PeoplePickerProps) {
  const { t } = useTranslation('workflow');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Person[]>([]);
  const [comment, setComment] = useState('');
  const book = useQuery({
    queryKey: ['workflow', 'people', keyword],
    enabled: p.visible,
    queryFn: () =>
      request<ContactBook>({
        service: 'platform',
        path: contactsEndpoints.list.path,
        query: { keyword: keyword || undefined },
        loading: false,
        silent: true,
      }),
  });
  const people = (book.data?.groups ?? []).flatMap((g) => g.people.map((person) => ({ ...person, org: g.orgName })));
  const confirm = () => {
    if (chosen.length === 0 || (p.single && chosen.length !== 1)) {
      Toast.show({ content: p.single ? t('people.pickOne') : t('people.pickSome') });
      return;
    }
    p.onConfirm(chosen, comment.trim());
    setChosen([]);
    setComment('');
  };
  return (
    <Popup visible={p.visible} onMaskClick={p.onClose} onClose={p.onClose} bodyClassName="wf-popup" destroyOnClose>
      <div className="wf-popup-head">
        <h2>{p.title}</h2>
        <span className="muted">{t('people.selected', { count: chosen.length })}</span>
      </div>
      <SearchBar placeholder={t('people.search')} onSearch={setKeyword} onClear={() => setKeyword('')} />
      <div className="wf-popup-scroll" data-testid="people-list">
        {book.isLoading ? (
          <div className="paged-list-state">
            <DotLoading color="primary" />
          </div>
        ) : people.length === 0 ? (
          <div className="paged-list-state">{t('people.none')}</div>
        ) : (
          <CheckList
            multiple={!p.single}
            value={chosen.map((c) => c.userId)}
            onChange={(ids) =>
              setChosen(
                ids.map((id) => ({ userId: String(id), name: people.find((x) => x.userId === id)?.name ?? '' })),
              )
            }
          >
            {people.map((person) => (
              <CheckList.Item
                key={person.userId}
                value={person.userId}
                description={person.org || undefined}
                data-testid={`person-${person.name}`}
              >
                {person.name}
              </CheckList.Item>
            ))}
          </CheckList>
        )}
      </div>
      {p.withComment && (
        <TextArea
          className="wf-popup-comment"
          placeholder={t('people.comment')}
          value={comment}
          onChange={setComment}
          maxLength={500}
          rows={2}
          aria-label={t('people.comment')}
        />
      )}
      <div className="wf-popup-actions">
        <Button block onClick={p.onClose}>
          {t('buttons.cancel')}
        </Button>
        <Button block color="primary" onClick={confirm} data-testid="people-confirm">
          {t('buttons.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
