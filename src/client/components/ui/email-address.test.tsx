// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EmailAddress, emailBreakParts } from "./email-address";

afterEach(cleanup);

describe("EmailAddress", () => {
  it("offers a break after the @ and after each dot, and nowhere else", () => {
    expect(emailBreakParts("olivia.harrington-whitfield@longbranchweddings.co.uk")).toEqual([
      "olivia.",
      "harrington-whitfield@",
      "longbranchweddings.",
      "co.",
      "uk",
    ]);
    const { container } = render(<EmailAddress email="ava@example.test" />);
    expect(container.innerHTML).toBe('<span class="wrap-anywhere">ava@<wbr>example.<wbr>test</span>');
    // Copying the address gives it back whole.
    expect(container.textContent).toBe("ava@example.test");
  });
});
