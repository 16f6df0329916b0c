/**
 * Which API items a run of inline code names: `extras.addGlobalStyleToComponents`,
 * `addGlobalStyleToComponents: false`, `@PropSerialize()`, `--docs-readme`, `newSpecPage()`.
 * Shared by the "since" markers (./remark.ts) and the fence gate (scripts/lib/factsGate.ts).
 * Pure.
 */
import type {ApiItem} from './compute';

export interface FactIndex {
  byName: Map<string, ApiItem[]>;
  byKey: Map<string, ApiItem[]>;
}

export function indexFacts(facts: readonly ApiItem[]): FactIndex {
  const byName = new Map<string, ApiItem[]>();
  const byKey = new Map<string, ApiItem[]>();
  for (const fact of facts) {
    byName.set(fact.name, [...(byName.get(fact.name) ?? []), fact]);
    byKey.set(fact.key, [...(byKey.get(fact.key) ?? []), fact]);
  }
  return {byName, byKey};
}

/**
 * The items one inline code span names, by its leading expression: the whole dotted name when
 * it is an item's (`extras.addGlobalStyleToComponents`), a decorator (`@Prop()`), a CLI flag
 * (`--prerender`), or else the dotted name's last identifier (`addGlobalStyleToComponents`).
 * Names several areas share (`docs` is a config key and a CLI flag) return all of them.
 */
export function itemsNamedBy(span: string, index: FactIndex): ApiItem[] {
  const text = span.trim();
  const flag = /^(--?[a-z][\w-]*)/.exec(text);
  if (flag) return index.byName.get(flag[1].replace(/^--no-/, '--')) ?? [];
  const lead = /^(@?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)/.exec(text);
  if (!lead) return [];
  const name = lead[1].replace(/^config\./, '');
  const exact = index.byName.get(name);
  if (exact) return exact;
  const last = name.split('.').at(-1)!.replace(/^@/, '');
  return index.byKey.get(last) ?? [];
}

/** The one docs version all the named items arrived in, if they agree. */
export function agreedSince(items: readonly ApiItem[]): string | undefined {
  const since = new Set(items.map((item) => item.since));
  return since.size === 1 ? [...since][0] : undefined;
}

/**
 * Every item a span names, one list per name: the leading expression (`itemsNamedBy`) and each
 * further API-looking identifier (camelCase), read under the span's leading object when the
 * span is an object literal (`extras: { addGlobalStyleToComponents: false }`).
 */
export function namesInSpan(span: string, index: FactIndex): ApiItem[][] {
  const groups: ApiItem[][] = [];
  const lead = itemsNamedBy(span, index);
  if (lead.length > 0) groups.push(lead);
  const owner = /^\s*([A-Za-z_$][\w$]*)\s*:\s*\{/.exec(span)?.[1];
  const identifiers = [...span.replace(/'[^']*'|"[^"]*"/g, ' ').matchAll(/(?<![\w$.@-])([a-z][a-z0-9]*[A-Z][\w$]*)/g)].map((m) => m[1]);
  for (const identifier of identifiers) {
    const nested = owner ? index.byName.get(`${owner}.${identifier}`) : undefined;
    const items = nested ?? index.byKey.get(identifier);
    // The leading expression's own identifier is already its group.
    if (items && !groups.some((group) => group.length === items.length && group.every((fact, i) => fact === items[i]))) groups.push(items);
  }
  return groups;
}
