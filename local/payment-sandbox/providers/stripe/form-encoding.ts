/**
 * Stripe's request encoding: application/x-www-form-urlencoded with bracket notation, as
 * stripe-node writes it (line_items[0][price_data][currency]=chf, metadata[payment_id]=…,
 * allowed_payment_method_types[0]=card; `name[]=x` is accepted too). Values stay strings: each
 * parameter's own rules decide what is an integer or a boolean.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class FormEncodingError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

/** `a[b][0]` -> ["a", "b", "0"]; `a[]` -> ["a", ""]. */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return [key];
  const rest = [...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "");
  return [match[1], ...rest];
}

type Node = { [key: string]: Node | string };

const isIndex = (key: string) => /^(0|[1-9]\d*)$/.test(key);

/** Objects whose keys are all indexes become arrays, in index order. */
function normalize(node: Node | string): FormValue {
  if (typeof node === "string") return node;
  const keys = Object.keys(node);
  const values = (k: string) => normalize(node[k] as Node | string);
  if (keys.length > 0 && keys.every(isIndex)) {
    return keys.sort((a, b) => Number(a) - Number(b)).map(values);
  }
  const object: FormObject = {};
  for (const key of keys) object[key] = values(key);
  return object;
}

export function decodeForm(raw: string): FormObject {
  const root: Node = Object.create(null);
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = keyPath(key);
    let node = root;
    for (let i = 0; i < path.length; i += 1) {
      let segment = path[i] as string;
      const last = i === path.length - 1;
      // `name[]` appends: the next free index.
      if (segment === "") segment = String(Object.keys(node).length);
      const existing = node[segment];
      if (last) {
        if (existing !== undefined && typeof existing !== "string") {
          throw new FormEncodingError(`Invalid value for ${key}: expected a hash`, key);
        }
        node[segment] = value;
      } else {
        if (typeof existing === "string") {
          throw new FormEncodingError(`Invalid value for ${key}: expected a string`, key);
        }
        if (existing === undefined) node[segment] = Object.create(null);
        node = node[segment] as Node;
      }
    }
  }
  const params: FormObject = {};
  for (const key of Object.keys(root)) params[key] = normalize(root[key] as Node | string);
  return params;
}
