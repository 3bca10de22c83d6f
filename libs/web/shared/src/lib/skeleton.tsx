import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

/** A grey placeholder block with a shimmer (still when the visitor prefers reduced motion). */
export const SkeletonBlock = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height }) => $height ?? '1em'};
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(90deg, #eceae6 0px, #f6f4f0 120px, #eceae6 240px);
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

/** `count` card-shaped placeholders, announced once to screen readers. */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <>
      <span role="status" className="visually-hidden">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} data-testid="card-skeleton" aria-hidden="true">
          <SkeletonBlock $height="200px" />
          <SkeletonBlock $height="1.4em" $width="70%" />
          <SkeletonBlock $height="1em" $width="40%" />
          <SkeletonBlock $height="3em" />
          <SkeletonBlock $height="44px" />
        </SkeletonCard>
      ))}
    </>
  );
}

const PageLoadingFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 1120px;
  min-height: 60vh;
  margin: 0 auto;
  padding: 48px 16px;
`;

/** Shown while the code of a page reached by client navigation downloads (rarely seen: links preload). */
export function PageLoading() {
  return (
    <PageLoadingFrame>
      <span role="status" className="visually-hidden">
        Loading page…
      </span>
      <SkeletonBlock $height="2.4em" $width="60%" aria-hidden="true" />
      <SkeletonBlock $height="1em" $width="90%" aria-hidden="true" />
      <SkeletonBlock $height="1em" $width="80%" aria-hidden="true" />
      <SkeletonBlock $height="240px" aria-hidden="true" />
    </PageLoadingFrame>
  );
}
