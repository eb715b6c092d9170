// Every document the code and the docs cite exists in the repository: a `docs/….md` path named
// anywhere in the tracked sources, and every relative link between the docs' own pages.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\0")
  .filter((f) => /\.(ts|tsx|mts|mjs|js|md|sh|json|ya?ml|css|html)$/.test(f) && existsSync(f));

const broken = [];
for (const file of files) {
  const text = readFileSync(file, "utf8");
  for (const [path] of text.matchAll(/(?<![\w/.-])docs\/[\w./-]+\.md/g)) {
    if (!existsSync(path)) broken.push(`${file}: ${path}`);
  }
  if (file.endsWith(".md")) {
    for (const [, link] of text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s#]+\.md)(?:#[^)]*)?\)/g)) {
      if (!existsSync(join(dirname(file), link))) broken.push(`${file}: ${link}`);
    }
  }
}
if (broken.length > 0) {
  console.error(`Cited documents that are not in the repository (${broken.length}):\n${broken.join("\n")}`);
  process.exit(1);
}
console.log(`doc links: ${files.length} files, every cited document exists`);
