import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** /refresh: goes back to where it was asked from, so that page mounts afresh. */
export function RefreshPage() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const from = (location.state as { from?: string } | null)?.from ?? '/dashboard';
    navigate(from, { replace: true });
  }, [navigate, location.state]);
  return null;
}

/** /redirect/{route*}: replaces itself with /{route*} (plus the query). */
export function RedirectPage() {
  const navigate = useNavigate();
  const params = useParams();
  const { search } = useLocation();
  useEffect(() => {
    navigate(`/${params['*'] ?? ''}${search}`, { replace: true });
  }, [navigate, params, search]);
  return null;
}
