import type { WorkbenchApp, WorkbenchApps } from '@campusflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentRole, useSession } from '../../../session/session.ts';
import { collectApp, fetchApps, removeApp, reorderApps, workbenchKeys } from './workbench-api.ts';

/**
 * The application centre and my apps, with collect / remove / reorder. The cache is updated at once
 * (optimistic) and the home tab's copy is invalidated, so the workbench shows the change on return.
 */
export function useMyApps() {
  const { t } = useTranslation('dashboard');
  const s = useSession();
  const roleId = currentRole(s)?.id ?? null;
  const client = useQueryClient();
  const key = workbenchKeys.apps(roleId);
  const apps = useQuery({ queryKey: key, queryFn: fetchApps });

  const setMine = (mine: WorkbenchApp[]) =>
    client.setQueryData<WorkbenchApps>(key, (old) => (old ? { ...old, myApps: mine } : old));
  const settle = () => client.invalidateQueries({ queryKey: workbenchKeys.home(roleId) });
  const rollback = async () => {
    await client.invalidateQueries({ queryKey: key });
  };

  const toggle = useMutation({
    mutationFn: async (app: WorkbenchApp) => {
      const mine = apps.data?.myApps ?? [];
      const has = mine.some((a) => a.menuId === app.menuId);
      setMine(has ? mine.filter((a) => a.menuId !== app.menuId) : [...mine, app]);
      if (has) await removeApp(app.menuId);
      else await collectApp(app.menuId);
      return !has;
    },
    onSuccess: (added) => {
      Toast.show({ content: t(added ? 'apps.collected' : 'apps.removed'), duration: 2000 });
      void settle();
    },
    onError: rollback,
  });

  const reorder = useMutation({
    mutationFn: async (ordered: WorkbenchApp[]) => {
      setMine(ordered);
      await reorderApps(ordered.map((a) => a.menuId));
    },
    onSuccess: () => void settle(),
    onError: rollback,
  });

  return { apps, toggle, reorder };
}
