import { sql } from "drizzle-orm";
import type { UnreadSummary } from "@shared/schemas/collaboration";
import type { Db } from "../../db/client";

/**
 * What a person has not read yet (issue #13): messages from others after their read mark, in the
 * conversations they answer for —
 * - as a couple: its inquiries and its group chat;
 * - as a listing's owner: the inquiries to their venues and vendors (a new inquiry counts, unread);
 * - as a contributor: the group chats of the couples they help (an inquiry's helpers follow it, but
 *   answering businesses is the couple's, so it does not call them with a badge).
 * One account may be several of these; the union is counted. Also the digest's rule of who is told.
 */
export async function unreadSummary(db: Db, userId: string): Promise<UnreadSummary> {
  const result = await db.execute(sql`
    with inquiry_threads as (
      select i.id, i.couple_id, i.created_at, 'inquiry:' || i.id::text as thread
      from inquiries i
      left join venues v on v.id = i.venue_id
      left join vendors d on d.id = i.vendor_id
      where (i.couple_id = ${userId} and exists (select 1 from "user" u where u.id = ${userId} and u.kind = 'couple'))
         or v.owner_id = ${userId} or d.owner_id = ${userId}
    ),
    chats as (
      select u.id as couple_id from "user" u where u.id = ${userId} and u.kind = 'couple'
      union
      select c.couple_id from couple_contributors c where c.user_id = ${userId} and c.status = 'active'
    ),
    counted as (
      select t.thread,
        (select count(*) from inquiry_replies r
          where r.inquiry_id = t.id and r.author_id <> ${userId}
            and r.created_at > coalesce(tr.last_read_at, '-infinity'))
        + case when t.couple_id <> ${userId} and t.created_at > coalesce(tr.last_read_at, '-infinity')
            then 1 else 0 end as unread
      from inquiry_threads t
      left join thread_reads tr on tr.thread_key = t.thread and tr.user_id = ${userId}
      union all
      select 'couple:' || c.couple_id,
        (select count(*) from couple_chat_messages m
          where m.couple_id = c.couple_id and m.author_id <> ${userId}
            and m.created_at > coalesce(tr.last_read_at, '-infinity'))
      from chats c
      left join thread_reads tr on tr.thread_key = 'couple:' || c.couple_id and tr.user_id = ${userId}
    )
    select thread, unread::int as unread from counted where unread > 0 order by thread
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    thread: string;
    unread: number | string;
  }[];
  const threads = rows.map((r) => ({ thread: r.thread, unread: Number(r.unread) }));
  return { total: threads.reduce((sum, t) => sum + t.unread, 0), threads };
}
