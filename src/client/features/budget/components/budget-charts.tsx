import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { BudgetView } from "@shared/schemas/budget";
import { formatCents, formatMonth } from "../utils/money";

const axis = { fontSize: 12, fill: "#6b5e5a" };
const dollars = (cents: number) =>
  cents >= 100_000 ? `$${Math.round(cents / 100_000)}k` : formatCents(cents, { compact: true });
// The legend's words in ink (recharts colours them like their bars; the light "Allocated" is unreadable).
const legendText = (value: string) => <span style={{ color: "#3b2f2c" }}>{value}</span>;
const money = (value: unknown) => (typeof value === "number" ? formatCents(value) : String(value));

/**
 * The tracker's charts (recharts, in a chunk of its own: loaded only when the couple opens them). Each
 * has its table a click away, and a screen reader reads the table instead of the drawing.
 */
export default function BudgetCharts({ view }: { view: BudgetView }) {
  const [asTable, setAsTable] = useState(false);
  const byCategory = view.categories.map((c) => ({
    name: c.name,
    allocated: c.allocatedCents,
    committed: c.committedCents,
    paid: c.paidCents,
  }));
  const months = view.cashByMonth.map((m) => ({ month: formatMonth(m.month), due: m.dueCents }));
  return (
    <div className="grid gap-8 pt-4 lg:grid-cols-2">
      <label className="flex items-center gap-2 justify-self-end text-small text-muted lg:col-span-2">
        <input
          type="checkbox"
          className="accent-sage"
          checked={asTable}
          onChange={(e) => setAsTable(e.target.checked)}
        />
        Show as tables
      </label>
      <figure className="flex flex-col gap-2">
        <figcaption className="text-body font-medium text-ink">
          Allocated, committed and paid by category
        </figcaption>
        {!asTable && (
          <div style={{ height: Math.max(180, byCategory.length * 34 + 60) }} aria-hidden>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={byCategory}
                layout="vertical"
                barGap={1}
                margin={{ top: 4, right: 12, bottom: 0, left: 4 }}
              >
                <CartesianGrid strokeDasharray="3 3" stroke="#e7dcd3" horizontal={false} />
                <XAxis type="number" tickFormatter={dollars} tick={axis} />
                <YAxis type="category" dataKey="name" tick={axis} width={112} interval={0} />
                <Tooltip formatter={money} />
                <Legend wrapperStyle={{ fontSize: 13 }} formatter={legendText} />
                <Bar dataKey="allocated" name="Allocated" fill="#cfd8cb" isAnimationActive={false} />
                <Bar dataKey="committed" name="Committed" fill="#b08d57" isAnimationActive={false} />
                <Bar dataKey="paid" name="Paid" fill="#566853" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
        <div className={asTable ? "overflow-x-auto" : "sr-only"}>
          <table className="w-full text-small">
            <thead>
              <tr className="border-b border-line text-left text-muted">
                <th className="py-1.5 font-medium">Category</th>
                <th className="py-1.5 text-right font-medium">Allocated</th>
                <th className="py-1.5 text-right font-medium">Committed</th>
                <th className="py-1.5 text-right font-medium">Paid</th>
              </tr>
            </thead>
            <tbody>
              {byCategory.map((c) => (
                <tr key={c.name} className="border-b border-line/60">
                  <td className="py-1.5 text-ink">{c.name}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatCents(c.allocated)}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatCents(c.committed)}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatCents(c.paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
      <figure className="flex flex-col gap-2">
        <figcaption className="text-body font-medium text-ink">
          Cash needed per month until the wedding
        </figcaption>
        {months.length === 0 ? (
          <p className="text-body text-muted">No unpaid payments with a due date yet.</p>
        ) : (
          <>
            {!asTable && (
              <div className="h-56" aria-hidden>
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                    <CartesianGrid strokeDasharray="3 3" stroke="#e7dcd3" vertical={false} />
                    <XAxis dataKey="month" tick={axis} />
                    <YAxis tickFormatter={dollars} tick={axis} width={56} />
                    <Tooltip formatter={money} />
                    <Bar dataKey="due" name="Due" fill="#9f4a5b" maxBarSize={48} isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            )}
            <div className={asTable ? "overflow-x-auto" : "sr-only"}>
              <table className="w-full text-small">
                <thead>
                  <tr className="border-b border-line text-left text-muted">
                    <th className="py-1.5 font-medium">Month</th>
                    <th className="py-1.5 text-right font-medium">Due</th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((m) => (
                    <tr key={m.month} className="border-b border-line/60">
                      <td className="py-1.5 text-ink">{m.month}</td>
                      <td className="py-1.5 text-right tabular-nums">{formatCents(m.due)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </figure>
    </div>
  );
}
