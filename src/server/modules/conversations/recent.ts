import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export type RecentMessage = {
  thread: string;
  title: string;
  authorName: string;
  preview: string;
  createdAt: string;
  isUnread: boolean;
};

/**
 * The newest messages others wrote to a couple (issue #14, the couple's dashboard): replies in its
 * inquiries and its group chat, newest first, each with whether the couple has read it. One query.
 * `coupleId` comes from the caller's access scope.
 */
export async function recentMessages(db: Db, coupleId: string, limit: number): Promise<RecentMessage[]> {
  const result = await db.execute(sql`
    with msgs as (
      (select 'inquiry:' || i.id::text as thread, coalesce(v.name, d.business_name, 'Inquiry') as title,
              r.author_id, r.body, jsonb_array_length(r.attachments) as files, r.created_at
       from inquiry_replies r
       join inquiries i on i.id = r.inquiry_id
       left join venues v on v.id = i.venue_id
       left join vendors d on d.id = i.vendor_id
       where i.couple_id = ${coupleId} and r.author_id <> ${coupleId}
       order by r.created_at desc limit ${limit})
      union all
      (select 'couple:' || m.couple_id, 'Group chat', m.author_id, m.body, jsonb_array_length(m.attachments),
              m.created_at
       from couple_chat_messages m
       where m.couple_id = ${coupleId} and m.author_id <> ${coupleId}
       order by m.created_at desc limit ${limit})
    )
    select m.thread, m.title, u.name as author_name, left(m.body, 140) as preview, m.files,
           m.created_at, m.created_at > coalesce(tr.last_read_at, '-infinity') as is_unread
    from msgs m
    join "user" u on u.id = m.author_id
    left join thread_reads tr on tr.thread_key = m.thread and tr.user_id = ${coupleId}
    order by m.created_at desc
    limit ${limit}
  `);
  type Row = {
    thread: string;
    title: string;
    author_name: string;
    preview: string;
    files: number | string;
    created_at: Date | string;
    is_unread: boolean;
  };
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
  return rows.map((r) => ({
    thread: r.thread,
    title: r.title,
    authorName: r.author_name,
    preview: r.preview.trim() || (Number(r.files) > 0 ? "Sent an attachment." : ""),
    createdAt: new Date(r.created_at).toISOString(),
    isUnread: Boolean(r.is_unread),
  }));
}
