import type { AnyTool, EngineEvent, PendingAction, ToolIO, ToolName } from "../types";

/**
 * The tools of one request, called by name exactly as a model would call them: the input is validated by
 * the tool's own schema, every call is reported as a `tool` event with the tool's summary, and reads
 * without input (profile, budget…) are asked once per reply.
 */
export class Toolbox {
  readonly events: EngineEvent[] = [];
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(
    private readonly tools: AnyTool[],
    private readonly signal: AbortSignal,
  ) {}

  has(name: ToolName): boolean {
    return this.tools.some((t) => t.name === name);
  }

  /** The tool's output, or undefined when this request has no such tool. Throws when the tool fails. */
  async call<N extends ToolName>(
    name: N,
    input: ToolIO[N]["input"],
  ): Promise<ToolIO[N]["output"] | undefined> {
    const tool = this.tools.find((t) => t.name === name);
    if (!tool) return undefined;
    const key = `${name}:${JSON.stringify(input)}`;
    const cached = this.cache.get(key);
    if (cached) return (await cached) as ToolIO[N]["output"];
    const pending = (async () => {
      this.signal.throwIfAborted();
      const parsed = tool.input.parse(input) as ToolIO[N]["input"];
      const output = (await tool.run(parsed, { signal: this.signal })) as ToolIO[N]["output"];
      this.events.push({ type: "tool", name, summary: tool.summarize(parsed, output) });
      return output;
    })();
    this.cache.set(key, pending);
    return pending;
  }

  propose(action: PendingAction) {
    this.events.push({ type: "action", action });
  }

  profile() {
    return this.call("couple_profile", {});
  }
}

export type Profile = NonNullable<Awaited<ReturnType<Toolbox["profile"]>>>;
