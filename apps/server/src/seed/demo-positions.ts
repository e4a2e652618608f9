import type { Db } from '../platform/db/database.ts';
import { newId } from '../platform/db/ids.ts';

// Positions and groups of the demo university, for the user pickers (/user/query4Position, query4Group)
// and workflow assignee rules (position:dean, group:aid-panel).
const positions = [
  { code: 'dean', name: '院长', holders: ['collegeadmin'] },
  { code: 'affairs-director', name: '学生工作处处长', holders: ['affairsadmin'] },
  { code: 'class-advisor', name: '辅导员', holders: ['counsellor', 'counsellor2', 'multirole'] },
];
const groups = [{ code: 'aid-panel', name: '资助评审组', members: ['affairsadmin', 'collegeadmin', 'counsellor'] }];

export async function seedDemoPositionsAndGroups(db: Db, tenantId: string, userIds: Map<string, string>) {
  const userId = (account: string) => {
    const id = userIds.get(account);
    if (!id) throw new Error(`demo account ${account} missing`);
    return id;
  };
  for (const p of positions) {
    const id = newId();
    await db.insertInto('positions').values({ tenantId, id, code: p.code, name: p.name }).execute();
    await db
      .insertInto('userPositions')
      .values(p.holders.map((a) => ({ tenantId, userId: userId(a), positionId: id })))
      .execute();
  }
  for (const g of groups) {
    const id = newId();
    await db.insertInto('groups').values({ tenantId, id, code: g.code, name: g.name }).execute();
    await db
      .insertInto('userGroups')
      .values(g.members.map((a) => ({ tenantId, userId: userId(a), groupId: id })))
      .execute();
  }
}
