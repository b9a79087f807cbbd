import { describe, expect, it } from "vitest";
import { pureReactRouter } from "./vite-pure-router";

const transform = (code: string, id = "/app/node_modules/react-router/dist/development/chunk-X.mjs") => {
  const hook = pureReactRouter().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id)?.code ?? null;
};

describe("React Router made tree-shakeable", () => {
  it("marks the components and contexts React makes as pure, and drops their display names", () => {
    const code = [
      "var Form = React10.forwardRef(",
      "  function FormImpl() {}",
      ");",
      'Form.displayName = "Form";',
      "var RouteContext = React.createContext(null);",
      'RouteContext.displayName = "Route";',
    ].join("\n");
    expect(transform(code)).toBe(
      [
        "var Form = /* @__PURE__ */ React10.forwardRef(",
        "  function FormImpl() {}",
        ");",
        "",
        "var RouteContext = /* @__PURE__ */ React.createContext(null);",
        "",
      ].join("\n"),
    );
  });

  it("leaves other statements, and other packages, as they are", () => {
    const code = 'if (x) y.displayName = "Y";\nvar z = makeThing();\nwindow.__reactRouterVersion = "7";';
    expect(transform(code)).toBe(code);
    expect(transform('Form.displayName = "Form";', "/app/src/client/lib/router-link.tsx")).toBeNull();
  });
});
