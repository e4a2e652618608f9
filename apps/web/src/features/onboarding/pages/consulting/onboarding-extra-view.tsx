import { NavBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { OnboardingView } from './consulting-logic.ts';
import { GrzxView } from './grzx-view.tsx';
import { PictureDetailsView } from './picture-details.tsx';
import { AskQuestionsView, NewConsultingView, ProblemDetailsView } from './student-consulting.tsx';
import './consulting.css';

/** The new student's extra pages, shown inside yxxt_lc_index (`?view=`), see consulting-logic.ts. */
export function OnboardingExtraView({ view }: { view: OnboardingView }) {
  const { t } = useTranslation('onboardingConsulting');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const at = params.get('at');
  return (
    <div data-testid={`onboarding-view-${view}`}>
      <NavBar onBack={() => navigate(-1)}>{t(view)}</NavBar>
      {view === 'newConsulting' && <NewConsultingView />}
      {view === 'askQuestions' && <AskQuestionsView />}
      {view === 'problemDetails' && <ProblemDetailsView id={id} />}
      {view === 'pictureDetails' && <PictureDetailsView at={at === null ? null : Number(at) || 0} />}
      {view === 'grzx' && <GrzxView />}
    </div>
  );
}
