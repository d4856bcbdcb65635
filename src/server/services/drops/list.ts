// The salons' weekly-drop list (product.md §10): approved salons that asked to hear of every new
// salons' drop. A salon joins and leaves in its own salon session; admins see and prune it.
import { sql } from 'drizzle-orm';
import type { DropListMember } from '@/domain/drops';
import type { Database } from '../../db/client';
import { changedFields, recordAudit } from '../audit';
import { rowsOf } from './rows';

export async function joinDropList(db: Database, salonId: string): Promise<void> {
  await db.execute(sql`
    insert into drop_list_members (salon_id)
    select id from salons where id = ${salonId} and status = 'approved'
    on conflict (salon_id) do nothing`);
}

export async function leaveDropList(db: Database, salonId: string): Promise<void> {
  await db.execute(sql`delete from drop_list_members where salon_id = ${salonId}`);
}

/** An admin takes a salon off the list; with its audit row. False when it was not on it. */
export async function removeDropMember(db: Database, salonId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = rowsOf<{ salon_id: string }>(
      await tx.execute(
        sql`delete from drop_list_members where salon_id = ${salonId} returning salon_id`,
      ),
    );
    if (removed.length === 0) return false;
    const [salon] = rowsOf<{ salon_name: string }>(
      await tx.execute(sql`select salon_name from salons where id = ${salonId}`),
    );
    await recordAudit(tx, {
      action: 'drop-list.remove',
      target: { type: 'salon', id: salonId, label: salon?.salon_name },
      changes: changedFields({ dropListMember: true }, { dropListMember: false }),
    });
    return true;
  });
}

/** Every member that is still an approved salon, by name. */
export async function listDropMembers(db: Database): Promise<DropListMember[]> {
  const rows = rowsOf<{
    salon_id: string;
    salon_name: string;
    city: string;
    email: string;
    joined_at: Date | string;
  }>(
    await db.execute(sql`
      select m.salon_id, s.salon_name, s.city, s.email, m.joined_at
      from drop_list_members m join salons s on s.id = m.salon_id
      where s.status = 'approved'
      order by s.salon_name`),
  );
  return rows.map((row) => ({
    salonId: row.salon_id,
    salonName: row.salon_name,
    city: row.city,
    email: row.email,
    joinedAt: new Date(row.joined_at).toISOString(),
  }));
}
