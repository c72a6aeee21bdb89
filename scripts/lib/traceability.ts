// The traceability table (SPEC.md): one row per numbered section, list item, table row and
// paragraph of the two spec documents, with the files that build it, the tests that check it and
// a status. Parsing and checking live here so the vitest suite and `npm run spec:trace` agree.

export const DOCUMENTS = { HC: 'hosting-core.md', AS: 'account-and-shell.md' } as const;
export type DocumentId = keyof typeof DOCUMENTS;
export const STATUSES = ['done', 'partial', 'n/a'] as const;
export type Status = (typeof STATUSES)[number];

export interface TestCitation {
  path: string;
  /** A substring of a test(), it() or describe() title in that file. */
  title?: string;
}

export interface TraceRow {
  id: string;
  doc: DocumentId | null;
  /** The numbered spec section ("5" for HC-5.3). */
  section: string | null;
  spec: string;
  implementedIn: string[];
  checkedBy: TestCitation[];
  status: string;
  reason: string;
  /** 1-based line in SPEC.md, for messages. */
  line: number;
}

export type Counts = Record<Status, number>;

export interface TraceTable {
  rows: TraceRow[];
  /** The summary table at the top: counts per document as written. */
  summary: Map<string, Counts & { rows: number }>;
  problems: string[];
}

// HC-5 (a section), HC-5.3 (third list item of HC §5), HC-5.t2 (second table row), HC-5.p1 (first
// paragraph). Items are counted through the whole numbered section, sub-sections included.
const ID = /^(HC|AS)-(\d+)(?:\.(t|p)?(\d+))?$/;

const splitCells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());

const citation = (text: string): TestCitation => {
  const at = text.indexOf(' > ');
  return at < 0 ? { path: text } : { path: text.slice(0, at).trim(), title: text.slice(at + 3).trim() };
};

const emptyCounts = (): Counts => ({ done: 0, partial: 0, 'n/a': 0 });

/** Reads the summary table (| Document | Rows | done | partial | n/a |) and every trace row. */
export function parseTraceTable(markdown: string): TraceTable {
  const rows: TraceRow[] = [];
  const summary: TraceTable['summary'] = new Map();
  const problems: string[] = [];
  markdown.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!line.startsWith('|') || /^\|[\s|:-]+\|$/.test(line)) return;
    const cells = splitCells(line);
    const summaryDoc = /^`?[\w-]+\.md`? \((HC|AS)\)$/.exec(cells[0]);
    if (summaryDoc && cells.length === 5) {
      const [total, done, partial, na] = cells.slice(1).map(Number);
      summary.set(summaryDoc[1], { rows: total, done, partial, 'n/a': na });
      return;
    }
    if (cells.length !== 5 || !/^(HC|AS)-/.test(cells[0])) return;
    const [id, spec, implemented, checked, statusCell] = cells;
    const match = ID.exec(id);
    if (!match) problems.push(`line ${index + 1}: id "${id}" does not follow the scheme (HC-5, HC-5.3, AS-9.t12, HC-3.p2)`);
    const status = /^(done|partial|n\/a)\b/.exec(statusCell)?.[1] ?? statusCell.split(/[\s:]/)[0];
    const reason = statusCell
      .slice(status.length)
      .replace(/^\s*[:—-]\s*/, '')
      .trim();
    rows.push({
      id,
      doc: (match?.[1] as DocumentId | undefined) ?? null,
      section: match?.[2] ?? null,
      spec,
      implementedIn: backticked(implemented),
      checkedBy: backticked(checked).map(citation),
      status,
      reason,
      line: index + 1,
    });
  });
  return { rows, summary, problems };
}

/** Statuses, reasons, repeated ids and the summary counts: what the table says of itself. */
export function checkRows(table: TraceTable): string[] {
  const problems = [...table.problems];
  const seen = new Map<string, number>();
  const counts = new Map<string, Counts>();
  const totals = new Map<string, number>();
  for (const row of table.rows) {
    const where = `${row.id} (line ${row.line})`;
    if (row.doc) totals.set(row.doc, (totals.get(row.doc) ?? 0) + 1);
    if (seen.has(row.id)) problems.push(`${where}: id repeats the row of line ${seen.get(row.id)}`);
    else seen.set(row.id, row.line);
    if (!(STATUSES as readonly string[]).includes(row.status)) {
      problems.push(`${where}: status "${row.status}" is not done, partial or n/a`);
      continue;
    }
    if (row.status !== 'done' && row.reason.length < 3) problems.push(`${where}: a ${row.status} row must say why`);
    if (!row.spec) problems.push(`${where}: the Spec cell is empty`);
    if (row.doc) {
      const docCounts = counts.get(row.doc) ?? emptyCounts();
      docCounts[row.status as Status] += 1;
      counts.set(row.doc, docCounts);
    }
  }
  for (const doc of Object.keys(DOCUMENTS)) {
    const actual = counts.get(doc) ?? emptyCounts();
    const total = totals.get(doc) ?? 0;
    const written = table.summary.get(doc);
    if (!written) {
      if (total > 0) problems.push(`summary: no line for ${doc} (rows ${total})`);
      continue;
    }
    const wrong = (['rows', ...STATUSES] as const)
      .map((key) => [key, written[key], key === 'rows' ? total : actual[key]] as const)
      .filter(([, said, is]) => said !== is)
      .map(([key, said, is]) => `${key} says ${said}, the rows give ${is}`);
    if (wrong.length) problems.push(`summary ${doc}: ${wrong.join('; ')}`);
  }
  return problems;
}

export interface FileAccess {
  exists(path: string): boolean;
  /** The text of a file, or null for a folder or a missing file. */
  read(path: string): string | null;
}

const badPath = (path: string) =>
  /[*?{}[\]]/.test(path) ? 'globs are not allowed' : path.startsWith('/') || path.split('/').includes('..') ? 'must be repo-relative' : null;

/** The titles of test(), it() and describe() calls (with .each, .skip, .describe, ...), unescaped. */
export function testTitles(source: string): string[] {
  const call = /(?:\b(?:it|test|describe)(?:\.\w+(?:\([^()]*\))?)*|\))\(\s*(['"`])((?:\\[\s\S]|(?!\1)[^\\])*?)\1/g;
  return [...source.matchAll(call)].map((m) => m[2].replace(/\\(['"`\\])/g, '$1'));
}

/** Cited files and folders exist; cited test titles are titles of the cited file. */
export function checkCitations(rows: TraceRow[], files: FileAccess): string[] {
  const problems: string[] = [];
  const titles = new Map<string, string[]>();
  for (const row of rows) {
    const where = `${row.id} (line ${row.line})`;
    if (row.status === 'done' && row.implementedIn.length === 0) problems.push(`${where}: done, but no implementing file is cited`);
    for (const path of [...row.implementedIn, ...row.checkedBy.map((c) => c.path)]) {
      const bad = badPath(path);
      if (bad) problems.push(`${where}: "${path}" ${bad}`);
      else if (!files.exists(path.replace(/\/$/, ''))) problems.push(`${where}: "${path}" does not exist`);
    }
    for (const { path, title } of row.checkedBy) {
      if (!title || badPath(path)) continue;
      if (!titles.has(path)) titles.set(path, testTitles(files.read(path) ?? ''));
      if (!files.exists(path)) continue;
      if (!titles.get(path)!.some((t) => t.includes(title))) problems.push(`${where}: no test title in "${path}" contains "${title}"`);
    }
  }
  return problems;
}

export interface SpecItem {
  id: string;
  text: string;
}

export interface SpecSection {
  doc: DocumentId;
  number: string;
  title: string;
  items: SpecItem[];
}

const plain = (text: string) =>
  text
    .replace(/\*\*/g, '')
    .replace(/\\\|/g, '|')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** The numbered sections of a spec document with their list items, table rows and paragraphs. */
export function parseSpec(doc: DocumentId, markdown: string): SpecSection[] {
  const sections: SpecSection[] = [];
  let current: SpecSection | null = null;
  let bullets = 0;
  let tableRows = 0;
  let paragraphs = 0;
  let inTable = false;
  let inParagraph = false;
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const heading = /^## (\d+)\.\s+(.*)$/.exec(line);
    if (heading) {
      current = { doc, number: heading[1], title: heading[2], items: [] };
      sections.push(current);
      bullets = tableRows = paragraphs = 0;
      inTable = inParagraph = false;
      continue;
    }
    if (!current) continue;
    if (!line || line.startsWith('#')) {
      inTable = inParagraph = false;
      continue;
    }
    const item = /^(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    if (line.startsWith('|')) {
      inParagraph = false;
      // The first row of a table is its header; the separator row is no content.
      if (!inTable) inTable = true;
      else if (!/^\|[\s|:-]+\|$/.test(line)) current.items.push({ id: `${doc}-${current.number}.t${++tableRows}`, text: plain(splitCells(line).join(' | ')) });
    } else if (item) {
      inTable = inParagraph = false;
      current.items.push({ id: `${doc}-${current.number}.${++bullets}`, text: plain(item[1]) });
    } else if (inParagraph) {
      const last = current.items[current.items.length - 1];
      last.text = plain(`${last.text} ${line}`);
    } else {
      inTable = false;
      inParagraph = true;
      current.items.push({ id: `${doc}-${current.number}.p${++paragraphs}`, text: plain(line) });
    }
  }
  return sections;
}

/** The quote of a row, without its sub-section tag, in fragments split at an ellipsis. */
export const quoteFragments = (spec: string) =>
  plain(spec.replace(/^\[[^\]]*\]\s*/, '').replace(/^["“]|["”]$/g, ''))
    .split(/\s*(?:…|\.\.\.)\s*/)
    .map((f) => f.replace(/^["“]|["”]$/g, '').trim())
    .filter(Boolean);

/**
 * Every numbered section has its row and a row for each of its items, no row names an item the
 * spec does not have, and each quote is taken from the item its id names.
 */
export function checkCoverage(rows: TraceRow[], specs: SpecSection[]): string[] {
  const problems: string[] = [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const known = new Set<string>();
  for (const section of specs) {
    const sectionId = `${section.doc}-${section.number}`;
    known.add(sectionId);
    const sectionRows = rows.filter((row) => row.doc === section.doc && row.section === section.number && row.id !== sectionId);
    const sectionRow = byId.get(sectionId);
    if (!sectionRow && sectionRows.length === 0) problems.push(`${sectionId} (${section.title}): the section has no row`);
    else if (!sectionRow) problems.push(`${sectionId} (${section.title}): the section row is missing`);
    else if (quoteFragments(sectionRow.spec).some((f) => !section.title.toLowerCase().includes(f.toLowerCase())))
      problems.push(`${sectionId} (line ${sectionRow.line}): the section row should quote its title "${section.title}"`);
    const listed = section.items.filter((i) => !/\.p\d+$/.test(i.id)).length;
    const rowsForItems = sectionRows.filter((row) => !/\.p\d+$/.test(row.id)).length;
    if (rowsForItems < listed) problems.push(`${sectionId}: ${listed} list items and table rows in the spec, ${rowsForItems} rows here`);
    for (const item of section.items) {
      known.add(item.id);
      const row = byId.get(item.id);
      if (!row) {
        problems.push(`${item.id}: no row for "${item.text.slice(0, 70)}"`);
        continue;
      }
      const text = item.text.toLowerCase();
      const missing = quoteFragments(row.spec).filter((f) => !text.includes(f.toLowerCase()));
      if (missing.length) problems.push(`${item.id} (line ${row.line}): the quote "${missing[0]}" is not in the spec item "${item.text.slice(0, 70)}"`);
    }
  }
  for (const row of rows) {
    if (row.doc && !known.has(row.id)) problems.push(`${row.id} (line ${row.line}): the spec has no such section or item`);
  }
  return problems;
}

export function countStatuses(rows: TraceRow[]): Map<string, Counts> {
  const counts = new Map<string, Counts>();
  for (const row of rows) {
    if (!row.doc || !(STATUSES as readonly string[]).includes(row.status)) continue;
    const c = counts.get(row.doc) ?? emptyCounts();
    c[row.status as Status] += 1;
    counts.set(row.doc, c);
  }
  return counts;
}
