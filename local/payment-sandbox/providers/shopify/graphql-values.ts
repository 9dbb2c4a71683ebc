/**
 * Values shaped as the Storefront API returns them: Relay connections (edges, nodes, pageInfo)
 * with Shopify's rule that a list needs `first` or `last`, and MoneyV2 with its Decimal amount.
 */
import { GraphQLError } from "graphql";

/** Shopify's largest page [unconfirmed for every connection; documented for products]. */
export const MAX_PAGE_SIZE = 250;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

const cursorOf = (index: number) => Buffer.from(`index:${index}`).toString("base64url");

function indexOf(cursor: string): number {
  const match = /^index:(\d+)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) throw new GraphQLError(`Invalid cursor: ${cursor}`);
  return Number(match[1]);
}

function pageSize(name: "first" | "last", value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (value < 0 || value > MAX_PAGE_SIZE) {
    throw new GraphQLError(`${name} must be between 0 and ${MAX_PAGE_SIZE}`);
  }
  return value;
}

export function connection<T>(all: T[], args: ConnectionArgs): Connection<T> {
  const first = pageSize("first", args.first);
  const last = pageSize("last", args.last);
  if (first === undefined && last === undefined) {
    // Wording [unconfirmed]: Shopify refuses a connection asked without a page size.
    throw new GraphQLError("you must provide one of first or last");
  }
  const indexed = (args.reverse ? [...all].reverse() : all).map((node, index) => ({ node, index }));
  let window = indexed;
  if (args.after) {
    const after = indexOf(args.after);
    window = window.filter((item) => item.index > after);
  }
  if (args.before) {
    const before = indexOf(args.before);
    window = window.filter((item) => item.index < before);
  }
  const fromStart = window;
  if (first !== undefined) window = window.slice(0, first);
  if (last !== undefined) window = window.slice(Math.max(0, window.length - last));
  const edges = window.map((item) => ({ cursor: cursorOf(item.index), node: item.node }));
  const lastIndex = window.at(-1)?.index;
  const firstIndex = window[0]?.index;
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: fromStart.some((item) => lastIndex !== undefined && item.index > lastIndex),
      hasPreviousPage: indexed.some((item) => firstIndex !== undefined && item.index < firstIndex),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * 8900 -> "89.0", 8950 -> "89.5", 8905 -> "89.05": Shopify's Decimal keeps at least one decimal
 * and drops trailing zeros [unconfirmed beyond the "x.0" form seen in Shopify's examples].
 */
export function decimalAmount(centimes: number): string {
  const francs = Math.trunc(centimes / 100);
  const rest = String(centimes % 100).padStart(2, "0");
  return `${francs}.${rest.endsWith("0") ? rest[0] : rest}`;
}

export interface MoneyV2 {
  amount: string;
  currencyCode: "CHF";
}

export const money = (centimes: number): MoneyV2 => ({
  amount: decimalAmount(centimes),
  currencyCode: "CHF",
});
