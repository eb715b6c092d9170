import ts from "typescript";
import { describe, expect, it } from "vitest";
import { conflicts, settings } from "@web/lib/class-conflicts";
import { badgeVariants } from "./badge";
import { cardVariants, descriptionVariants, footerVariants, headerVariants, titleVariants } from "./card";
import { inputClasses } from "./input";
import { buttonVariants } from "./plain-button";

/**
 * A kit component's classes and a caller's className are joined, not merged: where both set the
 * same property (padding, gap, flex direction, text colour…), the stylesheet's order picks one,
 * whatever the caller meant. So no caller may set what a kit component sets; a variant prop
 * (Card's `gap`, CardContent's `pad`…) says it instead.
 */
// The web's components as text (Vite's glob: the web's code reads no files itself).
const texts: Record<string, string> = import.meta.glob(["../**/*.tsx", "!../**/*.test.tsx"], { query: "?raw", import: "default", eager: true });
const sources = Object.entries(texts).map(([file, text]) => ts.createSourceFile(file.replace(/^\.\.\//, ""), text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));

/** The modules' constant strings by name (`fieldControlClass`), for a kit that joins one. */
const constants = new Map<string, string>();
for (const source of sources)
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer && ts.isStringLiteral(d.initializer)) constants.set(d.name.text, d.initializer.text);

/** Every string a className expression can produce, one by one. */
function strings(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isIdentifier(node)) return constants.has(node.text) ? [constants.get(node.text) as string] : [];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.flatMap((s) => [...strings(s.expression), s.literal.text])];
  const found: string[] = [];
  node.forEachChild((child) => {
    found.push(...strings(child));
  });
  return found;
}

/** Kit components: their name → their own classes (a `slotted` primitive's, or the literals joined before the caller's className). */
function kitComponents(): Map<string, (attrs: Record<string, string | boolean>) => string> {
  const kit = new Map<string, (attrs: Record<string, string | boolean>) => string>();
  // Variants by the JSX's literal props (a prop given by an expression counts as its default).
  const props = (a: Record<string, string | boolean>) => a as never;
  kit.set("Button", (a) => buttonVariants(props(a)));
  kit.set("PlainButton", (a) => buttonVariants(props(a)));
  kit.set("Badge", (a) => badgeVariants(props(a)));
  kit.set("Card", (a) => cardVariants(props(a)));
  kit.set("CardHeader", (a) => headerVariants(props(a)));
  kit.set("CardTitle", (a) => titleVariants(props(a)));
  kit.set("CardDescription", (a) => descriptionVariants(props(a)));
  kit.set("CardFooter", (a) => footerVariants(props(a)));
  kit.set("Input", (a) => inputClasses(props(a)));
  for (const source of sources) {
    const visit = (node: ts.Node, owner?: string) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isCallExpression(node.initializer)) {
        const call = node.initializer;
        if (ts.isIdentifier(call.expression) && call.expression.text === "slotted") {
          const classes = call.arguments[2];
          if (classes) kit.set(node.name.text, () => strings(classes).join(" "));
        }
      }
      let name = owner;
      if (ts.isFunctionDeclaration(node) && node.name) name = node.name.text;
      if (name && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "cn") {
        const last = node.arguments[node.arguments.length - 1];
        if (last && ts.isIdentifier(last) && last.text === "className" && !kit.has(name)) {
          const own = node.arguments.slice(0, -1).flatMap(strings).join(" ");
          kit.set(name, () => own);
        }
      }
      node.forEachChild((child) => visit(child, name));
    };
    visit(source);
  }
  return kit;
}

type Clash = { where: string; component: string; classes: string[] };
function clashes(): Clash[] {
  const kit = kitComponents();
  const found: Clash[] = [];
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = node.tagName.getText(source);
        const own = kit.get(tag);
        if (own) {
          const attrs: Record<string, string | boolean> = {};
          let className: ts.Node | undefined;
          for (const attr of node.attributes.properties) {
            if (!ts.isJsxAttribute(attr)) continue;
            const attrName = attr.name.getText(source);
            if (!attr.initializer) {
              attrs[attrName] = true;
              continue;
            }
            if (attrName === "className") className = attr.initializer;
            else if (ts.isStringLiteral(attr.initializer)) attrs[attrName] = attr.initializer.text;
          }
          if (className) {
            const classes = strings(className).flatMap((s) => conflicts(own(attrs), s));
            const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
            if (classes.length) found.push({ where: `${source.fileName}:${line}`, component: tag, classes });
          }
        }
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return found;
}

describe("kit components' classes", () => {
  it("tells what a class sets, under which conditions", () => {
    expect(settings("sm:gap-4")).toEqual(["sm:gap-x#0", "sm:gap-y#0"]);
    expect(settings("px-6")).toEqual(["pr#1", "pl#1"]);
    expect(settings("text-muted-foreground")).toEqual(["color"]);
    expect(settings("[&_svg]:size-4")).toEqual([]);
    expect(conflicts("flex flex-col gap-6 py-6", "gap-4 p-0 sm:flex-row mt-2")).toEqual(["gap-4", "p-0"]);
    // The stylesheet puts a side's class after the shorthand: refining is safe, the reverse is not.
    expect(conflicts("px-3", "pl-9")).toEqual([]);
    expect(conflicts("pl-9", "px-3")).toEqual(["px-3"]);
  });

  it("no caller passes a class that sets what the kit component sets itself", () => {
    expect(clashes()).toEqual([]);
  });
});
