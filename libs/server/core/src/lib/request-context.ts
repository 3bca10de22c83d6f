/** What every GraphQL resolver may know about the request it serves. */
export interface RequestContext {
  /** The bearer token of `Authorization: Bearer <sessionId>`, if any. */
  token?: string;
  /** The client address the brute-force window counts by. */
  clientKey: string;
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
