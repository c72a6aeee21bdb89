// Which route an address opens, and with which parameters. Route paths use static segments,
// ':param', ':param?' and a final '*' only. When several routes match, the best-ranked one wins:
// more segments first, static over ':param' over an empty one, '*' last; equal ranks keep the
// table's order (tests/client/pages.test.ts compares this ranking with react-router's).

export type Params = Readonly<Record<string, string>>;

/** A path with each optional segment present and absent ('/a/:b?' -> '/a/:b', '/a'). */
export function explode(path: string): string[] {
  const absolute = path.startsWith('/');
  const segments = path.split('/').filter(Boolean);
  let paths: string[][] = [[]];
  for (const segment of segments) {
    if (segment.endsWith('?')) paths = paths.flatMap((p) => [[...p, segment.slice(0, -1)], p]);
    else paths = paths.map((p) => [...p, segment]);
  }
  return paths.map((p) => `${absolute ? '/' : ''}${p.join('/')}`);
}

const PARAM = /^:[\w-]+$/;

/** The rank of a path: more segments first, static over ':param' over an empty one, '*' last, an index route a little higher. */
export function score(path: string, index = false): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface PathPattern {
  regex: RegExp;
  names: string[];
  splat: boolean;
}

/** Compiles a path without optional segments: case-insensitive, trailing slashes allowed. */
export function compilePath(path: string): PathPattern {
  const splat = path === '*' || path.endsWith('/*');
  const names: string[] = [];
  const body = (splat ? path.slice(0, -1) : path)
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!PARAM.test(segment)) return `/${escape(segment)}`;
      names.push(segment.slice(1));
      return '/([^/]+)';
    })
    .join('');
  if (splat) names.push('*');
  return { regex: new RegExp(`^${body}${splat ? '(?:/(.+)|/*)' : '/*'}$`, 'i'), names, splat };
}

/** Decodes each segment of an address, keeping an encoded slash encoded; an address that does not decode stays as it is. */
export function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

export interface PathMatch {
  params: Record<string, string>;
  /** The part of the address matched before a final '*' (what nested routes are relative to). */
  pathnameBase: string;
}

/** Matches a decoded address against a compiled path. */
export function matchCompiled(pattern: PathPattern, pathname: string): PathMatch | null {
  const found = pattern.regex.exec(pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  // A slash inside a segment was kept encoded to match (decodePath); the parameter has it plain.
  pattern.names.forEach((name, i) => (params[name] = (found[i + 1] ?? '').replace(/%2F/g, '/')));
  const rest = pattern.splat ? (found[pattern.names.length] ?? '') : '';
  const matched = rest ? pathname.slice(0, pathname.length - rest.length - 1) : pathname.replace(/\/+$/, '');
  return { params, pathnameBase: matched || '/' };
}
