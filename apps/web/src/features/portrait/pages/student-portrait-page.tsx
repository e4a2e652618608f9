import { useParams } from 'react-router';
import { PortraitPage } from './portrait-page.tsx';

/** /portrait/student/:userId: a teacher's view of one of their students (opened from Contacts). */
export function StudentPortraitPage() {
  const { userId = '' } = useParams();
  return <PortraitPage userId={userId} />;
}
