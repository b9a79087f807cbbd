// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { installAutoFocus } from "./autofocus";

installAutoFocus();
afterEach(cleanup);

function Later({ withRef }: { withRef: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const [count, setCount] = useState(0);
  const ref = useRef<HTMLInputElement>(null);
  return (
    <div>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => setCount(count + 1)}>
        Again {count}
      </button>
      {isOpen && (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the behaviour under test: a field the user just opened
        <input aria-label="Reply" autoFocus ref={withRef ? ref : undefined} />
      )}
      <output>{ref.current ? "ref set" : "no ref"}</output>
    </div>
  );
}

describe("autoFocus", () => {
  for (const withRef of [false, true]) {
    it(`focuses a field that mounts after the page loaded, once (${withRef ? "with" : "without"} its own ref)`, async () => {
      render(<Later withRef={withRef} />);
      await act(async () => fireEvent.click(screen.getByText("Open")));
      const field = screen.getByLabelText("Reply");
      expect(document.activeElement).toBe(field);
      // A later render of the same field does not take the focus back.
      const again = screen.getByText(/Again/);
      again.focus();
      await act(async () => fireEvent.click(again));
      expect(document.activeElement).toBe(again);
      if (withRef) expect(screen.getByText("ref set")).toBeTruthy();
    });
  }
});
