/**
 * The folder-level import graph of one half (issue 29, point 4; decisions/067): a folder is the
 * first path segment under app/ or api/, or a member of a grouping folder (a file at the top is a
 * node of its own), and folder A
 * imports folder B when any runtime file in A imports a file in B — type-only imports included, for
 * a type in the wrong folder ties two folders as much as a function does. Co-located tests are left
 * out: they are not part of the code's structure.
 *
 *   node --import tsx scripts/folder-imports.ts [app|api]
 *
 * prints the knots (strongly connected components of more than one folder) and, for each knot, the
 * edges that close it: those against an order of its folders (fewest importers first), with the
 * files that make them. Breaking every listed edge of a knot unties it.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export type Half = "app" | "api";

const root = path.resolve(import.meta.dirname, "..");
const extensions = [".ts", ".tsx", ".mts", ".js", ".mjs"];
// The aliases of tsconfig.json's `paths` (eslint resolves through the same file).
const aliases: Record<string, string> = { "~/": "app/", "#api/": "api/" };

/** An edge between two folders and the files (importer → imported) that make it. */
export interface FolderEdge {
  from: string;
  to: string;
  files: { importer: string; imported: string }[];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const runtime = /\.(ts|tsx|mts)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts");
    return runtime ? [full] : [];
  });
}

function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The repository-relative file a specifier names, or undefined for a package or a file that is not there. */
function resolveSpecifier(importer: string, specifier: string): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = path.join(root, aliases[alias]!, specifier.slice(alias.length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(importer), specifier);
  else return undefined;
  const stripped = base.replace(/\.(js|mjs)$/, "");
  const candidates = [base, ...extensions.map((ext) => stripped + ext), ...extensions.map((ext) => path.join(base, `index${ext}`))];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  return found && path.relative(root, found);
}

/**
 * Folders that only group others (app/areas, app/platform, app/shell and the named groups of areas,
 * decision 073): their members are the nodes, e.g. "areas/my-kitchen/pantry", "platform/http".
 */
const groupingFolders = new Set(["app/areas", "app/platform", "app/shell", "app/areas/my-kitchen", "app/areas/account"]);

/** The folder (or top-level file) of a repository-relative path inside `half`, or undefined outside it. */
function folderOf(half: Half, file: string): string | undefined {
  const segments = file.split(path.sep);
  if (segments[0] !== half) return undefined;
  let depth = 2;
  while (depth < segments.length && groupingFolders.has(segments.slice(0, depth).join("/"))) depth += 1;
  return segments.slice(1, depth).join("/");
}

export function folderGraph(half: Half): FolderEdge[] {
  const edges = new Map<string, FolderEdge>();
  for (const file of sourceFiles(path.join(root, half))) {
    const importer = path.relative(root, file);
    const from = folderOf(half, importer)!;
    for (const specifier of specifiersOf(file)) {
      const imported = resolveSpecifier(file, specifier);
      const to = imported && folderOf(half, imported);
      if (!to || to === from) continue;
      const key = `${from}\u0000${to}`;
      let edge = edges.get(key);
      if (!edge) edges.set(key, (edge = { from, to, files: [] }));
      if (!edge.files.some((known) => known.importer === importer && known.imported === imported)) edge.files.push({ importer, imported: imported! });
    }
  }
  return [...edges.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** Strongly connected components of more than one folder (Tarjan's algorithm), each sorted by name. */
export function knots(edges: FolderEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)!) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return found.sort((a, b) => b.length - a.length);
}

/**
 * The edges inside a knot that run against an order of its folders, the order chosen to make them
 * few (Eades, Lin and Smyth's greedy heuristic, each edge weighing as many file imports as make it):
 * folders that only import go first, folders only imported (plumbing) last. An edge from a later
 * folder to an earlier one is "upward" — plumbing importing an area, or an area importing one that
 * imports it — and breaking every such edge unties the knot.
 */
export function backEdges(edges: FolderEdge[], knot: string[]): FolderEdge[] {
  const left = new Set(knot);
  const inside = edges.filter((edge) => left.has(edge.from) && left.has(edge.to));
  const weightOf = (edge: FolderEdge) => edge.files.length;
  const outWeight = (folder: string) => inside.filter((edge) => edge.from === folder && left.has(edge.to)).reduce((sum, edge) => sum + weightOf(edge), 0);
  const inWeight = (folder: string) => inside.filter((edge) => edge.to === folder && left.has(edge.from)).reduce((sum, edge) => sum + weightOf(edge), 0);
  const first: string[] = [];
  const last: string[] = [];
  const take = (folder: string) => left.delete(folder);
  while (left.size > 0) {
    let moved = true;
    while (moved) {
      moved = false;
      for (const folder of [...left].sort()) {
        if (outWeight(folder) === 0) last.unshift(folder);
        else if (inWeight(folder) === 0) first.push(folder);
        else continue;
        take(folder);
        moved = true;
      }
    }
    if (left.size === 0) break;
    const [pick] = [...left].sort((a, b) => outWeight(b) - inWeight(b) - (outWeight(a) - inWeight(a)) || a.localeCompare(b));
    first.push(pick!);
    take(pick!);
  }
  const rank = new Map([...first, ...last].map((folder, at) => [folder, at]));
  return inside.filter((edge) => rank.get(edge.from)! > rank.get(edge.to)!);
}

function main(half: Half) {
  const edges = folderGraph(half);
  const found = knots(edges);
  const folders = new Set(edges.flatMap((edge) => [edge.from, edge.to]));
  console.log(`${half}/: ${folders.size} folders, ${edges.length} folder edges, ${found.length} knot(s), ${found.flat().length} folders in knots`);
  for (const knot of found) {
    console.log(`\nknot of ${knot.length}: ${knot.join(", ")}`);
    const back = backEdges(edges, knot);
    console.log(`${back.length} edge(s) against the order:`);
    for (const edge of back) {
      console.log(`  ${edge.from} -> ${edge.to}`);
      for (const file of edge.files) console.log(`      ${file.importer} -> ${file.imported}`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  // Piped into `head`, the rest is not wanted.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" ? process.exit(0) : Promise.reject(error)));
  const half = process.argv[2] ?? "api";
  if (half !== "app" && half !== "api") throw new Error(`usage: folder-imports.ts [app|api], not ${half}`);
  main(half);
}
