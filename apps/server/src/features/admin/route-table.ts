/** One route of the live route table. */
export interface RouteEntry {
  method: string;
  path: string;
}

const LINE = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route Fastify serves, read from `app.printRoutes({ commonPrefix: false })`: each tree line's
 * depth is its indentation / 4 and its full path is its parent's path plus its own segment.
 */
export function parseRouteTree(tree: string): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    const match = LINE.exec(line.trimEnd());
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) routes.push({ method, path });
    }
  }
  return routes;
}
