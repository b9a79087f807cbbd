import { options, type Ref, type VNode } from "preact";

/**
 * `autoFocus` as React does it: the element is focused when it mounts. Preact (docs/decisions/052) only
 * sets the `autofocus` attribute, which the browser honours once per page load, so a field in a form or
 * dialog opened later would not get the focus. Installed once by main.tsx.
 *
 * The focusing ref must stay the same function from one render to the next (Preact calls a new ref again,
 * which would pull the focus back on every render): one per given ref, and one for elements without.
 */
const focusOnMount = (element: HTMLElement | null) => {
  // Refs run before a new subtree is attached to the document: focus once this render has committed.
  if (element) queueMicrotask(() => element.isConnected && element.focus());
};
type GivenRef = NonNullable<Ref<HTMLElement>>;
const composed = new WeakMap<GivenRef, GivenRef>();

function withFocus(given: GivenRef): GivenRef {
  let ref = composed.get(given);
  if (!ref) {
    ref = (element: HTMLElement | null) => {
      if (typeof given === "function") given(element);
      else given.current = element;
      focusOnMount(element);
    };
    composed.set(given, ref);
  }
  return ref;
}

export function installAutoFocus() {
  // Preact's documented hook for every new vnode; the one installed before (preact/compat's) still runs.
  const previous = options.vnode?.bind(options);
  options.vnode = (vnode: VNode<{ autoFocus?: boolean }>) => {
    if (typeof vnode.type === "string" && vnode.props.autoFocus) {
      vnode.ref = vnode.ref ? withFocus(vnode.ref) : focusOnMount;
    }
    previous?.(vnode);
  };
}
