import { createContext, useContext, type ReactNode } from 'react';

/** Lets a page set the HTTP status of a server render (the 404 page sets 404). */
export interface RenderStatus {
  code: number;
}

const RenderStatusContext = createContext<RenderStatus | null>(null);

export function RenderStatusProvider({ status, children }: { status: RenderStatus; children: ReactNode }) {
  return <RenderStatusContext.Provider value={status}>{children}</RenderStatusContext.Provider>;
}

export function useRenderStatus(code: number): void {
  const status = useContext(RenderStatusContext);
  // eslint-disable-next-line react-hooks/immutability -- a per-request sink the server reads after rendering, not React state
  if (status) status.code = code;
}
