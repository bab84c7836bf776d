type Json = unknown;
type Doc = { paths?: Json; components?: { schemas?: Record<string, Json> } };

const REF = '#/components/schemas/';

function refsIn(value: Json, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(REF))
        found.add(item.slice(REF.length));
      else refsIn(item, found);
    }
  }
  return found;
}

function renameRefs(value: Json, renames: ReadonlyMap<string, string>): Json {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, renames));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(REF)) {
        const name = item.slice(REF.length);
        return [key, `${REF}${renames.get(name) ?? name}`];
      }
      return [key, renameRefs(item, renames)];
    }),
  );
}

/** The components reachable from the paths, following references between components. */
function reachable(doc: Doc): Set<string> {
  const schemas = doc.components?.schemas ?? {};
  const used = refsIn(doc.paths, new Set());
  const queue = [...used];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const next of refsIn(schemas[name], new Set())) {
      if (!used.has(next)) {
        used.add(next);
        queue.push(next);
      }
    }
  }
  return used;
}

/**
 * The zod generator writes every named schema twice, as an answer (`Theme`) and as a request body
 * (`ThemeInput`), whether used or not. Keeps only the components the operations reach, and gives a
 * request-only schema its plain name (`NewThemeInput` becomes `NewTheme`).
 */
export function tidyComponents<T extends Doc>(doc: T): T {
  const schemas = doc.components?.schemas;
  if (!schemas) return doc;
  const used = reachable(doc);
  const renames = new Map<string, string>();
  for (const name of used) {
    const plain = name.replace(/Input$/, '');
    if (plain !== name && !used.has(plain)) renames.set(name, plain);
  }
  const kept = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(name))
      .map(([name, schema]) => [renames.get(name) ?? name, renameRefs(schema, renames)]),
  );
  return {
    ...doc,
    paths: renameRefs(doc.paths, renames),
    components: { ...doc.components, schemas: kept },
  };
}
