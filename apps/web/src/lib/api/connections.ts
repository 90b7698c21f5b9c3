/**
 * The API's lists that can grow are Relay connections: a page of `edges` (each with its `node`)
 * and a `pageInfo` telling whether more follow and the cursor to continue from. These helpers
 * read and edit connections as the app's operations select them, page by page.
 */

/** One page of a connection, as the app's operations select it. */
export interface ConnectionPage<Node> {
  readonly edges: readonly { readonly node: Node }[];
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor?: string | null };
}

/** Where the page after this one starts; null at the end of the list. */
export function nextCursor(connection: ConnectionPage<unknown>): string | null {
  return connection.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null;
}

/** Every node of the pages read so far, in order. */
export function nodesOf<Node>(pages: readonly ConnectionPage<Node>[]): Node[] {
  return pages.flatMap((page) => page.edges.map((edge) => edge.node));
}

/** The same page holding `nodes` instead (a live update or a mutation's answer put in). */
export function withNodes<Node, Page extends ConnectionPage<Node>>(page: Page, nodes: readonly Node[]): Page {
  return { ...page, edges: nodes.map((node) => ({ node })) };
}
