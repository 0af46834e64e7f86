// Stripe's request encoding: application/x-www-form-urlencoded with brackets for nesting, the way
// the `stripe` package writes it (`metadata[user_id]=1`, `line_items[0][price]=price_x`,
// `expand[0]=subscription`) and the way curl users write it (`expand[]=subscription`). The same
// rules read a GET's query string.
//
// Keys that would reach an object's prototype are refused, and depth and list length are bounded,
// so one odd request cannot build a huge or poisoned structure.

export type FormValue = string | FormValue[] | FormParams;
export interface FormParams {
  [key: string]: FormValue;
}

export class FormParamsError extends Error {}

const MAX_DEPTH = 5;
const MAX_LIST_INDEX = 999;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `line_items[0][price]` → ['line_items', '0', 'price']; `expand[]` → ['expand', '']. */
function segmentsOf(name: string): string[] {
  const open = name.indexOf('[');
  if (open === -1) return [name];
  const segments = [name.slice(0, open)];
  const rest = name.slice(open);
  const pattern = /\[([^[\]]*)\]/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(rest)) !== null) {
    segments.push(match[1]!);
    consumed = pattern.lastIndex;
  }
  if (consumed !== rest.length) throw new FormParamsError(`Invalid parameter name: ${name}`);
  return segments;
}

type Node = { list: boolean; entries: Map<string, Node | string> };

function newNode(): Node {
  return { list: false, entries: new Map() };
}

function toValue(node: Node | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = [...node.entries.keys()];
  if (node.list) return keys.sort((a, b) => Number(a) - Number(b)).map((key) => toValue(node.entries.get(key)!));
  const object: FormParams = {};
  for (const key of keys) object[key] = toValue(node.entries.get(key)!);
  return object;
}

export function parseFormParams(text: string): FormParams {
  const root = newNode();
  for (const [name, value] of new URLSearchParams(text)) {
    const segments = segmentsOf(name);
    if (segments[0] === '') throw new FormParamsError(`Invalid parameter name: ${name}`);
    if (segments.length > MAX_DEPTH) throw new FormParamsError(`Parameter nested too deeply: ${name}`);
    let node = root;
    segments.forEach((segment, index) => {
      if (FORBIDDEN_KEYS.has(segment)) throw new FormParamsError(`Invalid parameter name: ${name}`);
      const isLast = index === segments.length - 1;
      const isListIndex = index > 0 && (segment === '' || /^\d+$/.test(segment));
      if (index > 0) {
        // A level is a list when its keys are indexes; mixing indexes and names is refused.
        if (node.entries.size === 0) node.list = isListIndex;
        else if (node.list !== isListIndex) throw new FormParamsError(`Mixed list and object parameters: ${name}`);
      }
      let key = segment;
      if (isListIndex) {
        key = segment === '' ? String(node.entries.size) : String(Number(segment));
        if (Number(key) > MAX_LIST_INDEX) throw new FormParamsError(`List index too large: ${name}`);
      }
      const existing = node.entries.get(key);
      if (isLast) {
        if (existing !== undefined && typeof existing !== 'string')
          throw new FormParamsError(`Conflicting parameters: ${name}`);
        node.entries.set(key, value);
        return;
      }
      if (typeof existing === 'string') throw new FormParamsError(`Conflicting parameters: ${name}`);
      const child = existing ?? newNode();
      node.entries.set(key, child);
      node = child;
    });
  }
  return toValue(root) as FormParams;
}
