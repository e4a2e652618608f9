import { List } from 'antd-mobile';
import { MailOutline, PhonebookOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccountOptions } from '../api/use-account-options.ts';
import { BareHeader } from '../components/bare-header.tsx';
import '../account.css';

/** Forgot password?: the three ways back in (mobile, e-mail, security questions). */
export function ForgetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const recovery = useAccountOptions().data?.recovery;
  const all = [
    {
      to: '/forget_password_phone',
      way: 'sms' as const,
      icon: <PhonebookOutline />,
      label: t('forget.byPhone'),
      hint: t('forget.byPhoneHint'),
    },
    {
      to: '/forget_password_mailbox',
      way: 'email' as const,
      icon: <MailOutline />,
      label: t('forget.byMail'),
      hint: t('forget.byMailHint'),
    },
    {
      to: '/forget_password_question',
      way: 'question' as const,
      icon: <QuestionCircleOutline />,
      label: t('forget.byQuestion'),
      hint: t('forget.byQuestionHint'),
    },
  ];
  // Only the ways the organization offers (all of them until its options have loaded).
  const ways = all.filter((w) => recovery?.[w.way] ?? true);
  return (
    <div className="account-page bare-page">
      <BareHeader title={t('forget.title')} />
      <p className="account-hint page-padding">{t('forget.intro')}</p>
      <List className="account-list">
        {ways.map((w) => (
          <List.Item
            key={w.to}
            prefix={w.icon}
            description={w.hint}
            onClick={() => navigate(w.to)}
            arrowIcon
            data-testid={`forget-${w.to.slice('/forget_password_'.length)}`}
          >
            {w.label}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
