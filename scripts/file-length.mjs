/**
 * The file-length guard (issue 51): a source file over 300 lines in app/, workers/ or the mock's
 * routes is a file doing several jobs, and each next change would make it longer. Lists every
 * `.ts`, `.tsx` and `.mjs` file over the limit there (paraglide's output and `*.generated.ts`
 * are written by tools, not read by people, so they are left out) and exits 1 if there is one.
 *
 *   node scripts/file-length.mjs
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const LINE_LIMIT = 300;

/** The folders the guard reads, relative to the repository root. */
const GUARDED_FOLDERS = ["app", "workers", "mocks/routes"];
/** Folders whose files tools write; paths relative to the repository root. */
const GENERATED_FOLDERS = new Set(["app/paraglide"]);

const isSource = (name) => /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith(".generated.ts");

/** Lines as an editor numbers them: a final newline does not open one more. */
export function countLines(text) {
  if (text === "") return 0;
  const newlines = text.split("\n").length - 1;
  return text.endsWith("\n") ? newlines : newlines + 1;
}

function sourceFiles(root, folder) {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const child = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return GENERATED_FOLDERS.has(child) ? [] : sourceFiles(root, child);
    return entry.isFile() && isSource(entry.name) ? [child] : [];
  });
}

/**
 * The guarded files under `root` longer than `limit` lines, longest first, as
 * `{ path, lines }` with `path` relative to `root` and written with `/`.
 */
export function overLongFiles(root, { limit = LINE_LIMIT } = {}) {
  return GUARDED_FOLDERS.flatMap((folder) => sourceFiles(root, folder))
    .map((path) => ({ path, lines: countLines(readFileSync(join(root, path), "utf8")) }))
    .filter((file) => file.lines > limit)
    .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}

function main() {
  const root = resolve(import.meta.dirname, "..");
  const found = overLongFiles(root);
  for (const { path, lines } of found) console.error(`${path}: ${lines} lines (limit ${LINE_LIMIT})`);
  if (found.length > 0) {
    console.error(`${found.length} file(s) over ${LINE_LIMIT} lines: split each by responsibility.`);
    process.exit(1);
  }
  console.log(`file length: OK, no file over ${LINE_LIMIT} lines in ${GUARDED_FOLDERS.join(", ")}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
