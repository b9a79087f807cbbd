import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { PendingState } from "@client/components/ui/pending-state";
import { useTimeline } from "../api/guests-api";

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00`).toLocaleDateString(undefined, { month: "short", day: "numeric" });

/**
 * Answers per day (recharts, in a chunk of its own: loaded only when the couple opens the chart).
 * A visually hidden table says the same for screen readers.
 */
export default function ResponsesChart() {
  const query = useTimeline();
  if (query.isPending)
    return (
      <PendingState query={query}>
        <p className="py-10 text-center text-body text-muted">Loading the chart…</p>
      </PendingState>
    );
  if (query.isError)
    return (
      <p role="alert" className="py-6 text-body text-red-700">
        The chart could not be loaded.{" "}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  const days = query.data;
  if (days.length === 0)
    return (
      <p className="py-6 text-body text-muted">No answers yet. They show here day by day as they arrive.</p>
    );
  return (
    <figure>
      <div className="h-56" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e7dcd3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={dayLabel} tick={{ fontSize: 12, fill: "#6b5e5a" }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#6b5e5a" }} />
            <Tooltip labelFormatter={(d) => (typeof d === "string" ? dayLabel(d) : "")} />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar
              dataKey="attending"
              name="Attending"
              stackId="a"
              fill="#566853"
              maxBarSize={48}
              isAnimationActive={false}
            />
            <Bar
              dataKey="declined"
              name="Declined"
              stackId="a"
              fill="#9f4a5b"
              maxBarSize={48}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Answers per day</caption>
        <thead>
          <tr>
            <th>Day</th>
            <th>Attending</th>
            <th>Declined</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{dayLabel(d.day)}</td>
              <td>{d.attending}</td>
              <td>{d.declined}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
