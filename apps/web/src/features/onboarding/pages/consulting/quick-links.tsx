import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type OnboardingView, viewLink } from './consulting-logic.ts';

const links: OnboardingView[] = ['newConsulting', 'grzx'];

/** The onboarding home's entries to 新生咨询 and 个人中心. */
export function OnboardingQuickLinks() {
  const { t } = useTranslation('onboardingConsulting');
  const navigate = useNavigate();
  return (
    <List data-testid="onboarding-quick-links">
      {links.map((v) => (
        <List.Item key={v} onClick={() => navigate(viewLink(v))} data-testid={`onboarding-link-${v}`}>
          {t(v)}
        </List.Item>
      ))}
    </List>
  );
}
