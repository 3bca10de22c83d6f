import { createContext, useContext, type ReactNode } from 'react';

/** What a server render tells the server about the HTTP answer. */
export interface RenderStatus {
  /** The status a page asks for (the 404 page sets 404). */
  code: number;
  /** A query of the render met an error: its markup shows an error panel, so it must be neither 200 nor cached. */
  dataFailed?: boolean;
}

const RenderStatusContext = createContext<RenderStatus | null>(null);

export function RenderStatusProvider({ status, children }: { status: RenderStatus; children: ReactNode }) {
  return <RenderStatusContext.Provider value={status}>{children}</RenderStatusContext.Provider>;
}

/** Sets the HTTP status of the server render (no effect in the browser). */
export function useRenderStatus(code: number): void {
  const status = useContext(RenderStatusContext);
  // eslint-disable-next-line react-hooks/immutability -- a per-request sink the server reads after rendering, not React state
  if (status) status.code = code;
}
