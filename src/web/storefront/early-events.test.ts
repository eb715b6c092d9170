import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EarlyEvent, hasHeldEvents, replayEarlyEvents } from "./early-events";

/**
 * The unit project runs in Node, without a DOM library: a few elements stand in for an island's
 * buttons, forms and drop zones — what replayEarlyEvents reads of them and does to them.
 */
class FakeElement {
  parent: FakeElement | null = null;
  children: FakeElement[] = [];
  attributes = new Map<string, string>();
  /** What was done to it: "click", "submit", or the files of a drop. */
  done: (string | string[])[] = [];
  constructor(
    readonly pressable = false,
    readonly root = false,
  ) {}
  append(...kids: FakeElement[]) {
    for (const kid of kids) {
      kid.parent = this;
      this.children.push(kid);
    }
    return this;
  }
  remove() {
    if (this.parent) this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }
  get isConnected(): boolean {
    return this.root || (this.parent?.isConnected ?? false);
  }
  contains(other: unknown): boolean {
    for (let at = other instanceof FakeElement ? other : null; at; at = at.parent) if (at === this) return true;
    return false;
  }
  querySelectorAll(): FakeElement[] {
    return this.children.flatMap((kid) => [...(kid.pressable ? [kid] : []), ...kid.querySelectorAll()]);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  dispatchEvent(event: { type: string; dataTransfer: { files: File[] } }) {
    this.done.push(event.dataTransfer.files.map((f) => f.name));
    return true;
  }
}
class FakeButton extends FakeElement {
  constructor() {
    super(true);
  }
  click() {
    this.done.push("click");
  }
}
class FakeForm extends FakeElement {
  constructor() {
    super(true);
  }
  requestSubmit() {
    this.done.push("submit");
  }
}
class FakeDropzone extends FakeElement {
  constructor() {
    super(true);
  }
}
class FakeDataTransfer {
  files: File[] = [];
  items = { add: (file: File) => this.files.push(file) };
}
class FakeDragEvent {
  readonly dataTransfer: FakeDataTransfer;
  constructor(
    readonly type: string,
    init: { dataTransfer: FakeDataTransfer },
  ) {
    this.dataTransfer = init.dataTransfer;
  }
}

let held: EarlyEvent[];
const island = () => new FakeElement(false, false);
const page = new FakeElement(false, true);
const asIsland = (el: FakeElement) => el as unknown as HTMLElement;
/** An island holding `children`, on the page. */
const islandOnPage = (...children: FakeElement[]) => {
  const el = island().append(...children);
  page.append(el);
  return el;
};
const hold = (type: "click" | "submit", target: FakeElement) => held.push({ type, target: target as unknown as Element });
const holdFiles = (target: FakeElement, ...names: string[]) =>
  held.push({ type: "files", target: target as unknown as Element, files: names.map((n) => new File(["%PDF-1.4\n"], n, { type: "application/pdf" })) });

beforeEach(() => {
  vi.useFakeTimers();
  held = [];
  vi.stubGlobal("window", { __earlyEvents: held });
  vi.stubGlobal("HTMLElement", FakeElement);
  vi.stubGlobal("HTMLFormElement", FakeForm);
  vi.stubGlobal("DataTransfer", FakeDataTransfer);
  vi.stubGlobal("DragEvent", FakeDragEvent);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  page.children = [];
});

describe("replayEarlyEvents", () => {
  it("marks the island hydrated and performs its held presses in order, in the next task, once each", () => {
    const add = new FakeButton();
    const form = new FakeForm();
    const el = islandOnPage(add, form);
    hold("click", add);
    hold("submit", form);
    hold("click", add);

    replayEarlyEvents(asIsland(el));
    expect(el.attributes.has("data-hydrated")).toBe(true);
    // Not yet: React renders what was handed over to it first.
    expect([add.done, form.done]).toEqual([[], []]);
    vi.runAllTimers();
    expect(add.done).toEqual(["click", "click"]);
    expect(form.done).toEqual(["submit"]);
    expect(held).toEqual([]);
    // A second hydration of the same island performs nothing again.
    replayEarlyEvents(asIsland(el));
    vi.runAllTimers();
    expect(add.done).toEqual(["click", "click"]);
  });

  it("leaves another island's held presses, and those held after, in the shell's one list", () => {
    const mine = new FakeButton();
    const theirs = new FakeButton();
    const a = island().append(mine);
    const b = island().append(theirs);
    page.append(a, b);
    hold("click", mine);
    hold("click", theirs);
    const list = held;

    replayEarlyEvents(asIsland(a));
    const later = new FakeButton();
    b.append(later);
    hold("click", later);
    vi.runAllTimers();

    expect(mine.done).toEqual(["click"]);
    expect([theirs.done, later.done]).toEqual([[], []]);
    expect(window.__earlyEvents).toBe(list);
    expect(list.map((e) => e.target)).toEqual([theirs, later]);
    expect(hasHeldEvents(asIsland(b))).toBe(true);
    expect(hasHeldEvents(asIsland(a))).toBe(false);
  });

  it("presses the button now in the held one's place when React drew it anew", () => {
    const first = new FakeButton();
    const trigger = new FakeButton();
    const el = islandOnPage(first, trigger);
    hold("click", trigger);

    replayEarlyEvents(asIsland(el));
    trigger.remove();
    const redrawn = new FakeButton();
    el.append(redrawn);
    vi.runAllTimers();

    expect(redrawn.done).toEqual(["click"]);
    expect(first.done).toEqual([]);
  });

  it("drops nothing anywhere when the held target is gone and nothing stands in its place", () => {
    const only = new FakeButton();
    const el = islandOnPage(only);
    hold("click", only);

    replayEarlyEvents(asIsland(el));
    only.remove();
    vi.runAllTimers();

    expect(only.done).toEqual([]);
    expect(held).toEqual([]);
  });

  it("hands a file dropped or pasted before the code came to the drop zone as a drop", () => {
    const zone = new FakeDropzone();
    const send = new FakeButton();
    const el = islandOnPage(new FakeForm().append(zone, send));
    holdFiles(zone, "letter.pdf");
    hold("click", send);

    replayEarlyEvents(asIsland(el));
    vi.runAllTimers();

    expect(zone.done).toEqual([["letter.pdf"]]);
    // The file is there before the press that sends the form.
    expect(send.done).toEqual(["click"]);
  });

  it("finds a redrawn drop zone by its place among the island's buttons, forms and zones", () => {
    const zone = new FakeDropzone();
    const el = islandOnPage(new FakeButton(), zone);
    holdFiles(zone, "passport.jpg", "page-2.jpg");

    replayEarlyEvents(asIsland(el));
    zone.remove();
    const redrawn = new FakeDropzone();
    el.append(redrawn);
    vi.runAllTimers();

    expect(redrawn.done).toEqual([["passport.jpg", "page-2.jpg"]]);
  });
});

describe("hasHeldEvents", () => {
  it("says whether something inside the island waits for it", () => {
    const zone = new FakeDropzone();
    const el = island().append(zone);
    const other = island().append(new FakeButton());
    page.append(el, other);
    expect(hasHeldEvents(asIsland(el))).toBe(false);
    holdFiles(zone, "letter.pdf");
    expect(hasHeldEvents(asIsland(el))).toBe(true);
    expect(hasHeldEvents(asIsland(other))).toBe(false);
  });

  it("is false on a page without the shell's list", () => {
    vi.stubGlobal("window", {});
    expect(hasHeldEvents(asIsland(island()))).toBe(false);
  });
});
