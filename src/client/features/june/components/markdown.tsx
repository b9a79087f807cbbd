import { Fragment, type ReactNode } from "react";
import { Link } from "@client/lib/router-link";
import { parseMarkdown, type Inline } from "../utils/markdown";

/** Renders June's reply from the safe markdown tree (utils/markdown.ts); never injects HTML. */
export function Markdown({ text }: { text: string }) {
  const blocks = parseMarkdown(text);
  return (
    <div className="space-y-2 break-words">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "p":
            return <p key={i}>{inlines(block.children)}</p>;
          case "heading":
            return (
              <p key={i} className="font-semibold">
                {inlines(block.children)}
              </p>
            );
          case "ul":
          case "ol": {
            const List = block.type;
            return (
              <List
                key={i}
                className={block.type === "ul" ? "list-disc space-y-1 pl-5" : "list-decimal space-y-1 pl-5"}
              >
                {block.items.map((item, j) => (
                  <li key={j}>{inlines(item)}</li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}

function inlines(nodes: Inline[]): ReactNode {
  return nodes.map((node, i) => <Fragment key={i}>{inline(node)}</Fragment>);
}

function inline(node: Inline): ReactNode {
  switch (node.type) {
    case "text":
      return node.text;
    case "br":
      return <br />;
    case "code":
      return <code className="rounded bg-white/70 px-1 py-0.5 font-mono text-[0.85em]">{node.text}</code>;
    case "strong":
      return <strong className="font-semibold">{inlines(node.children)}</strong>;
    case "em":
      return <em>{inlines(node.children)}</em>;
    case "link":
      return node.external ? (
        <a
          href={node.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-medium text-rose underline underline-offset-2"
        >
          {inlines(node.children)}
        </a>
      ) : (
        <Link
          to={node.href}
          rel="noopener noreferrer nofollow"
          className="font-medium text-rose underline underline-offset-2"
        >
          {inlines(node.children)}
        </Link>
      );
  }
}
